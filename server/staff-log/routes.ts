import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireStaff } from '../http/auth';
import type { AppContext } from '../http/context';
import { badRequest } from '../lib/errors';
import { asObject } from '../lib/validate';
import { siteForUser } from '../sites/access';
import { siteParam } from '../recommendations/store';
import { listStaffActions, recordStaffAction } from './store';

const MAX_LIMIT = 200;

function positiveInt(value: unknown, name: string, fallback?: number): number | undefined {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw badRequest(`${name} must be a whole number of 1 or more`);
  return n;
}

/**
 * The staff action log (issue 15 "Rules"): GET lists who did what and when, newest first,
 * for one site (`site`) or all; POST site-reset is the spec's site reset call (spec 7: path
 * not shown), which clears nothing on the server but leaves its receipt. Staff only: a
 * merchant gets 403 before any parameter is read.
 */
export function staffLogRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api2/staff-actions', async (request: FastifyRequest) => {
    const auth = await requireStaff(ctx, request);
    const q = (request.query ?? {}) as Record<string, unknown>;
    const limit = Math.min(positiveInt(q.limit, 'limit', 50)!, MAX_LIMIT);
    const before = positiveInt(q.before, 'before');
    const site = q.site === undefined || q.site === '' ? undefined : await siteForUser(ctx.db, auth, q.site);
    return listStaffActions(ctx.db, { siteId: site?.id, limit, before });
  });

  app.post('/api2/recommendation/site-reset', async (request) => {
    const auth = await requireStaff(ctx, request);
    const body = asObject(request.body ?? {});
    const site = await siteForUser(ctx.db, auth, siteParam(request.query, body));
    const cleared = body.cleared === undefined ? undefined : positiveIntOrZero(body.cleared);
    await recordStaffAction(ctx.db, auth, { action: 'site-reset', site, detail: cleared === undefined ? {} : { localKeysCleared: cleared } });
    return { status: 'ok' };
  });
}

function positiveIntOrZero(value: unknown): number {
  const n = typeof value === 'number' ? value : NaN;
  if (!Number.isInteger(n) || n < 0 || n > 100_000) throw badRequest('cleared must be a whole number of 0 or more');
  return n;
}
