// POST /delivery/v1/:siteId/events: the storefront tag's events (sdk/sandbox/delivery.ts).
// Public: shoppers have no console session, so the route is exempt from the CSRF guard (it
// changes no one's data, only appends analytics rows) and defends itself instead: the site's
// exact shop Origin (required: a browser always sends it on this cross-origin POST), an events
// token the shop's page was given for its visitor (events-token.ts), strict validation, bounded
// bodies and batches, rate limits per IP and per visitor, and no client-sent money (prices.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import { forbidden, HttpError, notFound } from '../lib/errors';
import { readVisitorParam } from '../delivery/params';
import { stampArm, type ArmSource } from './arm';
import { checkEventsToken, EVENTS_TOKEN_MESSAGES, eventsKeyOf, issueEventsGrant } from './events-token';
import { priceFromCatalogue } from './prices';
import { createRateLimiter } from './rate-limit';
import { createTrackedSites } from './sites';
import { parseBatch } from './validate';
import { createEventWriter, type EventWriter } from './writer';

export const EVENTS_ROUTE = '/delivery/v1/:siteId/events';
export const EVENTS_TOKEN_ROUTE = '/delivery/v1/:siteId/events/token';
export const EVENTS_ORIGIN_MESSAGES = {
  missing: 'Events are accepted only from the site’s own shop pages: the Origin header is missing',
  foreign: 'Events are accepted only from the site’s own shop pages: this Origin is not the shop’s',
} as const;
/** sendBeacon payloads are capped at 64 KB by browsers; nothing the tag sends is larger. */
export const EVENTS_BODY_LIMIT = 64 * 1024;

const tooMany = () => new HttpError(429, 'Too many events: slow down');

/** `holdouts`: the sites' holdouts, shared with the delivery route, for each row's arm. */
export function trackingRoutes(app: FastifyInstance, ctx: AppContext, holdouts: ArmSource): { writer: EventWriter } {
  const trackedSite = createTrackedSites(ctx.db, ctx.config.storefrontOrigin);
  const eventsKey = eventsKeyOf(ctx.previewKey);
  const perIp = createRateLimiter({ perMinute: ctx.config.trackingIpBatchesPerMinute });
  const perVisitor = createRateLimiter({ perMinute: ctx.config.trackingVisitorBatchesPerMinute });
  const writer = createEventWriter(ctx.analytics, {
    intervalMs: ctx.config.trackingFlushMs,
    onError: (error, rows) => app.log.error({ err: error, rows }, 'writing storefront events failed; rows dropped'),
    onWritten: ctx.liveSessions ? (rows) => ctx.liveSessions!.eventsWritten(rows) : undefined,
  });
  // app.close() runs before main's stop() closes the analytics store: nothing queued is lost.
  app.addHook('onClose', async () => writer.close());

  /**
   * The site, asked for from its exact shop origin. Browsers send Origin on every cross-origin
   * POST and CORS GET, so a request without one is not the shop's page: refused like a foreign one.
   */
  async function siteAndCors(request: FastifyRequest<{ Params: { siteId: string } }>, reply: FastifyReply) {
    const site = await trackedSite(request.params.siteId);
    if (!site) throw notFound('Unknown site');
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (origin === undefined) throw forbidden(EVENTS_ORIGIN_MESSAGES.missing);
    if (!site.origins.has(origin)) throw forbidden(EVENTS_ORIGIN_MESSAGES.foreign);
    reply.header('access-control-allow-origin', origin);
    return site;
  }

  app.post<{ Params: { siteId: string } }>(
    EVENTS_ROUTE,
    {
      bodyLimit: EVENTS_BODY_LIMIT,
      // Every shopper's page sends events: no per-request info lines (warnings still logged).
      logLevel: 'warn',
      // Before the body is even read: a flood from one address costs a map lookup.
      onRequest: async (request) => {
        if (!perIp.take(request.ip)) throw tooMany();
      },
    },
    async (request, reply) => {
      const site = await siteAndCors(request, reply);
      const batch = parseBatch(request.body, site.id, Date.now());
      const problem = checkEventsToken(eventsKey, batch.token, site.id, batch.visitorId);
      if (problem) throw forbidden(EVENTS_TOKEN_MESSAGES[problem]);
      if (batch.visitorId && !perVisitor.take(`${site.id}:${batch.visitorId}`)) throw tooMany();
      const rows = await priceFromCatalogue(ctx.db, site.id, site.currency, batch.rows);
      await stampArm(rows, site.id, batch.visitorId, holdouts);
      const queued = rows.length === 0 || writer.push(rows);
      reply.header('x-vitrine-accepted', String(queued ? batch.rows.length : 0));
      // QA/preview events are stored apart (source 'qa'): the answer says how many were QA.
      reply.header('x-vitrine-qa', String(queued ? batch.qa : 0));
      reply.header('x-vitrine-dropped', String(queued ? 0 : batch.rows.length));
      return reply.code(204).send();
    },
  );

  // A fresh token for a long visit (the first comes with the page's recommendations).
  app.get<{ Params: { siteId: string }; Querystring: Record<string, unknown> }>(EVENTS_TOKEN_ROUTE, { logLevel: 'warn' }, async (request, reply) => {
    const site = await siteAndCors(request, reply);
    const visitor = readVisitorParam(request.query);
    reply.header('cache-control', 'private, no-store');
    return issueEventsGrant(eventsKey, site.id, visitor);
  });

  // The tag posts text/plain (no preflight); a JSON caller in a browser preflights first.
  app.options<{ Params: { siteId: string } }>(EVENTS_ROUTE, async (request, reply) => {
    await siteAndCors(request, reply);
    reply.header('access-control-allow-methods', 'POST');
    reply.header('access-control-allow-headers', 'content-type');
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });

  return { writer };
}
