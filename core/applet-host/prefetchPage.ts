import { useCallback } from 'react';
import { apiRef, graphqlRef, siteRef, useService, type AppletPage, type PagePrefetchContext } from '../sdk';

/**
 * Runs a page's `prefetch` (SDK 1.2.0), if it has one: the page's first queries go out while
 * its chunk loads, and the page renders with their answers from the services' cache. What the
 * applet's code throws is its own affair: the page still opens, and its own requests report.
 */
export function prefetchPage(page: AppletPage | undefined, context: PagePrefetchContext): void {
  if (!page?.prefetch) return;
  try {
    page.prefetch(context);
  } catch {
    // See above: a failing prefetch only means the page asks for itself, a little later.
  }
}

/**
 * `prefetchPage` bound to the console-wide services (the site, GraphQL and the API), read when
 * it is called, so the function can be kept in an effect's closure.
 */
export function usePagePrefetch(): (page: AppletPage | undefined) => void {
  const site = useService(siteRef);
  const graphql = useService(graphqlRef);
  const api = useService(apiRef);
  return useCallback((page) => prefetchPage(page, { site: site.current, graphql, api }), [site, graphql, api]);
}
