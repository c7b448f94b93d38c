// Market queries for fixtures of a few sessions: the spec's bars (1,000 visits, 100 carts, 100
// conversions) would withhold every such market, so the suites of the shop rules lower them;
// the bars have tests of their own (market-privacy.engines.test.ts "the spec's market bars").
import type { MarketBars, ReportQuery } from '../types';

export const NO_BARS: MarketBars = { visits: 0, carts: 0, conversions: 0 };

/** The query with another market threshold and/or bars. */
export function withMarket(query: ReportQuery, change: { minShops?: number; bars?: MarketBars }): ReportQuery {
  if (query.compare?.kind !== 'market') throw new Error('not a market query');
  return { ...query, compare: { ...query.compare, ...change } };
}
