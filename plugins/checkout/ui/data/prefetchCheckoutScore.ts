// Kept out of the pages' chunks: the applet's entry module imports it for AppletPage.prefetch,
// so it must stay small (the query text and the demo switch, nothing that renders).
import type { PagePrefetchContext } from 'sdk';
import { DEMO_SITE_ID, isDemoOn } from '../demo/demoMode';
import { CHECKOUT_SCORE_QUERY, checkoutScoreVariables } from './checkoutScoreQuery';

/**
 * The pages that show the score (Home, Score, Insights, Playground) send its query ahead of
 * their chunks: the console calls this as the page is about to open, and useCheckoutScore
 * finds the answer in the GraphQL cache (or shares the request still on its way). Same
 * variables as the hook: the demo site while demo mode is on for the site, else the site.
 */
export function prefetchCheckoutScore({ site, graphql }: PagePrefetchContext): void {
  const demo = isDemoOn(site._id);
  const variables = checkoutScoreVariables(demo ? DEMO_SITE_ID : site._id, demo);
  // silent, like the hook: a failure is shown by the page, in place, when it asks.
  graphql.query(CHECKOUT_SCORE_QUERY, variables, { silent: true }).catch(() => undefined);
}
