import type { FastifyInstance } from 'fastify';
import { acceptedEncodings } from '../http/console-static';
import { requireAuth, requireStaff } from '../http/auth';
import type { AppContext } from '../http/context';
import { FOREX_BASE, FOREX_DATE, FOREX_RATES } from '../static/forex';
import { badRequest } from '../lib/errors';
import { AGENCY_STALE_MS, AGENCY_TTL_MS, AgencyCache, agencyCacheFor } from './cache';
import { agencyAnswer } from './answer';

const FRESH = new Map([['1', true], ['true', true], ['0', false], ['false', false]]);

/** Agency Stats (staff only) and the reference exchange rates its revenues use. */
export function agencyRoutes(app: FastifyInstance, ctx: AppContext) {
  // Seconds of work at 10,000 sites: computed once a minute at most, served stale for up to ten
  // minutes more while recomputed behind it (server/agency/cache.ts), dropped by a staff
  // action; `fresh=1` waits for a new computation.
  const cache = agencyCacheFor(
    ctx.db,
    () =>
      new AgencyCache(
        () => agencyAnswer(ctx.db, ctx.analytics, { now: new Date(), windowDays: ctx.config.attributionWindowDays }),
        AGENCY_TTL_MS,
        Date.now,
        AGENCY_STALE_MS,
        (err) => app.log.error({ err }, 'agency-info: refreshing the stale answer failed'),
      ),
  );
  app.get('/api2/recommendation/agency-info', async (request, reply) => {
    await requireStaff(ctx, request);
    const raw = ((request.query ?? {}) as Record<string, unknown>).fresh;
    const fresh = raw === undefined ? false : FRESH.get(String(raw));
    if (fresh === undefined) throw badRequest('fresh must be 1, true, 0 or false');
    const answer = await cache.get({ fresh });
    reply.header('cache-control', 'private, no-store');
    reply.header('x-agency-cache', answer.hit);
    reply.header('age', String(Math.max(0, Math.floor((Date.now() - answer.at) / 1000))));
    reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    const { json, gzip } = answer.value;
    if (acceptedEncodings(request.headers['accept-encoding']).has('gzip')) return reply.header('content-encoding', 'gzip').send(gzip);
    return reply.send(json);
  });

  /** Spec 7 "rates by currency": units per US dollar, from the dated table in server/static/forex.ts. */
  app.get('/api2/forex/latest', async (request) => {
    await requireAuth(ctx, request);
    return { base: FOREX_BASE, date: FOREX_DATE, rates: FOREX_RATES };
  });
}
