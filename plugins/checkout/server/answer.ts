import { hasEnoughOrders, KPIS, SITE_DATA_FIELDS, type Rank, type ScoreResult, type SiteDataField, type SiteDataRow } from '../score';
import type { ScoredMarket } from './market';
import { num } from './nulls';

// The wire shapes of CONTRACT.md §5, with null where the engine says NaN.

export interface RankOut {
  rank: number | null;
  total: number;
  rank100: number | null;
}
export interface SubScoreOut {
  name: string;
  label: string;
  weight: number;
  weightPct: number;
  weightScore: number;
  score: number | null;
  /** The KPI's market was too small for this reader: the market-derived fields are null. */
  marketSuppressed: boolean;
  details: {
    value: number | null;
    valueWeight: number | null;
    stats: { negative: boolean; delta: number | null; sigmas: number | null; bias100: number | null; sigmaWidth100: number };
    rank: RankOut;
  };
}
export interface ScoreResultOut {
  score: number | null;
  subScores: SubScoreOut[];
  rank: RankOut;
  isMock: boolean;
}
export interface KpiMarketOut {
  name: string;
  median: number;
  /** 25th / 75th percentile of the same shops (null only where a value is not finite). */
  p25: number | null;
  p75: number | null;
  deviation: number;
  mean: number;
  shopCount: number;
}
export interface SiteFieldValueOut {
  name: SiteDataField;
  primary: number | null;
  compare: number | null;
}

/** The 13 site data fields (spec §3), in the contract's order. */
export const SITE_FIELDS: readonly SiteDataField[] = SITE_DATA_FIELDS;

const SIGMA_WIDTH_100 = 25;
const LABELS = new Map(KPIS.map((kpi) => [kpi.name, kpi.label]));

function rankOut(rank: Rank): RankOut {
  return { rank: num(rank.rank), total: rank.total, rank100: num(rank.rank100) };
}

function resultOut(result: ScoreResult, isMock: boolean): ScoreResultOut {
  return {
    score: num(result.score),
    rank: rankOut(result.rank),
    isMock,
    subScores: result.subScores.map((s) => ({
      name: s.name,
      label: LABELS.get(s.name as SiteDataField) ?? s.name,
      weight: s.weight,
      weightPct: s.weightPct,
      weightScore: s.weightScore,
      score: num(s.score),
      marketSuppressed: false,
      details: {
        value: num(s.details.value),
        valueWeight: num(s.details.valueWeight),
        stats: {
          negative: s.details.stats.negative,
          delta: num(s.details.stats.delta),
          sigmas: num(s.details.stats.sigmas),
          bias100: num(s.details.stats.bias100),
          sigmaWidth100: s.details.stats.sigmaWidth100,
        },
        rank: rankOut(s.details.rank),
      },
    })),
  };
}

/** A site without sessions in the period: nothing scored, ranks out of the scored shops. */
function unscored(scored: ScoredMarket, isMock: boolean): ScoreResultOut {
  return {
    score: null,
    rank: { rank: null, total: scored.scoredCount, rank100: null },
    isMock,
    subScores: KPIS.map((kpi, i) => ({
      name: kpi.name,
      label: kpi.label,
      weight: kpi.weight,
      weightPct: 0,
      weightScore: 0,
      score: null,
      marketSuppressed: false,
      details: {
        value: null,
        valueWeight: null,
        stats: { negative: kpi.lowerIsBetter, delta: null, sigmas: null, bias100: null, sigmaWidth100: SIGMA_WIDTH_100 },
        rank: { rank: null, total: scored.subScoredCounts[i], rank100: null },
      },
    })),
  };
}

/** One site's score in one period: its own result only, never another row. */
export function siteScore(scored: ScoredMarket, siteId: string, isMock: boolean): ScoreResultOut {
  const result = scored.results.get(siteId);
  if (!result) return unscored(scored, isMock);
  const out = resultOut(result, isMock);
  // Under 100 orders the store sees the data-status banner, not a score (rules.ts
  // hasEnoughOrders): its sub-scores stay, to explain, but no total and no rank. The demo's
  // mock score is shown as it is.
  if (!isMock && !hasEnoughOrders(scored.rowsById.get(siteId)?.conversions)) {
    return { ...out, score: null, rank: { ...out.rank, rank: null, rank100: null } };
  }
  return out;
}

/** Market aggregates per KPI, in KPIS order; a KPI whose market is too thin is left out. */
export function marketOut(scored: ScoredMarket): KpiMarketOut[] {
  return KPIS.flatMap((kpi) => {
    const stats = scored.market[kpi.name];
    if (!stats || ![stats.median, stats.deviation, stats.mean].every(Number.isFinite)) return [];
    // Field by field: only what the contract lists leaves the server (not weightSum).
    return [{ name: kpi.name, median: stats.median, p25: num(stats.p25), p75: num(stats.p75), deviation: stats.deviation, mean: stats.mean, shopCount: stats.shopCount }];
  });
}

export function fieldsOut(current: SiteDataRow | undefined, previous: SiteDataRow | undefined): SiteFieldValueOut[] {
  return SITE_FIELDS.map((name) => ({ name, primary: num(current?.[name]), compare: num(previous?.[name]) }));
}
