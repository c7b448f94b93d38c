/**
 * GET /delivery/v1/:siteId/recs: the public endpoint the storefront tag asks for a page's
 * recommendations (sdk/sandbox/delivery.ts, sdk/API.md "Storefront delivery contract").
 * No session and no cookies: it is read by shoppers' browsers on the shop's origin, which
 * alone gets CORS access. (POST /delivery/v1/:siteId/events is the tracking module's.)
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import type { SecurityHeadersRouteConfig } from '../http/security-headers';
import { notFound } from '../lib/errors';
import { shopOrigins } from '../lib/shop-origin';
import { eventsKeyOf, issueEventsGrant } from '../tracking/events-token';
import { createAnswerCache } from './answer-cache';
import type { Arm } from './holdout';
import type { HoldoutCache } from './holdout-cache';
import { invalidateOnWrites } from './invalidation';
import { buildSiteModel, createModelCache, type ModelCache } from './model-cache';
import { readDeliveryParams, type DeliveryParams } from './params';
import { baselinePayload, buildPayload } from './payload';
import { verifyPreviewToken } from './preview-token';
import { createConfigCache, loadPreviewRec, type ConfigCache } from './site-config';

export const DELIVERY_MESSAGES = {
  unknownSite: 'No shop delivers recommendations under this site id',
} as const;

function answerKey(params: DeliveryParams, stamps: string, arm: Arm | undefined): string {
  return [params.siteId, stamps, arm ?? '', params.place, params.ff, params.product ?? '', params.collection ?? '', params.cart.join(','), params.viewed.join(','), params.visitor ?? ''].join('|');
}

/**
 * Public only when nothing personal is in the question: a shared cache may then keep it 30 s.
 * An answer naming a visitor carries their holdout arm, so it is never stored anywhere.
 */
function cachePolicy(params: DeliveryParams): string {
  const personal = params.visitor !== undefined || params.preview !== undefined || params.cart.length > 0 || params.viewed.length > 0;
  return personal ? 'private, no-store' : 'public, max-age=30';
}

/**
 * The visitor's events grant joined to an answer as `events` (the answer is a JSON object). It
 * is added per request, after the cache: a cached answer never carries anyone's token, and an
 * answer with one is private, no-store (it names a visitor).
 */
function withEventsGrant(body: string, grant: object | null): string {
  return grant ? `${body.slice(0, -1)},"events":${JSON.stringify(grant)}}` : body;
}

/**
 * Returns its caches: the email image service answers from the same shop models and configs.
 * `holdouts` is shared with the events route, which stamps rows with the same arms.
 */
export function deliveryRoutes(app: FastifyInstance, ctx: AppContext, holdouts: HoldoutCache): { configs: ConfigCache; models: ModelCache } {
  const configs = createConfigCache(ctx.db);
  const models = createModelCache((siteId, now) => buildSiteModel(ctx.db, ctx.analytics, siteId, now), {
    onError: (siteId, error) => app.log.error({ siteId, err: error }, 'Rebuilding a shop model for delivery failed'),
  });
  const answers = createAnswerCache();
  const eventsKey = eventsKeyOf(ctx.previewKey);
  invalidateOnWrites(app, {
    configs: {
      invalidate: (siteId) => {
        configs.invalidate(siteId);
        holdouts.invalidate(siteId);
      },
    },
    models,
  });

  /** Only the site's own shop origin (server/lib/shop-origin.ts; a real platform's would be its domain) may read. */
  const cors = (request: FastifyRequest, reply: FastifyReply, external: string) => {
    reply.header('vary', 'Origin');
    // The console's security headers are skipped here (a JSON answer, no page): only these two.
    reply.header('x-content-type-options', 'nosniff');
    // Read by the shop's pages from another origin (and, in production, another site).
    reply.header('cross-origin-resource-policy', 'cross-origin');
    const origin = request.headers.origin;
    if (typeof origin === 'string' && shopOrigins(ctx.config.storefrontOrigin, external).includes(origin)) reply.header('access-control-allow-origin', origin);
  };

  // Shoppers' page views: thousands a second, so no per-request log lines (warnings and errors
  // still are). Measured: the two info lines per request cost more than a cached answer.
  app.get<{ Params: { siteId: string } }>('/delivery/v1/:siteId/recs', { logLevel: 'warn', config: { securityHeaders: false } satisfies SecurityHeadersRouteConfig }, async (request, reply) => {
    const params = readDeliveryParams(request.params.siteId, request.query);
    const config = await configs.get(params.siteId);
    if (!config) throw notFound(DELIVERY_MESSAGES.unknownSite);
    cors(request, reply, config.external);
    reply.header('cache-control', cachePolicy(params)).type('application/json; charset=utf-8');
    const claims = params.preview ? verifyPreviewToken(ctx.previewKey, params.preview, params.siteId) : null;
    const grant = params.visitor ? issueEventsGrant(eventsKey, params.siteId, params.visitor) : null;
    // The holdout, decided here before anything renders. The merchant's preview and QA traffic
    // always see the treatment: they must see what shoppers may see (and are never counted).
    const arm = params.visitor && !claims && !params.qa ? await holdouts.armOf(params.siteId, params.visitor) : undefined;
    if (arm === 'baseline') return reply.send(withEventsGrant(JSON.stringify(baselinePayload(config, params)), grant));
    const model = await models.get(params.siteId);
    if (claims) {
      // Previews are rare and must show the latest save of the named recommendation: never cached.
      const previewed = claims.recommendationId ? await loadPreviewRec(ctx.db, params.siteId, claims.recommendationId) : null;
      return reply.send(withEventsGrant(JSON.stringify({ ...buildPayload(config, model.model, params, previewed), preview: { recommendationId: claims.recommendationId } }), grant));
    }
    const key = answerKey(params, `${config.stamp}:${model.stamp}`, arm);
    let body = answers.get(key);
    if (body === undefined) {
      body = JSON.stringify({ ...buildPayload(config, model.model, params, null), ...(arm ? { arm } : {}) });
      answers.set(key, body);
    }
    return reply.send(withEventsGrant(body, grant));
  });
  return { configs, models };
}
