import type { FastifyInstance } from 'fastify';
import { REC_MESSAGES as M } from '../../plugins/recommendations/model/messages';
import { requireStaff } from '../http/auth';
import type { AppContext } from '../http/context';
import { badRequest, notFound } from '../lib/errors';
import { asObject } from '../lib/validate';
import { siteForUser } from '../sites/access';
import { recordStaffAction } from '../staff-log/store';
import { cloneRecommendations } from './clone';
import { siteParam } from './store';

/**
 * Internal Only Settings: clone recommendations from another site (spec 2, messages of spec
 * 5). Body `{ siteId }` names the source, `site` (query or body) the current site, which
 * receives the copies. Staff only; refused before any input is read, so a merchant learns
 * nothing about other sites.
 */
export function recCloneRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api2/recommendation/clone', async (request, reply) => {
    const auth = await requireStaff(ctx, request);
    const body = asObject(request.body ?? {});
    const from = body.siteId;
    const to = siteParam(request.query, body);
    if (from === undefined || from === null || from === '') throw badRequest(M.cloneMissingSiteId);
    if (to === undefined || to === null || to === '') throw badRequest(M.cloneNoCurrentSite);
    if (from === to) throw badRequest(M.cloneSameSite);
    const [source, target] = [await siteForUser(ctx.db, auth, from), await siteForUser(ctx.db, auth, to)];
    const { ids } = await cloneRecommendations(ctx.db, source.id, target.id);
    if (!ids.length) throw notFound(M.cloneNothing);
    await recordStaffAction(ctx.db, auth, { action: 'clone', site: target, detail: { from: source.id, fromName: source.name, count: ids.length } });
    return reply.code(201).send({ status: 'ok', from: source.id, site: target.id, cloned: ids });
  });
}
