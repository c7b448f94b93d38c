// The recommendations holdout over real HTTP (issue 26 §2): the share setting (bounds, __v,
// who may set it, its staff log row and trend marker), the delivery answer per arm, and the
// arm the events route stores with every row (read from the DuckDB file once the server is down).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DeliveryPayload } from '../../sdk/sandbox/delivery';
import { openAnalyticsStore } from '../../server/analytics/store/store';
import { loadPreviewKey, signPreviewToken } from '../../server/delivery/preview-token';
import { SEED_SITES } from '../../server/seed/world';
import { postEvents } from '../helpers/events';
import { httpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { shopUrl } from '../helpers/shop-fetch';
import { MERCHANT, signInAs, STAFF } from '../helpers/signed-in';

jest.setTimeout(300_000);

const northwind = SEED_SITES.find((s) => s.external === 'northwind-outfitters')!;
const PATH = '/api2/recommendation/holdout';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: northwind.timeZone }).format(new Date());

describe('the recommendations holdout', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-holdout-'));
  let server: RunningServer;
  let merchant: ReturnType<typeof httpClient>;
  let staff: ReturnType<typeof httpClient>;
  let globex: ReturnType<typeof httpClient>;
  const shopOrigin = () => shopUrl(server.storefrontUrl, northwind.external);

  beforeAll(async () => {
    // Its own data dir, so the stored events can be read after the server stops.
    server = await startServer({ dataDir, env: { ANALYTICS_SEED_SCALE: '0.02', TRACKING_FLUSH_MS: '50' }, timeoutMs: 240_000 });
    [merchant, staff, globex] = await Promise.all([
      signInAs(httpClient(server), MERCHANT),
      signInAs(httpClient(server), STAFF),
      signInAs(httpClient(server), { email: 'owner@globex.example', password: 'vitrine-globex' }),
    ]);
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const recs = async (query: string): Promise<{ status: number; cache: string | null; body: DeliveryPayload }> => {
    const res = await fetch(`${server.url}/delivery/v1/${northwind.id}/recs?${query}`);
    return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as DeliveryPayload };
  };
  /** Visitor ids the server puts in each arm, found by asking it (the salt never leaves it). */
  const visitorsByArm = async (): Promise<{ baseline: string; treatment: string }> => {
    const found: Partial<Record<'baseline' | 'treatment', string>> = {};
    for (let i = 0; i < 200 && !(found.baseline && found.treatment); i++) {
      const visitor = `holdout-visitor-${i}`;
      const { body } = await recs(`place=PDP&ff=desktop&visitor=${visitor}`);
      found[body.arm!] ??= visitor;
    }
    return found as { baseline: string; treatment: string };
  };
  const put = (client: ReturnType<typeof httpClient>, body: Record<string, unknown>) => client.put(PATH, { site: northwind.id, ...body });

  it('starts at 10 %, takes whole numbers from 0 to 50 with the version read, and refuses the rest naming the field', async () => {
    const first = await merchant.get(`${PATH}?site=${northwind.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ site: northwind.id, sharePct: 10, __v: 0 });
    for (const bad of [51, -1, 10.5, '20', null]) {
      const res = await put(merchant, { sharePct: bad, __v: 0 });
      expect([res.status, res.body.message]).toEqual([400, 'sharePct must be a whole number from 0 to 50']);
    }
    expect((await put(merchant, { sharePct: 20, salt: 'mine', __v: 0 })).status).toBe(400);
    expect((await put(merchant, { sharePct: 20 })).status).toBe(428);
    const saved = await put(merchant, { sharePct: 20, __v: 0 });
    expect([saved.status, saved.body]).toEqual([200, { site: northwind.id, sharePct: 20, __v: 1 }]);
    expect((await put(merchant, { sharePct: 30, __v: 0 })).status).toBe(409);
    // Another organization's merchant cannot see or set it; staff can, for any site.
    expect((await globex.get(`${PATH}?site=${northwind.id}`)).status).toBe(404);
    expect((await put(globex, { sharePct: 0, __v: 1 })).status).toBe(404);
    expect((await put(staff, { sharePct: 50, __v: 1 })).body).toEqual({ site: northwind.id, sharePct: 50, __v: 2 });
  });

  it('writes every change to the staff log and as a trend marker of the dashboards', async () => {
    const log = await staff.get(`/api2/staff-actions?site=${northwind.id}`);
    const rows = (log.body as Array<{ action: string; user: { email: string }; detail: unknown }>).filter((r) => r.action === 'holdout');
    expect(rows.map((r) => [r.user.email, r.detail])).toEqual([
      [STAFF.email, { from: 20, to: 50 }],
      [MERCHANT.email, { from: 10, to: 20 }],
    ]);
    const metrics = await merchant.get(`/api2/recommendation/metrics?site=${northwind.id}&from=${today}&to=${today}`);
    const markers = (metrics.body.markers as Array<{ kind: string; label: string }>).filter((m) => m.kind === 'holdout');
    expect(markers.map((m) => m.label)).toEqual(['10 % → 20 %', '20 % → 50 %']);
  });

  it('answers a baseline visitor with the slots and nothing to draw, a treatment visitor with products, never cacheable', async () => {
    const { baseline, treatment } = await visitorsByArm();
    const base = await recs(`place=PDP&ff=desktop&visitor=${baseline}`);
    expect(base.status).toBe(200);
    expect(base.cache).toBe('private, no-store');
    expect(base.body).toMatchObject({ arm: 'baseline', recommendations: [], global: { css: '', js: '', titleWrapper: '', generatedCss: '' } });
    expect(base.body.slots!.length).toBeGreaterThan(0);
    expect(JSON.stringify(base.body)).not.toMatch(/"products"|"variants"/);
    // The same visitor on another page and visit: still baseline.
    expect((await recs(`place=H&ff=mobile&visitor=${baseline}`)).body.arm).toBe('baseline');

    const treat = await recs(`place=PDP&ff=desktop&visitor=${treatment}`);
    expect(treat.cache).toBe('private, no-store');
    expect(treat.body.arm).toBe('treatment');
    expect(treat.body.recommendations.map((r) => r.id)).toEqual(base.body.slots!.map((s) => s.recommendationId));
    expect(treat.body.recommendations.every((r) => r.products.length > 0)).toBe(true);

    // QA and the merchant's preview always get the treatment.
    const qa = await recs(`place=PDP&ff=desktop&visitor=${baseline}&qa=1`);
    expect([qa.body.arm, qa.body.recommendations.length]).toEqual([undefined, treat.body.recommendations.length]);
    expect((await recs(`place=PDP&visitor=${baseline}&qa=yes`)).status).toBe(400);
    const token = signPreviewToken(loadPreviewKey(dataDir), { siteId: northwind.id, recommendationId: null });
    const preview = await recs(`place=PDP&ff=desktop&visitor=${baseline}&preview=${encodeURIComponent(token)}`);
    expect(preview.body.arm).toBeUndefined();
    expect(preview.body.recommendations.length).toBe(treat.body.recommendations.length);

    // A share of 0 applies on the next request: nobody is held out.
    const current = (await merchant.get(`${PATH}?site=${northwind.id}`)).body;
    expect((await put(merchant, { sharePct: 0, __v: current.__v })).status).toBe(200);
    expect((await recs(`place=PDP&ff=desktop&visitor=${baseline}`)).body.arm).toBe('treatment');
    expect((await put(merchant, { sharePct: 50, __v: current.__v + 1 })).status).toBe(200);
  });

  it('stores every event, exposures too, with the arm the server gives its visitor', async () => {
    const { baseline, treatment } = await visitorsByArm();
    // As the tag posts: from the shop's own origin, with the visitor's events token.
    const send = (visitorId: string) =>
      postEvents(server.url, northwind.id, shopOrigin(), {
        version: 1,
        siteId: northwind.id,
        sentAt: new Date().toISOString(),
        events: [
          { type: 'page-view', pageViews: 1, timeOnSiteSeconds: 0 },
          { type: 'exposure', recommendationId: 'rec-holdout-1' },
        ].map((e) => ({ at: new Date().toISOString(), visitorId, sessionId: `s-${visitorId}`, formFactor: 'desktop', newOrReturning: 'new', qa: false, place: 'PDP', path: '/products/x', ...e })),
      });
    for (const visitor of [baseline, treatment]) expect((await send(visitor)).status).toBe(204);
    await server.stop();
    const store = await openAnalyticsStore({ file: path.join(dataDir, 'analytics.duckdb'), connections: 1, threads: 1 });
    try {
      const rows = await store.all<{ visitor_id: string; type: string; arm: string | null }>(
        `SELECT visitor_id, type, arm FROM rec_events WHERE visitor_id IN ($1, $2) ORDER BY visitor_id, type`,
        [baseline, treatment],
      );
      const byVisitor = (v: string) => rows.filter((r) => r.visitor_id === v).map((r) => [r.type, r.arm]);
      expect(byVisitor(baseline)).toEqual([['exposure', 'baseline'], ['page-view', 'baseline']]);
      expect(byVisitor(treatment)).toEqual([['exposure', 'treatment'], ['page-view', 'treatment']]);
    } finally {
      await store.close();
    }
  });
});
