import type { FastifyInstance } from 'fastify';
import { requireAuth, requireStaff } from '../http/auth';
import type { AppContext } from '../http/context';
import { FOREX_BASE, FOREX_DATE, FOREX_RATES } from '../static/forex';
import { agencyRows } from './rows';

/** Agency Stats (staff only) and the reference exchange rates its revenues use. */
export function agencyRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api2/recommendation/agency-info', async (request) => {
    await requireStaff(ctx, request);
    return agencyRows(ctx.db, ctx.analytics, { now: new Date(), windowDays: ctx.config.attributionWindowDays });
  });

  /** Spec 7 "rates by currency": units per US dollar, from the dated table in server/static/forex.ts. */
  app.get('/api2/forex/latest', async (request, reply) => {
    await requireAuth(ctx, request);
    reply.header('cache-control', 'private, max-age=3600');
    return { base: FOREX_BASE, date: FOREX_DATE, rates: FOREX_RATES };
  });
}
