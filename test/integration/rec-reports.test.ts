// The Reports page's data over real HTTP: the segment filters of spec 2 against tracking rows
// this test posts itself (each expected number worked out from those rows, not read back from
// the server), and the report markers that a lifecycle change and a plan change leave.
import { SEED_SITES } from '../../server/seed/world';
import { postEvents } from '../helpers/events';
import { shopUrl } from '../helpers/shop-fetch';
import { useSignedInServer } from '../helpers/signed-in';
import { recLifecycle } from '../helpers/versioned';

jest.setTimeout(120_000);

const northwind = SEED_SITES.find((s) => s.external === 'northwind-outfitters')!;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: northwind.timeZone }).format(new Date());

interface Visit {
  id: string;
  formFactor: 'desktop' | 'mobile';
  newOrReturning: 'new' | 'returning';
  pageViews: number;
  timeOnSiteSeconds: number;
  clicks: number;
}

// Three visits today (the tag sends desktop, tablets included, or mobile: spec 9's groups).
const VISITS: Visit[] = [
  { id: 'report-visitor-a', formFactor: 'mobile', newOrReturning: 'new', pageViews: 6, timeOnSiteSeconds: 120, clicks: 1 },
  { id: 'report-visitor-b', formFactor: 'desktop', newOrReturning: 'returning', pageViews: 12, timeOnSiteSeconds: 700, clicks: 0 },
  { id: 'report-visitor-c', formFactor: 'desktop', newOrReturning: 'returning', pageViews: 3, timeOnSiteSeconds: 30, clicks: 2 },
];

/** What each filter should add, worked out from VISITS alone. */
const EXPECTED: Array<[string, (v: Visit) => boolean]> = [
  ['', () => true],
  ['formFactor=mobile', (v) => v.formFactor === 'mobile'],
  ['formFactor=desktop', (v) => v.formFactor !== 'mobile'],
  ['newOrReturning=returning', (v) => v.newOrReturning === 'returning'],
  ['pageViews=10', (v) => v.pageViews >= 10],
  ['timeOnSite=5', (v) => v.timeOnSiteSeconds < 300],
  ['recommendClicked=true', (v) => v.clicks > 0],
  ['recommendClicked=false&formFactor=desktop', (v) => v.clicks === 0 && v.formFactor !== 'mobile'],
];

describe('recommendation reports', () => {
  const env = useSignedInServer({ env: { ANALYTICS_SEED_SCALE: '0.02', TRACKING_FLUSH_MS: '50' } });
  // Today's counts move only by what this suite posts once the seeded tag history is all in.
  beforeAll(() => env.server.tagHistoryReady(), 130_000);
  const metrics = async (filter = '') => {
    const res = await env.merchant.get(`/api2/recommendation/metrics?site=${northwind.id}&from=${today}&to=${today}${filter ? `&${filter}` : ''}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const shopOrigin = () => shopUrl(env.server.storefrontUrl, northwind.external);

  it('filters by Device, Visitor, Pages, Time on Site and Recommendation as the posted visits say', async () => {
    const recs = (await env.merchant.get(`/api2/recommendation?site=${northwind.id}`)).body as Array<{ _id: string; status: string; qualifiedName: string }>;
    const rec = recs.find((r) => r.status === 'production')!;
    const before = await Promise.all(EXPECTED.map(([filter]) => metrics(filter)));
    for (const v of VISITS) {
      const at = new Date().toISOString();
      const base = { at, visitorId: v.id, sessionId: `s-${v.id}`, formFactor: v.formFactor, newOrReturning: v.newOrReturning, qa: false, place: 'PDP', path: '/products/x' };
      const clicks = Array.from({ length: v.clicks }, () => ({ ...base, type: 'click', recommendationId: rec._id, recommendProvider: rec.qualifiedName, productId: '1' }));
      const events = [{ ...base, type: 'session-start', referrer: '' }, { ...base, type: 'page-view', pageViews: v.pageViews, timeOnSiteSeconds: v.timeOnSiteSeconds }, ...clicks];
      const res = await postEvents(env.server.url, northwind.id, shopOrigin(), { version: 1, siteId: northwind.id, sentAt: at, events });
      expect(res.status).toBe(204);
    }
    const total = VISITS.length;
    for (let i = 0; i < 50 && (await metrics()).summary.visits < before[0].summary.visits + total; i++) await new Promise((r) => setTimeout(r, 100));

    for (const [i, [filter, matches]] of EXPECTED.entries()) {
      const after = await metrics(filter);
      const mine = VISITS.filter(matches);
      const sum = (f: (v: Visit) => number) => mine.reduce((n, v) => n + f(v), 0);
      expect({ filter, visits: after.summary.visits - before[i].summary.visits }).toEqual({ filter, visits: mine.length });
      expect({ filter, pages: after.summary.pagesViewed - before[i].summary.pagesViewed }).toEqual({ filter, pages: sum((v) => v.pageViews) });
    }
    // The engagement averages of the unfiltered day move exactly by the posted visits.
    const after = await metrics();
    const b = before[0].summary;
    const timeBefore = (b.avgTimeOnSite ?? 0) * b.visits;
    expect(after.summary.avgTimeOnSite * after.summary.visits - timeBefore).toBeCloseTo(VISITS.reduce((n, v) => n + v.timeOnSiteSeconds, 0), 3);
    const clicksBefore = (b.avgClickCount ?? 0) * b.visits;
    expect(after.summary.avgClickCount * after.summary.visits - clicksBefore).toBeCloseTo(VISITS.reduce((n, v) => n + v.clicks, 0), 6);
  });

  it('lists a pause, a go-live and a plan change as markers of the range, oldest first', async () => {
    const recs = (await env.merchant.get(`/api2/recommendation?site=${northwind.id}`)).body as Array<{ _id: string; status: string; name?: string; external: string; editor?: string }>;
    const rec = recs.find((r) => r.status === 'production' && r.editor !== 'shopify')!;
    const before = (await metrics()).markers.length;
    expect((await recLifecycle(env.merchant, 'deactivate', rec._id, northwind.id)).status).toBe(200);
    expect((await recLifecycle(env.merchant, 'activate', rec._id, northwind.id)).status).toBe(200);
    const plan = await env.merchant.post(`/api2/shop/rec/action/change-plan?site=${northwind.id}`, { tier: 'enterprise' });
    expect(plan.status).toBe(200);

    const { markers } = await metrics();
    const label = rec.name || rec.external;
    expect(markers.slice(before).map((m: { kind: string; label: string; recommendationId?: string }) => [m.kind, m.label, m.recommendationId])).toEqual([
      ['paused', label, rec._id],
      ['published', label, rec._id],
      ['plan', expect.any(String), undefined],
    ]);
    expect(Date.parse(markers.at(-1).at)).toBeLessThanOrEqual(Date.now());
    // Not in a range that ended yesterday.
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const old = await env.merchant.get(`/api2/recommendation/metrics?site=${northwind.id}&from=${yesterday}&to=${yesterday}`);
    expect(old.body.markers).toEqual([]);
  });

  it("a channel's numbers credit only that channel's recommendations: the email dashboard never shows the online widgets' impact", async () => {
    const recs = (await env.merchant.get(`/api2/recommendation?site=${northwind.id}`)).body as Array<{ _id: string; kind: string; status: string; editor?: string }>;
    const ofKind = (kinds: string[]) => new Set(recs.filter((r) => kinds.includes(r.kind)).map((r) => r._id));
    const online = ofKind(['online', 'hyper-online']);
    const email = ofKind(['email']);
    // A go-live marker of an online recommendation in the range.
    const rec = recs.find((r) => r.status === 'production' && r.kind === 'online' && r.editor !== 'shopify')!;
    expect((await recLifecycle(env.merchant, 'deactivate', rec._id, northwind.id)).status).toBe(200);
    expect((await recLifecycle(env.merchant, 'activate', rec._id, northwind.id)).status).toBe(200);
    // The default range: the last four weeks, seeded.
    const fourWeeks = async (q: string) => (await env.merchant.get(`/api2/recommendation/metrics?site=${northwind.id}${q}`)).body;
    const [all, onlineAnswer, emailAnswer] = await Promise.all(['', '&channel=online', '&channel=email'].map(fourWeeks));
    const ids = (answer: { recommendations: Array<{ recommendationId: string }> }) => answer.recommendations.map((r) => r.recommendationId);
    // The seeded weeks credit online widgets; northwind's store numbers are the same on both dashboards.
    expect(onlineAnswer.summary.visitsImpacted).toBeGreaterThan(0);
    expect(ids(onlineAnswer).every((id) => online.has(id))).toBe(true);
    expect(ids(emailAnswer).every((id) => email.has(id))).toBe(true);
    for (const answer of [onlineAnswer, emailAnswer]) expect([answer.summary.visits, answer.summary.revenue]).toEqual([all.summary.visits, all.summary.revenue]);
    if (!email.size) expect(emailAnswer.summary).toMatchObject({ visitsImpacted: 0, revenueImpacted: 0, directClickRevenue: 0 });
    const recMarkers = (answer: { markers: Array<{ recommendationId?: string }> }) => answer.markers.filter((m) => m.recommendationId === rec._id).length;
    expect(recMarkers(onlineAnswer)).toBeGreaterThanOrEqual(2);
    expect(recMarkers(emailAnswer)).toBe(0);
  });

  it('refuses bad filters and ranges with a 400', async () => {
    for (const q of ['pageViews=-1', 'timeOnSite=abc', 'recommendClicked=maybe', 'from=2026-13-01', `from=${today}&to=2020-01-01`, 'channel=web']) {
      const res = await env.merchant.get(`/api2/recommendation/metrics?site=${northwind.id}&${q}`);
      expect({ q, status: res.status }).toEqual({ q, status: 400 });
    }
  });
});
