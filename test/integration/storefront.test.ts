import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANALYTICS_FILE, openAnalyticsStore } from '../../server/analytics/store';
import { DEMO_SITE_ID, SEED_SITES, shopSites } from '../../server/seed/world';
import { httpClient, type HttpClient, type HttpResponse } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { shopClient, shopFetch, shopUrl } from '../helpers/shop-fetch';

jest.setTimeout(120_000);

/**
 * The demo storefront over real HTTP: one server on its own data dir (kept, so the test can
 * read the analytics file after the server stops), shoppers as cookie jars.
 */

const northwind = SEED_SITES.find((s) => s.external === 'northwind-outfitters')!;
const meta = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html)?.[1];
const shopOf = (html: string) => /data-vitrine-shop="([^"]*)"/.exec(html)?.[1];

interface ProductJson {
  id: number;
  handle: string;
  variants: Array<{ id: number; available: boolean; inventory_quantity?: number }>;
  images: Array<{ src: string }>;
}

describe('demo storefront', () => {
  let dataDir: string;
  let server: RunningServer;
  let shopper: HttpClient;
  const get = (client: HttpClient, p: string, headers: Record<string, string> = {}) => client.get(p, { headers: { accept: 'text/html', ...headers } });
  const post = (client: HttpClient, p: string, body: unknown, opts: { form?: boolean; headers?: Record<string, string> } = {}): Promise<HttpResponse> =>
    client.post(p, body, { noCsrf: true, ...opts });
  let products: ProductJson[];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-storefront-'));
    server = await startServer({ dataDir, env: { ANALYTICS_SEED_SCALE: '0.02' } });
    shopper = httpClient(server.storefrontUrl);
    const list = await shopper.get('/products.json?limit=250');
    expect(list.status).toBe(200);
    products = list.body.products;
  });

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('pages', () => {
    it.each([
      ['/', 'H'],
      ['/collections/all', 'CAT'],
      ['/cart', 'CRT'],
      ['/account', 'ACC'],
      ['/pages/about', 'CUSTOM~about'],
      ['/checkout/thank-you', 'CNF'],
      ['/collections', 'NA'],
      ['/search?q=jacket', 'NA'],
    ])('%s answers 200 as place %s of the demo shop', async (p, place) => {
      const res = await get(shopper, p);
      expect(res.status).toBe(200);
      expect(meta(res.body, 'vitrine-place')).toBe(place);
      expect(shopOf(res.body)).toBe(DEMO_SITE_ID);
      expect(res.body).toContain('<main id="MainContent"');
      expect(res.body).toContain('<footer class="site-footer"');
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    });

    it('marks the collection and product, and lands the platform’s PDP preview path on a real product', async () => {
      const collection = await get(shopper, '/collections/sale?sort_by=price-ascending&page=1');
      expect(meta(collection.body, 'vitrine-collection')).toMatch(/^\d+$/);
      expect(collection.body).toContain('collection__grid');
      const featured = await get(shopper, '/products/featured?vitrine-preview=1');
      expect(featured.status).toBe(302);
      const location = featured.headers.get('location')!;
      expect(location).toMatch(/^\/products\/[a-z0-9-]+\?vitrine-preview=1$/);
      const pdp = await get(shopper, location);
      expect(pdp.status).toBe(200);
      expect(meta(pdp.body, 'vitrine-place')).toBe('PDP');
      expect(products.map((p) => String(p.id))).toContain(meta(pdp.body, 'vitrine-product'));
      expect(pdp.body).toContain('product__info');
    });

    it.each(['/pages/nope', '/test-page/page-not-found', '/no/such/page', '/collections/nope', '/products/nope', '/products/%3Cscript%3E'])(
      '%s answers the 404 template with a 404',
      async (p) => {
        const res = await get(shopper, p);
        expect(res.status).toBe(404);
        expect(meta(res.body, 'vitrine-place')).toBe('E404');
        expect(res.body).toContain('Page not found');
        expect(res.body).not.toContain('<script>');
      },
    );

    it('never errors on odd query strings', async () => {
      for (const p of ['/collections/all?page=-1&sort_by=%00', '/collections/all?page=99999', `/search?q=${'x'.repeat(5000)}`, '/search?q=%25_%5C', '/products/featured?variant=abc']) {
        const res = await get(shopper, p);
        expect([200, 302]).toContain(res.status);
      }
    });

    it('serves images and assets locally, cacheable for good', async () => {
      const image = await shopper.get(new URL(products[0].images[0].src).pathname);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      expect(image.headers.get('cache-control')).toMatch(/immutable/);
      expect(String(image.body)).toMatch(/^<svg /);
      const home = await get(shopper, '/');
      const css = /href="(\/assets\/storefront\.[0-9a-f]+\.css)"/.exec(home.body)![1];
      const sheet = await shopper.get(css);
      expect(sheet.status).toBe(200);
      expect(sheet.headers.get('cache-control')).toMatch(/immutable/);
      expect((await shopper.get(`/images/${DEMO_SITE_ID}/nope.svg`)).status).toBe(404);
      expect((await shopper.get('/images/../../etc/passwd')).status).toBe(404);
    });
  });

  describe('shop selection', () => {
    it('serves each shop on its own origin, and sends old ?shop= links there', async () => {
      const origin = shopUrl(server.storefrontUrl, 'northwind-outfitters');
      expect(origin).toMatch(/^http:\/\/northwind-outfitters\.localhost:\d+$/);
      const visitor = shopClient(server.storefrontUrl, 'northwind-outfitters');
      const first = await get(visitor, '/');
      expect(first.status).toBe(200);
      expect(shopOf(first.body)).toBe(northwind.id);
      expect(first.body).toContain('Northwind Outfitters');
      const json = await visitor.get('/products.json?limit=5');
      expect(json.body.products.map((p: ProductJson) => p.id)).not.toEqual(products.slice(0, 5).map((p) => p.id));
      expect(json.body.products[0].images[0].src.startsWith(`${origin}/`)).toBe(true);
      // The plain storefront origin is the public demo shop; ?shop= there redirects, path and query kept.
      expect(shopOf((await get(httpClient(server.storefrontUrl), '/')).body)).toBe(DEMO_SITE_ID);
      const old = await get(httpClient(server.storefrontUrl), '/collections/all?shop=northwind-outfitters&sort_by=price-ascending');
      expect(old.status).toBe(302);
      expect(old.headers.get('location')).toBe(`${origin}/collections/all?sort_by=price-ascending`);
      const back = await get(visitor, '/?shop=vitrine-demo');
      expect([back.status, back.headers.get('location')]).toEqual([302, `http://localhost:${new URL(server.storefrontUrl).port}/`]);
    });

    it.each(['nope', 'maple-leaf-books', '%3Cscript%3E'])('answers a clear 404 for ?shop=%s', async (shop) => {
      const res = await get(httpClient(server.storefrontUrl), `/?shop=${shop}`);
      expect(res.status).toBe(404);
      expect(res.body).toContain('This shop does not exist');
    });

    it('answers 421 for a sub-domain naming no shop, or a shop off the demo platform', async () => {
      const port = new URL(server.storefrontUrl).port;
      for (const host of ['nope', 'maple-leaf-books']) {
        const res = await shopFetch(`http://${host}.localhost:${port}/`);
        expect([host, res.status]).toEqual([host, 421]);
      }
    });
  });

  describe('products.json', () => {
    it('lists the shop’s products with absolute local image URLs', async () => {
      const res = await shopper.get('/products.json?limit=50');
      expect(res.status).toBe(200);
      expect(res.body.products).toHaveLength(50);
      expect(res.body.products[0].images[0].src.startsWith(server.storefrontUrl)).toBe(true);
      expect(products.length).toBeGreaterThanOrEqual(100);
    });
    it.each(['0', '251', 'abc', '1.5'])('refuses limit=%s with 400', async (limit) => {
      const res = await shopper.get(`/products.json?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.body.description).toMatch(/limit/);
    });
  });

  describe('AJAX cart', () => {
    const available = () => products.flatMap((p) => p.variants.filter((v) => v.available).map((v) => ({ product: p, variant: v })));

    it('adds, changes and reads the cart across pages with the visitor cookie', async () => {
      const visitor = httpClient(server.storefrontUrl);
      const [a, b] = available();
      expect((await visitor.get('/cart.js')).body.item_count).toBe(0);
      const added = await post(visitor, '/cart/add.js', { id: a.variant.id, quantity: 1 });
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ id: a.variant.id, product_id: a.product.id, quantity: 1 });
      const both = await post(visitor, '/cart/add.js', { items: [{ id: String(b.variant.id), quantity: 2 }] });
      expect(both.status).toBe(200);
      expect(both.body.items).toHaveLength(1);
      const cart = await visitor.get('/cart.js');
      expect(cart.body.item_count).toBe(3);
      expect(cart.body.total_price).toBe(cart.body.items.reduce((s: number, i: { line_price: number }) => s + i.line_price, 0));
      const page = await get(visitor, '/cart');
      expect(page.body).toContain('cart__items');
      expect(page.body).toContain(`data-variant-id="${a.variant.id}"`);
      const changed = await post(visitor, '/cart/change.js', { id: a.variant.id, quantity: 0 });
      expect(changed.status).toBe(200);
      expect(changed.body.item_count).toBe(2);
      const byLine = await post(visitor, '/cart/change.js', { line: 1, quantity: 1 });
      expect(byLine.body.item_count).toBe(1);
      // Another visitor has their own cart.
      expect((await httpClient(server.storefrontUrl).get('/cart.js')).body.item_count).toBe(0);
    });

    it('answers clear 4xx JSON errors', async () => {
      const visitor = httpClient(server.storefrontUrl);
      const soldOut = products.flatMap((p) => p.variants).find((v) => !v.available)!;
      const inStock = available()[0].variant;
      const cases: Array<[unknown, number, RegExp]> = [
        [{ id: 12345, quantity: 1 }, 404, /Cannot find variant/],
        [{ id: soldOut.id, quantity: 1 }, 422, /is sold out/],
        [{ id: inStock.id, quantity: 99 }, 422, /You can only add \d+ of/],
        [{ id: inStock.id, quantity: -1 }, 400, /Quantity must be/],
        [{ id: inStock.id, quantity: 'lots' }, 400, /Quantity must be/],
        [{ id: 'x'.repeat(5000) }, 400, /variant id/],
        [{}, 400, /variant id/],
        ['{not json', 400, /JSON/],
      ];
      for (const [body, status, description] of cases) {
        const res = await post(visitor, '/cart/add.js', body);
        expect([res.status, res.body.description]).toEqual([status, expect.stringMatching(description)]);
      }
      const notInCart = await post(visitor, '/cart/change.js', { id: inStock.id, quantity: 1 });
      expect(notInCart.status).toBe(400);
      const huge = await post(visitor, '/cart/add.js', { id: inStock.id, note: 'x'.repeat(100_000) });
      expect(huge.status).toBe(413);
    });

    it('refuses state changes from another site', async () => {
      const visitor = httpClient(server.storefrontUrl);
      const id = available()[0].variant.id;
      const cross = await post(visitor, '/cart/add.js', { id }, { headers: { 'sec-fetch-site': 'cross-site' } });
      expect(cross.status).toBe(403);
      const foreign = await post(visitor, '/cart/add', { id: String(id) }, { form: true, headers: { origin: 'https://evil.example' } });
      expect(foreign.status).toBe(403);
      expect((await visitor.get('/cart.js')).body.item_count).toBe(0);
    });
  });

  describe('checkout', () => {
    const address = {
      email: 'shopper@example.com', firstName: 'Ada', lastName: 'Lovelace', address1: '1 Main St', address2: '', city: 'Portland',
      zip: '97201', country: 'US', cardName: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123',
    };

    it('adds with the product form, validates, places the order, takes stock and empties the cart', async () => {
      const visitor = httpClient(server.storefrontUrl);
      expect((await get(visitor, '/checkout')).status).toBe(303);
      const pick = products.find((p) => p.variants.some((v) => v.available && v.id))!;
      const before = (await visitor.get(`/products/${pick.handle}.js`)).body;
      const variant = before.variants.find((v: { available: boolean; inventory_quantity: number }) => v.available && v.inventory_quantity >= 2);
      expect(variant).toBeDefined();
      const add = await post(visitor, '/cart/add', { id: String(variant.id), quantity: '2' }, { form: true });
      expect(add.status).toBe(303);
      expect(add.headers.get('location')).toBe('/cart');
      const badQty = await post(visitor, '/cart/change', { id: String(variant.id), quantity: 'abc' }, { form: true });
      expect(badQty.status).toBe(400);
      expect(badQty.body).toContain('Quantity must be a whole number');

      const form = await get(visitor, '/checkout');
      expect(form.status).toBe(200);
      expect(meta(form.body, 'vitrine-place')).toBe('CO');
      const invalid = await post(visitor, '/checkout', { ...address, email: 'nope', cardNumber: '1234', city: '' }, { form: true });
      expect(invalid.status).toBe(422);
      expect(invalid.body).toContain('Enter a valid email address');
      expect(invalid.body).toContain('Enter a valid card number');
      expect(invalid.body).toContain('Enter a city');
      expect(invalid.body).not.toContain('value="1234"');

      const placed = await post(visitor, '/checkout', address, { form: true });
      expect(placed.status).toBe(303);
      const confirmation = placed.headers.get('location')!;
      const orderId = /^\/checkout\/thank-you\?order=(\d+)$/.exec(confirmation)![1];
      const thanks = await get(visitor, confirmation);
      expect(thanks.status).toBe(200);
      expect(meta(thanks.body, 'vitrine-place')).toBe('CNF');
      expect(thanks.body).toContain('Thank you for your order!');
      expect(thanks.body).toContain(`Order #${orderId}`);
      expect((await visitor.get('/cart.js')).body.item_count).toBe(0);
      const after = (await visitor.get(`/products/${pick.handle}.js`)).body;
      expect(after.variants.find((v: { id: number }) => v.id === variant.id).inventory_quantity).toBe(variant.inventory_quantity - 2);
      // Someone else with the link sees no order details.
      const stranger = await get(httpClient(server.storefrontUrl), confirmation);
      expect(stranger.body).not.toContain(orderId);
      // Signed in, the account page lists it.
      await post(visitor, '/account/login', { email: 'shopper@example.com' }, { form: true });
      expect((await get(visitor, '/account')).body).toContain(`#${orderId}`);
      (globalThis as { placedOrder?: string }).placedOrder = orderId;
    });
  });

  describe('console links', () => {
    it('lists the real collections and links other shops on their own origins', async () => {
      const merchant = httpClient(server);
      expect([302, 303]).toContain((await merchant.signIn('merchant@example.com', 'vitrine-merchant')).status);
      const collections = await merchant.get(`/api2/shop/rec/action/collections?site=${northwind.id}`);
      expect(collections.status).toBe(200);
      const handles = collections.body.collections.map((c: { handle: string }) => c.handle);
      expect(handles).toEqual(expect.arrayContaining(['all', 'frontpage', 'sale', 'new-arrivals', 'best-sellers']));
      const link = await merchant.get(`/api2/shop/rec/action/preview-link?site=${northwind.id}&pageClass=CAT`);
      expect(link.status).toBe(200);
      const url = new URL(link.body.url);
      expect([url.origin, url.searchParams.has('shop')]).toEqual([shopUrl(server.storefrontUrl, 'northwind-outfitters'), false]);
      const landed = await get(shopClient(server.storefrontUrl, 'northwind-outfitters'), url.pathname + url.search);
      expect(landed.status).toBe(200);
      expect(shopOf(landed.body)).toBe(northwind.id);
    });
  });

  describe('analytics tables', () => {
    it('hold the seeded history of every shop and the order placed above', async () => {
      await server.stop();
      const store = await openAnalyticsStore({ file: path.join(dataDir, ANALYTICS_FILE), connections: 1 });
      try {
        const seeded = await store.all<{ site_id: string }>(`SELECT DISTINCT site_id FROM orders WHERE source = 'seed'`);
        expect(seeded.map((r) => r.site_id).sort()).toEqual(shopSites().map((s) => s.id).sort());
        const orderId = (globalThis as { placedOrder?: string }).placedOrder!;
        const [order] = await store.all<{ source: string; email: string; item_count: number; site_id: string }>(`SELECT * FROM orders WHERE order_id = $1`, [orderId]);
        expect(order).toMatchObject({ source: 'storefront', email: 'shopper@example.com', item_count: 2, site_id: DEMO_SITE_ID });
        const lines = await store.all(`SELECT * FROM order_lines WHERE order_id = $1`, [orderId]);
        expect(lines).toHaveLength(1);
      } finally {
        await store.close();
      }
    });
  });
});
