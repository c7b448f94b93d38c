/**
 * GET /email/v1/slot: the email image and link service (recommendations spec 7). The HTML a
 * merchant copies from the email editor (plugins/recommendations/model/email-html.ts) holds,
 * per slot, an <img> (type=image) and an <a> (type=link) pointing here. Public: recipients
 * have no session. An image request always gets a PNG (the placeholder on any failure, never
 * a 500 or a broken image); a link redirects to the product on the storefront and counts the
 * click. The product is chosen when the email is opened (choose.ts), so nothing is cached.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_SLOT_PATH } from '../../plugins/recommendations/model/email-links';
import { withEmailLook } from '../../plugins/recommendations/model/email-look';
import type { RecEventRow } from '../analytics/recs/schema';
import type { ConfigCache } from '../delivery/site-config';
import type { ModelCache } from '../delivery/model-cache';
import type { AppContext } from '../http/context';
import { shopOrigin } from '../lib/shop-origin';
import { createRateLimiter } from '../tracking/rate-limit';
import type { EventWriter } from '../tracking/writer';
import type { CatalogProduct } from '../../plugins/recommendations/engine/types';
import { chooseProduct, loadEmailRec, loadEmailSite, servable, type EmailRec, type EmailSite } from './choose';
import { BadSlotQuery, readSlotQuery, type SlotQuery } from './params';
import { createRecipientDirectory } from './recipients';
import { placeholderPng } from './render';
import { createSlotRenderer } from './slot-image';

export { EMAIL_SLOT_PATH };

/** Each open chooses again: no shared or browser cache may keep a recipient's picture. */
const NO_STORE = 'no-store, max-age=0';

export interface EmailImageDeps {
  configs: ConfigCache;
  models: ModelCache;
  writer: EventWriter;
}

export function emailImageRoutes(app: FastifyInstance, ctx: AppContext, deps: EmailImageDeps) {
  const render = createSlotRenderer();
  const recipients = createRecipientDirectory(ctx.analytics);
  // Clicks append analytics rows: one address may not inflate a merchant's numbers.
  const clicksPerIp = createRateLimiter({ perMinute: ctx.config.trackingIpBatchesPerMinute });
  // An editor preview asks one picture per slot (up to 24) each time the look changes.
  const lookRendersPerIp = createRateLimiter({ perMinute: 1200 });

  /** The recommendation and its shop's model when this slot can be served, else null. */
  async function resolve(q: SlotQuery, site: EmailSite): Promise<{ rec: EmailRec; product: CatalogProduct | null } | null> {
    const [config, rec] = await Promise.all([deps.configs.get(q.siteId), loadEmailRec(ctx.db, q.siteId, q.recId)]);
    if (!config || !rec || !servable(rec, q.mode)) return null;
    const [{ model }, known] = await Promise.all([deps.models.get(site.id), recipients.lookup(site.id, q.recipient)]);
    return { rec, product: chooseProduct(model, config.settings, rec, q, known) };
  }

  const sendPng = (reply: FastifyReply, png: Buffer, status = 200) =>
    reply
      .code(status)
      .header('cache-control', NO_STORE)
      // Shown by webmail and by the editor's sandboxed frame, both on other origins.
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('image/png')
      .send(png);

  async function image(request: FastifyRequest, reply: FastifyReply, q: SlotQuery) {
    if (q.mode === 'load') return sendPng(reply, await placeholderPng());
    try {
      const site = await loadEmailSite(ctx.db, q.siteId);
      const found = site && (await resolve(q, site));
      if (!site || !found?.product) return sendPng(reply, await placeholderPng());
      // The editor's unsaved look: bounded per address, as each new look is a new render.
      const doc = q.look && lookRendersPerIp.take(request.ip) ? withEmailLook(found.rec.doc, q.look) : found.rec.doc;
      return sendPng(reply, await render(site.external, found.product, doc, site.currency));
    } catch (error) {
      request.log.warn({ err: error, siteId: q.siteId, recId: q.recId }, 'email slot image failed; placeholder sent');
      return sendPng(reply, await placeholderPng());
    }
  }

  async function link(request: FastifyRequest, reply: FastifyReply, q: SlotQuery) {
    const site = await loadEmailSite(ctx.db, q.siteId);
    if (!site) return reply.code(404).send({ status: 404, message: 'Unknown site' });
    let found: Awaited<ReturnType<typeof resolve>> = null;
    try {
      found = q.mode === 'load' ? null : await resolve(q, site);
    } catch (error) {
      request.log.warn({ err: error, siteId: q.siteId, recId: q.recId }, 'email slot link failed; sent to the shop');
    }
    const product = found?.product;
    // Nothing to show (paused, deleted, no product left): the recipient still lands in the shop.
    const target = new URL(product ? `/products/${product.handle}` : '/', shopOrigin(ctx.config.storefrontOrigin, site.external)).toString();
    if (product && found && q.mode === 'production' && clicksPerIp.take(request.ip)) {
      deps.writer.push([clickRow(q, found.rec, product.id, request.headers['user-agent'])]);
    }
    return reply.code(302).header('cache-control', NO_STORE).header('location', target).send();
  }

  app.get(EMAIL_SLOT_PATH, { logLevel: 'warn' }, async (request, reply) => {
    let q: SlotQuery;
    try {
      q = readSlotQuery(request.query);
    } catch (error) {
      if (!(error instanceof BadSlotQuery)) throw error;
      // Still a picture: an email program shows the body of a refused image too.
      if (error.type === 'image') return sendPng(reply, await placeholderPng(), 400);
      return reply.code(400).send({ status: 400, message: error.message });
    }
    return q.type === 'image' ? image(request, reply, q) : link(request, reply, q);
  });
}

/** The recipient's click, as the storefront tag reports one (rec_events), from the EMAIL place. */
export function clickRow(q: SlotQuery, rec: EmailRec, productId: string, userAgent: string | undefined, now = new Date()): RecEventRow {
  const day = now.toISOString().slice(0, 10);
  const visitor = q.recipient ?? 'email-anonymous';
  return {
    site_id: q.siteId,
    occurred_at: now,
    visitor_id: visitor,
    session_id: `email-${rec.id}-${day}-${visitor.slice(-12)}`,
    type: 'click',
    place: 'EMAIL',
    path: '/email',
    form_factor: /Mobi|Android|iPhone|iPad/i.test(userAgent ?? '') ? 'mobile' : 'desktop',
    new_or_returning: 'returning',
    recommendation_id: rec.id,
    provider: typeof rec.doc.qualifiedName === 'string' ? rec.doc.qualifiedName : q.qualifiedName,
    product_id: productId,
    product_ids: null,
    variant_id: null,
    quantity: null,
    value: null,
    currency: null,
    order_id: null,
    page_views: null,
    time_on_site_s: null,
    referrer: null,
    source: 'email',
    arm: null,
  };
}
