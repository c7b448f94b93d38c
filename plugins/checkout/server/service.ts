import type { SiteDataRow } from '../score';
import { fieldsOut, marketOut, siteScore, type KpiMarketOut, type ScoreResultOut, type SiteFieldValueOut } from './answer';
import { readDistributionArgs, scoreDistribution, type DistributionArgs, type ScoreDistributionOut, type SiteInfo } from './distribution';
import { forbidden } from './errors';
import { scoreWholeMarket } from './market';
import { MarketCache, MARKET_TTL_MS } from './market-cache';
import { scorePeriods, type DateRange } from './periods';

/**
 * What the service needs from the server, injected: this plugin may not import server/**
 * (ARCHITECTURE.md). server/analytics/score-wiring.ts supplies the real ones.
 */
export interface CheckoutScoreDeps<TContext> {
  /** One SiteDataRow per site with any session in [min, max) (query layer's siteDataRows). */
  siteRows(range: DateRange): Promise<SiteDataRow[]>;
  /** Throws (404 'Site not found') unless the signed-in user may see the site. */
  assertSiteVisible(context: TContext, siteId: string): Promise<void>;
  isStaff(context: TContext): boolean;
  now(context: TContext): Date;
  /** Display names for the staff grid; ids it does not know are simply absent. */
  siteInfo(siteIds: readonly string[]): Promise<ReadonlyMap<string, SiteInfo>>;
  /** The public demo site, scored when demo: true. */
  demoSiteId: string;
  /** How long a scored market is reused; 60 s unless a test says otherwise. */
  cacheTtlMs?: number;
}

export interface PeriodOut {
  min: string;
  max: string;
}

export interface CheckoutScoreOut {
  siteId: string;
  current: ScoreResultOut;
  previous: ScoreResultOut;
  market: KpiMarketOut[];
  fields: SiteFieldValueOut[];
  period: PeriodOut;
  comparePeriod: PeriodOut;
  sitesMadeBar: number;
  sitesWithData: number;
  isMock: boolean;
}

const periodOut = (range: DateRange): PeriodOut => ({ min: range.min.toISOString(), max: range.max.toISOString() });

export function checkoutScoreService<TContext>(deps: CheckoutScoreDeps<TContext>) {
  const markets = new MarketCache(async (range) => scoreWholeMarket(await deps.siteRows(range)), deps.cacheTtlMs ?? MARKET_TTL_MS);

  return {
    /**
     * The site's score now and 4 weeks ago, against the whole market of each period. The
     * answer holds this site's values, market aggregates and its rank: never another row.
     */
    async checkoutScore(context: TContext, siteId: string, demo: boolean): Promise<CheckoutScoreOut> {
      // Demo mode shows the public demo site to anyone signed in (spec §4 "Demo mode").
      const target = demo ? deps.demoSiteId : siteId;
      if (!demo) await deps.assertSiteVisible(context, siteId);
      const { current, previous } = scorePeriods(deps.now(context));
      const [now, before] = await Promise.all([markets.get(current), markets.get(previous)]);
      return {
        siteId: target,
        current: siteScore(now, target, demo),
        previous: siteScore(before, target, demo),
        market: marketOut(now),
        fields: fieldsOut(now.rowsById.get(target), before.rowsById.get(target)),
        period: periodOut(current),
        comparePeriod: periodOut(previous),
        sitesMadeBar: now.sitesMadeBar,
        sitesWithData: now.sitesWithData,
        isMock: demo,
      };
    },

    /** Staff only: every site's score and sub-scores of the last 4 weeks, and a histogram. */
    async scoreDistribution(context: TContext, args: DistributionArgs): Promise<ScoreDistributionOut> {
      if (!deps.isStaff(context)) throw forbidden('Staff only');
      const checked = readDistributionArgs(args);
      const scored = await markets.get(scorePeriods(deps.now(context)).current);
      const info = await deps.siteInfo(scored.rows.map((row) => row.siteId));
      return scoreDistribution(scored, info, checked);
    },
  };
}

export type CheckoutScoreService<TContext> = ReturnType<typeof checkoutScoreService<TContext>>;
