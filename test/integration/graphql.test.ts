import { httpClient, type HttpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { SEED_SITES } from '../../server/seed/world';

jest.setTimeout(120_000);

/** POST /graphql: the usage query, and every way a request is refused before it runs. */

const ownSite = SEED_SITES.find((s) => s.org === 'northwind')!;
const foreignSite = SEED_SITES.find((s) => s.org === 'globex')!;

const USAGE = 'query Usage($site: ID!) { usage(site: $site) { site siteName pagesViewed days from to } }';

describe('GraphQL', () => {
  let server: RunningServer;
  let http: HttpClient;

  beforeAll(async () => {
    server = await startServer();
    http = httpClient(server);
    expect([302, 303]).toContain((await http.signIn('merchant@example.com', 'vitrine-merchant')).status);
  });
  afterAll(() => server?.stop());

  const gql = (body: unknown, client = http) => client.post('/graphql', body);

  /** A 400 with a GraphQL-shaped body: errors, each with a message, and no data. */
  const expectRefused = (res: { status: number; body: { errors?: Array<{ message: string }> } }, message: RegExp | string) => {
    expect(res.status).toBe(400);
    expect(res.body).not.toHaveProperty('data');
    expect(Array.isArray(res.body.errors)).toBe(true);
    expect(res.body.errors!.length).toBeGreaterThan(0);
    for (const error of res.body.errors!) expect(typeof error.message).toBe('string');
    if (typeof message === 'string') expect(res.body.errors![0].message).toBe(message);
    else expect(res.body.errors![0].message).toMatch(message);
  };

  it('answers the usage of the user’s own site: name and page views over 30 days', async () => {
    const res = await gql({ query: USAGE, variables: { site: ownSite.id }, operationName: 'Usage' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).not.toHaveProperty('errors');
    const usage = res.body.data.usage;
    expect(usage).toMatchObject({ site: ownSite.id, siteName: ownSite.name, days: 30 });
    expect(Number.isInteger(usage.pagesViewed)).toBe(true);
    expect(usage.pagesViewed).toBeGreaterThan(0);
    expect(Date.parse(usage.to) - Date.parse(usage.from)).toBe(30 * 86_400_000);
    // Whole UTC days: the same request gives the same number.
    const again = await gql({ query: USAGE, variables: { site: ownSite.id } });
    expect(again.body.data.usage.pagesViewed).toBe(usage.pagesViewed);
  });

  it('refuses introspection to merchants (even after staff ran the same query), and answers it for staff', async () => {
    const staff = httpClient(server);
    await staff.signIn('staff@vitrine.dev', 'vitrine-staff');
    const schemaQuery = { query: '{ __schema { queryType { name } } }' };
    // Twice for staff: the second run is compiled and cached; the merchant must not get it from there.
    for (let i = 0; i < 2; i++) expect((await gql(schemaQuery, staff)).body.data.__schema.queryType.name).toBeTruthy();
    for (const query of [schemaQuery.query, '{ __type(name: "Query") { name } }']) {
      expectRefused(await gql({ query }), /introspection/i);
    }
    // __typename is not introspection: the console's queries may keep using it.
    expect((await gql({ query: `{ usage(site: "${ownSite.id}") { __typename } }` })).status).toBe(200);
  });

  it('answers another organization’s site like a missing one: 200, usage null, NOT_FOUND', async () => {
    const res = await gql({ query: USAGE, variables: { site: foreignSite.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ usage: null });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ message: 'Site not found', path: ['usage'], extensions: { code: 'NOT_FOUND', status: 404 } });
    const missing = await gql({ query: USAGE, variables: { site: '0'.repeat(24) } });
    expect(missing.status).toBe(200);
    expect(missing.body.data).toEqual({ usage: null });
    expect(missing.body.errors[0].extensions).toEqual(res.body.errors[0].extensions);
    // The site's own organization sees it.
    const owner = httpClient(server);
    await owner.signIn('owner@globex.example', 'vitrine-globex');
    const own = await gql({ query: USAGE, variables: { site: foreignSite.id } }, owner);
    expect(own.status).toBe(200);
    expect(own.body.data.usage.siteName).toBe(foreignSite.name);
  });

  it('refuses a syntax error with 400 and its location', async () => {
    const res = await gql({ query: '{ usage(site: "x") { siteName }' });
    expectRefused(res, /^Syntax Error/);
    expect(res.body.errors[0].locations).toEqual([{ line: 1, column: expect.any(Number) }]);
  });

  it('refuses an unknown field with 400', async () => {
    const res = await gql({ query: `{ usage(site: "${ownSite.id}") { siteName password } }` });
    expectRefused(res, 'Cannot query field "password" on type "Usage".');
    // Without introspection a merchant gets no "Did you mean" either: it would spell out the schema.
    const root = await gql({ query: '{ users { email } }' });
    expectRefused(root, 'Cannot query field "users" on type "Query".');
    const staff = httpClient(server);
    await staff.signIn('staff@vitrine.dev', 'vitrine-staff');
    expectRefused(await gql({ query: '{ users { email } }' }, staff), 'Cannot query field "users" on type "Query". Did you mean "usage"?');
  });

  it('refuses a variable of the wrong type with 400', async () => {
    const res = await gql({ query: USAGE, variables: { site: { $ne: null } } });
    expectRefused(res, /^Variable "\$site" got invalid value/);
    const bool = await gql({ query: USAGE, variables: { site: true } });
    expectRefused(bool, /^Variable "\$site" got invalid value true/);
  });

  it('refuses a missing required variable with 400', async () => {
    const res = await gql({ query: USAGE, variables: {} });
    expectRefused(res, 'Variable "$site" of required type "ID!" was not provided.');
    expectRefused(await gql({ query: USAGE }), 'Variable "$site" of required type "ID!" was not provided.');
  });

  it('refuses an empty object with 400', async () => {
    expectRefused(await gql({}), 'Missing query');
  });

  it('refuses a body that is not JSON with 400', async () => {
    expectRefused(await gql('{ "query": "{ usage'), 'The request body is not valid JSON');
    expectRefused(await gql('[1, 2]'), 'The request body must be a JSON object with a query');
    expectRefused(await gql({ query: 42 }), 'query must be a string');
  });

  it('refuses a query over 100 KB with 400', async () => {
    const query = `{ usage(site: "${ownSite.id}") { siteName } }\n#${'x'.repeat(100 * 1024)}`;
    expectRefused(await gql({ query }), 'The query is larger than 100 KB, the most one request may send');
  });

  it('refuses a mutation with 400', async () => {
    const res = await gql({ query: 'mutation { usage(site: "x") { siteName } }' });
    expectRefused(res, 'This schema has no mutations');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await gql({ query: USAGE, variables: { site: ownSite.id, padding: 'x'.repeat(1024 * 1024 + 1) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ errors: [{ message: expect.stringMatching(/too large/i), extensions: { code: 'FST_ERR_CTP_BODY_TOO_LARGE' } }] });
  });

  it('answers 401 {errors} without a session', async () => {
    const res = await gql({ query: USAGE, variables: { site: ownSite.id } }, httpClient(server));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: [{ message: 'Not signed in' }] });
    expect(res.body).not.toHaveProperty('data');
  });

  it('answers 403 {errors} without the CSRF header', async () => {
    const res = await http.post('/graphql', { query: USAGE, variables: { site: ownSite.id } }, { noCsrf: true });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [{ message: 'Missing or invalid CSRF token' }] });
  });
});
