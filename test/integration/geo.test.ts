import { httpClient, type HttpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(90_000);

// Known coordinates (lat, long) of each place, from public references; the data set may
// place a city's point a little differently, hence the 0.5° tolerance.
const PLACES: Array<[string, number, number, string]> = [
  ['US-NY-New York City', 40.71, -74.01, 'US'],
  ['GB-ENG-London', 51.51, -0.13, 'GB'],
  ['DE-16-Berlin', 52.52, 13.4, 'DE'],
  ['US-Oregon-Portland', 45.52, -122.68, 'US'],
  ['UK-London', 51.51, -0.13, 'GB'],
  ['us-la', 34.05, -118.24, 'US'],
  ['DE-Düsseldorf', 51.23, 6.78, 'DE'],
  ['JP-Tokyo', 35.68, 139.69, 'JP'],
  ['FR-Aix-en-Provence', 43.53, 5.45, 'FR'],
];

describe('geo API (checkout-analytics spec 7)', () => {
  let server: RunningServer;
  let http: HttpClient;
  beforeAll(async () => {
    server = await startServer();
    http = httpClient(server);
    await http.signIn('merchant@example.com', 'vitrine-merchant');
  });
  afterAll(() => server?.stop());

  it.each(PLACES)('geocodes %s', async (q, lat, long, country) => {
    const res = await http.get(`/api/geo/geocode/?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ lat: expect.any(Number), long: expect.any(Number), name: expect.any(String), country, adminCode: expect.any(String) });
    expect(Math.abs(res.body.lat - lat)).toBeLessThan(0.5);
    expect(Math.abs(res.body.long - long)).toBeLessThan(0.5);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers without the trailing slash too', async () => {
    const res = await http.get('/api/geo/geocode?q=DE-16-Berlin');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Berlin');
  });

  it('answers 404 for a place it does not know', async () => {
    const res = await http.get('/api/geo/geocode/?q=US-Qwxzville');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Place not found' });
  });

  it.each([
    ['', 'q is required'],
    ['?q=', 'q is required'],
    ['?q=%20%20', 'q is required'],
    [`?q=US-${'x'.repeat(200)}`, 'q must be at most 200 characters'],
    ['?q=US-NYC&q=DE-Berlin', 'q must be given once'],
    ['?q=Berlin', 'q must be a place string'],
  ])('answers 400 for q %p', async (query, message) => {
    const res = await http.get(`/api/geo/geocode/${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('needs a signed-in session', async () => {
    const res = await httpClient(server).get('/api/geo/geocode/?q=DE-16-Berlin');
    expect(res.status).toBe(401);
  });

  describe('GET /assets/geo/world.json', () => {
    it('is TopoJSON with ISO alpha-2 codes on every country, public and cacheable', async () => {
      const res = await httpClient(server).get('/assets/geo/world.json');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
      expect(res.headers.get('etag')).toMatch(/^".+"$/);
      const topology = res.body;
      expect(topology.type).toBe('Topology');
      expect(Array.isArray(topology.arcs)).toBe(true);
      const countries = topology.objects.countries.geometries as Array<{ type: string; properties: Record<string, string> }>;
      expect(countries.length).toBeGreaterThanOrEqual(170);
      for (const country of countries) {
        expect(country.properties['iso-a2']).toMatch(/^[A-Z]{2}$/);
        expect(country.properties['hc-key']).toBe(country.properties['iso-a2'].toLowerCase());
        expect(['Polygon', 'MultiPolygon']).toContain(country.type);
      }
      const codes = countries.map((c) => c.properties['iso-a2']);
      expect(codes).toEqual(expect.arrayContaining(['US', 'GB', 'DE', 'JP']));
      expect(new Set(codes).size).toBe(codes.length); // one shape per code, so the join is unambiguous
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const first = await httpClient(server).get('/assets/geo/world.json');
      const again = await httpClient(server).get('/assets/geo/world.json', { headers: { 'if-none-match': first.headers.get('etag')! } });
      expect(again.status).toBe(304);
    });
  });
  // Static assets of the console itself, beside the map: content-hashed chunks are immutable
  // for a year (so navigations do not revalidate ~30 chunks), the page itself never cached.
  it('serves hashed console chunks as immutable and the page as no-store', async () => {
    const page = await fetch(`${server.url}/login`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    const script = /<script[^>]+src="([^"]+\.[0-9a-f]{8,}\.js)"/.exec(html)?.[1];
    if (!script) throw new Error('dist/console has no hashed script: run `npm run build` before the integration tests');
    const chunk = await fetch(new URL(script, server.url));
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
