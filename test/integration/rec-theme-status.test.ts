import { SEED_SITES } from '../../server/seed/world';
import { type AnyBody } from '../helpers/http';
import { useSignedInServer } from '../helpers/signed-in';

jest.setTimeout(120_000);

// "Installed in the theme" per recommendation (plugins/recommendations/model/themeStatus.ts):
// the demo platform reads each place's page from the demo storefront and looks for the
// recommendation's location there; the installation check says whether the app embed is on.
const byName = (name: string) => SEED_SITES.find((s) => s.name === name)!;
const shop = byName('Northwind Canada');
const embedOff = byName('Trailhead Supply');
const foreign = byName('Globex Home');
const offPlatform = byName('Maple Leaf Books');

describe('GET /api2/recommendation/theme-status', () => {
  const env = useSignedInServer();
  const status = (site: string, extra = '') => env.merchant.get(`/api2/recommendation/theme-status?site=${site}${extra}`);

  /** A Draft on the home page whose desktop and mobile location is `location`. */
  const placed = async (site: string, location: string, name: string) => {
    const made = await env.merchant.post('/api2/recommendation/create', { site, recommendation: { kind: 'online', place: 'H', qualifiedName: 'best-sellers', name } });
    expect(made.status).toBe(201);
    const at = { location, showInPopup: false, disabled: false };
    const saved = await env.merchant.put(`/api2/recommendation/${made.body._id}`, { site, __v: made.body.__v, name, widgetOpts: { desktop: at, mobile: at } });
    expect(saved.status).toBe(200);
    return saved.body as AnyBody;
  };

  it('says installed where the location is on the page and not installed where it is not', async () => {
    const found = await placed(shop.id, '#vitrine-slot-home', 'In the slot');
    const footer = await placed(shop.id, 'footer', 'Before the footer');
    const missing = await placed(shop.id, '#no-such-block', 'Nowhere');
    // Combinators count as a browser reads them; live state (:hover) cannot be told from the HTML.
    const nested = await placed(shop.id, 'body #vitrine-slot-home', 'Nested');
    const wrongParent = await placed(shop.id, 'footer > #vitrine-slot-home', 'Wrong parent');
    const hovered = await placed(shop.id, 'footer:hover', 'Hovered');
    const res = await status(shop.id, '&refresh=1');
    expect(res.status).toBe(200);
    expect(res.body.embed).toBe(true);
    expect(res.body.recommendations[found._id]).toBe('installed');
    expect(res.body.recommendations[footer._id]).toBe('installed');
    expect(res.body.recommendations[missing._id]).toBe('location-missing');
    expect(res.body.recommendations[nested._id]).toBe('installed');
    expect(res.body.recommendations[wrongParent._id]).toBe('location-missing');
    expect(res.body.recommendations[hovered._id]).toBe('unknown');
    // The cached answer is the same, and quick.
    const started = Date.now();
    const again = await status(shop.id);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(again.body.recommendations).toEqual(res.body.recommendations);
  });

  it('says not installed for every recommendation when the app embed is off', async () => {
    const found = await placed(embedOff.id, '#vitrine-slot-home', 'In the slot');
    const res = await status(embedOff.id);
    expect(res.status).toBe(200);
    expect(res.body.embed).toBe(false);
    expect(res.body.recommendations[found._id]).toBe('embed-off');
  });

  it('claims nothing where the platform cannot read the theme (a site off the shop platform)', async () => {
    const made = await placed(offPlatform.id, '#vitrine-slot-home', 'Elsewhere');
    const res = await status(offPlatform.id);
    expect(res.status).toBe(200);
    expect(res.body.embed).toBeNull();
    expect(res.body.recommendations[made._id]).toBe('unknown');
  });

  it('answers a site of another organization like a missing one, and bad input with 400', async () => {
    const other = await status(foreign.id);
    expect([other.status, other.body.message]).toEqual([404, 'Site not found']);
    const none = await env.merchant.get('/api2/recommendation/theme-status');
    expect(none.status).toBe(400);
    const bad = await status('not-an-id');
    expect(bad.status).toBe(400);
    const refresh = await status(shop.id, '&refresh=yes');
    expect([refresh.status, refresh.body.message]).toEqual([400, 'refresh must be 1 or 0']);
  });
});
