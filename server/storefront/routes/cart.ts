/**
 * The cart: the cart page and its form posts (no JavaScript needed), and the AJAX cart
 * (/cart.js, /cart/add.js, /cart/change.js) the widget runtime calls to add recommended
 * products. Both go through cart.ts, so they refuse the same things with the same words.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { productByHandle, productById, productByVariantId } from '../../catalog/repository';
import type { CatalogProduct } from '../../../plugins/recommendations/engine/types';
import { cartJson, lineItemJson } from '../ajax-json';
import { addToLines, CartError, cartView, parseQuantity, parseVariantId, setLineQuantity, variantForOptions } from '../cart';
import { saveCartLines } from '../cart-store';
import { CART_ERRORS } from '../messages';
import { currentCart, sendPage, withVisit, type StoreDeps } from '../render';
import type { Visit } from '../shop-context';
import { cartPageView } from '../views/cart-page';
import { productView } from '../views/product';

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body => (typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? (request.body as Body) : {});

/** The cart token the AJAX cart shows: derived from, but not revealing, the visitor cookie. */
const tokenOf = (visitorId: string) => createHash('sha256').update(`cart:${visitorId}`).digest('hex').slice(0, 32);

function ajaxError(reply: FastifyReply, err: unknown) {
  if (!(err instanceof CartError)) throw err;
  return reply.code(err.status).send({ status: err.status, message: err.status === 400 ? 'Bad Request' : 'Cart Error', description: err.message });
}

async function variantProduct(deps: StoreDeps, visit: Visit, variantId: string): Promise<CatalogProduct> {
  const product = await productByVariantId(deps.db, visit.shop.id, variantId);
  if (!product) throw new CartError(404, CART_ERRORS.unknownVariant);
  return product;
}

const productByHandleFor = (deps: StoreDeps, visit: Visit, handle: string) =>
  /^[a-z0-9][a-z0-9-]{0,199}$/.test(handle) ? productByHandle(deps.db, visit.shop.id, handle) : Promise.resolve(undefined);

/** The cart as it now is, valued from catalogue prices, for the shopper's live session (never a browser's number). */
async function cartChanged(deps: StoreDeps, visit: Visit): Promise<void> {
  if (!deps.liveSessions) return;
  const { view } = await currentCart(deps.db, visit);
  await deps.liveSessions.cartChanged({ siteId: visit.shop.id, visitorId: visit.visitorId, changedAt: new Date(), value: view.subtotal, itemCount: view.itemCount });
}

/** Adds one item to the visitor's cart; returns the new cart. */
async function addItem(deps: StoreDeps, visit: Visit, variantId: string, quantity: number) {
  const { lines } = await currentCart(deps.db, visit);
  const product = await variantProduct(deps, visit, variantId);
  const next = addToLines(lines, product, variantId, quantity);
  await saveCartLines(deps.db, visit.shop.id, visit.visitorId, next);
  await cartChanged(deps, visit);
  return { next, product };
}

async function changeItem(deps: StoreDeps, visit: Visit, variantId: string, quantity: number) {
  const { lines } = await currentCart(deps.db, visit);
  const line = lines.find((l) => l.variantId === variantId);
  const product = line && quantity > 0 ? await productById(deps.db, visit.shop.id, line.productId) : undefined;
  const next = setLineQuantity(lines, product, variantId, quantity);
  await saveCartLines(deps.db, visit.shop.id, visit.visitorId, next);
  await cartChanged(deps, visit);
}

export function registerCartRoutes(app: FastifyInstance, deps: StoreDeps): void {
  app.get('/cart', withVisit(deps, async (visit, _request, reply) => {
    const { view } = await currentCart(deps.db, visit);
    return sendPage(reply, deps, visit, { title: 'Your cart', place: 'CRT', cart: view, body: cartPageView(visit.shop, view) });
  }));

  // The product form: a variant id, or the chosen options (option1..3) when no script picked one.
  app.post('/cart/add', withVisit(deps, async (visit, request, reply) => {
    const body = bodyOf(request);
    let product: CatalogProduct | undefined;
    try {
      const quantity = body.quantity === undefined ? 1 : parseQuantity(body.quantity, 1);
      let variantId: string;
      if (body.id !== undefined) variantId = parseVariantId(body.id);
      else {
        const handle = typeof body.handle === 'string' ? body.handle : '';
        const referer = /\/products\/([a-z0-9-]{1,200})/.exec(String(request.headers.referer ?? ''))?.[1];
        product = await productByHandleFor(deps, visit, handle || referer || '');
        const variant = product && variantForOptions(product, [1, 2, 3].map((i) => (typeof body[`option${i}`] === 'string' ? (body[`option${i}`] as string) : undefined)));
        if (!variant) throw new CartError(404, CART_ERRORS.unknownVariant);
        variantId = variant.id;
      }
      await addItem(deps, visit, variantId, quantity);
      return reply.redirect('/cart', 303);
    } catch (err) {
      if (!(err instanceof CartError)) throw err;
      if (product) return sendPage(reply, deps, visit, { title: product.title, place: 'PDP', productId: product.id, body: productView(visit.shop, product, product.variants[0], err.message), status: err.status });
      const { view } = await currentCart(deps.db, visit);
      return sendPage(reply, deps, visit, { title: 'Your cart', place: 'CRT', cart: view, body: cartPageView(visit.shop, view, err.message), status: err.status });
    }
  }));

  app.post('/cart/change', withVisit(deps, async (visit, request, reply) => {
    const body = bodyOf(request);
    try {
      await changeItem(deps, visit, parseVariantId(body.id), parseQuantity(body.quantity));
      return reply.redirect('/cart', 303);
    } catch (err) {
      if (!(err instanceof CartError)) throw err;
      const { view } = await currentCart(deps.db, visit);
      return sendPage(reply, deps, visit, { title: 'Your cart', place: 'CRT', cart: view, body: cartPageView(visit.shop, view, err.message), status: err.status });
    }
  }));

  app.get('/cart.js', withVisit(deps, async (visit, _request, reply) => {
    const { view } = await currentCart(deps.db, visit);
    return reply.header('cache-control', 'no-store').send(cartJson(view, tokenOf(visit.visitorId), visit.shop.currency));
  }, { json: true }));

  // { id, quantity } answers the line item; { items: [{ id, quantity }] } answers { items }.
  app.post('/cart/add.js', withVisit(deps, async (visit, request, reply) => {
    const body = bodyOf(request);
    try {
      const wanted = Array.isArray(body.items) ? body.items.slice(0, 20) : [body];
      if (!wanted.length) throw new CartError(400, CART_ERRORS.badId);
      const added: string[] = [];
      for (const item of wanted) {
        const entry = (typeof item === 'object' && item !== null ? item : {}) as Body;
        const variantId = parseVariantId(entry.id);
        await addItem(deps, visit, variantId, entry.quantity === undefined ? 1 : parseQuantity(entry.quantity, 1));
        added.push(variantId);
      }
      const { view } = await currentCart(deps.db, visit);
      const items = added.map((id) => view.items.find((i) => i.variant.id === id)!).filter(Boolean).map(lineItemJson);
      return reply.send(Array.isArray(body.items) ? { items } : items[0]);
    } catch (err) {
      return ajaxError(reply, err);
    }
  }, { json: true }));

  // { id: variant id, quantity } or { line: 1-based index, quantity }; answers the cart.
  app.post('/cart/change.js', withVisit(deps, async (visit, request, reply) => {
    const body = bodyOf(request);
    try {
      const quantity = parseQuantity(body.quantity);
      let variantId: string;
      if (body.line !== undefined) {
        const { lines } = await currentCart(deps.db, visit);
        const index = parseQuantity(body.line, 1) - 1;
        if (!lines[index]) throw new CartError(400, CART_ERRORS.notInCart);
        variantId = lines[index].variantId;
      } else variantId = parseVariantId(body.id);
      await changeItem(deps, visit, variantId, quantity);
      const { view } = await currentCart(deps.db, visit);
      return reply.send(cartJson(view, tokenOf(visit.visitorId), visit.shop.currency));
    } catch (err) {
      return ajaxError(reply, err);
    }
  }, { json: true }));

  app.post('/cart/clear.js', withVisit(deps, async (visit, _request, reply) => {
    await saveCartLines(deps.db, visit.shop.id, visit.visitorId, []);
    return reply.send(cartJson(cartView([], []), tokenOf(visit.visitorId), visit.shop.currency));
  }, { json: true }));
}
