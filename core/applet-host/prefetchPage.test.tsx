/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestServices, TestServicesProvider } from '../../sdk/testing';
import type { AppletPage, PagePrefetchContext } from '../sdk';
import { prefetchPage, usePagePrefetch } from './prefetchPage';

const load = () => Promise.resolve({ default: () => null });

describe('prefetchPage', () => {
  it("calls the page's prefetch with the site and services", () => {
    const prefetch = jest.fn();
    const context = { site: { _id: 's1' } } as unknown as PagePrefetchContext;
    prefetchPage({ path: 'score', load, prefetch }, context);
    expect(prefetch).toHaveBeenCalledWith(context);
  });

  it('lets a throwing prefetch pass: the page still opens', () => {
    const page: AppletPage = {
      path: 'score',
      load,
      prefetch: () => {
        throw new Error('applet bug');
      },
    };
    expect(() => prefetchPage(page, {} as PagePrefetchContext)).not.toThrow();
    expect(() => prefetchPage(undefined, {} as PagePrefetchContext)).not.toThrow();
    expect(() => prefetchPage({ path: 'about', load }, {} as PagePrefetchContext)).not.toThrow();
  });

  it('binds the console services, reading the current site when it runs', () => {
    const services = createTestServices({ site: { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' } });
    const wrapper = ({ children }: { children: ReactNode }) => <TestServicesProvider services={services}>{children}</TestServicesProvider>;
    const { result } = renderHook(() => usePagePrefetch(), { wrapper });
    const prefetch = jest.fn();
    services.site.set({ _id: 'bbbbbbbbbbbbbbbbbbbbbbbb' });
    result.current({ path: 'score', load, prefetch });
    const [context] = prefetch.mock.calls[0] as [PagePrefetchContext];
    expect(context.site._id).toBe('bbbbbbbbbbbbbbbbbbbbbbbb');
    expect(context.graphql).toBe(services.graphql);
    expect(context.api).toBe(services.api);
  });
});
