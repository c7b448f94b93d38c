import { KPIS, type ShopProfile, type SiteDataRow } from '../score';
import { fieldsOut, marketOut, siteScore, type KpiMarketOut, type ScoreResultOut, type SiteFieldValueOut } from './answer';
import { readDistributionArgs, scoreDistribution, type DistributionArgs, type ScoreDistributionOut, type SiteInfo } from './distribution';
import { forbidden } from './errors';
import { scoreWholeMarket } from './market';
import { withheldKpis, withholdMarket } from './market-privacy';
import { MarketCache, MARKET_TTL_MS } from './market-cache';
import { peerGroups, type PeerGroupOut } from './peer-market';
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
  /**
   * Sites whose numbers the reader knows anyway (for a merchant their organizations' sites and
   * the demo; for staff the site they look at): they do not count towards a KPI's market.
   */
  readableSiteIds(context: TContext, siteId: string): Promise<ReadonlySet<string>>;
  /** The site's IANA zone: its 'Last 4 Weeks' are calendar days there, as in its reports. */
  siteTimeZone?(siteId: string): Promise<string | null | undefined>;
  /** Tags and home country of every shop with sessions in the range (peer groups); optional. */
  shopProfiles?(range: DateRange): Promise<ReadonlyMap<string, ShopProfile>>;
  /** Fewest unknown shops behind a KPI's market numbers (MARKET_MIN_SHOPS). */
  marketMinShops: number;
  /** How long a scored market is reused; 60 s unless a test says otherwise. */
  cacheTtlMs?: number;
}

export interface PeriodOut {
  min: string;
  max: string;
}

/** Why some KPIs' market numbers are null (CONTRACT.md §5, "Market privacy"). */
export interface ScoreMarketNoticeOut {
  reason: 'MARKET_TOO_SMALL';
  minShops: number;
  /** The KPIs withheld in either period. */
  kpis: string[];
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
  marketNotice: ScoreMarketNoticeOut | null;
  /** MARKET_MIN_SHOPS: the fewest other shops behind any market figure shown (the UI says so). */
  marketMinShops: number;
  /** The site's industry, size band and region peers, each under the privacy rule (peer-market.ts). */
  peerGroups: PeerGroupOut[];
}

const periodOut = (range: DateRange): PeriodOut => ({ min: range.min.toISOString(), max: range.max.toISOString() });

export function checkoutScoreService<TContext>(deps: CheckoutScoreDeps<TContext>) {
  const load = async (range: DateRange) => {
    const [rows, profiles] = await Promise.all([deps.siteRows(range), deps.shopProfiles?.(range) ?? new Map<string, ShopProfile>()]);
    return scoreWholeMarket(rows, profiles);
  };
  const markets = new MarketCache(load, deps.cacheTtlMs ?? MARKET_TTL_MS);

  return {
    /**
     * The site's score now and 4 weeks ago, against the whole market of each period. The
     * answer holds this site's values, market aggregates and its rank: never another row, and
     * nothing of a KPI market too few unknown shops built (market-privacy.ts).
     */
    async checkoutScore(context: TContext, siteId: string, demo: boolean): Promise<CheckoutScoreOut> {
      // Demo mode shows the public demo site to anyone signed in (spec §4 "Demo mode").
      const target = demo ? deps.demoSiteId : siteId;
      if (!demo) await deps.assertSiteVisible(context, siteId);
      const { current, previous } = scorePeriods(deps.now(context), await deps.siteTimeZone?.(target));
      const [now, before, readable] = await Promise.all([markets.get(current), markets.get(previous), deps.readableSiteIds(context, target)]);
      const withheldNow = withheldKpis(now.kpiShops, readable, deps.marketMinShops);
      const withheldBefore = withheldKpis(before.kpiShops, readable, deps.marketMinShops);
      const withheld = KPIS.map((k) => k.name).filter((name) => withheldNow.has(name) || withheldBefore.has(name));
      return {
        siteId: target,
        current: withholdMarket(siteScore(now, target, demo), withheldNow),
        previous: withholdMarket(siteScore(before, target, demo), withheldBefore),
        market: marketOut(now).filter((kpi) => !withheldNow.has(kpi.name)),
        fields: fieldsOut(now.rowsById.get(target), before.rowsById.get(target)),
        period: periodOut(current),
        comparePeriod: periodOut(previous),
        sitesMadeBar: now.sitesMadeBar,
        sitesWithData: now.sitesWithData,
        isMock: demo,
        marketNotice: withheld.length ? { reason: 'MARKET_TOO_SMALL', minShops: deps.marketMinShops, kpis: withheld } : null,
        marketMinShops: deps.marketMinShops,
        peerGroups: peerGroups(now, now.profiles, target, readable, deps.marketMinShops),
      };
    },

    /**
     * Staff only: every site's score and sub-scores of the last 4 weeks, and a histogram. The
     * weeks are calendar days in the zone of the site being looked at (args.siteId), the same
     * days its merchants' score counts; with no site, UTC.
     */
    async scoreDistribution(context: TContext, args: DistributionArgs): Promise<ScoreDistributionOut> {
      if (!deps.isStaff(context)) throw forbidden('Staff only');
      const checked = readDistributionArgs(args);
      const timeZone = args.siteId ? await deps.siteTimeZone?.(args.siteId) : undefined;
      const scored = await markets.get(scorePeriods(deps.now(context), timeZone).current);
      const info = await deps.siteInfo(scored.rows.map((row) => row.siteId));
      return scoreDistribution(scored, info, checked);
    },
  };
}

export type CheckoutScoreService<TContext> = ReturnType<typeof checkoutScoreService<TContext>>;
