// One merchant cannot take the analytics down for the others (trust at the server, items 6-7):
// a request's cost is limited before anything runs, and an answer's size is capped.
import { useSignedInServer } from '../helpers/signed-in';
import { SEED_SITES } from '../../server/seed/world';

jest.setTimeout(120_000);

const own = SEED_SITES.find((s) => s.org === 'northwind' && s.installation === 'ok')!;
const report = (alias: string, extra = '') =>
  `${alias}: compareSessions(where: { arrivalTimeUtc: { range: "l4w" }, siteId: ["${own.id}"] }, compareTo: { market: true }, analyzeBy: [formFactor, country]${extra}) { groups { visits { primary compare } } }`;

describe('analytics request limits', () => {
  const env = useSignedInServer({ env: { GRAPHQL_MAX_RESPONSE_BYTES: String(64 * 1024) } });

  it('refuses 40 aliased heavy reports before running any, naming the limit', async () => {
    const query = `{ ${Array.from({ length: 40 }, (_, i) => report(`r${i}`)).join(' ')} }`;
    const started = Date.now();
    const res = await env.merchant.post('/graphql', { query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('COST_LIMIT');
    expect(res.body.errors[0].message).toMatch(/at most 120 \(ANALYTICS_MAX_REQUEST_COST\)/);
    // Refused up front: no query ran (40 market reports take seconds).
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses one cheap report whose answer would hold millions of values (5,000 groups × 1,500 aliased metrics)', async () => {
    const metrics = Array.from({ length: 1500 }, (_, i) => `m${i}: visits { primary }`).join(' ');
    const query = `{ compareSessions(where: { arrivalTimeUtc: { range: "l4w" }, siteId: ["${own.id}"] }, analyzeBy: [city], limit: 5000) { groups { ${metrics} } } }`;
    const res = await env.merchant.post('/graphql', { query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('COST_LIMIT');
    expect(res.body.errors[0].message).toMatch(/one request may cost at most 120 \(ANALYTICS_MAX_REQUEST_COST\)/);
  });

  it('still answers the heaviest single report the console sends', async () => {
    const res = await env.merchant.post('/graphql', { query: `{ ${report('one')} }` });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });

  it('refuses an answer over the size cap with 413 and a clear message, instead of sending megabytes', async () => {
    const sites = SEED_SITES.filter((s) => s.org === 'northwind').map((s) => `"${s.id}"`).join(', ');
    const query = `{ compareSessions(where: { arrivalTimeUtc: { min: "2026-08-01T00:00:00Z", max: "2026-11-01T00:00:00Z" }, siteId: [${sites}] }, analyzeBy: [city, formFactor, siteId], limit: 5000) { groups { key { city formFactor siteId } visits { primary } revenue { primary } carts { primary } } } }`;
    const res = await env.merchant.post('/graphql', { query });
    expect(res.status).toBe(413);
    expect(res.body.errors[0].extensions.code).toBe('RESPONSE_TOO_LARGE');
    expect(res.body.errors[0].message).toMatch(/GRAPHQL_MAX_RESPONSE_BYTES/);
  });

  // Issue 27 item 2: ~2,000 nested braces (6 KB) overflowed graphql-js's recursive parser: 500.
  it.each([
    ['2,000 nested selections', `{ ${'compareSessions { '.repeat(2000)}${'} '.repeat(2000)}}`],
    ['2,000 nested braces', '{'.repeat(2000) + '}'.repeat(2000)],
    ['2,000 nested lists in an argument', `{ compareSessions(where: { siteId: ${'['.repeat(2000)}"${own.id}"${']'.repeat(2000)} }) { total { visits { primary } } } }`],
  ])('refuses %s with a 400 naming the depth limit', async (_name, query) => {
    const res = await env.merchant.post('/graphql', { query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_DEEP');
    expect(res.body.errors[0].message).toMatch(/at most 32/);
  });

  it('refuses a query of more than 10,000 tokens with a 400 naming the limit', async () => {
    const res = await env.merchant.post('/graphql', { query: `{ ${'a '.repeat(20_000)}}` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('TOO_MANY_TOKENS');
    expect(res.body.errors[0].message).toMatch(/more than 10,000 tokens/);
  });

  it('refuses a query over 100 KB with a 400 naming the limit', async () => {
    const res = await env.merchant.post('/graphql', { query: `{ a(s: "${'x'.repeat(101 * 1024)}") }` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_LARGE');
    expect(res.body.errors[0].message).toMatch(/larger than 100 KB/);
  });
});
