// One row per KPI of the score explanation: the engine's facts (score/explain.ts), the market
// it is compared with (the whole market or the peer group picked), revenue at stake. Pure.
import { explainScore, revenueAtStake, REVENUE_KPIS, type OwnTraffic, type ZeroWeightReason } from '../../score';
import type { CheckoutScoreData, GqlKpiMarket, GqlPeerGroup } from '../data/useCheckoutScore';
import { KPI_DEFINITIONS } from '../kpis/kpiDefinitions';

export interface ExplanationRow {
  name: string;
  label: string;
  lowerIsBetter: boolean;
  value: number | null;
  points: number;
  weightPct: number;
  zeroWeightReason: ZeroWeightReason | null;
  gainAtMedian: number | null;
  /** The compared market's quartiles; null when it has none for this KPI (or withholds it). */
  market: Pick<GqlKpiMarket, 'p25' | 'median' | 'p75' | 'shopCount'> | null;
  /** Money a month at the compared median; null when none applies; undefined while loading. */
  revenueAtStake: number | null | undefined;
  /** False for KPIs that never have a money figure (see score/revenueAtStake.ts). */
  hasRevenue: boolean;
}

/** The peer group picked by its kind, when it may be shown; else the whole market. */
export function comparedMarket(data: CheckoutScoreData, peerKind: string | null): { market: GqlKpiMarket[]; peer: GqlPeerGroup | null } {
  const peer = data.peerGroups?.find((g) => g.kind === peerKind && !g.suppressed) ?? null;
  return { market: peer ? peer.market : data.market, peer };
}

export function explanationRows(data: CheckoutScoreData, peerKind: string | null, traffic: OwnTraffic | undefined): ExplanationRow[] {
  const { market } = comparedMarket(data, peerKind);
  const subScores = KPI_DEFINITIONS.flatMap((k) => data.current.subScores.filter((s) => s.name === k.name));
  const facts = explainScore(subScores, new Set(data.market.map((m) => m.name)));
  return subScores.map((s, i) => {
    const definition = KPI_DEFINITIONS.find((k) => k.name === s.name)!;
    const kpiMarket = market.find((m) => m.name === s.name) ?? null;
    const hasRevenue = REVENUE_KPIS.has(s.name);
    return {
      name: s.name,
      label: definition.label,
      lowerIsBetter: s.details.stats.negative,
      value: s.details.value,
      points: facts[i].points,
      weightPct: facts[i].weightPct,
      zeroWeightReason: facts[i].zeroWeightReason,
      gainAtMedian: facts[i].gainAtMedian,
      market: kpiMarket,
      revenueAtStake: !hasRevenue ? null : traffic ? revenueAtStake(s.name, s.details.value, kpiMarket?.median ?? null, traffic) : undefined,
      hasRevenue,
    };
  });
}
