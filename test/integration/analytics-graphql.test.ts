import { useSignedInServer } from '../helpers/signed-in';
import { DEMO_SITE_ID, SEED_SITES } from '../../server/seed/world';
import { MESSAGES } from '../../server/analytics/query/errors';

jest.setTimeout(180_000);

/** POST /graphql, the analytics part (CONTRACT.md §3): access, bad input, QUERY_QUEUED. */

const ownSite = SEED_SITES.find((s) => s.name === 'Northwind Outfitters')!;
const foreignSite = SEED_SITES.find((s) => s.name === 'Globex Garden')!;

const REPORT = `query Report($where: SessionWhere!, $compareTo: CompareTo, $analyzeBy: [Dimension!], $limit: Int) {
  compareSessions(where: $where, compareTo: $compareTo, analyzeBy: $analyzeBy, limit: $limit) {
    groups { key { formFactor siteId siteName } visits { primary compare lift } car { primary compare lift confidence } }
    totals { visits { primary compare } conversions { primary compare } }
    period { min max bin }
    comparePeriod { min max }
  }
}`;

type Body = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string; status?: number } }> };

describe('analytics GraphQL', () => {
  const env = useSignedInServer();

  const report = (variables: Record<string, unknown>, client = env.merchant) => client.post('/graphql', { query: REPORT, variables });
  const l4w = (siteId?: string[], extra: Record<string, unknown> = {}) => ({ arrivalTimeUtc: { range: 'l4w' }, ...(siteId && { siteId }), ...extra });

  /** A resolver error: 200, data null, one error with this message and code — never a 500. */
  function expectError(res: { status: number; body: Body }, code: string, message: string | RegExp) {
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    const [error] = res.body.errors!;
    expect(error.extensions?.code).toBe(code);
    if (typeof message === 'string') expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
  }

  it('a merchant compares their own site with the previous 4 weeks, by form factor', async () => {
    const res = await report({ where: l4w([ownSite.id], { isQa: false }), compareTo: { arrivalTimeUtc: 'previousPeriod' }, analyzeBy: ['formFactor'] });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const data = res.body.data.compareSessions;
    const { min, max } = data.period;
    expect(Date.parse(max) - Date.parse(min)).toBe(28 * 86_400_000);
    expect(data.comparePeriod).toEqual({ min: new Date(Date.parse(min) - 28 * 86_400_000).toISOString(), max: min });
    expect(data.period.bin).toBe('day');
    const total = data.totals.visits.primary;
    expect(total).toBeGreaterThan(1000);
    expect(data.totals.visits.compare).toBeGreaterThan(0);
    // Every session is in exactly one form factor group.
    const groups = data.groups as Array<{ key: { formFactor: string }; visits: { primary: number; compare: number; lift: number }; car: Record<string, number> }>;
    expect(groups.map((g) => g.key.formFactor).sort()).toEqual(['desktop', 'phone', 'tablet']);
    expect(groups.reduce((sum, g) => sum + g.visits.primary, 0)).toBe(total);
    for (const g of groups) {
      expect(g.visits.lift).toBeCloseTo(g.visits.primary / g.visits.compare - 1, 10);
      expect(g.car.primary).toBeGreaterThan(0);
      expect(g.car.primary).toBeLessThan(1);
      expect(g.car.confidence).toBeGreaterThanOrEqual(0);
    }
  });

  it('another organization’s site answers 404 Site not found, not 500', async () => {
    expectError(await report({ where: l4w([foreignSite.id]) }), 'NOT_FOUND', 'Site not found');
    expectError(await report({ where: l4w([ownSite.id, foreignSite.id]) }), 'NOT_FOUND', 'Site not found');
  });

  it('the public demo site is open to a merchant of another organization', async () => {
    const res = await report({ where: l4w([DEMO_SITE_ID]), analyzeBy: ['siteId'] });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.compareSessions.groups).toEqual([
      expect.objectContaining({ key: { formFactor: null, siteId: DEMO_SITE_ID, siteName: 'Vitrine Demo Store' } }),
    ]);
  });

  it('a merchant must name the sites', async () => {
    expectError(await report({ where: l4w() }), 'BAD_REQUEST', 'where.siteId is required: list the sites to analyze');
  });

  it('staff may analyze every site at once, and see the market panel', async () => {
    const res = await report({ where: l4w(), analyzeBy: ['siteId'], limit: 5000 }, env.staff);
    expect(res.body.errors).toBeUndefined();
    const groups = res.body.data.compareSessions.groups as Array<{ key: { siteId: string } }>;
    expect(groups.map((g) => g.key.siteId)).toEqual(expect.arrayContaining([ownSite.id, foreignSite.id, DEMO_SITE_ID]));
    const orgs = await env.staff.post('/graphql', { query: '{ organizations { id name sites { siteId name } } }' });
    expect(orgs.body.errors).toBeUndefined();
    const names = (orgs.body.data.organizations as Array<{ name: string; sites: unknown[] }>).map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Northwind Outfitters', 'Globex Home', 'Market panel']));
    const mine = await env.merchant.post('/graphql', { query: '{ organizations { name sites { siteId } } }' });
    expect(mine.body.data.organizations.map((o: { name: string }) => o.name)).toEqual(['Northwind Outfitters']);
  });

  it('refuses queries GraphQL cannot validate with 400', async () => {
    const unknownField = await env.merchant.post('/graphql', {
      query: `{ compareSessions(where: { arrivalTimeUtc: { range: "l4w" }, siteId: ["${ownSite.id}"] }) { totals { bogus { primary } } } }`,
    });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors[0].message).toBe('Cannot query field "bogus" on type "SessionGroup".');
    const wrongType = await env.merchant.post('/graphql', {
      query: `{ compareSessions(where: { arrivalTimeUtc: { range: "l4w" }, siteId: ["${ownSite.id}"] }, limit: "ten") { totals { visits { primary } } } }`,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0].message).toMatch(/Int cannot represent/);
    const badEnum = await report({ where: l4w([ownSite.id]), analyzeBy: ['shoeSize'] });
    expect(badEnum.status).toBe(400);
    expect(badEnum.body.errors[0].message).toMatch(/Value "shoeSize" does not exist in "Dimension" enum/);
    const missingTime = await report({ where: { siteId: [ownSite.id] } });
    expect(missingTime.status).toBe(400);
    expect(missingTime.body.errors[0].message).toMatch(/arrivalTimeUtc/);
  });

  it('answers bad values with BAD_REQUEST and a clear message', async () => {
    const where = (arrivalTimeUtc: Record<string, unknown>) => ({ arrivalTimeUtc, siteId: [ownSite.id] });
    expectError(await report({ where: where({ min: '2016-01-01', max: '2020-01-01' }) }), 'BAD_REQUEST', 'The period spans more than 1100 days');
    expectError(await report({ where: where({ range: 'l9y' }) }), 'BAD_REQUEST', /^Unknown period alias 'l9y'/);
    expectError(await report({ where: where({ min: '2024-03-02', max: '2024-03-01' }) }), 'BAD_REQUEST', 'where.arrivalTimeUtc.min must be before max');
    expectError(await report({ where: where({ min: 'soon', max: '2024-03-01' }) }), 'BAD_REQUEST', "where.arrivalTimeUtc.min is not an ISO-8601 date: 'soon'");
    expectError(await report({ where: l4w([ownSite.id]), limit: 0 }), 'BAD_REQUEST', 'limit must be between 1 and 5000');
    expectError(await report({ where: l4w([ownSite.id]), limit: 5001 }), 'BAD_REQUEST', 'limit must be between 1 and 5000');
    expectError(await report({ where: l4w(['not-an-id']) }), 'BAD_REQUEST', 'where.siteId must hold 24-character hex site ids');
    // 300 days of hour bins: 7200 groups.
    expectError(await report({ where: where({ min: '2023-01-01', max: '2023-10-28', bin: 'hour' }), analyzeBy: ['arrivalTimeUtc'] }), 'BAD_REQUEST', /more than 5000 groups/);
  });

  it('answers numeric extremes with BAD_REQUEST naming the argument, never INTERNAL_SERVER_ERROR', async () => {
    for (const bound of [2 ** 63, -(2 ** 63), 1e308]) {
      expectError(await report({ where: l4w([ownSite.id], { cartValue: { gte: bound } }) }), 'BAD_REQUEST', MESSAGES.badNumberFilter('cartValue'));
    }
    const histogram = 'query H($where: SessionWhere!, $binSize: Float) { histogram(where: $where, field: "cartValue", binSize: $binSize) { binSize } }';
    for (const binSize of [1e-300, 1e308]) {
      expectError(await env.merchant.post('/graphql', { query: histogram, variables: { where: l4w([ownSite.id]), binSize } }), 'BAD_REQUEST', MESSAGES.badBinSize);
    }
  });

  it('histogram: bins of cart values for the user’s site', async () => {
    const res = await env.merchant.post('/graphql', {
      query: `{ histogram(where: { arrivalTimeUtc: { range: "l4w" }, siteId: ["${ownSite.id}"] }, field: "cartValue", binSize: 50) { field binSize bins { min max visits conversions } } }`,
    });
    expect(res.body.errors).toBeUndefined();
    const h = res.body.data.histogram;
    expect(h).toMatchObject({ field: 'cartValue', binSize: 50 });
    expect(h.bins.length).toBeGreaterThan(0);
    for (const b of h.bins) expect(b.max - b.min).toBe(50);
  });
});

describe('analytics GraphQL over budget (ANALYTICS_QUERY_BUDGET_MS=0)', () => {
  const env = useSignedInServer({ env: { ANALYTICS_QUERY_BUDGET_MS: '0' } });

  it('answers QUERY_QUEUED, then serves the retry from the finished query', async () => {
    const body = { query: REPORT, variables: { where: { arrivalTimeUtc: { range: 'l4w' }, siteId: [ownSite.id] }, analyzeBy: ['formFactor'] } };
    const first = await env.merchant.post('/graphql', body);
    expect(first.status).toBe(200);
    expect(first.body.data).toBeNull();
    expect(first.body.errors[0]).toMatchObject({ message: 'Query request has been queued; retry in a few seconds', extensions: { code: 'QUERY_QUEUED' } });
    let res = first;
    for (let i = 0; i < 100 && res.body.errors; i++) {
      await new Promise((r) => setTimeout(r, 100));
      res = await env.merchant.post('/graphql', body);
      if (res.body.errors) expect(res.body.errors[0].extensions.code).toBe('QUERY_QUEUED');
    }
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.compareSessions.totals.visits.primary).toBeGreaterThan(1000);
  });
});
