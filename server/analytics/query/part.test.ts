// The analytics schema part end to end without HTTP: kysely over a documents stand-in (users,
// organizations, sites for access; testing/documents-db.ts), a real in-memory DuckDB (the
// fixture sessions), graphql-js execution.
import { graphql, type ExecutionResult } from 'graphql';
import { buildSchema } from '../../graphql/schema';
import type { Auth } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../lib/errors';
import { DEMO_SITE_ID } from '../../seed/world';
import type { AnalyticsStore } from '../store/types';
import { MESSAGES, QUERY_QUEUED_MESSAGE } from './errors';
import { analyticsPart } from './part';
import { QueryQueue } from './queue';
import { openDocumentsDb } from './testing/documents-db';
import { openFixtureStore, SITE_A, SITE_B, SITE_C } from './testing/fixture';

jest.setTimeout(30_000);

const ORG_1 = '0000000000000000000000a1';
const ORG_2 = '0000000000000000000000b2';
const MERCHANT = '00000000000000000000c0de';
const LONER = '00000000000000000000face';
const NOW = new Date('2024-06-01T00:00:00Z');
const PRIMARY_TIME = '{ min: "2024-03-04", max: "2024-03-06" }';

let database: Awaited<ReturnType<typeof openDocumentsDb>>;
let store: AnalyticsStore;
const statements: string[] = [];
let budget = 8000;
let queue: QueryQueue;

beforeAll(async () => {
  database = await openDocumentsDb({
    organizations: [
      { id: ORG_1, name: 'Org One' },
      { id: ORG_2, name: 'Org Two' },
    ],
    users: [{ id: MERCHANT, organizations: [ORG_1] }],
    sites: [
      { id: SITE_A, organization_id: ORG_1, external: 'alpha', name: 'Alpha', platform: 'SHOPIFY' },
      { id: SITE_B, organization_id: ORG_2, external: 'beta', name: 'Beta', platform: 'SHOPIFY' },
      { id: DEMO_SITE_ID, organization_id: ORG_2, external: 'demo', name: 'Demo', platform: 'SHOPIFY' },
    ],
  });
  store = await openFixtureStore();
  await store.all(`INSERT INTO sessions SELECT * REPLACE ('${DEMO_SITE_ID}' AS site_id) FROM sessions WHERE site_id = '${SITE_B}'`);
});

afterAll(async () => {
  await store?.close();
  await database?.close();
});

beforeEach(() => {
  statements.length = 0;
  budget = 8000;
  queue = new QueryQueue();
});

const auth = (userId: string, staff = false) => ({ staff, user: { id: userId }, session: {} }) as unknown as Auth;
const STAFF = auth('00000000000000000000057a', true);

async function run(query: string, who: Auth = auth(MERCHANT)): Promise<ExecutionResult> {
  const schema = buildSchema([
    analyticsPart({
      store: () => ({ dialect: store.dialect, all: (sql, params) => (statements.push(sql), store.all(sql, params)) }),
      budgetMs: () => budget,
      queue,
    }),
  ]);
  const ctx = { db: database.db, config: {} } as unknown as AppContext;
  return graphql({ schema, source: query, contextValue: { ctx, auth: who, now: NOW } });
}

/** The one error of a result, with the HttpError behind it. */
function errorOf(result: ExecutionResult) {
  expect(result.errors).toHaveLength(1);
  const original = result.errors![0].originalError;
  expect(original).toBeInstanceOf(HttpError);
  return original as HttpError;
}

const visitsOf = (siteIds: string, extra = '') => `{ compareSessions(where: { arrivalTimeUtc: ${PRIMARY_TIME}${siteIds} }${extra}) { totals { visits { primary } } } }`;

describe('access', () => {
  it('a merchant analyzes a site of their organization', async () => {
    const result = await run(visitsOf(`, siteId: ["${SITE_A}"]`));
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ compareSessions: { totals: { visits: { primary: 6 } } } });
  });

  it('another organization’s site, or a missing one, is 404 Site not found, and no SQL runs', async () => {
    for (const ids of [[SITE_B], [SITE_A, SITE_B], ['0'.repeat(24)]]) {
      const error = errorOf(await run(visitsOf(`, siteId: ${JSON.stringify(ids)}`)));
      expect(error).toMatchObject({ statusCode: 404, message: 'Site not found' });
    }
    expect(statements).toEqual([]);
    // A user without any organization sees nothing but the demo.
    expect(errorOf(await run(visitsOf(`, siteId: ["${SITE_A}"]`), auth(LONER)))).toMatchObject({ statusCode: 404 });
  });

  it('the public demo site is open to every signed-in user', async () => {
    // The demo copies site B's sessions 10 and 11.
    const result = await run(visitsOf(`, siteId: ["${DEMO_SITE_ID}"]`), auth(LONER));
    expect(result.data).toEqual({ compareSessions: { totals: { visits: { primary: 2 } } } });
  });

  it('a merchant must list sites; staff may leave them out (all sites)', async () => {
    expect(errorOf(await run(visitsOf('')))).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', message: MESSAGES.siteIdRequired });
    // Staff: A 6 + B 2 + C 2 + demo 2.
    expect((await run(visitsOf(''), STAFF)).data).toEqual({ compareSessions: { totals: { visits: { primary: 12 } } } });
    expect((await run(visitsOf(`, siteId: ["${SITE_C}"]`), STAFF)).data).toEqual({ compareSessions: { totals: { visits: { primary: 2 } } } });
  });

  it('histogram checks access the same way', async () => {
    const h = (ids: string) => `{ histogram(where: { arrivalTimeUtc: ${PRIMARY_TIME}, siteId: ["${ids}"] }, field: "cartValue", binSize: 100) { bins { min visits } } }`;
    expect(errorOf(await run(h(SITE_B)))).toMatchObject({ statusCode: 404 });
    expect((await run(h(SITE_A))).data).toEqual({ histogram: { bins: [{ min: 0, visits: 2 }, { min: 100, visits: 1 }, { min: 200, visits: 1 }] } });
  });
});

describe('selection set → SQL', () => {
  it('computes only the metrics and parts asked for, through fragments and aliases', async () => {
    const result = await run(`
      query { compareSessions(where: { arrivalTimeUtc: ${PRIMARY_TIME}, siteId: ["${SITE_A}"] }, analyzeBy: [formFactor], compareTo: { arrivalTimeUtc: previousPeriod }) {
        groups { key { formFactor } ...G }
        period { min max bin }
      } }
      fragment G on SessionGroup { convs: conversions { primary } ... on SessionGroup { car { lift } } }`);
    expect(result.errors).toBeUndefined();
    const data = result.data as { compareSessions: { groups: Array<Record<string, unknown>>; period: unknown } };
    // Busiest first: phone {2, 3, 6}; its car 0/1 against the previous period's 1/1 (session 8).
    expect(data.compareSessions.groups[0]).toEqual({ key: { formFactor: 'phone' }, convs: { primary: 1 }, car: { lift: -1 } });
    expect(data.compareSessions.period).toEqual({ min: '2024-03-04T00:00:00.000Z', max: '2024-03-06T00:00:00.000Z', bin: 'hour' });
    expect(statements).toHaveLength(2);
    const [primary, compare] = statements;
    expect([...primary.matchAll(/AS (a_\w+)/g)].map((m) => m[1]).sort()).toEqual(['a_carts', 'a_carts_abandoned', 'a_conversions', 'a_visits']);
    // The compare side only feeds car's lift.
    expect([...compare.matchAll(/AS (a_\w+)/g)].map((m) => m[1]).sort()).toEqual(['a_carts', 'a_carts_abandoned']);
    expect(primary).not.toContain('GROUPING SETS'); // totals were not selected
  });

  it('sessions has no compare parts', async () => {
    const result = await run(`{ sessions(where: { arrivalTimeUtc: ${PRIMARY_TIME}, siteId: ["${SITE_A}"] }) { totals { visits { primary compare lift } } comparePeriod { min } } }`);
    expect(result.data).toEqual({ sessions: { totals: { visits: { primary: 6, compare: null, lift: null } }, comparePeriod: null } });
  });

  it('market: the check reads the market’s visits, carts and conversions, and a market under 5 shops is withheld', async () => {
    const query = `{ compareSessions(where: { arrivalTimeUtc: ${PRIMARY_TIME}, siteId: ["${SITE_A}"], isQa: false }, compareTo: { market: true }) {
      totals { visits { primary compare } marketSuppressed } market { visits carts conversions qualifies suppressed } marketNotice { reason minShops suppressedGroups totalsSuppressed } } }`;
    const result = await run(query);
    // The merchant's market is every site they may not read: B and C (the demo is public, so
    // it is left out like their own sites). Two shops: nothing of it is sent.
    expect(result.data).toEqual({
      compareSessions: {
        totals: { visits: { primary: 5, compare: null }, marketSuppressed: true },
        market: { visits: null, carts: null, conversions: null, qualifies: false, suppressed: true },
        marketNotice: { reason: 'MARKET_TOO_SMALL', minShops: 5, suppressedGroups: 0, totalsSuppressed: true },
      },
    });
    const compare = statements.find((sql) => sql.includes('NOT IN'))!;
    expect([...compare.matchAll(/AS (a_\w+)/g)].map((m) => m[1]).sort()).toEqual(['a_carts', 'a_conversions', 'a_visits']);
    expect(compare).toContain('x.site_id NOT IN ($4, $5)'); // site A and the demo site
    expect(compare).toContain('count(DISTINCT x.site_id) AS m_shops');
  });

  it('market: MARKET_MIN_SHOPS may raise the threshold, never lower it below 5', async () => {
    const notice = async (minShops: number) => {
      const schema = buildSchema([analyticsPart({ store: () => store, budgetMs: () => 8000, queue: new QueryQueue(), marketMinShops: () => minShops })]);
      const ctx = { db: database.db, config: {} } as unknown as AppContext;
      const source = `{ compareSessions(where: { arrivalTimeUtc: ${PRIMARY_TIME}, siteId: ["${SITE_A}"] }, compareTo: { market: true }) { totals { visits { compare } } marketNotice { minShops } } }`;
      const result = await graphql({ schema, source, contextValue: { ctx, auth: auth(MERCHANT), now: NOW } });
      return (result.data as { compareSessions: { marketNotice: { minShops: number } } }).compareSessions.marketNotice.minShops;
    };
    expect(await notice(1)).toBe(5);
    expect(await notice(12)).toBe(12);
  });
});

describe('errors', () => {
  it('answers bad input with BAD_REQUEST and the reason', async () => {
    const bad = async (query: string, message: string) => expect(errorOf(await run(query, STAFF))).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', message });
    await bad(`{ sessions(where: { arrivalTimeUtc: { range: "l9y" } }) { totals { key { siteId } } } }`, MESSAGES.unknownAlias('l9y'));
    await bad(`{ sessions(where: { arrivalTimeUtc: { min: "2024-03-06", max: "2024-03-04" } }) { totals { key { siteId } } } }`, MESSAGES.minNotBeforeMax);
    await bad(`{ sessions(where: { arrivalTimeUtc: { min: "2016-01-01", max: "2020-01-01" } }) { totals { key { siteId } } } }`, MESSAGES.spanTooLong);
    await bad(`{ sessions(where: { arrivalTimeUtc: ${PRIMARY_TIME} }, limit: 0) { totals { key { siteId } } } }`, MESSAGES.badLimit);
    await bad(`{ sessions(where: { arrivalTimeUtc: ${PRIMARY_TIME} }, orderBy: [{ field: "bogus" }]) { totals { key { siteId } } } }`, MESSAGES.unknownOrderField('bogus'));
    await bad(`{ histogram(where: { arrivalTimeUtc: ${PRIMARY_TIME} }, field: "city") { binSize } }`, MESSAGES.badHistogramField('city'));
    await bad(`{ histogram(where: { arrivalTimeUtc: ${PRIMARY_TIME} }, field: "revenue", binSize: 0) { binSize } }`, MESSAGES.badBinSize);
  });

  it('answers a Cart Value filter of 1e20 or more with BAD_REQUEST, never a 500 (issue 12, defect 4)', async () => {
    for (const bound of ['gte: 1e20', 'lt: 1e300', 'gt: -1e20']) {
      const res = await run(`{ sessions(where: { arrivalTimeUtc: ${PRIMARY_TIME}, cartValue: { ${bound} } }) { totals { visits { primary } } } }`, STAFF);
      expect(errorOf(res)).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', message: MESSAGES.badNumberFilter('cartValue') });
    }
  });

  it('QUERY_QUEUED over budget; the retry is answered from the cache', async () => {
    budget = 0;
    const query = visitsOf(`, siteId: ["${SITE_A}"]`, ', analyzeBy: [formFactor]').replace('totals', 'groups { key { formFactor } } totals');
    const first = errorOf(await run(query));
    expect(first).toMatchObject({ code: 'QUERY_QUEUED', message: QUERY_QUEUED_MESSAGE });
    let result: ExecutionResult | undefined;
    for (let i = 0; i < 100; i++) {
      await new Promise((r) => setTimeout(r, 20));
      result = await run(query);
      if (!result.errors) break;
    }
    expect(result!.errors).toBeUndefined();
    expect(result!.data).toEqual({
      compareSessions: {
        groups: [{ key: { formFactor: 'phone' } }, { key: { formFactor: 'desktop' } }, { key: { formFactor: 'tablet' } }],
        totals: { visits: { primary: 6 } },
      },
    });
    // The same query by someone with another scope is not served from that cache entry.
    expect(errorOf(await run(query, STAFF))).toMatchObject({ code: 'QUERY_QUEUED' });
  });
});

describe('organizations', () => {
  it('staff: every organization with its sites, plus the market panel of analytics-only shops', async () => {
    const result = await run('{ organizations { id name sites { siteId name external platform } } }', STAFF);
    expect(result.data).toEqual({
      organizations: [
        { id: ORG_1, name: 'Org One', sites: [{ siteId: SITE_A, name: 'Alpha', external: 'alpha', platform: 'SHOPIFY' }] },
        {
          id: ORG_2,
          name: 'Org Two',
          sites: [
            { siteId: SITE_B, name: 'Beta', external: 'beta', platform: 'SHOPIFY' },
            { siteId: DEMO_SITE_ID, name: 'Demo', external: 'demo', platform: 'SHOPIFY' },
          ],
        },
        { id: 'market-panel', name: 'Market panel', sites: [{ siteId: SITE_C, name: 'Gamma', external: 'gamma', platform: 'BIGCOMMERCE' }] },
      ],
    });
  });

  it('others: their organizations only', async () => {
    expect((await run('{ organizations { id sites { siteId } } }')).data).toEqual({ organizations: [{ id: ORG_1, sites: [{ siteId: SITE_A }] }] });
    expect((await run('{ organizations { id } }', auth(LONER))).data).toEqual({ organizations: [] });
  });
});
