// The lift statement on both engines against rows this test writes, each visitor's outcome
// worked out here from the rule in lift-sql.ts (not read back from SQL), then summed and
// handed to the same pure statistics: the answer must be that, to the cent.
import { ENGINES, openEmptyStore } from '../query/testing/engines';
import { appendRecEvents } from '../recs/append';
import { createRecTables, type RecEventRow } from '../recs/schema';
import { createOrderTables } from '../orders/schema';
import { createLiveSessionTables } from '../sessions/carts';
import { holdoutLift, summarizeVisitors, type VisitorOutcome } from '../statistics';
import type { AnalyticsStore } from '../store/types';
import { daysElapsed, holdoutLiftTests } from './lift';

const SITE = 'a0000000000000000000000a';
const OTHER = 'b0000000000000000000000b';
const FROM = new Date('2026-03-01T00:00:00Z');
const TO = new Date('2026-03-15T00:00:00Z');
const H = 3600_000;
const at = (hours: number) => new Date(FROM.getTime() + hours * H);

/** A small deterministic generator (mulberry32): the same fixture on every run and engine. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Fixture {
  events: RecEventRow[];
  orders: Array<{ visitor: string; at: Date; total: number }>;
  carts: Array<{ visitor: string; at: Date }>;
  /** Expected per test ('' = the site) and arm. */
  expected: Map<string, { baseline: VisitorOutcome[]; treatment: VisitorOutcome[] }>;
}

function event(visitor: string, session: string, type: string, when: Date, more: Partial<RecEventRow> = {}): RecEventRow {
  return {
    site_id: SITE, occurred_at: when, visitor_id: visitor, session_id: session, type, place: 'PDP', path: '/products/x', form_factor: 'desktop',
    new_or_returning: 'new', recommendation_id: null, provider: null, product_id: null, product_ids: null, variant_id: null, quantity: null,
    value: null, currency: null, order_id: null, page_views: type === 'page-view' ? 1 : null, time_on_site_s: null, referrer: null,
    source: 'tag', arm: null, ...more,
  };
}

/**
 * 1,000 visitors, one in five in the baseline. Each has a session before the test (not counted),
 * an exposure to rec A (half of them to rec B too, a day later), sessions after it, maybe an
 * add to cart (the baseline's as server carts only: no widget), orders before and after, and
 * an order in the period before `from` (the CUPED covariate).
 */
function buildFixture(): Fixture {
  const rnd = random(26);
  const f: Fixture = { events: [], orders: [], carts: [], expected: new Map() };
  const outcome = (scope: string, arm: 'baseline' | 'treatment', o: VisitorOutcome) => {
    const e = f.expected.get(scope) ?? { baseline: [], treatment: [] };
    e[arm].push(o);
    f.expected.set(scope, e);
  };
  for (let i = 0; i < 1000; i++) {
    const v = `visitor-${i}`;
    const arm = i % 5 === 0 ? 'baseline' : 'treatment';
    const start = 10 + (i % 48);
    // A browsing session that ended before the first exposure: outside every test.
    f.events.push(event(v, `${v}-s0`, 'page-view', at(start - 5), { arm }));
    if (rnd() < 0.3) f.orders.push({ visitor: v, at: at(start - 4.9), total: 40 });
    // The exposure session: the page view, then the slot reached.
    f.events.push(event(v, `${v}-s1`, 'page-view', at(start), { arm }));
    f.events.push(event(v, `${v}-s1`, 'exposure', at(start + 0.01), { arm, recommendation_id: 'rec-a' }));
    const seesB = i % 2 === 0;
    if (seesB) f.events.push(event(v, `${v}-s2`, 'exposure', at(start + 24), { arm, recommendation_id: 'rec-b' }));
    const later = 1 + Math.floor(rnd() * 3);
    for (let s = 2; s <= later + 1; s++) f.events.push(event(v, `${v}-s${s}`, 'page-view', at(start + 24 * (s - 1)), { arm }));
    // Sessions 2.. are rec B's (its exposure sits in session 2), 1.. rec A's and the site's.
    const sessionsA = 1 + later;
    const sessionsB = seesB ? later : 0;
    let cartedA = 0;
    let cartedB = 0;
    if (rnd() < 0.4) {
      // An add to cart in session 1: a widget's event in the treatment, a server cart in the baseline.
      if (arm === 'treatment') f.events.push(event(v, `${v}-s1`, 'add-to-cart', at(start + 0.02), { arm, recommendation_id: 'rec-a', value: 10, quantity: 1 }));
      else f.carts.push({ visitor: v, at: at(start + 0.1) });
      cartedA = 1;
    }
    if (rnd() < 0.3) {
      f.carts.push({ visitor: v, at: at(start + 24 + 0.1) });
      cartedA += 1;
      cartedB += seesB ? 1 : 0;
    }
    let revenueA = 0;
    let ordersA = 0;
    let revenueB = 0;
    let ordersB = 0;
    const buys = Math.floor(rnd() * 2.4);
    for (let k = 0; k < buys; k++) {
      const total = Math.round((arm === 'treatment' ? 60 : 50) * (0.5 + rnd()) * 100) / 100;
      const when = at(start + 0.5 + 30 * k);
      f.orders.push({ visitor: v, at: when, total });
      revenueA += total;
      ordersA += 1;
      if (seesB && when >= at(start + 24)) {
        revenueB += total;
        ordersB += 1;
      }
    }
    const pre = rnd() < 0.25 ? Math.round(rnd() * 9000) / 100 : 0;
    if (pre) f.orders.push({ visitor: v, at: new Date(FROM.getTime() - 5 * 24 * H), total: pre });
    outcome('', arm, { visits: sessionsA, orders: ordersA, revenue: revenueA, carted: cartedA, preRevenue: pre });
    outcome('rec-a', arm, { visits: sessionsA, orders: ordersA, revenue: revenueA, carted: cartedA, preRevenue: pre });
    if (seesB) outcome('rec-b', arm, { visits: sessionsB, orders: ordersB, revenue: revenueB, carted: cartedB, preRevenue: pre });
  }
  // None of these count: QA traffic, an exposure without an arm, another site, after the range.
  f.events.push(event('qa-visitor', 'qa-s', 'exposure', at(30), { source: 'qa', arm: 'treatment', recommendation_id: 'rec-a' }));
  f.events.push(event('no-arm', 'na-s', 'exposure', at(30), { recommendation_id: 'rec-a' }));
  f.events.push(event('elsewhere', 'e-s', 'exposure', at(30), { site_id: OTHER, arm: 'baseline', recommendation_id: 'rec-a' }));
  f.events.push(event('too-late', 'late-s', 'exposure', TO, { arm: 'baseline', recommendation_id: 'rec-a' }));
  return f;
}

async function insertRows(store: AnalyticsStore, into: string, rows: unknown[][], constants: string): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    const width = chunk[0].length;
    const values = chunk.map((_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')}, ${constants})`);
    await store.all(`INSERT INTO ${into} VALUES ${values.join(', ')}`, chunk.flat());
  }
}

describe.each(ENGINES)('the holdout lift statement on %s', (engine) => {
  let store: AnalyticsStore;
  const fixture = buildFixture();
  beforeAll(async () => {
    store = await openEmptyStore(engine);
    if (engine === 'duckdb') {
      await createRecTables(store);
      await createOrderTables(store);
      await createLiveSessionTables(store);
    }
    for (let i = 0; i < fixture.events.length; i += 500) await appendRecEvents(store, fixture.events.slice(i, i + 500));
    // Many rows per statement (plain VALUES, as both engines take them): one each would be slow on chDB.
    const orderRows = fixture.orders.map((o, i) => [`o${i}`, SITE, o.visitor, o.at, o.total]);
    await insertRows(store, 'orders (order_id, site_id, visitor_id, placed_at, total, currency, source, email, item_count)', orderRows, "'USD', 'storefront', NULL, 1");
    const cartRows = fixture.carts.map((c) => [SITE, c.visitor, c.at, 25]);
    await insertRows(store, 'cart_snapshots (site_id, visitor_id, changed_at, value, item_count)', cartRows, '1');
  }, 120_000);
  afterAll(() => store?.close());

  it('sums every test per arm as the exposure rule says, and gives the pure module those sums', async () => {
    const now = new Date('2026-04-01T00:00:00Z');
    const tests = await holdoutLiftTests(store, { siteId: SITE, from: FROM, to: TO, baselineShare: 0.2, now });
    expect(tests.recommendations.map((r) => r.recommendationId)).toEqual(['rec-a', 'rec-b']);
    const scopes: Array<[string, typeof tests.site]> = [['', tests.site], ...tests.recommendations.map((r) => [r.recommendationId, r] as [string, typeof tests.site])];
    for (const [scope, test] of scopes) {
      const arms = fixture.expected.get(scope)!;
      const treatment = summarizeVisitors(arms.treatment);
      const baseline = summarizeVisitors(arms.baseline);
      const first = scope === 'rec-b' ? at(10 + 24) : at(10.01);
      const days = daysElapsed(first, TO, now);
      const want = holdoutLift(treatment, baseline, { baselineShare: 0.2, daysElapsed: days });
      expect(test!.visitors).toEqual({ treatment: arms.treatment.length, baseline: arms.baseline.length });
      expect(new Date(test!.firstExposureAt).toISOString()).toBe(first.toISOString());
      expect(test!.srm.flagged).toBe(false);
      for (const [name, metric] of Object.entries(want.metrics)) {
        const got = test!.metrics[name as keyof typeof want.metrics];
        expect(got.verdict).toBe(metric.verdict);
        expect(got.primary).toBeCloseTo(metric.primary!, 9);
        expect(got.compare).toBeCloseTo(metric.compare!, 9);
        if (metric.lift === null) expect(got.lift).toBeNull();
        else {
          expect(got.lift).toBeCloseTo(metric.lift, 9);
          expect(got.liftInterval!.lower).toBeCloseTo(metric.liftInterval!.lower, 9);
          expect(got.liftInterval!.upper).toBeCloseTo(metric.liftInterval!.upper, 9);
        }
      }
    }
    // Enough of them for a verdict on revenue per visitor in the site's test.
    expect(tests.site!.metrics.revenuePerVisitor.lift).not.toBeNull();
  });

  it('answers no test for a range without exposures', async () => {
    const tests = await holdoutLiftTests(store, { siteId: SITE, from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-02-01T00:00:00Z'), baselineShare: 0.1, now: TO });
    expect(tests).toEqual({ site: null, recommendations: [] });
  });
});

describe('days elapsed', () => {
  it('runs from the first exposure to the end of the range or now, at least one day', () => {
    expect(daysElapsed(FROM, TO, new Date('2026-05-01T00:00:00Z'))).toBe(14);
    expect(daysElapsed(FROM, TO, at(72))).toBe(3);
    expect(daysElapsed(FROM, TO, at(2))).toBe(1);
  });
});
