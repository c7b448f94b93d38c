/** @jest-environment jsdom */
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestServices, TestServicesProvider } from 'sdk/testing';
import { DEMO_SITE_ID } from '../demo/demoMode';
import { prefetchCheckoutScore } from './prefetchCheckoutScore';
import { checkoutScoreData } from './testFixtures';
import { useCheckoutScore } from './useCheckoutScore';

const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';

beforeEach(() => window.localStorage.clear());

function services() {
  const s = createTestServices({ site: { _id: SITE } });
  s.graphql.respond('checkoutScore', { checkoutScore: checkoutScoreData() });
  return s;
}

/** The query and variables useCheckoutScore sends for the same site and demo switch. */
async function hookQuery(demo: boolean) {
  const s = services();
  if (demo) window.localStorage.setItem(`h40_chk_demo:${SITE}`, '1');
  const wrapper = ({ children }: { children: ReactNode }) => <TestServicesProvider services={s}>{children}</TestServicesProvider>;
  const { result } = renderHook(() => useCheckoutScore(), { wrapper });
  await waitFor(() => expect(result.current.loading).toBe(false));
  return s.graphql.queries[0];
}

describe('prefetchCheckoutScore', () => {
  it.each([false, true])('sends exactly the query the pages send (demo mode %s), silently', async (demo) => {
    const expected = await hookQuery(demo);
    window.localStorage.clear();
    if (demo) window.localStorage.setItem(`h40_chk_demo:${SITE}`, '1');
    const s = services();
    prefetchCheckoutScore({ site: s.site.current, graphql: s.graphql, api: s.api });
    expect(s.graphql.queries).toEqual([expected]);
    expect(s.graphql.queries[0].variables).toEqual({ siteId: demo ? DEMO_SITE_ID : SITE, demo });
    expect(s.graphql.queries[0].options).toEqual({ silent: true });
  });

  it('swallows a failure: the page reports it when it asks', async () => {
    const s = createTestServices({ site: { _id: SITE } });
    s.graphql.respond('checkoutScore', new Error('offline'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    prefetchCheckoutScore({ site: s.site.current, graphql: s.graphql, api: s.api });
    await new Promise((r) => setTimeout(r, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
