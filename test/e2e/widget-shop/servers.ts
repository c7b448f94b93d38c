// A fixture storefront and a fixture API on two loopback origins, as in production: the shop
// serves its pages, images and AJAX cart; the API serves the tag, the delivery payload and takes
// events, answering CORS for the shop's exact origin only.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { DeliveryPayload, EventBatch } from '../../../sdk/sandbox/delivery';
import { COLORS } from './payload';

/** The events token the fake API hands out with its recs answers (the tag sends it with every batch). */
export const WIDGET_SHOP_TOKEN = 'widget-shop-events-token';

export interface Servers {
  shop: string;
  api: string;
  cartAdds: Array<{ id: string; quantity: number }>;
  batches: EventBatch[];
  recsRequests: URL[];
  /** Milliseconds the recs answer waits (a real network's latency). */
  recsDelayMs: number;
  stop(): Promise<void>;
}

async function listen(handler: http.RequestListener): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => resolve(body));
  });

function productSvg(i: number): string {
  const color = COLORS[i % COLORS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${color}"/><circle cx="200" cy="180" r="90" fill="#fff" fill-opacity=".35"/><rect x="110" y="290" width="180" height="18" rx="9" fill="#fff" fill-opacity=".5"/></svg>`;
}

export async function startWidgetShop(opts: { tagFile: string; page: (api: string, withTag: boolean) => string; payload: () => DeliveryPayload }): Promise<Servers> {
  const state = { cartAdds: [] as Servers['cartAdds'], batches: [] as EventBatch[], recsRequests: [] as URL[], recsDelayMs: 0 };
  let itemCount = 0;
  let shopOrigin = '';

  const shop = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, type: string, body: string) => res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    if (url.pathname.startsWith('/images/product-')) return send(200, 'image/svg+xml', productSvg(Number(/\d+/.exec(url.pathname)?.[0] ?? 0)));
    if (url.pathname === '/cart.js') return send(200, 'application/json', JSON.stringify({ item_count: itemCount, items: [] }));
    if (url.pathname === '/cart/add.js' && req.method === 'POST') {
      const body = JSON.parse(await readBody(req)) as { id: string; quantity: number };
      state.cartAdds.push(body);
      itemCount += body.quantity;
      return send(200, 'application/json', JSON.stringify({ id: Number(body.id), variant_id: Number(body.id), quantity: body.quantity }));
    }
    if (url.pathname.startsWith('/products/') || url.pathname === '/') return send(200, 'text/html; charset=utf-8', opts.page(api.origin, !url.searchParams.has('notag')));
    send(404, 'text/plain', 'Not found');
  });
  shopOrigin = shop.origin;

  const api = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const origin = req.headers.origin;
    const cors: Record<string, string> = origin === shopOrigin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : { vary: 'Origin' };
    if (url.pathname === '/storefront/tag.js') return res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(fs.readFileSync(opts.tagFile));
    const recs = /^\/delivery\/v1\/([^/]+)\/recs$/.exec(url.pathname);
    if (recs && req.method === 'GET') {
      state.recsRequests.push(url);
      await new Promise((r) => setTimeout(r, state.recsDelayMs));
      // As the real endpoint: an answer for a visitor carries that visitor's events grant.
      const grant = url.searchParams.has('visitor') ? { events: { token: WIDGET_SHOP_TOKEN, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } } : {};
      return res.writeHead(200, { ...cors, 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ ...opts.payload(), ...grant }));
    }
    if (/^\/delivery\/v1\/[^/]+\/events$/.test(url.pathname) && req.method === 'POST') {
      state.batches.push(JSON.parse(await readBody(req)) as EventBatch);
      return res.writeHead(204, cors).end();
    }
    res.writeHead(404, cors).end();
  });

  return {
    shop: shop.origin,
    api: api.origin,
    get cartAdds() {
      return state.cartAdds;
    },
    get batches() {
      return state.batches;
    },
    get recsRequests() {
      return state.recsRequests;
    },
    get recsDelayMs() {
      return state.recsDelayMs;
    },
    set recsDelayMs(ms: number) {
      state.recsDelayMs = ms;
    },
    async stop() {
      for (const s of [shop.server, api.server]) {
        s.closeAllConnections();
        await new Promise((r) => s.close(r));
      }
    },
  };
}

export const TAG_FILE = path.join(__dirname, '..', '..', '..', 'dist', 'storefront', 'tag.js');
