import type { ColDef, ColGroupDef } from 'ag-grid-community';
import { DISTRIBUTION_MESSAGES as M } from '../../messages';
import { KPI_DEFINITIONS } from '../kpis/kpiDefinitions';
import type { ScoreDistributionData, ScoreDistributionSite } from './useScoreDistribution';

/**
 * A grid row: plain data, flattened so each sub-score part is its own field. The keys use `_`,
 * not `.`: ag-grid reads a dotted field as a nested path and would find nothing.
 */
export type DistributionRow = Record<string, string | number | boolean | null>;

const num = (digits: number) => (p: { value: unknown }) =>
  typeof p.value === 'number' && Number.isFinite(p.value) ? p.value.toFixed(digits) : '';

export function distributionRows(sites: readonly ScoreDistributionSite[]): DistributionRow[] {
  return sites.map((site) => {
    const row: DistributionRow = {
      siteId: site.siteId,
      site: site.name ?? site.external ?? site.siteId,
      platform: site.platform,
      score: site.score,
      madeBar: site.madeBar,
    };
    for (const s of site.subScores) {
      row[`${s.name}_rate`] = s.rate;
      row[`${s.name}_score`] = s.score;
      row[`${s.name}_sigmas`] = s.sigmas;
      row[`${s.name}_sessions`] = s.sessions;
    }
    return row;
  });
}

/** Site, Platform, Checkout Score, then one group per KPI headed by its average and deviation. */
export function distributionColumns(data: Pick<ScoreDistributionData, 'kpiStats'>): (ColDef<DistributionRow> | ColGroupDef<DistributionRow>)[] {
  const groups: ColGroupDef<DistributionRow>[] = KPI_DEFINITIONS.map((kpi) => {
    const stats = data.kpiStats.find((k) => k.name === kpi.name);
    const avg = stats ? `${(stats.mean * 100).toFixed(2)}%` : '—';
    const sd = stats ? `${(stats.deviation * 100).toFixed(2)}%` : '—';
    return {
      headerName: M.groupHeader(kpi.label, avg, sd),
      groupId: kpi.name,
      children: [
        { field: `${kpi.name}_rate`, headerName: M.colRate, valueFormatter: (p) => (typeof p.value === 'number' ? `${(p.value * 100).toFixed(2)}%` : ''), width: 100 },
        { field: `${kpi.name}_score`, headerName: M.colScore, valueFormatter: num(0), width: 90 },
        { field: `${kpi.name}_sigmas`, headerName: M.colSigmas, valueFormatter: num(2), width: 90 },
        { field: `${kpi.name}_sessions`, headerName: M.colSessions, valueFormatter: num(0), width: 110 },
      ],
    };
  });
  return [
    { field: 'site', headerName: M.site, pinned: 'left', width: 180, filter: true },
    { field: 'platform', headerName: M.platform, width: 170, filter: true }, // WOOCOMMERCE with the filter icon
    { field: 'score', headerName: M.checkoutScore, valueFormatter: num(0), width: 170, sort: 'desc' },
    ...groups,
  ];
}
