import { openAnalyticsStore } from '../store/store';
import type { TransactionalAnalyticsStore } from '../store/types';
import { attributeLines, DAY_MS, directClickRevenue, impactingRecommendations, type AttributionClick, type AttributionLine } from './attribution';
import { directLinesSql, impactedSql, windowLiteral } from './attribution-sql';

// Hand-worked example. Order o1 by visitor A at day 10 12:00 buys shoes (2 × 50) and a hat (20).
const T = Date.parse('2026-03-10T12:00:00Z');
const lines: AttributionLine[] = [
  { orderId: 'o1', visitorId: 'A', placedAt: T, productId: 'shoes', revenue: 100 },
  { orderId: 'o1', visitorId: 'A', placedAt: T, productId: 'hat', revenue: 20 },
  // o2 by B buys socks; B clicked socks 8 days before: outside the 7-day window.
  { orderId: 'o2', visitorId: 'B', placedAt: T, productId: 'socks', revenue: 9 },
  // o3 by C buys a belt: C clicked only the shoes 1 hour before (impacted, not direct).
  { orderId: 'o3', visitorId: 'C', placedAt: T, productId: 'belt', revenue: 30 },
];
const clicks: AttributionClick[] = [
  // A clicked the shoes in "similar" 3 days before, then in "bought" 1 hour before: last click wins.
  { visitorId: 'A', at: T - 3 * DAY_MS, recommendationId: 'similar', productId: 'shoes' },
  { visitorId: 'A', at: T - 3600_000, recommendationId: 'bought', productId: 'shoes' },
  // A clicked the hat after the order: it credits nothing.
  { visitorId: 'A', at: T + 60_000, recommendationId: 'similar', productId: 'hat' },
  { visitorId: 'B', at: T - 8 * DAY_MS, recommendationId: 'similar', productId: 'socks' },
  { visitorId: 'C', at: T - 3600_000, recommendationId: 'best', productId: 'shoes' },
  // Someone else's click on the hat never credits A's order.
  { visitorId: 'D', at: T - 60_000, recommendationId: 'best', productId: 'hat' },
];

describe('attribution rule (reference)', () => {
  it('credits the last click on the same product by the same visitor within the window', () => {
    expect(attributeLines(lines, clicks)).toEqual(['bought', null, null, null]);
    expect(directClickRevenue(lines, clicks)).toEqual(new Map([['bought', 100]]));
  });

  it('a longer window reaches the older click; a tie goes to the greater recommendation id', () => {
    expect(attributeLines(lines, clicks, 9)).toEqual(['bought', null, 'similar', null]);
    const tie = [...clicks, { visitorId: 'A', at: T - 3600_000, recommendationId: 'zeta', productId: 'shoes' }];
    expect(attributeLines(lines, tie)[0]).toBe('zeta');
  });

  it('counts an order or visit as impacted by any recommendation clicked within the window before it', () => {
    expect(impactingRecommendations('A', T, T, clicks)).toEqual(new Set(['similar', 'bought']));
    expect(impactingRecommendations('B', T, T, clicks)).toEqual(new Set());
    expect(impactingRecommendations('C', T, T, clicks)).toEqual(new Set(['best']));
    // A visit from T-2h to T+2min: A's hat click during it counts too.
    expect(impactingRecommendations('A', T - 7200_000, T + 120_000, clicks)).toEqual(new Set(['similar', 'bought']));
  });
});

describe('attribution SQL', () => {
  let store: TransactionalAnalyticsStore;
  beforeAll(async () => {
    store = await openAnalyticsStore({ file: ':memory:', connections: 1, threads: 1 });
    await store.all(`CREATE TABLE l AS SELECT unnest($1::VARCHAR[]) AS order_id, unnest($2::VARCHAR[]) AS visitor_id, make_timestamp(CAST(unnest($3::DOUBLE[]) AS BIGINT) * 1000) AS placed_at,
      unnest($4::VARCHAR[]) AS product_id, 'v' AS variant_id, unnest($5::DOUBLE[]) AS revenue`,
      [lines.map((l) => l.orderId), lines.map((l) => l.visitorId), lines.map((l) => l.placedAt), lines.map((l) => l.productId), lines.map((l) => l.revenue)]);
    await store.all(`CREATE TABLE c AS SELECT unnest($1::VARCHAR[]) AS visitor_id, make_timestamp(CAST(unnest($2::DOUBLE[]) AS BIGINT) * 1000) AS occurred_at,
      unnest($3::VARCHAR[]) AS recommendation_id, unnest($4::VARCHAR[]) AS product_id`,
      [clicks.map((c) => c.visitorId), clicks.map((c) => c.at), clicks.map((c) => c.recommendationId), clicks.map((c) => c.productId)]);
    await store.all(`CREATE TABLE o AS SELECT DISTINCT order_id, visitor_id, placed_at AS start_at, placed_at AS end_at FROM l`);
  });
  afterAll(() => store.close());

  it.each([7, 9])('matches the reference with a %i-day window', async (days) => {
    const rows = await store.all<{ order_id: string; product_id: string; recommendation_id: string }>(`${directLinesSql('l', 'c', days)} ORDER BY order_id, product_id`);
    const expected = lines.map((l, i) => ({ l, rec: attributeLines(lines, clicks, days)[i] })).filter((x) => x.rec);
    expect(rows.map((r) => [r.order_id, r.product_id, r.recommendation_id])).toEqual(expected.map((x) => [x.l.orderId, x.l.productId, x.rec]));
    const impacted = await store.all<{ order_id: string; recommendation_id: string }>(`${impactedSql('o', ['order_id'], 'c', days)} ORDER BY 1, 2`);
    const want = ['o1', 'o2', 'o3'].flatMap((id) => {
      const l = lines.find((x) => x.orderId === id)!;
      return [...impactingRecommendations(l.visitorId, l.placedAt, l.placedAt, clicks, days)].sort().map((rec) => [id, rec]);
    });
    expect(impacted.map((r) => [r.order_id, r.recommendation_id])).toEqual(want);
  });

  it('refuses a window it cannot inline', () => {
    expect(() => windowLiteral(0)).toThrow(RangeError);
    expect(() => windowLiteral(1.5)).toThrow(RangeError);
    expect(windowLiteral(7)).toBe('INTERVAL 7 DAY');
  });
});
