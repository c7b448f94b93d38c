// The smallest valid request of every state-changing JSON route, and how to read back what it
// would change. The fuzz suite mutates one field at a time and checks that a refused request
// left that read-back exactly as it was.
import type { HttpClient } from '../../helpers/http';
import { ORGS, SEED_SITES } from '../../../server/seed/world';
import type { FieldPath } from './mutations';

export type Who = 'merchant' | 'staff' | 'anonymous';
/** What a read-back saw: its status and body, compared whole. */
export type Snapshot = { status: number; body: unknown };

/** Resources the fuzz suite creates in its setup. */
export interface Fixtures {
  userId: string;
  docId: string;
  /** A recommendation the suite created on SITE (status initial). */
  recId: string;
}

interface Common {
  as: Who;
  /** The resource the route writes; refused requests must leave it equal. */
  read?: (client: HttpClient, fx: Fixtures) => Promise<Snapshot>;
}

/** A JSON body, mutated one field at a time. */
export interface BodyTarget extends Common {
  kind: 'body';
  path: (fx: Fixtures) => string;
  body: (current: Snapshot, fx: Fixtures) => Record<string, unknown>;
  /** The first field is tried with every family, the rest with a representative few. */
  fields: FieldPath[];
}

/** A route whose input is its URL: each slot gets the hostile (already URL-encoded) text. */
export interface UrlTarget extends Common {
  kind: 'url';
  urls: (fx: Fixtures, value: string) => string[];
}

export type Target = BodyTarget | UrlTarget;

export const SITE = SEED_SITES.find((s) => s.org === 'northwind' && s.installation === 'ok' && s.platform === 'SHOPIFY')!;
export const ORG = ORGS.find((o) => o.key === 'northwind')!;
export const FUZZ_APPLET = 'fuzz';
const NEW_APPLET = 'fuzz-new';
const NEW_ORG_EXTERNAL = 'fuzz-co';

const snapshot = async (client: HttpClient, path: string): Promise<Snapshot> => {
  const res = await client.get(path);
  return { status: res.status, body: res.body };
};
const bodyOf = (s: Snapshot) => s.body as Record<string, unknown>;

const readSite = (client: HttpClient) => snapshot(client, `/api/sites/${SITE.id}`);
const readDoc = (client: HttpClient) => snapshot(client, `/api2/applet?site=${SITE.id}&applet=${FUZZ_APPLET}`);
const readRecs = (client: HttpClient) => snapshot(client, `/api2/recommendation?site=${SITE.id}`);
const readRec = (client: HttpClient, fx: Fixtures) => snapshot(client, `/api2/recommendation/${fx.recId}?site=${SITE.id}`);
const readSettings = (client: HttpClient) => snapshot(client, `/api2/site-settings?site=${SITE.id}&applet=rec`);
const readHoldout = (client: HttpClient) => snapshot(client, `/api2/recommendation/holdout?site=${SITE.id}`);
const readInstallation = (client: HttpClient) => snapshot(client, `/api2/shop/rec/installation?site=${SITE.id}`);
const docKeys = (s: Snapshot) => ({ _id: bodyOf(s)._id, __v: bodyOf(s).__v, site: SITE.id, applet: FUZZ_APPLET });

/** The profile as /api2/auth/ shows it, without the session's own fields (they move on every call). */
async function readUser(client: HttpClient): Promise<Snapshot> {
  const { status, body } = await snapshot(client, '/api2/auth/');
  const { csrfToken: _t, sessionExpiresAt: _e, idleEndsAt: _i, ...user } = body as Record<string, unknown>;
  return { status, body: user };
}

const siteFields: FieldPath[] = ['name', 'url', 'notification', '__v', 'currencyName', 'merchantId', 'timeZone', ['notification', 'email']];

/**
 * Every POST, PUT, PATCH and DELETE route, keyed as the route list names it: its probes, or
 * why it is not fuzzed here. A route missing from this table fails the suite.
 */
export const TARGETS: Record<string, Target[] | string> = {
  'POST /auth/local': [
    { kind: 'body', as: 'anonymous', path: () => '/auth/local', body: () => ({ email: 'fuzz@example.com', password: 'not-the-password' }), fields: ['email', 'password', 'next'] },
  ],
  'PATCH /api2/sites/:id': [
    { kind: 'body', as: 'merchant', read: readSite, path: () => `/api2/sites/${SITE.id}`, body: (s) => ({ __v: bodyOf(s).__v, name: 'Fuzzed site' }), fields: siteFields },
    // Flags are staff-only: staff reach their validation.
    { kind: 'body', as: 'staff', read: readSite, path: () => `/api2/sites/${SITE.id}`, body: (s) => ({ __v: bodyOf(s).__v, 'flags.FuzzFlag': true }), fields: ['flags.FuzzFlag'] },
  ],
  'PATCH /api/sites/:id': [
    { kind: 'body', as: 'merchant', read: readSite, path: () => `/api/sites/${SITE.id}`, body: (s) => ({ __v: bodyOf(s).__v, name: 'Fuzzed site' }), fields: ['notification', 'name'] },
  ],
  'PUT /api/sites/:id': [
    { kind: 'body', as: 'merchant', read: readSite, path: () => `/api/sites/${SITE.id}`, body: (s) => ({ _id: SITE.id, __v: bodyOf(s).__v, name: 'Fuzzed site' }), fields: ['__v', 'url', '_id'] },
  ],
  'POST /api2/applet': [
    {
      kind: 'body',
      as: 'merchant',
      read: (client) => snapshot(client, `/api2/applet?site=${SITE.id}&applet=${NEW_APPLET}`),
      path: () => '/api2/applet',
      body: () => ({ site: SITE.id, applet: NEW_APPLET, content: 'x' }),
      fields: ['content', 'site', 'applet', ['content', 'nested']],
    },
  ],
  'PUT /api2/applet': [
    { kind: 'body', as: 'merchant', read: readDoc, path: () => '/api2/applet', body: (s) => ({ ...docKeys(s), content: 'x' }), fields: ['content', '__v', '_id', 'applet'] },
  ],
  'PATCH /api2/applet': [
    {
      kind: 'body',
      as: 'merchant',
      read: readDoc,
      path: () => '/api2/applet',
      body: (s) => ({ ...docKeys(s), patch: { content: 'x' } }),
      fields: [['patch', 'content'], 'patch', '__v', ['patch', 'content', 'nested']],
    },
  ],
  'DELETE /api2/applet/:id': [
    {
      kind: 'url',
      as: 'merchant',
      read: readDoc,
      urls: (fx, v) => [`/api2/applet/${fx.docId}?site=${v}&applet=${FUZZ_APPLET}`, `/api2/applet/${fx.docId}?site=${SITE.id}&applet=${v}`, `/api2/applet/${v}?site=${SITE.id}&applet=${FUZZ_APPLET}`],
    },
  ],
  'POST /api2/applets': [
    {
      kind: 'body',
      as: 'staff',
      read: (client) => snapshot(client, '/api2/applets/all'),
      path: () => '/api2/applets',
      body: () => ({
        id: 'fuzz-remote',
        route: 'fuzz-remote',
        title: 'Fuzz',
        icon: 'application',
        sdkVersion: '^1.0.0',
        source: { kind: 'remote', url: 'https://apps.example.com/fuzz/remoteEntry.js', scope: 'fuzz_remote', module: './Applet' },
      }),
      fields: ['title', 'description', ['source', 'url'], ['requires', 'flags'], 'sdkVersion'],
    },
  ],
  'DELETE /api2/applets/:id': [{ kind: 'url', as: 'staff', read: (client) => snapshot(client, '/api2/applets/all'), urls: (_fx, v) => [`/api2/applets/${v}`] }],
  'PUT /api/users/:id': [
    {
      kind: 'body',
      as: 'merchant',
      read: readUser,
      path: (fx) => `/api/users/${fx.userId}`,
      body: (s) => ({ _id: bodyOf(s)._id, __v: bodyOf(s).__v, title: 'Fuzzer' }),
      fields: ['title', 'image', '__v', 'first', 'last', 'name', 'businessRole', 'tel'],
    },
  ],
  'PUT /api/organizations/:id': [
    {
      kind: 'body',
      as: 'merchant',
      read: (client) => snapshot(client, `/api/organizations/${ORG.id}`),
      path: () => `/api/organizations/${ORG.id}`,
      body: (s) => ({ _id: ORG.id, __v: bodyOf(s).__v, name: 'Fuzzed Co' }),
      fields: ['name', '__v', 'country', 'industry', 'timeZone', 'merchantId'],
    },
  ],
  'POST /api/organizations': [
    {
      // Staff, so `external` (staff-only) can mark the organization a probe would create.
      kind: 'body',
      as: 'staff',
      read: (client) => snapshot(client, `/api/organizations/name?external=${NEW_ORG_EXTERNAL}`),
      path: () => '/api/organizations',
      body: () => ({ name: 'Fuzz Co', external: NEW_ORG_EXTERNAL }),
      fields: ['name', 'external', 'platformSiteIds', 'industry', 'country', 'timeZone'],
    },
  ],
  'POST /api2/shop/:appId/action/:action': [
    { kind: 'body', as: 'merchant', read: readInstallation, path: () => '/api2/shop/rec/action/tag-enable', body: () => ({ site: SITE.id, enable: true }), fields: ['enable', 'site', 'psid'] },
  ],
  'PUT /api2/shop/:appId/action/:action': [
    { kind: 'body', as: 'staff', read: readInstallation, path: () => '/api2/shop/rec/action/dynamic-tag', body: () => ({ site: SITE.id, dynamicTag: { core: false } }), fields: ['dynamicTag', ['dynamicTag', 'core']] },
  ],
  // No action takes DELETE or PATCH without uninstalling the shop; tag-enable answers 405 after the edge checks.
  'DELETE /api2/shop/:appId/action/:action': [
    { kind: 'body', as: 'staff', read: readInstallation, path: () => '/api2/shop/rec/action/tag-enable', body: () => ({ site: SITE.id }), fields: ['site'] },
  ],
  'PATCH /api2/shop/:appId/action/:action': [
    { kind: 'body', as: 'merchant', read: readInstallation, path: () => '/api2/shop/rec/action/tag-enable', body: () => ({ site: SITE.id }), fields: ['site'] },
  ],
  'DELETE /api/extensions/v2/subscriptions': [
    {
      kind: 'body',
      as: 'staff',
      read: (client) => snapshot(client, `/api/extensions/v2/subscriptions?platformSiteId=${SITE.platformSiteId}`),
      path: () => '/api/extensions/v2/subscriptions',
      body: () => ({ platformSiteId: SITE.platformSiteId, id: 'no-such-subscription' }),
      fields: ['id', 'platformSiteId', 'app'],
    },
  ],
  'POST /graphql': 'its arguments are fuzzed by the GraphQL block of fuzz.test.ts',
  'POST /api2/auth/logout': 'takes no input: it ends the session the cookie names',
  'POST /api2/applets/manifest': [
    // Loopback: refused as not public (and nothing listens on port 1 anyway), never registered.
    { kind: 'body', as: 'staff', read: (client) => snapshot(client, '/api2/applets/all'), path: () => '/api2/applets/manifest', body: () => ({ url: 'http://127.0.0.1:1/applet.json' }), fields: ['url'] },
  ],
  'PATCH /api2/applets/:id': [
    { kind: 'body', as: 'staff', read: (client) => snapshot(client, '/api2/applets/all'), path: () => '/api2/applets/fuzz-none', body: () => ({ enabled: false }), fields: ['enabled'] },
  ],
  'POST /api2/applets/:id/load-error': [
    { kind: 'body', as: 'merchant', read: (client) => snapshot(client, '/api2/applets'), path: () => '/api2/applets/fuzz-none/load-error', body: () => ({ site: SITE.id, message: 'could not load' }), fields: ['message', 'site'] },
  ],
  'POST /delivery/v1/:siteId/events': 'public and answers only the shop origin: its hostile batches are in test/integration/tracking.test.ts',
  'POST /api2/recommendation/refresh': [
    { kind: 'body', as: 'merchant', read: readRecs, path: () => '/api2/recommendation/refresh', body: () => ({ site: SITE.id }), fields: ['site'] },
  ],
  'POST /api2/recommendation/create': [
    {
      kind: 'body',
      as: 'merchant',
      read: readRecs,
      path: () => '/api2/recommendation/create',
      body: () => ({ site: SITE.id, recommendation: { kind: 'online', place: 'PDP', qualifiedName: 'similar', name: 'Fuzz' } }),
      fields: [['recommendation', 'name'], 'recommendation', ['recommendation', 'place'], ['recommendation', 'qualifiedName'], 'site'],
    },
  ],
  'PUT /api2/recommendation/:id': [
    {
      kind: 'body',
      as: 'merchant',
      read: readRec,
      path: (fx) => `/api2/recommendation/${fx.recId}`,
      body: (s) => ({ site: SITE.id, __v: bodyOf(s).__v, name: 'Fuzzed' }),
      fields: ['name', '__v', 'css', ['widgetOpts', 'desktop', 'title'], 'pageMatcher'],
    },
  ],
  'PATCH /api2/recommendation/:action/:id': [
    { kind: 'url', as: 'merchant', read: readRec, urls: (fx, v) => [`/api2/recommendation/archive/${fx.recId}?site=${v}`, `/api2/recommendation/${v}/${fx.recId}?site=${SITE.id}`, `/api2/recommendation/activate/${v}?site=${SITE.id}`] },
  ],
  'DELETE /api2/recommendation/:id': [
    { kind: 'url', as: 'merchant', read: readRec, urls: (fx, v) => [`/api2/recommendation/${fx.recId}?site=${v}`, `/api2/recommendation/${fx.recId}?site=${SITE.id}&__v=${v}`] },
  ],
  'POST /api2/recommendation/deprovision-live-campaigns': [
    { kind: 'body', as: 'staff', read: readRecs, path: () => '/api2/recommendation/deprovision-live-campaigns', body: () => ({ siteId: 'not-a-site' }), fields: ['siteId'] },
  ],
  'POST /api2/recommendation/clone': [
    { kind: 'body', as: 'staff', read: readRecs, path: () => '/api2/recommendation/clone', body: () => ({ siteId: 'not-a-site', site: SITE.id }), fields: ['siteId', 'site'] },
  ],
  'POST /api2/recommendation/site-reset': [
    {
      kind: 'body',
      as: 'staff',
      read: (client) => snapshot(client, `/api2/staff-actions?site=${SITE.id}`),
      path: () => '/api2/recommendation/site-reset',
      body: () => ({ site: SITE.id, cleared: 0 }),
      fields: ['site', 'cleared'],
    },
  ],
  'PUT /api2/recommendation/holdout': [
    {
      kind: 'body',
      as: 'merchant',
      read: readHoldout,
      path: () => '/api2/recommendation/holdout',
      body: (s) => ({ site: SITE.id, __v: bodyOf(s).__v, sharePct: 20 }),
      fields: ['sharePct', '__v', 'site'],
    },
  ],
  'PUT /api2/site-settings': [
    {
      kind: 'body',
      as: 'merchant',
      read: readSettings,
      path: () => '/api2/site-settings',
      body: (s) => {
        const { excludeItemsArray: _a, excludeCollectionsArray: _b, excludeTagsArray: _c, includeTagsArray: _d, ...doc } = bodyOf(s);
        return { ...doc, excludeTags: 'fuzz' };
      },
      fields: ['excludeTags', '__v', 'excludeItems', 'includeTags'],
    },
  ],
  'PATCH /api2/site-settings': [
    { kind: 'body', as: 'merchant', read: readSettings, path: () => '/api2/site-settings', body: (s) => ({ site: SITE.id, __v: bodyOf(s).__v, patch: { excludeTags: 'fuzz' } }), fields: [['patch', 'excludeTags'], 'patch', '__v'] },
  ],
};

/** Hostile text for a URL slot (path segment or query value), already URL-encoded. */
export const URL_FAMILIES: Array<{ name: string; value: string }> = [
  { name: 'NUL', value: 'a%00b' },
  { name: 'an encoded lone surrogate (invalid UTF-8)', value: '%ED%A0%80' },
  { name: 'a truncated UTF-8 sequence', value: '%E0%A4' },
  { name: '5,000 characters', value: 'x'.repeat(5000) },
  { name: 'path traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { name: 'an array', value: `a&site[]=b&applet[$ne]=c` },
  { name: '__proto__', value: `x&__proto__[polluted]=1&constructor[prototype][polluted]=1` },
];
