// The email image and link service over real HTTP (recommendations spec 7): what an email
// program gets for each slot of a copied email recommendation, and what a recipient's click does.
import { createHash } from 'node:crypto';
import { EMAIL_SLOT_PATH, emailSlotUrl, type EmailSlotQuery } from '../../plugins/recommendations/model/email-links';
import { PNG_SIGNATURE, pngSize } from '../../server/email-images/render';
import { seedRecId } from '../../server/seed/recommendations';
import { SEED_SITES } from '../../server/seed/world';
import { shopClient, shopFetch, shopUrl } from '../helpers/shop-fetch';
import { useSignedInServer } from '../helpers/signed-in';

jest.setTimeout(120_000);

const northwind = SEED_SITES.find((s) => s.external === 'northwind-outfitters')!;
const sakura = SEED_SITES.find((s) => s.name === 'Sakura Tea House')!;
const live = seedRecId(northwind.id, 'email-best');
const draft = seedRecId(sakura.id, 'email-draft');
const buyAgain = seedRecId(sakura.id, 'email-again');
const today = new Intl.DateTimeFormat('en-CA', { timeZone: northwind.timeZone }).format(new Date());
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('email image and link service', () => {
  const env = useSignedInServer({ env: { ANALYTICS_SEED_SCALE: '0.02', TRACKING_FLUSH_MS: '50' } });
  const url = (q: Partial<EmailSlotQuery> = {}) =>
    emailSlotUrl(env.server.url, { siteId: northwind.id, recId: live, qualifiedName: 'best-sellers', type: 'image', slotNo: 0, variable: sha('ada@example.com'), unhashed: false, mode: 'production', ...q });
  const png = async (target: string) => {
    const res = await fetch(target);
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), body };
  };
  let placeholder: Buffer;

  beforeAll(async () => {
    placeholder = (await png(url({ mode: 'load' }))).body;
  });

  it('answers an image slot with a PNG of a product for that recipient, chosen per open', async () => {
    const res = await png(url());
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/png');
    expect(res.cache).toContain('no-store');
    expect(res.body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(res.body)).toEqual({ width: 300, height: expect.any(Number) });
    expect(pngSize(res.body)!.height).toBeGreaterThan(300);
    expect(res.body.equals(placeholder)).toBe(false);
  });

  it('gives the same recipient the same product, by hash or by address, and fills each slot differently', async () => {
    const first = await png(url({ slotNo: 1 }));
    const again = await png(url({ slotNo: 1 }));
    const byAddress = await png(url({ slotNo: 1, unhashed: true, variable: 'Ada@Example.com' }));
    expect(again.body.equals(first.body)).toBe(true);
    expect(byAddress.body.equals(first.body)).toBe(true);
    const other = await png(url({ slotNo: 2 }));
    expect(other.body.equals(first.body)).toBe(false);
  });

  it('shows the placeholder for a bad, foreign, unknown or not-live recommendation, and in load mode', async () => {
    const cases = [
      url({ recId: '000000000000000000000000' }),
      url({ siteId: sakura.id }), // Northwind's recommendation asked for under another site
      url({ siteId: sakura.id, recId: draft }), // a draft is not live
      url({ siteId: '000000000000000000000000' }),
      url({ mode: 'load' }),
    ];
    for (const target of cases) {
      const res = await png(target);
      expect(res.status).toBe(200);
      expect(res.type).toBe('image/png');
      expect(res.body.equals(placeholder)).toBe(true);
    }
    expect(pngSize(placeholder)).toEqual({ width: 300, height: expect.any(Number) });
  });

  it('previews a draft with real products', async () => {
    const res = await png(url({ siteId: sakura.id, recId: draft, mode: 'preview' }));
    expect(res.status).toBe(200);
    expect(res.body.equals(placeholder)).toBe(false);
  });

  it("draws a preview's unsaved card look (variant, button), and refuses a look outside a preview or off-shape", async () => {
    const draftUrl = (q: Partial<EmailSlotQuery>) => url({ siteId: sakura.id, recId: draft, mode: 'preview', ...q });
    const saved = await png(draftUrl({}));
    const v2 = await png(draftUrl({ look: JSON.stringify({ emailCardVariant: 'v2', style: { 'product-add-to-cart-btn': { 'background-color': '#ff0000' } } }) }));
    expect(v2.status).toBe(200);
    expect(v2.body.equals(saved.body)).toBe(false);
    expect(v2.body.equals(placeholder)).toBe(false);
    // The same look twice is the same picture (the slot's product is fixed for one recipient).
    expect((await png(draftUrl({ look: JSON.stringify({ emailCardVariant: 'v2', style: { 'product-add-to-cart-btn': { 'background-color': '#ff0000' } } }) }))).body.equals(v2.body)).toBe(true);
    const production = await fetch(`${url()}&look=%7B%7D`);
    expect(production.status).toBe(400);
    const bad = await png(draftUrl({ look: '{"js":"alert(1)"}' }));
    expect(bad.status).toBe(400);
    expect(bad.body.equals(placeholder)).toBe(true);
  });

  it('refuses malformed queries with a 400, still a picture for an image', async () => {
    for (const query of ['site_id=nope&rec_id=x', `site_id=${northwind.id}&rec_id=${live}&slot_no=99`, `site_id=${northwind.id}&rec_id=${live}&items=%5Bnot`, `site_id=${northwind.id}&rec_id=${live}&evil=1`]) {
      const res = await png(`${env.server.url}${EMAIL_SLOT_PATH}?type=image&${query}`);
      expect(res.status).toBe(400);
      expect(res.body.equals(placeholder)).toBe(true);
    }
    const link = await fetch(`${env.server.url}${EMAIL_SLOT_PATH}?type=link&site_id=${northwind.id}&rec_id=bad`, { redirect: 'manual' });
    expect(link.status).toBe(400);
    expect((await link.json()).message).toContain('rec_id');
    const unknownSite = await fetch(url({ type: 'link', siteId: '000000000000000000000000' }), { redirect: 'manual' });
    expect(unknownSite.status).toBe(404);
  });

  it('knows a recipient who ordered in the shop: their buy-again email shows what they bought', async () => {
    const shopper = shopClient(env.server.storefrontUrl, sakura.external);
    expect((await shopper.get('/', { headers: { accept: 'text/html' } })).status).toBe(200);
    const products = (await shopper.get('/products.json?limit=50')).body.products as Array<{ id: number; handle: string; variants: Array<{ id: number; available: boolean }> }>;
    const product = products.filter((p) => p.variants.some((v) => v.available))[7];
    const variant = product.variants.find((v) => v.available)!;
    expect((await shopper.post('/cart/add', { id: String(variant.id), quantity: '1' }, { form: true, noCsrf: true })).status).toBe(303);
    const address = {
      email: 'Grace@Example.com', firstName: 'Grace', lastName: 'Hopper', address1: '1 Main St', address2: '', city: 'Arlington',
      zip: '22201', country: 'US', cardName: 'Grace Hopper', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123',
    };
    expect((await shopper.post('/checkout', address, { form: true, noCsrf: true })).status).toBe(303);

    const landing = async (q: Partial<EmailSlotQuery>) => {
      const res = await fetch(url({ siteId: sakura.id, recId: buyAgain, qualifiedName: 'buy-again', type: 'link', mode: 'preview', ...q }), { redirect: 'manual' });
      expect(res.status).toBe(302);
      return new URL(res.headers.get('location')!).pathname;
    };
    expect(await landing({ variable: sha('grace@example.com') })).toBe(`/products/${product.handle}`);
    expect(await landing({ variable: 'grace@example.com', unhashed: true })).toBe(`/products/${product.handle}`);
    // A stranger gets the recipe's fallback, not Grace's purchase.
    expect(await landing({ variable: sha('nobody@example.com') })).not.toBe(`/products/${product.handle}`);
  });

  it('sends a click to the product on the storefront and counts it for the recommendation', async () => {
    const metrics = async () => {
      const res = await env.merchant.get(`/api2/recommendation/metrics?site=${northwind.id}&from=${today}&to=${today}`);
      expect(res.status).toBe(200);
      const row = res.body.recommendations.find((r: { recommendationId: string }) => r.recommendationId === live);
      return (row?.clicks as number | undefined) ?? 0;
    };
    const before = await metrics();
    const res = await fetch(url({ type: 'link', slotNo: 0 }), { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    // On the shop's own origin (server/lib/shop-origin.ts).
    expect(location.origin).toBe(shopUrl(env.server.storefrontUrl, northwind.external));
    expect(location.pathname).toMatch(/^\/products\/[a-z0-9-]+$/);
    expect(location.search).toBe('');
    // The product page exists on the storefront.
    const page = await shopFetch(location.toString());
    expect(page.status).toBe(200);

    let after = before;
    for (let i = 0; i < 50 && after === before; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await metrics();
    }
    expect(after).toBe(before + 1);

    // A preview's click goes to the product too, but counts nothing.
    const preview = await fetch(url({ type: 'link', mode: 'preview' }), { redirect: 'manual' });
    expect(preview.status).toBe(302);
    await new Promise((r) => setTimeout(r, 300));
    expect(await metrics()).toBe(after);
  });
});
