// The Checkout Score of the current site (or of the demo site while demo mode is on): one
// query feeds Home, Score, Playground and the Insights summary, so it reads every field they need.
import { useEffect, useRef, useState } from 'react';
import { useGraphql } from 'sdk';
import { useDemoMode } from '../demo/demoMode';
import type { CheckoutScoreData, CheckoutScoreResponse } from './checkoutScoreTypes';

export type * from './checkoutScoreTypes';

const SCORE_RESULT = `
    score
    isMock
    rank { rank total rank100 }
    subScores {
      name label weight weightPct weightScore score
      details {
        value valueWeight
        stats { negative delta sigmas bias100 sigmaWidth100 }
        rank { rank total rank100 }
      }
    }`;

export const CHECKOUT_SCORE_QUERY = `query CheckoutScore($siteId: ID!, $demo: Boolean) {
  checkoutScore(siteId: $siteId, demo: $demo) {
    siteId
    isMock
    sitesMadeBar
    sitesWithData
    period { min max }
    comparePeriod { min max }
    current {${SCORE_RESULT}
    }
    previous {${SCORE_RESULT}
    }
    market { name median deviation mean shopCount }
    fields { name primary compare }
  }
}`;

export interface CheckoutScoreState {
  loading: boolean;
  error: Error | undefined;
  data: CheckoutScoreData | undefined;
}

/**
 * Loads checkoutScore for `{ siteId: dataSiteId, demo: on }`; refetches when the site or demo
 * mode changes. The request goes out while the page renders, not after it has committed: the
 * first render of a page (the applet's frame, its navigation, the skeletons) takes a while on
 * a slow machine, and the answer can be on its way meanwhile. One request per site and demo
 * switch: the effect below waits for that same one.
 */
export function useCheckoutScore(): CheckoutScoreState {
  const { query } = useGraphql();
  const { on, dataSiteId } = useDemoMode();
  const [state, setState] = useState<CheckoutScoreState>({ loading: true, error: undefined, data: undefined });
  const key = `${dataSiteId}:${on}`;
  const request = useRef<{ key: string; query: unknown; answer: Promise<CheckoutScoreResponse> }>(undefined);
  if (request.current?.key !== key || request.current.query !== query) {
    // silent: the pages show the error in place (spec §8 wording) instead of the modal.
    const answer = query<CheckoutScoreResponse>(CHECKOUT_SCORE_QUERY, { siteId: dataSiteId, demo: on }, { silent: true });
    // A render React throws away never reaches the effect: its failure is nobody's to report.
    answer.catch(() => undefined);
    request.current = { key, query, answer };
  }

  useEffect(() => {
    // A late answer for a site we already left must not overwrite the new one.
    let live = true;
    setState({ loading: true, error: undefined, data: undefined });
    request.current!.answer.then(
      (res) => live && setState({ loading: false, error: undefined, data: res.checkoutScore }),
      (error: unknown) => live && setState({ loading: false, error: error instanceof Error ? error : new Error(String(error)), data: undefined }),
    );
    return () => {
      live = false;
    };
  }, [query, key]);

  return state;
}
