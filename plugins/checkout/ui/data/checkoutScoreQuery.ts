// The one query for the Checkout Score of a site: Home, Score, Playground and the Insights
// summary read it (useCheckoutScore), and the applet's entry sends it ahead of those pages
// (prefetchCheckoutScore), so both must build exactly the same query and variables.

const SCORE_RESULT = `
    score
    isMock
    rank { rank total rank100 }
    subScores {
      name label weight weightPct weightScore score marketSuppressed
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
    market { name median p25 p75 deviation mean shopCount }
    fields { name primary compare }
    marketNotice { reason minShops kpis }
    marketMinShops
    peerGroups { kind key shopCount suppressed withheldKpis market { name median p25 p75 deviation mean shopCount } }
  }
}`;

/** The variables of CHECKOUT_SCORE_QUERY: the site whose data is read, and demo mode. */
export const checkoutScoreVariables = (dataSiteId: string, demo: boolean) => ({ siteId: dataSiteId, demo });
