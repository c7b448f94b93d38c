// Every bad input gets a clear 4xx (issue: trust at the server, part 4, Tests), for the reads:
// every GET route the server registers (from its own route list; static files aside) is sent
// with hostile text in each of its path parameters and query parameters in turn (NUL, lone
// surrogates as UTF-8 and as an invalid sequence, 5,000 characters, numeric extremes, arrays and
// prototype keys smuggled into the query). The valid request comes from the authorization
// matrix's table (matrix/routes.ts), which already fails on a route without an entry, so a new
// GET route is fuzzed as soon as it is in the matrix. No answer may be a 5xx; a JSON route's
// refusal is JSON with a message.
import { httpClient, type HttpClient, type HttpResponse } from '../helpers/http';
import { registeredRoutes } from '../helpers/routes';
import { shopUrl } from '../helpers/shop-fetch';
import { useSignedInServer } from '../helpers/signed-in';
import { URL_FAMILIES } from './fuzz/targets';
import { urlSlots } from './fuzz/url-slots';
import { MATRIX, MERCHANT_USER_ID, NORTHWIND, OWN, type Entry, type Fixtures, type Target } from './matrix/routes';

jest.setTimeout(180_000);

const STATIC_FILE = /^\/(?:(?:js|css|fonts|images|media|storefront|assets|editor-frame)\/|favicon|index\.html(?:\.gz|\.br)?$)/;
const isJson = (res: HttpResponse) => (res.headers.get('content-type') ?? '').includes('json');

/** Numbers a query parameter may be parsed as, besides the shared URL families. */
const READ_FAMILIES = [...URL_FAMILIES, { name: '1e308', value: '1e308' }, { name: '-2**63-1', value: '-9223372036854775809' }, { name: 'empty', value: '' }];

describe('fuzzing every GET route: no 5xx, JSON refusals carry a message', () => {
  const env = useSignedInServer();
  const gets = registeredRoutes()
    .filter((r) => r.method === 'GET' && !STATIC_FILE.test(r.url))
    .map((r) => r.url);
  const own = {} as Target;
  const fx = {} as Fixtures;

  beforeAll(async () => {
    const staff = env.staff;
    const created = await env.merchant.post('/api2/recommendation/create', {
      site: OWN.id,
      recommendation: { kind: 'online', place: 'PDP', qualifiedName: 'similar', name: 'Read fuzz' },
    });
    if (created.status !== 201) throw new Error(`setup: creating a recommendation answered ${created.status}`);
    const doc = await env.merchant.post('/api2/applet', { site: OWN.id, applet: 'matrix', content: 'read fuzz' });
    if (doc.status !== 201) throw new Error(`setup: creating a document answered ${doc.status}`);
    const shop = (await staff.get(`/api2/shop/shopify-shop?site=${OWN.id}`)).body?.myShopifyDomain;
    const sub = (await staff.get(`/api/extensions/v2/subscriptions?platformSiteId=${OWN.platformSiteId}`)).body?.data?.currentAppInstallation?.activeSubscriptions?.[0]?.id;
    Object.assign(own, {
      scope: 'own', site: OWN.id, psid: OWN.platformSiteId, shop, org: NORTHWIND.id, orgExternal: NORTHWIND.external, user: MERCHANT_USER_ID,
      docId: doc.body._id, delDocId: doc.body._id, recId: created.body._id, delRecId: created.body._id, lifecycleRecId: created.body._id,
    });
    // No subscription in the seed: the charge page's probes then start from an unknown id.
    Object.assign(fx, { merchant: env.merchant, staff, consoleUrl: env.server.url, storefrontOrigin: shopUrl(env.server.storefrontUrl, OWN.external), ownSubId: sub ?? 'none', cancelSubId: 'none' });
  });

  it('finds every GET route in the matrix’s table, so each one has a valid request to start from', () => {
    expect(gets.length).toBeGreaterThan(20);
    expect(gets.filter((url) => !Object.hasOwn(MATRIX, `GET ${url}`))).toEqual([]);
  });

  const clientFor = (entry: Entry): HttpClient => {
    if (entry.as === 'anonymous' || entry.kind === 'public') return httpClient(env.server);
    return entry.kind === 'staff' ? env.staff : env.merchant;
  };

  it.each(gets.map((url) => [url]))('GET %s', async (url) => {
    const failures: string[] = [];
    let sent = 0;
    for (const entry of [MATRIX[`GET ${url}`]].flat()) {
      const client = clientFor(entry);
      const req = await entry.request(own, fx);
      const valid = await client.request('GET', req.path, undefined, { headers: req.headers });
      // The probes start from a request that works, so they reach the route's own checks.
      const accepted = entry.baseline ?? [200];
      if (!accepted.includes(valid.status) && !(url === '/api2/shop/demo/charge' && fx.ownSubId === 'none')) {
        failures.push(`the valid request ${req.path} answered ${valid.status}, not ${accepted.join(' or ')}`);
      }
      // Pages (the demo platform's consent and charge pages) answer their refusals as pages too.
      const jsonRoute = isJson(valid) || valid.status === 204;
      for (const slot of urlSlots(url, req.path)) {
        for (const family of READ_FAMILIES) {
          const path = slot.fill(family.value);
          const res = await client.request('GET', path, undefined, { headers: req.headers });
          sent += 1;
          const where = `${slot.name} = ${family.name}`;
          if (res.status >= 500) failures.push(`${where}: answered ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
          else if (res.status >= 400 && jsonRoute && (typeof res.body?.message !== 'string' || !res.body.message)) {
            failures.push(`${where}: answered ${res.status} without a JSON message: ${String(JSON.stringify(res.body)).slice(0, 160)}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});
