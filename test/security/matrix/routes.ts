// The authorization matrix's table: every route the server registers, keyed "METHOD url" as
// the route list names it, with its kind and the request its owner would send. The test
// (authorization-matrix.test.ts) fails on a registered route missing here and on an entry
// whose route no longer exists.
import type { HttpClient } from '../../helpers/http';
import { eventsGrant } from '../../helpers/events';
import { ORGS, SEED_SITES } from '../../../server/seed/world';
import { seedId } from '../../../server/lib/ids';

/**
 * - public:  answers without a session (sign-in, the SSO stubs, the storefront's delivery API).
 *            Only the baseline runs, anonymously.
 * - session: any signed-in user, no site: unauthenticated 401; the merchant's call succeeds.
 * - site:    names a resource of an organization (a site, or an organization, a user, a
 *            recommendation or an applet document through its site). The request is built from
 *            a Target, so the test sends it for the merchant's own resource, another
 *            organization's and one that does not exist: unauthenticated 401, foreign answered
 *            exactly like missing (404 unless `refusal` says otherwise), own succeeds.
 * - staff:   staff-only: unauthenticated 401, the merchant 403, staff succeed.
 */
export type Kind = 'public' | 'session' | 'site' | 'staff';
/** 'child': the merchant's own site with another organization's document or recommendation id. */
export type Scope = 'own' | 'foreign' | 'missing' | 'child';

/** What a site-kind request is built from: the merchant's own, Globex's, or ids that exist nowhere. */
export interface Target {
  scope: Scope;
  site: string;
  /** The site's platform (shop) id. */
  psid: string;
  /** The site's shop domain on the demo platform. */
  shop: string;
  org: string;
  orgExternal: string;
  user: string;
  /** An applet document ('matrix') on the site. */
  docId: string;
  /** An applet document to delete: the test's own 'matrix-del' (foreign and missing: the foreign 'matrix' one). */
  delDocId: string;
  /** A recommendation on the site; recIds.del / recIds.lifecycle are the test's own throw-aways. */
  recId: string;
  delRecId: string;
  lifecycleRecId: string;
}

/** Resources the test creates or looks up in its setup. */
export interface Fixtures {
  merchant: HttpClient;
  staff: HttpClient;
  consoleUrl: string;
  storefrontOrigin: string;
  /** An active subscription of OWN (the merchant picks a plan in the setup when the seed has none). */
  ownSubId: string;
  /** An active subscription of CANCEL_SITE, cancelled by the staff baseline. */
  cancelSubId: string;
}

export interface Req {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Entry {
  kind: Kind;
  request: (t: Target, fx: Fixtures) => Req | Promise<Req>;
  /** The owner baseline's accepted statuses; any 2xx when absent. A 4xx here is documented in `note`. */
  baseline?: number[];
  /** The baseline's client: the merchant (public: anonymous, staff: staff) by default; 'fresh' = a newly signed-in merchant. */
  as?: 'anonymous' | 'fresh';
  /** site kind: the status a foreign and a missing resource both get (default 404). */
  refusal?: number;
  /** A GET that changes state: the foreign resources are compared before and after it too. */
  writes?: boolean;
  /** Names a document or recommendation of the site: also sent as the own site with the foreign one's id (404, unchanged). */
  child?: boolean;
  /** GraphQL answers resolver errors as 200 with errors: read their status and message. */
  graphql?: boolean;
  note?: string;
}

const northwind = (external: string) => SEED_SITES.find((s) => s.org === 'northwind' && s.external === external)!;
/** The merchant's site most entries act on. */
export const OWN = northwind('northwind-outfitters');
/** Sites kept for one destructive staff baseline each, so no other expectation depends on them. */
export const UNINSTALL_SITE = northwind('coastal-living');
export const DEPROVISION_SITE = northwind('fjord-knitwear');
export const CANCEL_SITE = northwind('alpine-threads');
/** Another organization's site: Globex's, not the public demo site (every merchant may read its analytics). */
export const FOREIGN = SEED_SITES.find((s) => s.org === 'globex' && s.external === 'globex-home')!;
export const MISSING_ID = 'ffffffffffffffffffffffff';
export const NORTHWIND = ORGS.find((o) => o.key === 'northwind')!;
export const GLOBEX = ORGS.find((o) => o.key === 'globex')!;
export const MERCHANT_USER_ID = seedId('user:merchant@example.com');
export const GLOBEX_OWNER_ID = seedId('user:owner@globex.example');
export const REMOTE = 'matrix-remote';
export const REMOTE_DEL = 'matrix-remote-del';

const json = { accept: 'application/json' };
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Reads a body the merchant may see (the own resource): the version a whole-document write needs. */
async function ownBody(fx: Fixtures, path: string) {
  const res = await fx.merchant.get(path);
  if (res.status !== 200) throw new Error(`reading ${path} for a baseline answered ${res.status}`);
  return res.body;
}

/** `__v` of the own resource, 0 elsewhere (foreign and missing are refused before any version check). */
const versionOf = async (t: Target, fx: Fixtures, path: string) => (t.scope === 'own' ? (await ownBody(fx, path)).__v : 0);

const utc = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
const NOW = utc(new Date());
const WEEK_AGO = utc(new Date(Date.now() - 7 * 24 * 3600 * 1000));

const sessionsQuery = 'query M($where: SessionWhere!) { sessions(where: $where) { totals { visits { primary } } } }';

export const MATRIX: Record<string, Entry | Entry[]> = {
  // --- sign-in and sessions
  'POST /auth/local': {
    kind: 'public',
    as: 'anonymous',
    request: () => ({ path: '/auth/local', body: { email: 'merchant@example.com', password: 'vitrine-merchant' } }),
    note: 'a JSON sign-in of a new anonymous client (a new session; nobody else is signed out)',
  },
  'GET /api2/auth/': { kind: 'session', request: () => ({ path: '/api2/auth/' }), note: 'answers 401 itself when signed out' },
  'POST /api2/auth/logout': {
    kind: 'session',
    as: 'fresh',
    request: () => ({ path: '/api2/auth/logout' }),
    note: 'signs out a merchant session made for it, not the shared one',
  },
  'GET /api2/auth/logout': { kind: 'public', as: 'anonymous', baseline: [405], request: () => ({ path: '/api2/auth/logout' }), note: 'logout is a POST: 405 for everyone' },
  'GET /api/users/poke': { kind: 'session', request: () => ({ path: '/api/users/poke' }) },
  'GET /auth/keep-alive': { kind: 'session', request: () => ({ path: '/auth/keep-alive' }) },
  'GET /auth/google': { kind: 'public', as: 'anonymous', baseline: [302], request: () => ({ path: '/auth/google' }), note: 'not configured: redirects to /login with the message' },
  'GET /auth/linkedin': { kind: 'public', as: 'anonymous', baseline: [302], request: () => ({ path: '/auth/linkedin' }), note: 'as google' },
  'GET /auth/saml': { kind: 'public', as: 'anonymous', baseline: [302], request: () => ({ path: '/auth/saml' }), note: 'as google' },
  'GET /api2/public/gallery': { kind: 'public', as: 'anonymous', baseline: [200], request: () => ({ path: '/api2/public/gallery' }), note: 'the signed-out template gallery: read-only, no dev-mode templates' },

  // --- sites
  'GET /api2/sites': { kind: 'session', request: () => ({ path: '/api2/sites' }), note: 'lists the caller’s organizations’ sites only' },
  'GET /api/sites/:id': { kind: 'site', request: (t) => ({ path: `/api/sites/${t.site}` }) },
  'GET /api2/sites/:id/favicon.svg': { kind: 'site', request: (t) => ({ path: `/api2/sites/${t.site}/favicon.svg` }) },
  'PATCH /api2/sites/:id': {
    kind: 'site',
    request: async (t, fx) => ({ path: `/api2/sites/${t.site}`, body: { __v: await versionOf(t, fx, `/api/sites/${OWN.id}`), name: t.scope === 'own' ? OWN.name : 'Taken over' } }),
    note: 'writes the name it has, with the version it read',
  },
  'PATCH /api/sites/:id': {
    kind: 'site',
    request: async (t, fx) => ({ path: `/api/sites/${t.site}`, body: { __v: await versionOf(t, fx, `/api/sites/${OWN.id}`), name: t.scope === 'own' ? OWN.name : 'Taken over' } }),
    note: 'writes the name it has, with the version it read',
  },
  'PUT /api/sites/:id': {
    kind: 'site',
    request: async (t, fx) => ({
      path: `/api/sites/${t.site}`,
      body: { _id: t.site, __v: await versionOf(t, fx, `/api/sites/${OWN.id}`), name: t.scope === 'own' ? OWN.name : 'Taken over' },
    }),
    note: 'writes the name it has, with the version it read',
  },

  // --- applet documents
  'GET /api2/applet': { kind: 'site', request: (t) => ({ path: `/api2/applet?${q({ site: t.site, applet: 'matrix' })}` }) },
  'POST /api2/applet': { kind: 'site', request: (t) => ({ path: '/api2/applet', body: { site: t.site, applet: 'matrix-new', content: t.scope } }), note: 'creates the test’s own matrix-new document' },
  'PUT /api2/applet': {
    kind: 'site',
    child: true,
    request: async (t, fx) => ({
      path: '/api2/applet',
      body: { _id: t.docId, __v: await versionOf(t, fx, `/api2/applet?${q({ site: OWN.id, applet: 'matrix' })}`), site: t.site, applet: 'matrix', content: 'replaced' },
    }),
    note: 'replaces the test’s own matrix document',
  },
  'PATCH /api2/applet': {
    kind: 'site',
    child: true,
    request: async (t, fx) => ({
      path: '/api2/applet',
      body: { _id: t.docId, __v: await versionOf(t, fx, `/api2/applet?${q({ site: OWN.id, applet: 'matrix' })}`), site: t.site, applet: 'matrix', patch: { content: 'patched' } },
    }),
    note: 'patches the test’s own matrix document, with the version it read',
  },
  'DELETE /api2/applet/:id': {
    kind: 'site',
    child: true,
    request: (t) => ({ path: `/api2/applet/${t.delDocId}?${q({ site: t.site, applet: t.scope === 'own' ? 'matrix-del' : 'matrix' })}` }),
    note: 'deletes matrix-del, a document the test created for it',
  },

  // --- the applet registry
  'GET /api2/applets': { kind: 'site', request: (t) => ({ path: `/api2/applets?${q({ site: t.site })}` }) },
  'GET /api2/applets/all': { kind: 'staff', request: () => ({ path: '/api2/applets/all' }) },
  'POST /api2/applets': {
    kind: 'staff',
    request: () => ({
      path: '/api2/applets',
      body: {
        id: 'matrix-remote-new',
        route: 'matrix-remote-new',
        title: 'Matrix',
        icon: 'application',
        sdkVersion: '^1.0.0',
        source: { kind: 'remote', url: 'https://apps.example.com/matrix-new/remoteEntry.js', scope: 'matrix_remote_new', module: './Applet' },
      },
    }),
    note: 'registers a remote nobody else uses',
  },
  'POST /api2/applets/manifest': {
    kind: 'staff',
    baseline: [400],
    request: (_t, fx) => ({ path: '/api2/applets/manifest', body: { url: `${fx.consoleUrl}/no-such-applet.json` } }),
    note: 'documented 400: the manifest URL is on loopback, which the server does not fetch by default (and it would answer 404), so nothing is registered',
  },
  'PATCH /api2/applets/:id': {
    kind: 'staff',
    request: async (_t, fx) => {
      const all = (await fx.staff.get('/api2/applets/all')).body as Array<{ id: string; __v?: number }>;
      return { path: `/api2/applets/${REMOTE}`, body: { enabled: true, __v: all.find((a) => a.id === REMOTE)?.__v } };
    },
    note: 'enables the test’s own remote again, with the version it read',
  },
  'POST /api2/applets/:id/load-error': {
    kind: 'site',
    request: (t) => ({ path: `/api2/applets/${REMOTE}/load-error`, body: { site: t.site, message: 'matrix: failed to load' } }),
    note: 'a console reports a load error of the test’s own remote on a site its user may act on',
  },
  'DELETE /api2/applets/:id': { kind: 'staff', request: () => ({ path: `/api2/applets/${REMOTE_DEL}` }), note: 'deletes a remote the test registered for it' },

  // --- users and organizations
  'PUT /api/users/:id': {
    kind: 'site',
    refusal: 403,
    request: async (t, fx) => {
      const me = t.scope === 'own' ? await ownBody(fx, '/api2/auth/') : { __v: 0, title: 'x' };
      return { path: `/api/users/${t.user}`, body: { _id: t.user, __v: me.__v, title: me.title ?? '' } };
    },
    note: 'own profile, unchanged title; another user’s profile and a missing one both answer 403 “only your own profile”',
  },
  'GET /api/organizations/name': { kind: 'site', request: (t) => ({ path: `/api/organizations/name?${q({ external: t.orgExternal })}` }) },
  'GET /api/organizations/:id': { kind: 'site', request: (t) => ({ path: `/api/organizations/${t.org}` }) },
  'PUT /api/organizations/:id': {
    kind: 'site',
    request: async (t, fx) => ({
      path: `/api/organizations/${t.org}`,
      body: { _id: t.org, __v: await versionOf(t, fx, `/api/organizations/${NORTHWIND.id}`), name: t.scope === 'own' ? NORTHWIND.name : 'Taken over' },
    }),
    note: 'writes the name it has, with the version it read',
  },
  'POST /api/organizations': {
    kind: 'site',
    baseline: [409],
    request: (t) => ({ path: '/api/organizations', body: { name: 'Matrix Co', platformSiteIds: [t.psid] } }),
    note: 'claims the site by its platform id: documented 409 for the merchant’s own site (already in an organization), so nothing is created; foreign and missing ids both 404',
  },

  // --- dropdown feeds and geo
  'GET /api/static/timezones2': { kind: 'session', request: () => ({ path: '/api/static/timezones2' }) },
  'GET /api/static/industries': { kind: 'session', request: () => ({ path: '/api/static/industries' }) },
  'GET /api/geo/countries': { kind: 'session', request: () => ({ path: '/api/geo/countries' }) },
  'GET /api/geo/geocode/': { kind: 'session', request: () => ({ path: `/api/geo/geocode/?${q({ q: 'US-NY-New York City' })}` }) },
  'GET /api/geo/geocode': { kind: 'session', request: () => ({ path: `/api/geo/geocode?${q({ q: 'US-NY-New York City' })}` }) },

  // --- the shop platform
  'GET /api2/shop/shopify-shop': { kind: 'site', request: (t) => ({ path: `/api2/shop/shopify-shop?${q({ site: t.site })}` }) },
  'GET /api2/shop/:app/installation': { kind: 'site', request: (t) => ({ path: `/api2/shop/rec/installation?${q({ site: t.site })}` }) },
  'GET /api2/shop/:app/auth': { kind: 'site', request: (t) => ({ path: `/api2/shop/rec/auth?${q({ shop: t.shop })}`, headers: json }), note: 'by shop domain; JSON asked, so the reconnect URL comes back instead of a redirect' },
  'GET /api2/shop/:appId/action/:action': [
    { kind: 'site', request: (t) => ({ path: `/api2/shop/rec/action/theme-info?${q({ site: t.site })}` }) },
    { kind: 'staff', request: () => ({ path: `/api2/shop/rec/action/discounts?${q({ site: OWN.id })}` }), note: 'discounts: staff-only action' },
  ],
  'POST /api2/shop/:appId/action/:action': [
    { kind: 'site', request: (t) => ({ path: '/api2/shop/rec/action/clear-tag-cache', body: { site: t.site } }), note: 'clear-tag-cache: harmless' },
    {
      kind: 'staff',
      request: (_t, fx) => ({ path: '/api2/shop/rec/action/extend-trial', body: { site: OWN.id, days: 0, subid: fx.ownSubId } }),
      note: 'extend-trial (staff-only) by 0 days',
    },
  ],
  'PUT /api2/shop/:appId/action/:action': {
    kind: 'staff',
    request: () => ({ path: '/api2/shop/rec/action/dynamic-tag', body: { site: OWN.id, dynamicTag: { core: false } } }),
    note: 'dynamic-tag: staff-only (no site-scoped action takes PUT)',
  },
  'DELETE /api2/shop/:appId/action/:action': {
    kind: 'staff',
    request: () => ({ path: '/api2/shop/rec/action/uninstall', body: { site: UNINSTALL_SITE.id } }),
    note: 'uninstall: staff-only, on a site kept for it (no site-scoped action takes DELETE)',
  },
  'PATCH /api2/shop/:appId/action/:action': {
    kind: 'session',
    baseline: [405],
    request: () => ({ path: '/api2/shop/rec/action/tag-enable', body: { site: OWN.id } }),
    note: 'no action takes PATCH: documented 405, answered before any site is read',
  },
  'GET /api2/shop/demo/consent': { kind: 'site', request: (t) => ({ path: `/api2/shop/demo/consent?${q({ site: t.site, kind: 'authorize' })}` }) },
  'GET /api2/shop/demo/approve': {
    kind: 'site',
    writes: true,
    baseline: [303],
    request: async (t, fx) => {
      if (t.scope !== 'own') return { path: `/api2/shop/demo/approve?${q({ site: t.site, app: 'rec', kind: 'authorize', state: 'x' })}` };
      const page = await fx.merchant.get(`/api2/shop/demo/consent?${q({ site: OWN.id, kind: 'authorize' })}`);
      const href = /href="(\/api2\/shop\/demo\/approve\?[^"]+)"/.exec(String(page.body))?.[1];
      if (!href) throw new Error('the consent page has no approval link');
      return { path: href.replace(/&amp;/g, '&') };
    },
    note: 'approves a reconnect of the already connected own shop, with the consent page’s state; redirects back (303)',
  },
  'GET /api2/shop/demo/charge': {
    kind: 'site',
    request: (t, fx) => ({ path: `/api2/shop/demo/charge?${q({ site: t.site, subid: fx.ownSubId })}` }),
    note: 'the page of the own shop’s active subscription',
  },
  'GET /api2/shop/demo/admin': { kind: 'site', request: (t) => ({ path: `/api2/shop/demo/admin?${q({ site: t.site })}` }) },
  'GET /api2/plans': { kind: 'site', request: (t) => ({ path: `/api2/plans?${q({ site: t.site, applet: 'rec' })}` }) },
  'GET /api/extensions/v2/subscriptions': { kind: 'site', request: (t) => ({ path: `/api/extensions/v2/subscriptions?${q({ platformSiteId: t.psid })}` }) },
  'DELETE /api/extensions/v2/subscriptions': {
    kind: 'staff',
    request: (_t, fx) => ({ path: '/api/extensions/v2/subscriptions', body: { platformSiteId: CANCEL_SITE.platformSiteId, id: fx.cancelSubId } }),
    note: 'cancels the subscription of a site kept for it',
  },

  // --- recommendations
  'GET /api2/recommendation': { kind: 'site', request: (t) => ({ path: `/api2/recommendation?${q({ site: t.site })}` }) },
  'POST /api2/recommendation/refresh': { kind: 'site', request: (t) => ({ path: '/api2/recommendation/refresh', body: { site: t.site } }) },
  'POST /api2/recommendation/create': {
    kind: 'site',
    request: (t) => ({ path: '/api2/recommendation/create', body: { site: t.site, recommendation: { kind: 'online', place: 'PDP', qualifiedName: 'similar', name: 'Matrix' } } }),
    note: 'creates a new recommendation',
  },
  'GET /api2/recommendation/:id': { kind: 'site', child: true, request: (t) => ({ path: `/api2/recommendation/${t.recId}?${q({ site: t.site })}` }) },
  'GET /api2/recommendation/:id/versions': { kind: 'site', child: true, request: (t) => ({ path: `/api2/recommendation/${t.recId}/versions?${q({ site: t.site })}` }) },
  'PUT /api2/recommendation/:id': {
    kind: 'site',
    child: true,
    request: async (t, fx) => ({
      path: `/api2/recommendation/${t.recId}`,
      body: { site: t.site, __v: await versionOf(t, fx, `/api2/recommendation/${t.recId}?${q({ site: OWN.id })}`), name: 'Matrix renamed' },
    }),
    note: 'renames the test’s own recommendation',
  },
  'PATCH /api2/recommendation/:action/:id': {
    kind: 'site',
    child: true,
    request: async (t, fx) => ({
      path: `/api2/recommendation/archive/${t.lifecycleRecId}?${q({ site: t.site })}`,
      body: { __v: await versionOf(t, fx, `/api2/recommendation/${t.lifecycleRecId}?${q({ site: OWN.id })}`) },
    }),
    note: 'archives a recommendation the test created for it, with the version it read',
  },
  'DELETE /api2/recommendation/:id': {
    kind: 'site',
    child: true,
    request: (t) => ({ path: `/api2/recommendation/${t.delRecId}?${q({ site: t.site })}` }),
    note: 'deletes a recommendation the test created for it',
  },
  'GET /api2/recommendation/templates': { kind: 'site', request: (t) => ({ path: `/api2/recommendation/templates?${q({ site: t.site })}` }) },
  'GET /api2/recommendation/end-point/status': { kind: 'site', request: (t) => ({ path: `/api2/recommendation/end-point/status?${q({ site: t.site })}` }) },
  'GET /api2/recommendation/theme-status': { kind: 'site', request: (t) => ({ path: `/api2/recommendation/theme-status?${q({ site: t.site })}` }) },
  'POST /api2/recommendation/deprovision-live-campaigns': {
    kind: 'staff',
    request: () => ({ path: '/api2/recommendation/deprovision-live-campaigns', body: { siteId: DEPROVISION_SITE.id } }),
    note: 'tears down the campaigns of a site kept for it',
  },
  'POST /api2/recommendation/clone': {
    kind: 'staff',
    baseline: [201],
    request: () => ({ path: '/api2/recommendation/clone', body: { siteId: OWN.id, site: DEPROVISION_SITE.id } }),
    note: 'copies the merchant site’s recommendations to the site kept for deprovisioning (no other expectation counts its recommendations)',
  },
  'GET /api2/recommendation/holdout': { kind: 'site', request: (t) => ({ path: `/api2/recommendation/holdout?${q({ site: t.site })}` }) },
  'PUT /api2/recommendation/holdout': {
    kind: 'site',
    request: async (t, fx) => ({
      path: '/api2/recommendation/holdout',
      body: { site: t.site, __v: await versionOf(t, fx, `/api2/recommendation/holdout?${q({ site: OWN.id })}`), sharePct: 10 },
    }),
    note: 'sets the share it reads (a write: a new version, no marker when unchanged)',
  },
  'GET /api2/site-settings': { kind: 'site', request: (t) => ({ path: `/api2/site-settings?${q({ site: t.site, applet: 'rec' })}` }) },
  'PUT /api2/site-settings': {
    kind: 'site',
    request: async (t, fx) => {
      const { excludeItemsArray: _a, excludeCollectionsArray: _b, excludeTagsArray: _c, includeTagsArray: _d, ...doc } = await ownBody(fx, `/api2/site-settings?${q({ site: OWN.id, applet: 'rec' })}`);
      return { path: '/api2/site-settings', body: { ...doc, site: t.site } };
    },
    note: 'saves the own settings as read (foreign and missing: the same document naming their site)',
  },
  'PATCH /api2/site-settings': {
    kind: 'site',
    request: async (t, fx) => ({ path: '/api2/site-settings', body: { site: t.site, __v: await versionOf(t, fx, `/api2/site-settings?${q({ site: OWN.id, applet: 'rec' })}`), patch: { excludeTags: 'matrix' } } }),
  },
  'GET /api2/recommendation/metrics': { kind: 'site', request: (t) => ({ path: `/api2/recommendation/metrics?${q({ site: t.site })}` }) },
  'GET /api2/recommendation/lift': { kind: 'site', request: (t) => ({ path: `/api2/recommendation/lift?${q({ site: t.site })}` }) },
  'GET /api2/info/ogr': {
    kind: 'site',
    request: (t) => ({ path: `/api2/info/ogr?${q({ site: t.site, from: WEEK_AGO, to: NOW })}` }),
    note: 'the last week only: the default range (since 2020) is a heavy query',
  },
  'GET /api2/recommendation/agency-info': { kind: 'staff', request: () => ({ path: '/api2/recommendation/agency-info' }) },
  'GET /api2/staff-actions': { kind: 'staff', request: () => ({ path: `/api2/staff-actions?${q({ site: OWN.id })}` }) },
  'POST /api2/recommendation/site-reset': {
    kind: 'staff',
    request: () => ({ path: '/api2/recommendation/site-reset', body: { site: DEPROVISION_SITE.id, cleared: 0 } }),
    note: 'records a site reset in the staff action log (the keys it clears live in the browser)',
  },
  'GET /api2/forex/latest': { kind: 'session', request: () => ({ path: '/api2/forex/latest' }) },

  // --- the storefront's public API (shoppers have no session)
  'POST /delivery/v1/:siteId/events': {
    kind: 'public',
    as: 'anonymous',
    request: async (_t, fx) => ({
      path: `/delivery/v1/${OWN.id}/events`,
      headers: { origin: fx.storefrontOrigin, 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        version: 1,
        siteId: OWN.id,
        sentAt: new Date().toISOString(),
        token: (await eventsGrant(fx.consoleUrl, OWN.id, 'matrix-visitor-0001', fx.storefrontOrigin)).token,
        events: [{ type: 'page-view', at: new Date().toISOString(), visitorId: 'matrix-visitor-0001', sessionId: 's-matrix', formFactor: 'desktop', newOrReturning: 'new', qa: true, place: 'PDP', path: '/products/x', pageViews: 1, timeOnSiteSeconds: 0 }],
      }),
    }),
    note: 'a QA batch from the shop’s origin: accepted (204) and dropped, so no numbers move',
  },
  'GET /delivery/v1/:siteId/events/token': {
    kind: 'public',
    as: 'anonymous',
    request: (_t, fx) => ({ path: `/delivery/v1/${OWN.id}/events/token?${q({ visitor: 'matrix-visitor-0001' })}`, headers: { origin: fx.storefrontOrigin } }),
    note: 'a short-lived events token for one visitor of the shop, asked from the shop’s origin (no session, no data)',
  },
  'GET /delivery/v1/:siteId/recs': { kind: 'public', as: 'anonymous', request: () => ({ path: `/delivery/v1/${OWN.id}/recs?${q({ place: 'PDP' })}` }) },

  // --- the email image and link service (recipients have no session; spec 7)
  'GET /email/v1/slot': {
    kind: 'public',
    as: 'anonymous',
    request: () => ({ path: `/email/v1/slot?${q({ site_id: OWN.id, rec_id: seedId(`rec:${OWN.id}:email-best`), qualified_name: 'best-sellers', type: 'image', slot_no: '0', hash: 'a'.repeat(64) })}` }),
    note: 'an image slot of the seeded live email recommendation: a PNG (the link, type=link, redirects and counts a click)',
  },

  // --- GraphQL (resolver errors come back as 200 with errors: their status is compared)
  'POST /graphql': {
    kind: 'site',
    graphql: true,
    request: (t) => ({ path: '/graphql', body: { query: sessionsQuery, variables: { where: { siteId: [t.site], arrivalTimeUtc: { range: 'l4w' } } } } }),
  },
};
