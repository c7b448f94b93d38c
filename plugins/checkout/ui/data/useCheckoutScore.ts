// The Checkout Score of the current site (or of the demo site while demo mode is on): one
// query feeds Home, Score, Playground and the Insights summary, so it reads every field they need.
import { useEffect, useRef, useState } from 'react';
import { useGraphql } from 'sdk';
import { useDemoMode } from '../demo/demoMode';
import { CHECKOUT_SCORE_QUERY, checkoutScoreVariables } from './checkoutScoreQuery';
import type { CheckoutScoreData, CheckoutScoreResponse } from './checkoutScoreTypes';

export type * from './checkoutScoreTypes';
export { CHECKOUT_SCORE_QUERY } from './checkoutScoreQuery';

export interface CheckoutScoreState {
  loading: boolean;
  error: Error | undefined;
  data: CheckoutScoreData | undefined;
}

const LOADING: CheckoutScoreState = { loading: true, error: undefined, data: undefined };
const answered = (data: CheckoutScoreData): CheckoutScoreState => ({ loading: false, error: undefined, data });

interface ScoreRequest {
  readonly key: string;
  readonly query: unknown;
  /** The answer the GraphQL cache already held (the applet's prefetch, another page): no wait. */
  readonly cached: CheckoutScoreData | undefined;
  readonly answer: Promise<CheckoutScoreResponse>;
}

/**
 * Loads checkoutScore for `{ siteId: dataSiteId, demo: on }`; refetches when the site or demo
 * mode changes. An answer the GraphQL cache holds already (the applet sends this query ahead
 * of its pages: prefetchCheckoutScore) is there in the first render, with no loading state.
 * Otherwise the request goes out while the page renders, not after it has committed: the
 * first render of a page (the applet's frame, its navigation, the skeletons) takes a while on
 * a slow machine, and the answer can be on its way meanwhile. One request per site and demo
 * switch: the effect below waits for that same one.
 */
export function useCheckoutScore(): CheckoutScoreState {
  const { query, cached } = useGraphql();
  const { on, dataSiteId } = useDemoMode();
  const key = `${dataSiteId}:${on}`;
  const request = useRef<ScoreRequest>(undefined);
  if (request.current?.key !== key || request.current.query !== query) {
    const variables = checkoutScoreVariables(dataSiteId, on);
    // silent: the pages show the error in place (spec §8 wording) instead of the modal.
    const answer = query<CheckoutScoreResponse>(CHECKOUT_SCORE_QUERY, variables, { silent: true });
    // A render React throws away never reaches the effect: its failure is nobody's to report.
    answer.catch(() => undefined);
    const hit = cached<CheckoutScoreResponse>(CHECKOUT_SCORE_QUERY, variables);
    request.current = { key, query, cached: hit?.checkoutScore, answer };
  }
  const [state, setState] = useState<CheckoutScoreState>(() => (request.current!.cached ? answered(request.current!.cached) : LOADING));

  useEffect(() => {
    const { cached: ready, answer } = request.current!;
    if (ready) {
      // Already answered: shown as it is (or, after a site or demo switch, at once).
      setState((shown) => (shown.data === ready ? shown : answered(ready)));
      return;
    }
    // A late answer for a site we already left must not overwrite the new one.
    let live = true;
    setState(LOADING);
    answer.then(
      (res) => live && setState(answered(res.checkoutScore)),
      (error: unknown) => live && setState({ loading: false, error: error instanceof Error ? error : new Error(String(error)), data: undefined }),
    );
    return () => {
      live = false;
    };
  }, [query, key]);

  return state;
}
