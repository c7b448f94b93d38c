// A hand-written analytics world for the query layer's tests: few enough sessions that every
// expected number in the tests can be worked out by hand from the table below.
import { REPORTED_SESSION_COLUMNS } from '../../store/schema';
import type { AnalyticsStore } from '../../store/types';
import { openEmptyStore, type Engine } from './engines';

export const SITE_A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
export const SITE_B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
export const SITE_C = 'cccccccccccccccccccccccc';

/** Primary period [Mon 4 Mar, Wed 6 Mar 2024); its previous period is [2 Mar, 4 Mar). */
export const PRIMARY = { min: new Date('2024-03-04T00:00:00Z'), max: new Date('2024-03-06T00:00:00Z') };
export const PREVIOUS = { min: new Date('2024-03-02T00:00:00Z'), max: new Date('2024-03-04T00:00:00Z') };

interface FixtureSession {
  n: number;
  site: string;
  at: string;
  ff: 'desktop' | 'phone' | 'tablet';
  nr: 'new' | 'returning';
  channel: string;
  source: string | null;
  arrival: string;
  exit: string;
  country: string;
  city: string;
  pv: number;
  cart: number | null;
  pay: string | null;
  qa?: boolean;
  exp?: string | null;
  reached?: boolean;
  regular?: boolean;
  accelerated?: boolean;
  converted?: boolean;
  revenue?: number;
}

/**
 * Site A: sessions 1-6 in the primary period (6 is QA traffic), 7-9 in the previous one, 14
 * exactly at the primary max (excluded). Sites B and C (the market): 10-13, primary period.
 * carted ⇔ cart not null; revenue > 0 ⇔ converted, as the contract's invariants say.
 */
export const SESSIONS: FixtureSession[] = [
  { n: 1, site: SITE_A, at: '2024-03-04T10:00:00Z', ff: 'desktop', nr: 'new', channel: 'direct', source: null, arrival: 'home', exit: 'cart', country: 'US', city: 'US-Oregon-Portland', pv: 3, cart: 120, pay: null, exp: 'exp_a', reached: true, regular: true },
  { n: 2, site: SITE_A, at: '2024-03-04T11:00:00Z', ff: 'phone', nr: 'returning', channel: 'paid search', source: 'google', arrival: 'pdp', exit: 'checkout-confirm', country: 'US', city: 'US-New York-New York', pv: 5, cart: 80, pay: 'shop pay', exp: 'expXa', reached: true, accelerated: true, converted: true, revenue: 80 },
  { n: 3, site: SITE_A, at: '2024-03-05T09:00:00Z', ff: 'phone', nr: 'new', channel: 'social', source: 'facebook', arrival: 'pdp', exit: 'pdp', country: 'GB', city: 'GB-England-London', pv: 1, cart: null, pay: null },
  { n: 4, site: SITE_A, at: '2024-03-05T12:00:00Z', ff: 'desktop', nr: 'returning', channel: 'email', source: 'newsletter', arrival: 'home', exit: 'checkout-confirm', country: 'US', city: 'US-Oregon-Portland', pv: 6, cart: 250, pay: 'credit card', reached: true, regular: true, converted: true, revenue: 250 },
  { n: 5, site: SITE_A, at: '2024-03-05T13:00:00Z', ff: 'tablet', nr: 'new', channel: 'organic search', source: 'google', arrival: 'category', exit: 'cart', country: 'DE', city: 'DE-Berlin-Berlin', pv: 2, cart: 40, pay: null },
  { n: 6, site: SITE_A, at: '2024-03-05T14:00:00Z', ff: 'phone', nr: 'new', channel: 'direct', source: null, arrival: 'home', exit: 'home', country: 'US', city: 'US-Oregon-Portland', pv: 1, cart: null, pay: null, qa: true },
  { n: 7, site: SITE_A, at: '2024-03-02T10:00:00Z', ff: 'desktop', nr: 'new', channel: 'direct', source: null, arrival: 'home', exit: 'checkout-confirm', country: 'US', city: 'US-Oregon-Portland', pv: 4, cart: 100, pay: 'credit card', reached: true, regular: true, converted: true, revenue: 100 },
  { n: 8, site: SITE_A, at: '2024-03-03T10:00:00Z', ff: 'phone', nr: 'new', channel: 'social', source: 'instagram', arrival: 'pdp', exit: 'cart', country: 'US', city: 'US-Oregon-Portland', pv: 2, cart: 60, pay: null },
  { n: 9, site: SITE_A, at: '2024-03-03T11:00:00Z', ff: 'desktop', nr: 'returning', channel: 'email', source: 'klaviyo', arrival: 'home', exit: 'home', country: 'US', city: 'US-Oregon-Portland', pv: 1, cart: null, pay: null },
  { n: 10, site: SITE_B, at: '2024-03-04T08:00:00Z', ff: 'desktop', nr: 'new', channel: 'direct', source: null, arrival: 'home', exit: 'checkout-confirm', country: 'US', city: 'US-Oregon-Portland', pv: 3, cart: 200, pay: 'apple pay', reached: true, accelerated: true, converted: true, revenue: 200 },
  { n: 11, site: SITE_B, at: '2024-03-04T09:00:00Z', ff: 'phone', nr: 'new', channel: 'social', source: 'facebook', arrival: 'pdp', exit: 'cart', country: 'US', city: 'US-Oregon-Portland', pv: 2, cart: 50, pay: null },
  { n: 12, site: SITE_C, at: '2024-03-05T10:00:00Z', ff: 'phone', nr: 'returning', channel: 'email', source: 'newsletter', arrival: 'home', exit: 'home', country: 'GB', city: 'GB-England-London', pv: 1, cart: null, pay: null },
  { n: 13, site: SITE_C, at: '2024-03-05T11:00:00Z', ff: 'desktop', nr: 'new', channel: 'organic search', source: 'bing', arrival: 'home', exit: 'checkout-payment', country: 'US', city: 'US-Oregon-Portland', pv: 4, cart: 90, pay: null, reached: true, regular: true },
  { n: 14, site: SITE_A, at: '2024-03-06T00:00:00Z', ff: 'desktop', nr: 'new', channel: 'direct', source: null, arrival: 'home', exit: 'home', country: 'US', city: 'US-Oregon-Portland', pv: 1, cart: null, pay: null },
];

export const SITES = [
  { site_id: SITE_A, name: 'Alpha', external: 'alpha', platform: 'SHOPIFY', merchant_name: 'Merchant A', site_tags: ['eu', 'apparel'] },
  { site_id: SITE_B, name: 'Beta', external: 'beta', platform: 'SHOPIFY', merchant_name: 'Merchant B', site_tags: ['apparel'] },
  { site_id: SITE_C, name: 'Gamma', external: 'gamma', platform: 'BIGCOMMERCE', merchant_name: 'Merchant C', site_tags: [] as string[] },
];

/** A store of the engine (in memory, or a temp dir) holding the fixture (close it after the tests). */
export async function openFixtureStore(engine: Engine = 'duckdb'): Promise<AnalyticsStore> {
  const store = await openEmptyStore(engine);
  for (const s of SESSIONS) {
    const carted = s.cart !== null;
    await store.all(`INSERT INTO sessions (${REPORTED_SESSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`, [
      s.site, new Date(s.at), s.ff, s.nr, s.channel, s.source, s.arrival, s.exit, s.country, s.city, s.pv, s.cart, s.pay,
      s.qa ?? false, false, s.exp ?? null, carted, s.reached ?? false, s.regular ?? false, s.accelerated ?? false, s.converted ?? false, s.revenue ?? 0,
    ]);
  }
  for (const site of SITES) {
    await store.all('INSERT INTO sites VALUES ($1, $2, $3, $4, $5, $6)', [site.site_id, site.name, site.external, site.platform, site.merchant_name, site.site_tags]);
  }
  return store;
}
