// The seeded holdout (server/seed/lift.ts) on a small seeded world: the arms are the server's,
// the baseline sees no widget, every visit of Northwind reaches one of the truth's two slots,
// and only baseline product-page visitors lose orders, at the planned rate; then the lift
// statement reads the truth back.
import { assignArm, holdoutBucket } from '../../delivery/holdout';
import { SEEDED_LIFTS, SEEDED_RPV_LIFT } from '../../seed/lift';
import { seedRecId } from '../../seed/recommendations';
import { shopSites } from '../../seed/world';
import { holdoutLiftTests } from '../lift/lift';
import { ensureOrderSeed } from '../orders/seed';
import { createLiveSessionTables } from '../sessions/carts';
import { openAnalyticsStore } from '../store/store';
import type { TransactionalAnalyticsStore } from '../store/types';
import { writeRecEventSeed } from './seed';
import { createRecTables } from './schema';
import { bucketSql } from './seed-lift-sql';

jest.setTimeout(60_000);

const NOW = new Date('2026-03-10T12:00:00Z');
const LIFT = SEEDED_LIFTS[0];
const SITE = LIFT.siteId;
const HOLDOUT = { siteId: SITE, salt: 'seed-lift-test-salt', sharePct: 10 };
let store: TransactionalAnalyticsStore;
let dropped: Array<{ siteId: string; orderId: string }>;
let ordersBefore: Array<{ order_id: string; visitor_id: string }>;

beforeAll(async () => {
  store = await openAnalyticsStore({ file: ':memory:', connections: 1 });
  const sites = shopSites().filter((s) => s.id === SITE);
  await ensureOrderSeed(store, { sites, days: 180, now: NOW });
  await createLiveSessionTables(store);
  await createRecTables(store);
  ordersBefore = await store.all(`SELECT order_id, visitor_id FROM orders WHERE site_id = $1`, [SITE]);
  ({ droppedOrders: dropped } = await writeRecEventSeed(store, { sinceMs: undefined, now: NOW, holdouts: [HOLDOUT] }));
});
afterAll(() => store.close());

it('computes the server’s holdout bucket in SQL', async () => {
  const ids = ['sv-64d0c0ff-1', '1000234', 'visitor-äö', ''];
  const rows = await store.all<{ id: string; b: number }>(`SELECT id, ${bucketSql('id', '$1')} AS b FROM (SELECT unnest($2::VARCHAR[]) AS id) ORDER BY id`, ['salt', ids]);
  expect(rows.map((r) => [r.id, Number(r.b)])).toEqual([...ids].sort().map((id) => [id, holdoutBucket(id, 'salt')]));
});

it('puts every seeded visitor in the arm the server gives them, and shows the baseline no widget', async () => {
  const visitors = await store.all<{ visitor_id: string; arms: string[] }>(`SELECT visitor_id, list(DISTINCT arm) AS arms FROM rec_events WHERE site_id = $1 GROUP BY 1`, [SITE]);
  expect(visitors.length).toBeGreaterThan(1000);
  for (const v of visitors) expect(v.arms).toEqual([assignArm(v.visitor_id, HOLDOUT.salt, HOLDOUT.sharePct)]);
  const [{ n }] = await store.all<{ n: number }>(`SELECT count(*) AS n FROM rec_events WHERE site_id = $1 AND arm = 'baseline' AND type IN ('impression', 'click')`, [SITE]);
  expect(Number(n)).toBe(0);
});

it('has every visit reach the slot of one of the truth’s two recommendations, in both arms', async () => {
  const [row] = await store.all<{ visits: number; exposed: number; recs: string[] }>(
    `SELECT count(DISTINCT session_id) FILTER (WHERE type = 'session-start') AS visits, count(*) FILTER (WHERE type = 'exposure') AS exposed,
       list(DISTINCT recommendation_id ORDER BY recommendation_id) FILTER (WHERE type = 'exposure') AS recs
     FROM rec_events WHERE site_id = $1`,
    [SITE],
  );
  expect(Number(row.exposed)).toBe(Number(row.visits));
  expect(row.recs).toEqual([seedRecId(SITE, LIFT.effectRecKey), seedRecId(SITE, LIFT.nullRecKey)].sort());
});

it('drops only baseline product-page visitors’ orders, about lift / (1 + lift) of them', () => {
  const isProductPage = (v: string) => holdoutBucket(v, 'vitrine-demo-lift-segment') < LIFT.productPageVisitorPct * 100;
  const byId = new Map(ordersBefore.map((o) => [o.order_id, o.visitor_id]));
  for (const d of dropped) {
    const visitor = byId.get(d.orderId)!;
    expect([assignArm(visitor, HOLDOUT.salt, HOLDOUT.sharePct), isProductPage(visitor)]).toEqual(['baseline', true]);
  }
  const eligible = ordersBefore.filter((o) => assignArm(o.visitor_id, HOLDOUT.salt, HOLDOUT.sharePct) === 'baseline' && isProductPage(o.visitor_id)).length;
  const p = SEEDED_RPV_LIFT / (1 + SEEDED_RPV_LIFT);
  // Binomial: within 4 standard deviations of the plan.
  expect(Math.abs(dropped.length - eligible * p)).toBeLessThan(4 * Math.sqrt(eligible * p * (1 - p)) + 1);
});

const DAY = 86_400_000;
const seededDays = { from: new Date(NOW.getTime() - 179 * DAY), to: NOW };
const testsOf = async (db: TransactionalAnalyticsStore, sharePct: number) => {
  const tests = await holdoutLiftTests(db, { siteId: SITE, ...seededDays, baselineShare: sharePct / 100, now: NOW });
  const of = (key: string) => tests.recommendations.find((r) => r.recommendationId === seedRecId(SITE, key))!;
  return { effect: of(LIFT.effectRecKey), none: of(LIFT.nullRecKey) };
};

it('at the default 10 % share and this volume, gives no verdict on the truth, and says so honestly', async () => {
  const { effect, none } = await testsOf(store, HOLDOUT.sharePct);
  expect([effect.srm.flagged, none.srm.flagged]).toEqual([false, false]);
  const rpv = effect.metrics.revenuePerVisitor;
  // ~40 visitors a day, one in ten held out: too few baseline orders, or a range too wide to call.
  expect(['too little data', 'inconclusive']).toContain(rpv.verdict);
  expect(rpv.daysNeeded).toBeGreaterThan(0);
  if (rpv.liftInterval) expect([rpv.liftInterval.lower < SEEDED_RPV_LIFT, rpv.liftInterval.upper > SEEDED_RPV_LIFT]).toEqual([true, true]);
  const nul = none.metrics.revenuePerVisitor;
  expect(nul.verdict).not.toBe('winning');
  expect(nul.verdict).not.toBe('losing');
});

describe('with half the visitors held out (the share the truth is sized for)', () => {
  let half: TransactionalAnalyticsStore;
  beforeAll(async () => {
    half = await openAnalyticsStore({ file: ':memory:', connections: 1 });
    await ensureOrderSeed(half, { sites: shopSites().filter((s) => s.id === SITE), days: 180, now: NOW });
    await createLiveSessionTables(half);
    await createRecTables(half);
    await writeRecEventSeed(half, { sinceMs: undefined, now: NOW, holdouts: [{ ...HOLDOUT, sharePct: 50 }] });
  });
  afterAll(() => half.close());

  it('reads the truth back: the product page recommendation wins with a range that covers it, the home page one covers 0', async () => {
    const { effect, none } = await testsOf(half, 50);
    const rpv = effect.metrics.revenuePerVisitor;
    expect(effect.srm.flagged).toBe(false);
    // The module's own plan: the smallest lift it detects over these days is about the truth.
    expect(rpv.minDetectableEffect!).toBeLessThan(1.2 * SEEDED_RPV_LIFT);
    expect(rpv.verdict).toBe('winning');
    expect(rpv.liftInterval!.lower).toBeGreaterThan(0);
    expect(rpv.liftInterval!.lower).toBeLessThan(SEEDED_RPV_LIFT);
    expect(rpv.liftInterval!.upper).toBeGreaterThan(SEEDED_RPV_LIFT);
    const nul = none.metrics.revenuePerVisitor;
    expect(nul.verdict).toBe('inconclusive');
    expect(nul.liftInterval!.lower).toBeLessThan(0);
    expect(nul.liftInterval!.upper).toBeGreaterThan(0);
  });
});
