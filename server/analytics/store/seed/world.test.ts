// The seeded world at its default volume: the data-quality cases the product's states need,
// realistic mixes, and a market the Checkout Score can work with. One seed, many checks.
import { isIncludedInMarket, KPIS, kpiPoint, scoreMarket, weightedMeanAndDeviation, type SiteDataRow } from '../../../../plugins/checkout/score';
import { DEMO_SITE_ID } from '../../../seed/world';
import { openAnalyticsStore } from '../store';
import type { TransactionalAnalyticsStore } from '../types';
import { SEED_CITIES } from './cities';
import { anchorFor, seedAnalytics, type SeedOutcome } from './seed';
import { MARKET_MERCHANT } from './sites';
import { CHANNELS, EXPERIENCES } from './sql';
import { invariantViolations, seedSiteRows, type SeedSiteRow } from './testing';

jest.setTimeout(180_000);

const DAY = 86_400_000;
const now = new Date();
const anchor = anchorFor(now);
/** CONTRACT's "last 4 weeks" for these checks: [today − 28 d, now), and the 4 weeks before. */
const current = { min: new Date(anchor.getTime() - 28 * DAY), max: now };
const previous = { min: new Date(anchor.getTime() - 56 * DAY), max: current.min };

let store: TransactionalAnalyticsStore;
let outcome: SeedOutcome;
let rows: SeedSiteRow[];
let previousRows: SeedSiteRow[];
const byName = (name: string) => rows.find((r) => r.name === name);

beforeAll(async () => {
  store = await openAnalyticsStore({ file: ':memory:' });
  outcome = await seedAnalytics(store, { days: 180, scale: 1, now });
  rows = await seedSiteRows(store, current.min, current.max);
  previousRows = await seedSiteRows(store, previous.min, previous.max);
});
afterAll(() => store?.close());

const passesBars = (r: SeedSiteRow) => r.visits >= 1000 && r.carts >= 100 && r.conversions >= 100;

describe('default seed volume', () => {
  it('writes 2-4 M sessions', () => {
    console.log(`analytics seed: ${outcome.sessions} sessions in ${outcome.ms} ms (in memory)`);
    expect(outcome.sessions).toBeGreaterThan(2_000_000);
    expect(outcome.sessions).toBeLessThan(4_000_000);
  });

  it('keeps every invariant of the contract', async () => {
    expect(await invariantViolations(store)).toEqual(expect.objectContaining({ converted_without_checkout: 0, checkout_without_cart: 0 }));
    expect(Object.values(await invariantViolations(store)).every((n) => n === 0)).toBe(true);
  });
});

describe('data-quality edge sites (last 4 weeks)', () => {
  it('Fjord Knitwear (tag 3 days old): under 100 conversions in total', async () => {
    const [all] = await store.all<{ conversions: number; visits: number }>(
      `SELECT count(*) AS visits, count(*) FILTER (converted) AS conversions FROM sessions JOIN sites USING (site_id) WHERE name = 'Fjord Knitwear'`,
    );
    expect(all.visits).toBeGreaterThan(0);
    expect(all.conversions).toBeLessThan(100);
  });

  it('Northwind Kids (tag 6 days old): over 100 conversions already', () => {
    expect(byName('Northwind Kids')!.conversions).toBeGreaterThan(100);
  });

  it('Urban Cycle: 1000+ visits but under 100 carts, so it misses the bars', () => {
    const urban = byName('Urban Cycle')!;
    expect(urban.visits).toBeGreaterThanOrEqual(1000);
    expect(urban.carts).toBeLessThan(100);
    expect(passesBars(urban)).toBe(false);
  });

  it('at least 3 market shops are under the visits bar; Northwind Outlet has no sessions at all', async () => {
    const tiny = rows.filter((r) => r.name.startsWith('Market shop') && r.visits < 1000);
    expect(tiny.length).toBeGreaterThanOrEqual(3);
    const [outlet] = await store.all<{ n: number }>(`SELECT count(*) AS n FROM sessions JOIN sites USING (site_id) WHERE name = 'Northwind Outlet'`);
    expect(outlet.n).toBe(0);
  });

  it.each(['Northwind Outfitters', 'Alpine Threads', 'Vitrine Demo Store'])('%s passes every bar with all 5 KPI weights >= 50', (name) => {
    const row = byName(name)!;
    expect(passesBars(row)).toBe(true);
    for (const kpi of KPIS) expect(row[kpi.weightingField as keyof SeedSiteRow]).toBeGreaterThanOrEqual(50);
  });

  it('the demo store is the richest site, with 2-4k sessions a day', () => {
    const demo = rows.find((r) => r.siteId === DEMO_SITE_ID)!;
    expect(Math.max(...rows.map((r) => r.visits))).toBe(demo.visits);
    const perDay = demo.visits / ((current.max.getTime() - current.min.getTime()) / DAY);
    expect(perDay).toBeGreaterThan(2000);
    expect(perDay).toBeLessThan(4000);
  });
});

describe('the market the Checkout Score sees', () => {
  const asScoreRows = (list: SeedSiteRow[]): SiteDataRow[] => list.map(({ name: _name, ...row }) => row);

  it('has tens of shops with data, most of them passing the bars', async () => {
    const [market] = await store.all<{ n: number; platforms: number }>(
      `SELECT count(*) AS n, count(DISTINCT platform) AS platforms FROM sites WHERE merchant_name = $1`,
      [MARKET_MERCHANT],
    );
    expect(market.n).toBeGreaterThanOrEqual(60);
    expect(market.platforms).toBe(3);
    expect(rows.length).toBeGreaterThan(70);
    expect(rows.filter(passesBars).length).toBeGreaterThan(30);
  });

  it('spreads Checkout Scores over 0-100', () => {
    const scores = [...scoreMarket(asScoreRows(rows)).values()].map((r) => r.score).filter(Number.isFinite);
    expect(scores.length).toBeGreaterThan(40);
    expect(Math.min(...scores)).toBeLessThan(25);
    expect(Math.max(...scores)).toBeGreaterThan(75);
  });

  it('has a couple of shops beyond 3σ of the weighted market mean on some KPI', () => {
    const included = rows.filter(isIncludedInMarket);
    const outliers = new Set<string>();
    for (const kpi of KPIS) {
      const points = included.flatMap((row) => {
        const point = kpiPoint(row as unknown as SiteDataRow, kpi);
        return point ? [{ ...point, siteId: row.siteId }] : [];
      });
      const { mean, deviation } = weightedMeanAndDeviation(points);
      for (const p of points) if (Math.abs(p.value - mean) > 3 * deviation) outliers.add(p.siteId);
    }
    expect(outliers.size).toBeGreaterThanOrEqual(2);
  });

  it('changes from the previous 4 weeks (per-site trends), so deltas and score trends show', () => {
    const before = new Map(previousRows.map((r) => [r.siteId, r]));
    const compared = rows.filter((r) => passesBars(r) && before.has(r.siteId));
    const moved = compared.filter((r) => Math.abs(r.checkoutConversionRate - before.get(r.siteId)!.checkoutConversionRate) > 0.01);
    expect(moved.length / compared.length).toBeGreaterThan(0.5);
    const scoresNow = scoreMarket(asScoreRows(rows));
    const scoresBefore = scoreMarket(asScoreRows(previousRows));
    const changed = compared.filter((r) => scoresNow.get(r.siteId)!.score !== scoresBefore.get(r.siteId)?.score);
    expect(changed.length / compared.length).toBeGreaterThan(0.5);
  });

  it('keeps rates in realistic ranges, phones abandoning more than desktops', () => {
    const solid = rows.filter(passesBars);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    expect(median(solid.map((r) => r.carts / r.visits))).toBeGreaterThan(0.05);
    expect(median(solid.map((r) => r.carts / r.visits))).toBeLessThan(0.15);
    expect(median(solid.map((r) => r.visitsReachedCheckout / r.carts))).toBeGreaterThan(0.4);
    expect(median(solid.map((r) => r.visitsReachedCheckout / r.carts))).toBeLessThan(0.7);
    expect(median(solid.map((r) => r.checkoutConversionRate))).toBeGreaterThan(0.3);
    expect(median(solid.map((r) => r.checkoutConversionRate))).toBeLessThan(0.7);
    expect(median(solid.map((r) => r.acceleratedCheckoutRate))).toBeGreaterThan(0.05);
    expect(median(solid.map((r) => r.acceleratedCheckoutRate))).toBeLessThan(0.35);
    expect(median(solid.map((r) => r.checkoutEngagementRate))).toBeGreaterThan(0.5);
    expect(median(solid.map((r) => r.checkoutEngagementRate))).toBeLessThan(0.95);
    expect(solid.filter((r) => r.mobileAbandonmentGap > 0).length / solid.length).toBeGreaterThan(0.75);
  });
});

describe('dimension mixes', () => {
  const shares = async (column: string) =>
    Object.fromEntries(
      (await store.all<{ k: string; share: number }>(`SELECT ${column} AS k, count(*) / sum(count(*)) OVER () AS share FROM sessions GROUP BY 1`)).map((r) => [String(r.k), r.share]),
    );

  it('form factors ~55 % phone, 38 % desktop, 7 % tablet', async () => {
    const ff = await shares('form_factor');
    expect(Object.keys(ff).sort()).toEqual(['desktop', 'phone', 'tablet']);
    expect(ff.phone).toBeCloseTo(0.55, 1);
    expect(ff.desktop).toBeCloseTo(0.38, 1);
    expect(ff.tablet).toBeCloseTo(0.07, 1);
  });

  it('all 8 channels, page classes, payment types and new/returning appear', async () => {
    expect(Object.keys(await shares('attribution_channel')).sort()).toEqual([...CHANNELS].sort());
    expect(Object.keys(await shares('arrival_page_class')).sort()).toEqual(['account', 'cart', 'category', 'checkout', 'content', 'home', 'pdp', 'search']);
    expect(Object.keys(await shares('exit_page_class')).sort()).toEqual(
      ['account', 'cart', 'category', 'checkout', 'checkout-billing', 'checkout-confirm', 'checkout-login', 'checkout-payment', 'checkout-review', 'checkout-shipping', 'content', 'home', 'pdp', 'search'],
    );
    expect(Object.keys(await shares('trans_payment_type')).sort()).toEqual(['apple pay', 'credit card', 'gift card', 'google pay', 'null', 'paypal', 'shop pay']);
    expect(Object.keys(await shares('new_or_returning')).sort()).toEqual(['new', 'returning']);
  });

  it('a few % QA traffic, ~10 % baseline sessions, all in named experiences', async () => {
    const qa = await shares('is_qa');
    expect(qa.true).toBeGreaterThan(0.005);
    expect(qa.true).toBeLessThan(0.05);
    const baseline = await shares('is_baseline');
    expect(baseline.true).toBeGreaterThan(0.08);
    expect(baseline.true).toBeLessThan(0.12);
    const experiences = Object.keys(await shares('experience_qualified_name')).filter((k) => k !== 'null');
    expect(experiences.every((e) => EXPERIENCES.includes(e))).toBe(true);
    expect(experiences.length).toBeGreaterThanOrEqual(3);
  });

  it('places come from the geocodable city list; the demo store is mostly American', async () => {
    const places = Object.keys(await shares('city'));
    expect(places.every((p) => SEED_CITIES.some((c) => c.place === p))).toBe(true);
    expect(places.length).toBe(SEED_CITIES.length);
    const [demo] = await store.all<{ us: number }>(`SELECT avg((country = 'US')::INTEGER) AS us FROM sessions WHERE site_id = $1`, [DEMO_SITE_ID]);
    expect(demo.us).toBeGreaterThan(0.6);
  });

  it('cart values 20-400, skewed towards small baskets', async () => {
    const [cart] = await store.all<{ min: number; max: number; median: number; mean: number }>(
      'SELECT min(cart_value) AS min, max(cart_value) AS max, median(cart_value) AS median, avg(cart_value) AS mean FROM sessions WHERE carted',
    );
    expect(cart.min).toBeGreaterThanOrEqual(20);
    expect(cart.max).toBeLessThanOrEqual(400);
    expect(cart.median).toBeLessThan(cart.mean);
  });

  it('has a weekday and hour-of-day shape (New York evenings busier than nights)', async () => {
    const [shape] = await store.all<{ evening: number; night: number; sunday: number; friday: number }>(
      `SELECT
         count(*) FILTER (hour(arrival_time_utc) BETWEEN 0 AND 2) AS evening,
         count(*) FILTER (hour(arrival_time_utc) BETWEEN 8 AND 10) AS night,
         count(*) FILTER (dayofweek(arrival_time_utc) = 0) AS sunday,
         count(*) FILTER (dayofweek(arrival_time_utc) = 5) AS friday
       FROM sessions WHERE site_id = $1 AND arrival_time_utc < $2`,
      [DEMO_SITE_ID, anchor],
    );
    expect(shape.evening).toBeGreaterThan(shape.night * 3);
    expect(shape.sunday).toBeGreaterThan(shape.friday);
  });
});
