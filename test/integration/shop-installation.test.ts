import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { httpClient, type HttpClient } from '../helpers/http';
import { startServer, TEMPLATE_DIR_ENV, type RunningServer } from '../helpers/server';
import { SEED_SITES, type Installation, type SeedSite } from '../../server/seed/world';

jest.setTimeout(120_000);

/**
 * The installation check behind the applet-page alerts, the fixes the console offers for
 * each alert (tag enable, check-and-fix, app embed consent, reconnect) and uninstalling,
 * over real HTTP against the demo shop platform.
 */

const BLOCK_MODIFY_MESSAGE = 'Warning - Production Merchant on non-production platform - Operations are disabled';

const northwind = (installation: Installation, nth = 0): SeedSite => {
  const sites = SEED_SITES.filter((s) => s.org === 'northwind' && s.platform === 'SHOPIFY' && s.installation === installation);
  if (!sites[nth]) throw new Error(`no seeded northwind site #${nth} in state ${installation}`);
  return sites[nth];
};
const globexShop = SEED_SITES.find((s) => s.org === 'globex' && s.platform === 'SHOPIFY' && s.platformSiteId)!;
const bigcommerce = SEED_SITES.find((s) => s.org === 'northwind' && s.platform !== 'SHOPIFY')!;

/**
 * The helper removes only data dirs it made itself; a restart needs a dir that survives
 * stop(), so this file owns its dir (with the run's seeded template copied in when there is
 * one, as the helper would do) and removes it, and its PostgreSQL database, at the end.
 */
function makeDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-shop-installation-'));
  const template = process.env[TEMPLATE_DIR_ENV];
  if (template && !process.env.DATABASE_URL) fs.cpSync(template, dir, { recursive: true });
  return dir;
}

async function dropDatabaseOf(server: RunningServer | undefined) {
  const base = process.env.DATABASE_URL;
  if (!base || !server?.databaseUrl || process.env.VITRINE_TEST_SHARED_DB === '1') return;
  const name = new URL(server.databaseUrl).pathname.slice(1);
  if (!/^vitrine_t_[0-9a-f]{16}$/.test(name)) return;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Path and query of a URL the server handed out (a demo platform page is a path on the console). */
const pathOf = (url: string) => {
  const u = new URL(url, 'http://console.invalid');
  return `${u.pathname}${u.search}`;
};

describe('shop installation check and its fixes', () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = makeDataDir();
    server = await startServer({ dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabaseOf(server);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const signedIn = async (email: string, password: string): Promise<HttpClient> => {
    const http = httpClient(server);
    const login = await http.signIn(email, password);
    expect([302, 303]).toContain(login.status);
    return http;
  };
  const merchant = () => signedIn('merchant@example.com', 'vitrine-merchant');
  const staff = () => signedIn('staff@vitrine.dev', 'vitrine-staff');
  const installation = (http: HttpClient, site: SeedSite) => http.get(`/api2/shop/rec/installation?site=${site.id}`);

  describe('GET /api2/shop/rec/installation for each seeded state', () => {
    it('reports a healthy shop with every flag clear', async () => {
      const http = await merchant();
      const site = northwind('ok');
      const res = await installation(http, site);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toMatchObject({
        tagManuallyDisabled: false,
        tagValidated: expect.any(String),
        appEmbedEnabled: true,
        missingScopes: [],
        blockModify: false,
        scriptTagEnabled: true,
        myShopifyDomain: `${site.external}.myshopify.com`,
        app: { handle: 'vitrine-recommendations', aboutUrl: expect.stringMatching(/^https:\/\//) },
      });
      expect(Number.isNaN(Date.parse(res.body.tagValidated))).toBe(false);
    });

    it.each<[Installation, Record<string, unknown>]>([
      ['tagDisabled', { tagManuallyDisabled: true, appEmbedEnabled: true, missingScopes: [], blockModify: false }],
      ['tagNotValidated', { tagManuallyDisabled: false, tagValidated: null, appEmbedEnabled: true, missingScopes: [], blockModify: false }],
      ['appEmbedOff', { tagManuallyDisabled: false, appEmbedEnabled: false, missingScopes: [], blockModify: false }],
      ['missingScopes', { tagManuallyDisabled: false, appEmbedEnabled: true, missingScopes: ['read_orders', 'write_discounts'], blockModify: false }],
      ['blockModify', { tagManuallyDisabled: false, appEmbedEnabled: true, missingScopes: [], blockModify: true }],
    ])('shows the %s site with its flag set', async (key, flags) => {
      const http = await merchant();
      const res = await installation(http, northwind(key));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(flags);
    });

    it('shows the trial site 3 days into its 14-day trial: 11 days remaining', async () => {
      const http = await merchant();
      const res = await installation(http, northwind('trial'));
      expect(res.status).toBe(200);
      const plan = res.body.planInfo['hic-plus'];
      expect(plan).toMatchObject({ isPaidPlan: true, planName: 'personalize', title: 'PERSONALIZE', price: 595 });
      expect(plan.trialData).toMatchObject({ trialDays: 14, daysRemaining: 11, inTrial: true, subscriptionId: plan.subscriptionId });
    });

    it('finds the site by psid as well as by site id', async () => {
      const http = await merchant();
      const site = northwind('tagDisabled');
      const res = await http.get(`/api2/shop/rec/installation?psid=${site.platformSiteId}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ tagManuallyDisabled: true, myShopifyDomain: `${site.external}.myshopify.com` });
      const mismatch = await http.get(`/api2/shop/rec/installation?site=${site.id}&psid=${northwind('ok').platformSiteId}`);
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.message).toBe('psid does not belong to the given site');
    });
  });

  describe('refusals', () => {
    it('answers 404 "Site not found" for another organization’s site, by site or by psid', async () => {
      const http = await merchant();
      const bySite = await http.get(`/api2/shop/rec/installation?site=${globexShop.id}`);
      expect(bySite.status).toBe(404);
      expect(bySite.body).toEqual({ message: 'Site not found' });
      const byPsid = await http.get(`/api2/shop/rec/installation?psid=${globexShop.platformSiteId}`);
      expect(byPsid.status).toBe(404);
      expect(byPsid.body).toEqual({ message: 'Site not found' });
      // The owner of that site does see it.
      const owner = await signedIn('owner@globex.example', 'vitrine-globex');
      expect((await owner.get(`/api2/shop/rec/installation?site=${globexShop.id}`)).status).toBe(200);
    });

    it('answers 400 "missing site or site _id" when no site is named', async () => {
      const http = await merchant();
      const res = await http.get('/api2/shop/rec/installation');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'missing site or site _id' });
    });

    it('answers 400 for a site off the SHOPIFY platform', async () => {
      const http = await merchant();
      const res = await installation(http, bigcommerce);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This call needs a site on the SHOPIFY platform');
    });

    it('answers 404 for an unknown app or action', async () => {
      const http = await merchant();
      const site = northwind('ok');
      const app = await http.get(`/api2/shop/nope/installation?site=${site.id}`);
      expect(app.status).toBe(404);
      expect(app.body.message).toBe('Unknown shop app: nope');
      const action = await http.post(`/api2/shop/rec/action/nope?site=${site.id}`, {});
      expect(action.status).toBe(404);
      expect(action.body.message).toBe('Unknown shop action: nope');
      // An action of another app only.
      const otherApp = await http.get(`/api2/shop/chk/action/check-script-tag?site=${site.id}`);
      expect(otherApp.status).toBe(404);
      expect(otherApp.body.message).toBe('Unknown shop action: check-script-tag');
    });

    it('answers 405 with Allow: POST for GET on tag-enable', async () => {
      const http = await merchant();
      const res = await http.get(`/api2/shop/rec/action/tag-enable?site=${northwind('tagDisabled').id}`);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(res.body.message).toBe('GET is not allowed for tag-enable; use POST');
    });

    it('answers 401 when signed out', async () => {
      const anon = httpClient(server);
      const get = await anon.get(`/api2/shop/rec/installation?site=${northwind('ok').id}`);
      expect(get.status).toBe(401);
      expect(get.body.message).toEqual(expect.any(String));
      const post = await anon.post(`/api2/shop/rec/action/tag-enable?site=${northwind('tagDisabled').id}`, { enable: true });
      expect(post.status).toBe(401);
    });

    it('answers 403 to a POST without the CSRF header and changes nothing', async () => {
      const http = await merchant();
      const site = northwind('tagDisabled');
      const res = await http.post(`/api2/shop/rec/action/tag-enable?site=${site.id}`, { enable: true }, { noCsrf: true });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Missing or invalid CSRF token');
      const wrong = await http.post(`/api2/shop/rec/action/tag-enable?site=${site.id}`, { enable: true }, { noCsrf: true, headers: { 'x-csrf-token': 'x'.repeat(43) } });
      expect(wrong.status).toBe(403);
      expect((await installation(http, site)).body.tagManuallyDisabled).toBe(true);
    });
  });

  describe('POST tag-enable', () => {
    it('enables the tag on the tagDisabled site, and the installation check agrees', async () => {
      const http = await merchant();
      const site = northwind('tagDisabled');
      const res = await http.post(`/api2/shop/rec/action/tag-enable?site=${site.id}`, { enable: true });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ tagManuallyDisabled: false });
      const after = await installation(http, site);
      expect(after.status).toBe(200);
      expect(after.body.tagManuallyDisabled).toBe(false);
    });

    it('keeps the change across a restart on the same data dir', async () => {
      const before = server;
      await before.stop();
      expect(fs.existsSync(dataDir)).toBe(true);
      server = await startServer({ dataDir });
      expect(server.url).not.toBe('');
      const http = await merchant();
      const res = await installation(http, northwind('tagDisabled'));
      expect(res.status).toBe(200);
      expect(res.body.tagManuallyDisabled).toBe(false);
      // The rest of the seeded world is still as it was (not seeded again over the change).
      expect((await installation(http, northwind('appEmbedOff'))).body.appEmbedEnabled).toBe(false);
    });

    it('disables it again with enable:false (string form from the query too)', async () => {
      const http = await merchant();
      const site = northwind('tagDisabled');
      const res = await http.post(`/api2/shop/rec/action/tag-enable?site=${site.id}&enable=false`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ tagManuallyDisabled: true });
      expect((await installation(http, site)).body.tagManuallyDisabled).toBe(true);
      const bad = await http.post(`/api2/shop/rec/action/tag-enable?site=${site.id}`, { enable: 'maybe' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('enable must be true or false');
    });
  });

  describe('POST check-and-fix', () => {
    it('validates the tag of the tagNotValidated site; the site record shows both dates', async () => {
      const http = await merchant();
      const site = northwind('tagNotValidated');
      const before = await http.get(`/api/sites/${site.id}`);
      expect(before.status).toBe(200);
      expect(before.body).toMatchObject({ tagValidated: null, tagFirstValidated: null });

      const started = Date.now();
      const res = await http.post(`/api2/shop/rec/action/check-and-fix?site=${site.id}`, {});
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ok: true, problems: [], tagValidated: expect.any(String) });
      expect(res.body.fixed).toContain('Validated the data collection tag');
      expect(res.body).not.toHaveProperty('_redirect');
      expect(Date.parse(res.body.tagValidated)).toBeGreaterThanOrEqual(started - 5_000);

      const after = await http.get(`/api/sites/${site.id}`);
      expect(after.status).toBe(200);
      expect(after.body.tagValidated).toBe(res.body.tagValidated);
      expect(after.body.tagFirstValidated).toBe(res.body.tagValidated);
      expect((await installation(http, site)).body.tagValidated).toBe(res.body.tagValidated);
    });

    it('sends the missingScopes site to re-authorize: ok:false, _redirect and the consent url', async () => {
      const http = await merchant();
      const site = northwind('missingScopes');
      const res = await http.post(`/api2/shop/rec/action/check-and-fix?site=${site.id}`, {});
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ok: false, _redirect: true, url: expect.stringContaining('/api2/shop/demo/consent') });
      expect(res.body.problems).toEqual(['The app is missing permissions: read_orders, write_discounts']);
      const url = new URL(res.body.url, 'http://console.invalid');
      expect(url.searchParams.get('kind')).toBe('authorize');
      expect(url.searchParams.get('site')).toBe(site.id);
      expect(url.searchParams.get('app')).toBe('rec');
    });

    it('is refused on the blockModify site', async () => {
      const http = await merchant();
      const res = await http.post(`/api2/shop/rec/action/check-and-fix?site=${northwind('blockModify').id}`, {});
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(BLOCK_MODIFY_MESSAGE);
    });
  });

  /** The approve link on a demo consent page, unescaped from the HTML. */
  const approveLink = (html: string): string => {
    const match = /href="(\/api2\/shop\/demo\/approve\?[^"]+)"/.exec(html);
    if (!match) throw new Error(`no approve link in:\n${html}`);
    return match[1].replace(/&amp;/g, '&');
  };

  describe('app embed consent', () => {
    it('deep-links to the consent page, whose approve link enables the app embed', async () => {
      const http = await merchant();
      const site = northwind('appEmbedOff');
      const link = await http.get(`/api2/shop/rec/action/deep-link?site=${site.id}`);
      expect(link.status).toBe(200);
      expect(link.body.url).toEqual(expect.stringContaining('/api2/shop/demo/consent'));
      expect(new URL(link.body.url, 'http://console.invalid').searchParams.get('kind')).toBe('app-embed');

      const page = await http.get(pathOf(link.body.url));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.body).toContain('Enable the app embed');
      expect(page.body).toContain(site.name.replace(/&/g, '&amp;'));

      const approve = approveLink(page.body);
      const tampered = new URL(approve, server.url);
      const state = tampered.searchParams.get('state')!;
      tampered.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`);
      const forged = await http.get(`${tampered.pathname}${tampered.search}`);
      expect(forged.status).toBe(403);
      expect(forged.body.message).toBe('This approval link is not valid for your session. Start again from the console.');
      expect((await installation(http, site)).body.appEmbedEnabled).toBe(false);

      const ok = await http.get(approve);
      expect(ok.status).toBe(303);
      expect(ok.headers.get('location')).toBe(`/?app=rec&site-xid=${site.external}`);
      const after = await installation(http, site);
      expect(after.status).toBe(200);
      expect(after.body.appEmbedEnabled).toBe(true);
      const status = await http.get(`/api2/shop/rec/action/app-embed-status?site=${site.id}`);
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({ enabled: true, url: expect.stringContaining('kind=app-embed') });
    });

    it('refuses an approve link minted for another session', async () => {
      const http = await merchant();
      const site = northwind('appEmbedOff');
      const page = await http.get(`/api2/shop/demo/consent?site=${site.id}&app=rec&kind=app-embed`);
      expect(page.status).toBe(200);
      const other = await staff();
      const res = await other.get(approveLink(page.body));
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/not valid for your session/);
    });
  });

  describe('GET /api2/shop/rec/auth (reconnect link)', () => {
    const site = () => northwind('missingScopes');

    it('redirects a browser (302) to the authorize consent page', async () => {
      const http = await merchant();
      const res = await http.get('/api2/shop/rec/auth?shop=summit-gear-co.myshopify.com', { headers: { accept: 'text/html' } });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!, 'http://console.invalid');
      expect(location.pathname).toBe('/api2/shop/demo/consent');
      expect(location.searchParams.get('kind')).toBe('authorize');
      expect(location.searchParams.get('site')).toBe(site().id);
    });

    it('answers {url} when JSON is asked for, and approving it grants the missing scopes', async () => {
      const http = await merchant();
      const res = await http.get('/api2/shop/rec/auth?shop=summit-gear-co.myshopify.com');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ url: expect.stringContaining('/api2/shop/demo/consent') });
      expect(new URL(res.body.url, 'http://console.invalid').searchParams.get('kind')).toBe('authorize');

      const page = await http.get(pathOf(res.body.url));
      expect(page.status).toBe(200);
      expect(page.body).toContain('Reconnect the app');
      const approved = await http.get(approveLink(page.body));
      expect(approved.status).toBe(303);
      const after = await installation(http, site());
      expect(after.body.missingScopes).toEqual([]);
    });

    it('answers 400 for something that is not a shop domain', async () => {
      const http = await merchant();
      const res = await http.get('/api2/shop/rec/auth?shop=evil.com');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('shop must be a shop domain like example.myshopify.com');
      const missing = await http.get('/api2/shop/rec/auth');
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('missing shop');
    });

    it('answers 404 for another organization’s shop domain, like an unknown one', async () => {
      const http = await merchant();
      const foreign = await http.get(`/api2/shop/rec/auth?shop=${globexShop.external}.myshopify.com`);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ message: 'Site not found' });
      const unknown = await http.get('/api2/shop/rec/auth?shop=no-such-shop.myshopify.com');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(foreign.body);
    });
  });

  describe('DELETE uninstall', () => {
    const site = () => northwind('ok', 1);

    it('is staff only: the merchant gets 403 and the app stays installed', async () => {
      const http = await merchant();
      const res = await http.delete(`/api2/shop/rec/action/uninstall?site=${site().id}`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only staff may do this');
      expect((await installation(http, site())).status).toBe(200);
    });

    it('uninstalls for staff; the installation check then answers 424 ShopAccessTokenNotExists', async () => {
      const http = await staff();
      const res = await http.delete(`/api2/shop/rec/action/uninstall?site=${site().id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ uninstalled: true, cleaned: false });

      const merchantHttp = await merchant();
      const check = await installation(merchantHttp, site());
      expect(check.status).toBe(424);
      expect(check.body).toEqual({ message: expect.stringContaining('Reconnect the app'), code: 'ShopAccessTokenNotExists' });
      const shop = await merchantHttp.get(`/api2/shop/shopify-shop?site=${site().id}`);
      expect(shop.status).toBe(200);
      expect(shop.body).toMatchObject({ site: site().id, platformSiteId: site().platformSiteId, installed: false });
      // Uninstalling cancels billing.
      const subs = await merchantHttp.get(`/api/extensions/v2/subscriptions?platformSiteId=${site().platformSiteId}`);
      expect(subs.status).toBe(424);
      expect(subs.body.code).toBe('ShopAccessTokenNotExists');
      // Uninstalling an uninstalled app is not an error.
      const again = await http.delete(`/api2/shop/rec/action/uninstall?site=${site().id}`);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ uninstalled: true, cleaned: false });
    });

    it('is refused on the blockModify site', async () => {
      const http = await staff();
      const res = await http.delete(`/api2/shop/rec/action/uninstall?site=${northwind('blockModify').id}`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(BLOCK_MODIFY_MESSAGE);
    });
  });
});
