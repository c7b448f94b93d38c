// The holdout lift over real HTTP (issue 26 §3): shoppers on the demo storefront, each in the arm
// the server gives them, reach a recommendation's slot (the tag's exposure), add to cart and buy
// through the storefront's own forms; the expected per-visitor outcomes are worked out here from
// what each shopper did, summed and run through the pure statistics, and the API must say that.
// No seeded history (ANALYTICS_SEED_DAYS=0): every number comes from this file's shoppers.
import type { LiftAnswer, LiftTest } from '../../plugins/recommendations/model/lift';
import { holdoutLift, summarizeVisitors, type VisitorOutcome } from '../../server/analytics/statistics';
import { SEED_SITES } from '../../server/seed/world';
import { postEvents } from '../helpers/events';
import { httpClient, type HttpClient } from '../helpers/http';
import { shopClient, shopUrl } from '../helpers/shop-fetch';
import { signInAs, useSignedInServer } from '../helpers/signed-in';

jest.setTimeout(180_000);

const northwind = SEED_SITES.find((s) => s.external === 'northwind-outfitters')!;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: northwind.timeZone }).format(new Date());
const PATH = '/api2/recommendation/lift';
const REC_B = 'lift-rec-b';
const address = {
  email: 'lift@example.com', firstName: 'Ada', lastName: 'Lovelace', address1: '1 Main St', address2: '', city: 'Portland',
  zip: '97201', country: 'US', cardName: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123',
};

type Arm = 'baseline' | 'treatment';
interface Shopper {
  client: HttpClient;
  id: string;
  arm: Arm;
}

describe('the holdout lift API', () => {
  const env = useSignedInServer({ env: { ANALYTICS_SEED_DAYS: '0', TRACKING_FLUSH_MS: '50' } });
  const lift = (query = '', client = env.merchant) => client.get(`${PATH}?site=${northwind.id}${query}`);
  let recA: { _id: string; name: string };
  let variant: { id: number; price: string };

  const arrive = async (): Promise<Shopper> => {
    const client = shopClient(env.server.storefrontUrl, northwind.external);
    expect((await client.get('/', { headers: { accept: 'text/html' } })).status).toBe(200);
    const id = client.cookies.get('vitrine_vid')!;
    const recs = await fetch(`${env.server.url}/delivery/v1/${northwind.id}/recs?place=PDP&ff=desktop&visitor=${id}`);
    return { client, id, arm: ((await recs.json()) as { arm: Arm }).arm };
  };
  /** Shoppers until there are `n` of each arm (the server decides; its salt never leaves it). */
  const shoppers = async (n: number): Promise<Record<Arm, Shopper[]>> => {
    const found: Record<Arm, Shopper[]> = { baseline: [], treatment: [] };
    while (found.baseline.length < n || found.treatment.length < n) {
      const s = await arrive();
      if (found[s.arm].length < n) found[s.arm].push(s);
    }
    return found;
  };
  /** The tag's events of a product page whose slots hold these recommendations. */
  const expose = async (s: Shopper, recommendationIds: string[]) => {
    const at = new Date().toISOString();
    const base = { at, visitorId: s.id, sessionId: `s-${s.id}`, formFactor: 'desktop', newOrReturning: 'new', qa: false, place: 'PDP', path: '/products/x' };
    const events = [{ ...base, type: 'page-view', pageViews: 1, timeOnSiteSeconds: 0 }, ...recommendationIds.map((recommendationId) => ({ ...base, type: 'exposure', recommendationId }))];
    const res = await postEvents(env.server.url, northwind.id, shopUrl(env.server.storefrontUrl, northwind.external), { version: 1, siteId: northwind.id, sentAt: at, events });
    expect(res.status).toBe(204);
  };
  const buy = async (s: Shopper) => {
    expect((await s.client.post('/cart/add', { id: String(variant.id), quantity: '1' }, { form: true, noCsrf: true })).status).toBe(303);
    expect((await s.client.post('/checkout', address, { form: true, noCsrf: true })).status).toBe(303);
  };

  beforeAll(async () => {
    const recs = (await env.merchant.get(`/api2/recommendation?site=${northwind.id}`)).body as Array<{ _id: string; status: string; name: string }>;
    recA = recs.find((r) => r.status === 'production')!;
    const probe = shopClient(env.server.storefrontUrl, northwind.external);
    const products = (await probe.get('/products.json?limit=50')).body.products as Array<{ variants: Array<{ id: number; available: boolean; price: string }> }>;
    variant = products.flatMap((p) => p.variants).find((v) => v.available)!;
    // Half and half: a few shoppers find both arms.
    const holdout = (await env.merchant.get(`/api2/recommendation/holdout?site=${northwind.id}`)).body;
    expect((await env.merchant.put('/api2/recommendation/holdout', { site: northwind.id, sharePct: 50, __v: holdout.__v })).status).toBe(200);
  });

  it('answers each test per arm from the first exposure on, as the shoppers did', async () => {
    const { baseline, treatment } = await shoppers(3);
    const price = Number(variant.price);
    const none: VisitorOutcome = { visits: 1, orders: 0, revenue: 0, carted: 0, preRevenue: 0 };
    const bought: VisitorOutcome = { visits: 1, orders: 1, revenue: price, carted: 1, preRevenue: 0 };

    // Treatment: one sees rec A then buys; one sees A and B and leaves; one bought before ever
    // reaching a slot (that order is not the test's).
    await expose(treatment[0], [recA._id]);
    await buy(treatment[0]);
    await expose(treatment[1], [recA._id, REC_B]);
    await buy(treatment[2]);
    await expose(treatment[2], [recA._id]);
    // Baseline: the slot reached (no widget shown), then a purchase; one sees A and B's slots; one leaves.
    await expose(baseline[0], [recA._id]);
    await buy(baseline[0]);
    await expose(baseline[1], [recA._id, REC_B]);
    await expose(baseline[2], [recA._id]);
    // A shopper who never reaches a slot is in no test, whatever they buy.
    const passerBy = await arrive();
    await buy(passerBy);

    const expected: Record<string, Record<Arm, VisitorOutcome[]>> = {
      site: { treatment: [bought, none, none], baseline: [bought, none, none] },
      [recA._id]: { treatment: [bought, none, none], baseline: [bought, none, none] },
      [REC_B]: { treatment: [none], baseline: [none] },
    };
    // The tag's writer batches: wait for what the merchant would see, every exposure in.
    let body: LiftAnswer | undefined;
    for (let i = 0; i < 100; i++) {
      const res = await lift(`&from=${today}&to=${today}`);
      expect(res.status).toBe(200);
      body = res.body as LiftAnswer;
      const b = body.site?.visitors;
      if (b && b.treatment + b.baseline === 6 && body.site!.metrics.revenuePerVisitor.primary === price / 3) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(body!).toMatchObject({ siteId: northwind.id, sharePct: 50, minimumEffect: 0.05, currency: expect.any(String), timeZone: northwind.timeZone });
    expect(body!.howMeasured).toMatch(/^Caused, not attributed/);
    expect(body!.recommendations.map((r) => [r.recommendationId, r.name])).toEqual([
      [recA._id, recA.name],
      [REC_B, ''],
    ]);
    const check = (test: LiftTest | null | undefined, arms: Record<Arm, VisitorOutcome[]>) => {
      const t = summarizeVisitors(arms.treatment);
      const b = summarizeVisitors(arms.baseline);
      const want = holdoutLift(t, b, { baselineShare: 0.5, daysElapsed: 1 });
      expect(test!.visitors).toEqual({ treatment: t.visitors, baseline: b.visitors });
      expect(test!.daysElapsed).toBe(1);
      expect(test!.srm).toEqual(want.srm);
      for (const [name, m] of Object.entries(want.metrics)) {
        const got = test!.metrics[name as keyof typeof want.metrics];
        // Too few shoppers for a verdict: the values, and no lift, as the module says.
        expect([got.verdict, got.lift, got.liftInterval, got.confidence, got.probabilityToWin]).toEqual([m.verdict, null, null, null, null]);
        for (const part of ['primary', 'compare', 'sampleSizeRequired', 'sampleSizeRatio', 'minDetectableEffect', 'daysNeeded'] as const) {
          if (m[part] === null) expect(got[part]).toBeNull();
          else expect(got[part]).toBeCloseTo(m[part]!, 9);
        }
      }
    };
    check(body!.site, expected.site);
    check(body!.recommendations[0], expected[recA._id]);
    check(body!.recommendations[1], expected[REC_B]);
    expect(body!.site!.metrics.revenuePerVisitor).toMatchObject({ verdict: 'too little data' });
    expect(body!.site!.metrics.averageOrderValue.primary).toBeCloseTo(price, 9);
    expect(body!.site!.metrics.conversionRate.compare).toBeCloseTo(1 / 3, 9);
  });

  it('refuses bad parameters with a 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['&from=2026-13-01', 'from must be a date (YYYY-MM-DD)'],
      ['&to=yesterday', 'to must be a date (YYYY-MM-DD)'],
      ['&from=2026-02-30', 'from must be a date (YYYY-MM-DD)'],
      ['&from=2026-03-10&to=2026-03-01', 'from must not be after to'],
      ['&minimumEffect=0', 'minimumEffect must be a number above 0 and at most 1 (0.05 = 5 %)'],
      ['&minimumEffect=1.5', 'minimumEffect must be a number above 0 and at most 1 (0.05 = 5 %)'],
      ['&minimumEffect=five', 'minimumEffect must be a number above 0 and at most 1 (0.05 = 5 %)'],
    ];
    for (const [query, message] of cases) {
      const res = await lift(query);
      expect([query, res.status, res.body.message]).toEqual([query, 400, message]);
    }
    expect((await lift('&minimumEffect=0.1')).body.minimumEffect).toBe(0.1);
  });

  it('is the site’s merchant’s and staff’s only', async () => {
    const globex = await signInAs(httpClient(env.server), { email: 'owner@globex.example', password: 'vitrine-globex' });
    expect((await lift('', globex)).status).toBe(404);
    expect((await lift('', env.staff)).status).toBe(200);
    expect((await httpClient(env.server).get(`${PATH}?site=${northwind.id}`)).status).toBe(401);
  });

  it('measures nothing with the holdout off', async () => {
    const holdout = (await env.merchant.get(`/api2/recommendation/holdout?site=${northwind.id}`)).body;
    expect((await env.merchant.put('/api2/recommendation/holdout', { site: northwind.id, sharePct: 0, __v: holdout.__v })).status).toBe(200);
    const res = await lift();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sharePct: 0, site: null, recommendations: [] });
  });
});
