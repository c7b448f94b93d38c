import type { ColDef, ColGroupDef } from 'ag-grid-community';
import { distributionColumns, distributionRows, type DistributionRow } from './gridColumns';
import type { ScoreDistributionSite } from './useScoreDistribution';

const site: ScoreDistributionSite = {
  siteId: 'a'.repeat(24),
  name: 'Market shop 001',
  external: 'market-001',
  platform: 'SHOPIFY',
  score: 71,
  madeBar: true,
  subScores: [
    { name: 'car', rate: 0.65, score: 62, sigmas: -0.48, sessions: 1200 },
    { name: 'checkoutConversionRate', rate: 0.5, score: 55, sigmas: 0.2, sessions: 300 },
  ],
};

const leaves = (cols: (ColDef<DistributionRow> | ColGroupDef<DistributionRow>)[]): ColDef<DistributionRow>[] =>
  cols.flatMap((c) => ('children' in c ? leaves(c.children) : [c]));

/** What ag-grid shows for a field: a dotted field is a path into nested objects. */
const gridValue = (row: DistributionRow, field: string): unknown =>
  field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], row);

describe('score distribution grid', () => {
  it('every column reads a value from the rows the way ag-grid resolves fields', () => {
    const [row] = distributionRows([site]);
    const cols = leaves(distributionColumns({ kpiStats: [] }));
    const values = Object.fromEntries(cols.map((c) => [c.field as string, gridValue(row, c.field as string)]));
    expect(values).toMatchObject({ site: 'Market shop 001', platform: 'SHOPIFY', score: 71 });
    expect(values.car_rate).toBe(0.65);
    expect(values.car_score).toBe(62);
    expect(values.car_sigmas).toBe(-0.48);
    expect(values.checkoutConversionRate_sessions).toBe(300);
  });
});
