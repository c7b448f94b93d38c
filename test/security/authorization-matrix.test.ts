// The authorization matrix (issue: trust at the server, Tests): every route the server
// registers, from its own route list, probed as an attacker would. Unauthenticated calls get
// 401; a merchant naming another organization's resource is answered exactly like a missing
// one (same status, same message, never a 2xx) and changes nothing; a merchant on a staff-only
// route gets 403; the owner's own call succeeds. Every answer to a signed-in caller, refusals
// included, carries Cache-Control: no-store. The table is in matrix/routes.ts: a route
// registered without an entry fails here, and so does an entry for a route that is gone.
//
// Left out of the table: HEAD (fastify answers it with the GET handler), OPTIONS (the CORS
// preflight of the storefront's events) and the static files: GET routes under /js/, /css/,
// /fonts/, /images/, /media/, /storefront/ and /assets/, and /favicon*, /index.html (and its precompressed .gz/.br). Those
// are checked below to be GETs that answer without a session.
import { httpClient, type HttpClient, type HttpResponse } from '../helpers/http';
import { registeredRoutes } from '../helpers/routes';
import { shopUrl } from '../helpers/shop-fetch';
import { MERCHANT, signInAs, useSignedInServer } from '../helpers/signed-in';
import {
  CANCEL_SITE,
  FOREIGN,
  GLOBEX,
  GLOBEX_OWNER_ID,
  MATRIX,
  MERCHANT_USER_ID,
  MISSING_ID,
  NORTHWIND,
  OWN,
  REMOTE,
  REMOTE_DEL,
  type Entry,
  type Fixtures,
  type Scope,
  type Target,
} from './matrix/routes';

jest.setTimeout(120_000);

const STATIC_FILE = /^\/(?:(?:js|css|fonts|images|media|storefront|assets|editor-frame)\/|favicon|index\.html(?:\.gz|\.br)?$)/;
const isExcluded = (method: string, url: string) => method === 'HEAD' || method === 'OPTIONS' || (method === 'GET' && STATIC_FILE.test(url));

const is2xx = (status: number) => status >= 200 && status < 300;

/** Every answer to a signed-in caller, refusals and errors included, is kept by no cache. */
const noStore = (res: HttpResponse) => /(?:^|,)\s*no-store\s*(?:,|$)/.test(res.headers.get('cache-control') ?? '');

/** Status and message as the caller sees them; GraphQL's resolver errors carry theirs in the error. */
function answerOf(res: HttpResponse, entry: Entry, t: Target) {
  let status = res.status;
  let message: unknown = res.body?.message;
  if (entry.graphql && res.status === 200 && Array.isArray(res.body?.errors)) {
    status = res.body.errors[0]?.extensions?.status ?? 500;
    message = res.body.errors[0]?.message;
  }
  // A message may echo the id the caller sent: compare it with that id blanked out.
  let text = typeof message === 'string' ? message : JSON.stringify(message);
  for (const id of [t.site, t.psid, t.shop, t.org, t.orgExternal, t.user, t.docId, t.recId]) text = text?.split(id).join('<id>');
  return { status, message: text };
}

describe('authorization matrix over every registered route', () => {
  const env = useSignedInServer();
  const fx = {} as Fixtures;
  const targets = {} as Record<Scope, Target>;
  /** A new client with no cookies for every anonymous call: a sign-in baseline must not sign the next probe in. */
  const anonymous = () => httpClient(env.server);

  async function created(res: HttpResponse, what: string): Promise<string> {
    if (res.status !== 201) throw new Error(`setup: creating ${what} answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body._id ?? res.body.id;
  }
  const newRec = (client: HttpClient, site: string, name: string) =>
    client.post('/api2/recommendation/create', { site, recommendation: { kind: 'online', place: 'PDP', qualifiedName: 'similar', name } });
  const activeSub = async (psid: string) =>
    (await env.staff.get(`/api/extensions/v2/subscriptions?platformSiteId=${psid}`)).body?.data?.currentAppInstallation?.activeSubscriptions?.[0]?.id as string | undefined;
  /** The site's active subscription; when the seed has none, the merchant picks a paid plan first. */
  async function subscriptionOf(site: typeof OWN): Promise<string> {
    const existing = await activeSub(site.platformSiteId);
    if (existing) return existing;
    const { body } = await env.merchant.get(`/api2/plans?site=${site.id}&applet=rec`);
    const plan = (body.plans as Array<{ planName: string; price: number }>).find((p) => p.price > 0 && p.planName !== body.current?.planName);
    const picked = await env.merchant.post('/api2/shop/rec/action/change-plan', { site: site.id, tier: plan?.planName });
    const id = await activeSub(site.platformSiteId);
    if (!id) throw new Error(`setup: no subscription on ${site.external} (change-plan answered ${picked.status} ${JSON.stringify(picked.body)})`);
    return id;
  }
  const shopDomain = async (site: string) => {
    const res = await env.staff.get(`/api2/shop/shopify-shop?site=${site}`);
    if (typeof res.body?.myShopifyDomain !== 'string') throw new Error(`setup: no shop domain for ${site}: ${res.status}`);
    return res.body.myShopifyDomain as string;
  };

  beforeAll(async () => {
    const { merchant, staff } = env;
    Object.assign(fx, {
      merchant,
      staff,
      consoleUrl: env.server.url,
      // The storefront's configured origin (localhost on its port), the one the events route accepts.
      // OWN's own shop origin (server/lib/shop-origin.ts): the only one its events are taken from.
      storefrontOrigin: shopUrl(env.server.storefrontUrl, OWN.external),
    });
    const remote = (id: string) => ({
      id,
      route: id,
      title: id,
      icon: 'application',
      sdkVersion: '^1.0.0',
      source: { kind: 'remote', url: `https://apps.example.com/${id}/remoteEntry.js`, scope: id.replace(/-/g, '_'), module: './Applet' },
    });
    const [foreignDoc, ownDoc, ownDelDoc, foreignRec, ownRec, delRec, lifecycleRec] = await Promise.all([
      created(await staff.post('/api2/applet', { site: FOREIGN.id, applet: 'matrix', content: 'foreign' }), 'the foreign document'),
      created(await merchant.post('/api2/applet', { site: OWN.id, applet: 'matrix', content: 'own' }), 'the own document'),
      created(await merchant.post('/api2/applet', { site: OWN.id, applet: 'matrix-del', content: 'to delete' }), 'the document to delete'),
      created(await newRec(staff, FOREIGN.id, 'Foreign'), 'the foreign recommendation'),
      created(await newRec(merchant, OWN.id, 'Matrix'), 'the own recommendation'),
      created(await newRec(merchant, OWN.id, 'Matrix delete'), 'the recommendation to delete'),
      created(await newRec(merchant, OWN.id, 'Matrix lifecycle'), 'the recommendation to archive'),
      created(await staff.post('/api2/applets', remote(REMOTE)), 'a remote applet'),
      created(await staff.post('/api2/applets', remote(REMOTE_DEL)), 'a remote applet to delete'),
    ]);
    const [ownShop, foreignShop, ownSubId, cancelSubId] = await Promise.all([shopDomain(OWN.id), shopDomain(FOREIGN.id), subscriptionOf(OWN), subscriptionOf(CANCEL_SITE)]);
    // Saved once, so the lifecycle baseline may archive it (a never-saved one cannot be).
    const saved = await merchant.put(`/api2/recommendation/${lifecycleRec}`, { site: OWN.id, __v: 0, name: 'Matrix lifecycle' });
    if (saved.status !== 200) throw new Error(`setup: saving the recommendation to archive answered ${saved.status} ${JSON.stringify(saved.body)}`);
    Object.assign(fx, { ownSubId, cancelSubId });
    targets.own = {
      scope: 'own', site: OWN.id, psid: OWN.platformSiteId, shop: ownShop, org: NORTHWIND.id, orgExternal: NORTHWIND.external, user: MERCHANT_USER_ID,
      docId: ownDoc, delDocId: ownDelDoc, recId: ownRec, delRecId: delRec, lifecycleRecId: lifecycleRec,
    };
    // Foreign and missing point at the foreign document and recommendation: only the site differs.
    targets.foreign = {
      scope: 'foreign', site: FOREIGN.id, psid: FOREIGN.platformSiteId, shop: foreignShop, org: GLOBEX.id, orgExternal: GLOBEX.external, user: GLOBEX_OWNER_ID,
      docId: foreignDoc, delDocId: foreignDoc, recId: foreignRec, delRecId: foreignRec, lifecycleRecId: foreignRec,
    };
    targets.missing = {
      scope: 'missing', site: MISSING_ID, psid: '69999999999', shop: 'no-such-shop.myshopify.com', org: MISSING_ID, orgExternal: 'no-such-organization', user: MISSING_ID,
      docId: foreignDoc, delDocId: foreignDoc, recId: foreignRec, delRecId: foreignRec, lifecycleRecId: foreignRec,
    };
    targets.child = { ...targets.own, scope: 'child', docId: foreignDoc, delDocId: foreignDoc, recId: foreignRec, delRecId: foreignRec, lifecycleRecId: foreignRec };
  });

  it('reads the foreign resources it watches (staff see them), so “unchanged” compares real data', async () => {
    const state = await foreignState();
    expect(state.filter((r) => r.status !== 200).map((r) => `${r.path}: ${r.status}`)).toEqual([]);
    // The document no probe may create: none yet (GET /api2/applet answers null for a missing one).
    expect(state.find((r) => r.path.includes('matrix-new'))!.body).toBeNull();
  });

  describe('the table', () => {
    const listed = registeredRoutes();

    it('has an entry for every registered route but HEAD, OPTIONS and static files, and none for a route that is gone', () => {
      const keys = listed.filter((r) => !isExcluded(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
      expect(keys.filter((key) => !Object.hasOwn(MATRIX, key))).toEqual([]);
      expect(Object.keys(MATRIX).filter((key) => !keys.includes(key))).toEqual([]);
    });

    it('leaves out only GETs of static files, which answer without a session', async () => {
      const statics = listed.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && STATIC_FILE.test(r.url));
      expect(statics.filter((r) => r.method !== 'GET')).toEqual([]);
      // A few at a time: hundreds of connections at once overflow a busy machine's accept
      // backlog (ECONNRESET), which says nothing about the routes.
      const urls = statics.filter((r) => !r.url.includes(':') && !r.url.includes('*')).map((r) => r.url);
      const statuses: (readonly [string, number])[] = [];
      for (let i = 0; i < urls.length; i += 16) {
        const batch = urls.slice(i, i + 16);
        statuses.push(...(await Promise.all(batch.map(async (url) => [url, (await anonymous().get(url)).status] as const))));
      }
      expect(statuses.filter(([, status]) => status === 401 || status >= 500)).toEqual([]);
    });
  });

  async function send(client: HttpClient, method: string, entry: Entry, t: Target): Promise<HttpResponse> {
    const req = await entry.request(t, fx);
    return client.request(method, req.path, req.body, { headers: req.headers });
  }

  /** What a foreign write could touch, read by staff: unchanged after the foreign and missing calls. */
  const FOREIGN_READS = [
    `/api/sites/${FOREIGN.id}`,
    `/api2/applet?site=${FOREIGN.id}&applet=matrix`,
    `/api2/applet?site=${FOREIGN.id}&applet=matrix-new`,
    `/api2/recommendation?site=${FOREIGN.id}`,
    `/api2/site-settings?site=${FOREIGN.id}&applet=rec`,
    `/api2/recommendation/holdout?site=${FOREIGN.id}`,
    `/api2/shop/rec/installation?site=${FOREIGN.id}`,
    `/api/organizations/${GLOBEX.id}`,
    `/api/extensions/v2/subscriptions?platformSiteId=${FOREIGN.platformSiteId}`,
  ];
  const foreignState = () => Promise.all(FOREIGN_READS.map(async (path) => ({ path, ...(await env.staff.get(path)) }))).then((all) => all.map(({ path, status, body }) => ({ path, status, body })));

  const cases = Object.entries(MATRIX).flatMap(([key, value]) => {
    const entries = [value].flat();
    return entries.map((entry, i) => [entries.length > 1 ? `${key} [${entry.kind} ${i + 1}]` : key, key, entry] as const);
  });

  it.each(cases)('%s', async (_label, key, entry) => {
    const method = key.split(' ')[0];
    const own = targets.own;

    if (entry.kind !== 'public') {
      const res = await send(anonymous(), method, entry, own);
      expect({ unauthenticated: res.status }).toEqual({ unauthenticated: 401 });
    }

    if (entry.kind === 'staff') {
      const res = await send(env.merchant, method, entry, own);
      expect({ merchant: res.status, message: res.body?.message, noStore: noStore(res) }).toEqual({ merchant: 403, message: expect.any(String), noStore: true });
    }

    if (entry.kind === 'site') {
      const watch = method !== 'GET' || entry.writes;
      const before = watch ? await foreignState() : undefined;
      const foreignRes = await send(env.merchant, method, entry, targets.foreign);
      const missingRes = await send(env.merchant, method, entry, targets.missing);
      expect({ noStore: [noStore(foreignRes), noStore(missingRes)] }).toEqual({ noStore: [true, true] });
      const foreign = answerOf(foreignRes, entry, targets.foreign);
      const missing = answerOf(missingRes, entry, targets.missing);
      expect(is2xx(foreign.status)).toBe(false);
      expect(foreign).toEqual(missing);
      expect(foreign.status).toBe(entry.refusal ?? 404);
      if (entry.child) {
        const child = await send(env.merchant, method, entry, targets.child);
        expect({ child: child.status }).toEqual({ child: 404 });
      }
      if (before) expect(await foreignState()).toEqual(before);
    }

    let client = entry.kind === 'staff' ? env.staff : env.merchant;
    if (entry.as === 'anonymous') client = anonymous();
    if (entry.as === 'fresh') client = await signInAs(httpClient(env.server), MERCHANT);
    const res = await send(client, method, entry, own);
    const accepted = entry.baseline;
    const ok = accepted ? accepted.includes(res.status) : is2xx(res.status);
    expect({ baseline: res.status, ok, body: ok ? undefined : res.body }).toEqual({ baseline: res.status, ok: true, body: undefined });
    if (entry.as !== 'anonymous' && entry.kind !== 'public') {
      expect({ signedInBaseline: res.headers.get('cache-control'), noStore: noStore(res) }).toEqual({ signedInBaseline: res.headers.get('cache-control'), noStore: true });
    }
  });
});
