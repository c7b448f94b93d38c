// Staff only (the server answers FORBIDDEN otherwise): only ScoreDistributions, rendered in
// dev mode, calls this, so merchants never send the query.
import { useEffect, useState } from 'react';
import { useGraphql } from 'sdk';
import type { GqlKpiMarket } from '../data/useCheckoutScore';

export type DistributionType = 'score' | 'rate' | 'rateRaw';

export interface ScoreDistributionSubScore {
  name: string;
  rate: number | null;
  score: number | null;
  sigmas: number | null;
  sessions: number | null;
}

export interface ScoreDistributionSite {
  siteId: string;
  name: string | null;
  external: string | null;
  platform: string | null;
  score: number | null;
  madeBar: boolean;
  subScores: ScoreDistributionSubScore[];
}

export interface ScoreDistributionData {
  type: string;
  kpi: string | null;
  binSize: number;
  bins: { min: number; max: number; count: number }[];
  sites: ScoreDistributionSite[];
  kpiStats: GqlKpiMarket[];
  sitesMadeBar: number;
  sitesWithData: number;
}

export const SCORE_DISTRIBUTION_QUERY = `query ScoreDistribution($type: String, $kpi: String, $binSize: Float, $siteId: ID) {
  scoreDistribution(type: $type, kpi: $kpi, binSize: $binSize, siteId: $siteId) {
    type kpi binSize
    bins { min max count }
    sites {
      siteId name external platform score madeBar
      subScores { name rate score sigmas sessions }
    }
    kpiStats { name median deviation mean shopCount }
    sitesMadeBar sitesWithData
  }
}`;

export interface DistributionRequest {
  type: DistributionType;
  kpi: string | undefined;
  binSize: number;
  /** The site on screen: the server counts its last 4 weeks in its time zone, as its score does. */
  siteId: string;
}

export function useScoreDistribution({ type, kpi, binSize, siteId }: DistributionRequest) {
  const { query } = useGraphql();
  const [state, setState] = useState<{ loading: boolean; error?: Error; data?: ScoreDistributionData }>({ loading: true });
  useEffect(() => {
    let live = true;
    setState((s) => ({ loading: true, data: s.data })); // keep the old chart while the new one loads
    query<{ scoreDistribution: ScoreDistributionData }>(SCORE_DISTRIBUTION_QUERY, { type, kpi: type === 'score' ? null : kpi, binSize, siteId }, { silent: true }).then(
      (res) => live && setState({ loading: false, data: res.scoreDistribution }),
      (error: Error) => live && setState({ loading: false, error }),
    );
    return () => {
      live = false;
    };
  }, [query, type, kpi, binSize, siteId]);
  return state;
}
