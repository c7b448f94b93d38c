import { httpClient, type HttpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(120_000);

/** The dropdown feeds: time zones, industries and countries. */

const ROUTES = ['/api/static/timezones2', '/api/static/industries', '/api/geo/countries'];

describe('static lists', () => {
  let server: RunningServer;
  let http: HttpClient;

  beforeAll(async () => {
    server = await startServer();
    http = httpClient(server);
    expect([302, 303]).toContain((await http.signIn('merchant@example.com', 'vitrine-merchant')).status);
  });
  afterAll(() => server?.stop());

  it.each(ROUTES)('answers %s with 401 when signed out', async (path) => {
    const res = await httpClient(server).get(path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it.each(ROUTES)('answers %s as no-store, like every signed-in answer', async (path) => {
    const res = await http.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('lists time zones by IANA name with their current offset, west to east', async () => {
    const res = await http.get('/api/static/timezones2');
    expect(res.status).toBe(200);
    const names: string[] = res.body.map((z: { name: string }) => z.name);
    expect(names).toEqual(expect.arrayContaining(['America/New_York', 'Asia/Kolkata', 'Europe/London', 'UTC']));
    // ICU's frozen CLDR id is listed under its current IANA name only.
    expect(names).not.toContain('Asia/Calcutta');
    expect(new Set(names).size).toBe(names.length);

    const kolkata = res.body.find((z: { name: string }) => z.name === 'Asia/Kolkata');
    expect(kolkata).toEqual({ name: 'Asia/Kolkata', description: '(UTC+05:30) Kolkata', utc: '+05:30', offsetMinutes: 330, group: 'Asia' });
    const newYork = res.body.find((z: { name: string }) => z.name === 'America/New_York');
    expect(newYork).toMatchObject({ group: 'America', description: expect.stringMatching(/^\(UTC-0[45]:00\) New York$/) });
    expect([-300, -240]).toContain(newYork.offsetMinutes);

    const offsets: number[] = res.body.map((z: { offsetMinutes: number }) => z.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('lists 82 industries, ending with 9999 "Remaining"', async () => {
    const res = await http.get('/api/static/industries');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(82);
    expect(res.body).toContainEqual({ code: 9999, name: 'Remaining', group: 'Other' });
    expect(res.body[res.body.length - 1].code).toBe(9999);
    // The organizations' seeded industry is on the list.
    expect(res.body.find((i: { code: number }) => i.code === 1012)).toEqual({ code: 1012, name: 'Outdoor & Sporting Goods', group: 'Retail' });
    const codes: number[] = res.body.map((i: { code: number }) => i.code);
    expect(new Set(codes).size).toBe(82);
  });

  it('lists 249 countries by name, the United States among them', async () => {
    const res = await http.get('/api/geo/countries');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(249);
    expect(res.body).toContainEqual({ code: 'US', name: 'United States' });
    expect(res.body).toContainEqual({ code: 'GB', name: 'United Kingdom' });
    const codes: string[] = res.body.map((c: { code: string }) => c.code);
    expect(codes.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(249);
    const names: string[] = res.body.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });
});
