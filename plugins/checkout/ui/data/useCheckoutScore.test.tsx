/** @jest-environment jsdom */
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createTestServices, TestServicesProvider } from 'sdk/testing';
import { DEMO_SITE_ID, useDemoMode } from '../demo/demoMode';
import { checkoutScoreData } from './testFixtures';
import { useCheckoutScore } from './useCheckoutScore';

beforeEach(() => window.localStorage.clear());

function setup() {
  const services = createTestServices({ site: { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' } });
  services.graphql.respond('checkoutScore', ({ variables }: { variables: { siteId: string; demo: boolean } }) => ({
    checkoutScore: checkoutScoreData({ siteId: variables.siteId, isMock: variables.demo }),
  }));
  const wrapper = ({ children }: { children: ReactNode }) => <TestServicesProvider services={services}>{children}</TestServicesProvider>;
  const hook = renderHook(() => ({ score: useCheckoutScore(), demo: useDemoMode() }), { wrapper });
  return { services, ...hook };
}

describe('useCheckoutScore', () => {
  it('loads the score of the current site with every field the pages read', async () => {
    const { result, services } = setup();
    expect(result.current.score.loading).toBe(true);
    await waitFor(() => expect(result.current.score.loading).toBe(false));
    expect(result.current.score.data?.siteId).toBe('aaaaaaaaaaaaaaaaaaaaaaaa');
    const query = services.graphql.queries[0].query;
    for (const field of ['rank100', 'weightPct', 'sigmaWidth100', 'valueWeight', 'median', 'sitesMadeBar', 'comparePeriod', 'isMock', 'compare']) {
      expect(query).toContain(field);
    }
  });

  it('refetches for a new site and for demo mode', async () => {
    const { result, services } = setup();
    await waitFor(() => expect(result.current.score.loading).toBe(false));
    act(() => services.site.set({ _id: 'bbbbbbbbbbbbbbbbbbbbbbbb' }));
    await waitFor(() => expect(result.current.score.data?.siteId).toBe('bbbbbbbbbbbbbbbbbbbbbbbb'));
    act(() => result.current.demo.setOn(true));
    await waitFor(() => expect(result.current.score.data?.isMock).toBe(true));
    expect(services.graphql.queries.map((q) => q.variables)).toEqual([
      { siteId: 'aaaaaaaaaaaaaaaaaaaaaaaa', demo: false },
      { siteId: 'bbbbbbbbbbbbbbbbbbbbbbbb', demo: false },
      { siteId: DEMO_SITE_ID, demo: true },
    ]);
  });

  it('reports an error', async () => {
    const services = createTestServices();
    services.graphql.respond('checkoutScore', new Error('boom'));
    const wrapper = ({ children }: { children: ReactNode }) => <TestServicesProvider services={services}>{children}</TestServicesProvider>;
    const { result } = renderHook(() => useCheckoutScore(), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('boom'));
    expect(result.current.data).toBeUndefined();
  });

  it('asks while the page renders, before anything commits, and asks once', async () => {
    const services = createTestServices({ site: { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' } });
    services.graphql.respond('checkoutScore', { checkoutScore: checkoutScoreData() });
    const seenDuringRender: number[] = [];
    function Score() {
      useCheckoutScore();
      return null;
    }
    // Renders after Score in the same pass, before any effect has run.
    function Probe() {
      seenDuringRender.push(services.graphql.queries.length);
      return null;
    }
    await act(async () => {
      render(
        <StrictMode>
          <TestServicesProvider services={services}>
            <Score />
            <Probe />
          </TestServicesProvider>
        </StrictMode>,
      );
    });
    expect(seenDuringRender[0]).toBe(1);
    // StrictMode renders and runs effects twice: still one request.
    expect(services.graphql.queries).toHaveLength(1);
  });

  it('renders a cached answer in its first render, never showing the loading state', async () => {
    const services = createTestServices({ site: { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' } });
    services.graphql
      .respond('checkoutScore', { checkoutScore: checkoutScoreData() })
      .cache('checkoutScore', (variables: { siteId: string }) =>
        variables.siteId === 'aaaaaaaaaaaaaaaaaaaaaaaa' ? { checkoutScore: checkoutScoreData({ siteId: variables.siteId }) } : undefined,
      );
    const seen: boolean[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => <TestServicesProvider services={services}>{children}</TestServicesProvider>;
    const { result } = renderHook(
      () => {
        const state = useCheckoutScore();
        seen.push(state.loading);
        return state;
      },
      { wrapper },
    );
    expect(seen[0]).toBe(false);
    expect(result.current.data?.siteId).toBe('aaaaaaaaaaaaaaaaaaaaaaaa');
    await act(async () => {});
    expect(seen).not.toContain(true);

    // A site the cache has nothing for loads as before.
    act(() => services.site.set({ _id: 'bbbbbbbbbbbbbbbbbbbbbbbb' }));
    await waitFor(() => expect(result.current.data?.siteId).toBe(checkoutScoreData().siteId));
    expect(seen).toContain(true);
  });
});
