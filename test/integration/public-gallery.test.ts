import { ALL_TEMPLATES } from '../../plugins/recommendations/model/catalogue';
import { httpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { signInAs, STAFF } from '../helpers/signed-in';

jest.setTimeout(120_000);

describe('GET /api2/public/gallery (console-shell spec 1: the public gallery)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it('answers a visitor with no session: the collections by journey stage, cacheable by anyone, setting no cookie', async () => {
    const res = await httpClient(server).get('/api2/public/gallery');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('set-cookie')).toBeNull();
    const ids = res.body.collections.map((c: { id: string }) => c.id);
    expect(ids.slice(0, 4)).toEqual(['purpose-discover', 'purpose-explore', 'purpose-buy', 'purpose-engage']);
    const discover = res.body.collections[0];
    expect(discover.title).toBe('Discover');
    expect(discover.items).toContainEqual({ id: 'best-sellers', title: 'Best Sellers', description: 'The products that sell most in your shop.', places: ['Home', 'Collection', 'Sitewide', 'Page not found'] });
  });

  it('shows only what a merchant may see: no hidden, asterisk or dev-mode templates, even to staff asking for dev mode', async () => {
    const staff = await signInAs(httpClient(server), STAFF);
    for (const res of [await httpClient(server).get('/api2/public/gallery'), await staff.get('/api2/public/gallery?devMode=1')]) {
      const shown = res.body.collections.flatMap((c: { items: Array<{ id: string; title: string }> }) => c.items);
      const hidden = ALL_TEMPLATES.filter((t) => t.hidden || t.title.includes('*')).map((t) => t.keyId);
      expect(hidden.length).toBeGreaterThan(0);
      expect(shown.filter((item: { id: string }) => hidden.includes(item.id))).toEqual([]);
      expect(shown.filter((item: { title: string }) => item.title.includes('*'))).toEqual([]);
      // Nothing about a site or a user: only these fields.
      expect(Object.keys(res.body)).toEqual(['collections']);
      for (const item of shown) expect(Object.keys(item).sort()).toEqual(['description', 'id', 'places', 'title']);
    }
  });
});
