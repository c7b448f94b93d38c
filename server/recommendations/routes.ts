import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLifecycleAction } from '../../plugins/recommendations/model/status';
import { REC_MESSAGES as M } from '../../plugins/recommendations/model/messages';
import { requireAuth } from '../http/auth';
import type { AppContext } from '../http/context';
import { badRequest, conflict, HttpError } from '../lib/errors';
import { asObject } from '../lib/validate';
import { sentVersion } from '../lib/version';
import { siteForUser } from '../sites/access';
import { insertRec, newRecDoc } from './create';
import { readCreate } from './input';
import { applyLifecycle, readCount, readEndpoints } from './lifecycle';
import { API_MESSAGES as A } from './messages';
import { siteReadiness } from './readiness';
import { readChanges, saveRec } from './save';
import { listVersions } from './versions';
import { assertModifiable, shopFacts } from './shop-facts';
import { recForUser, recJson, siteParam } from './store';
import { recCloneRoutes } from './clone-routes';
import { recStatusRoutes } from './status-routes';
import { recThemeRoutes } from './theme-routes';
import { siteSettingsRoutes } from './site-settings-routes';

const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** `__v` from the body (a number), the query (digits) or an If-Match header. */
function versionOf(request: FastifyRequest): number | undefined {
  const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
  const raw = query(request).__v;
  if (body.__v !== undefined || raw === undefined) return sentVersion(body, request.headers);
  return sentVersion({ __v: typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw }, request.headers);
}

/** The version an update of a recommendation edits: 428 without one. */
function requiredVersionOf(request: FastifyRequest): number {
  const v = versionOf(request);
  if (v === undefined) throw new HttpError(428, A.missingVersion, 'VERSION_REQUIRED');
  return v;
}

/** The recommendations API of spec 7 (see API.md beside this file). */
export function recommendationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  async function listOf(request: FastifyRequest, site: unknown) {
    const auth = await requireAuth(ctx, request);
    const row = await siteForUser(db, auth, site);
    const kind = query(request).kind;
    if (kind !== undefined && !['online', 'hyper-online', 'email'].includes(kind as string)) throw badRequest('kind must be one of online, hyper-online, email');
    let q = db.selectFrom('recommendations').selectAll().where('site_id', '=', row.id);
    if (kind !== undefined) q = q.where('kind', '=', kind as string);
    return { auth, site: row, rows: await q.orderBy('created_at').orderBy('id').execute() };
  }

  app.get('/api2/recommendation', async (request) => {
    const { rows } = await listOf(request, query(request).site);
    return rows.map(recJson);
  });

  /** Refresh: the list again, with every recommendation's endpoint readiness. */
  app.post('/api2/recommendation/refresh', async (request) => {
    const body = request.body === undefined ? {} : asObject(request.body);
    const { auth, site, rows } = await listOf(request, siteParam(request.query, body));
    const facts = await shopFacts(ctx, auth, site);
    const readiness = await siteReadiness(db, site, { plus: facts.plus, provisionMs: ctx.config.demoProvisionMs, now: new Date(), recs: rows });
    return { recommendations: rows.map(recJson), readiness };
  });

  app.post('/api2/recommendation/create', async (request, reply) => {
    const body = asObject(request.body);
    const auth = await requireAuth(ctx, request);
    const site = await siteForUser(db, auth, siteParam(request.query, body));
    const facts = await assertModifiable(ctx, auth, site);
    const input = readCreate(body.recommendation);
    const created = await insertRec(db, site.id, input, newRecDoc(input, facts, auth.staff));
    return reply.code(201).send(created);
  });

  app.get<{ Params: { id: string } }>('/api2/recommendation/:id', async (request) => {
    const auth = await requireAuth(ctx, request);
    const site = query(request).site;
    if (site === undefined) throw badRequest(M.missingSite);
    return recJson((await recForUser(db, auth, request.params.id, site)).row);
  });

  app.put<{ Params: { id: string } }>('/api2/recommendation/:id', async (request) => {
    const body = asObject(request.body);
    const auth = await requireAuth(ctx, request);
    const { site, row } = await recForUser(db, auth, request.params.id, siteParam(request.query, body));
    const v = requiredVersionOf(request);
    if (v !== row.version) throw conflict();
    await assertModifiable(ctx, auth, site);
    return saveRec(db, row, v, readChanges(row.id, body, recJson(row)), { id: auth.user.id, name: auth.user.name || auth.user.email });
  });

  /** The last saves of a recommendation, newest first (who, when, what changed, the document). */
  app.get<{ Params: { id: string } }>('/api2/recommendation/:id/versions', async (request) => {
    const auth = await requireAuth(ctx, request);
    const site = query(request).site;
    if (site === undefined) throw badRequest(M.missingSite);
    const { row } = await recForUser(db, auth, request.params.id, site);
    return listVersions(db, row.id);
  });

  app.patch<{ Params: { action: string; id: string } }>('/api2/recommendation/:action/:id', async (request) => {
    const { action, id } = request.params;
    if (!isLifecycleAction(action)) throw badRequest(M.unknownAction(action.slice(0, 40)));
    const body = request.body === undefined || request.body === null ? {} : asObject(request.body);
    const auth = await requireAuth(ctx, request);
    const siteId = siteParam(request.query, body);
    if (siteId === undefined) throw badRequest(M.missingSite);
    const { site, row } = await recForUser(db, auth, id, siteId);
    const params = { ...query(request), ...body };
    const endpoints = readEndpoints(params.endpoints);
    readCount(params.productionCount);
    // A status change edits the recommendation like a save: it names the version it acts on.
    const v = requiredVersionOf(request);
    await assertModifiable(ctx, auth, site);
    return applyLifecycle(db, site, row, action, { v, endpoints, now: new Date() });
  });

  app.delete<{ Params: { id: string } }>('/api2/recommendation/:id', async (request, reply) => {
    const auth = await requireAuth(ctx, request);
    const siteId = siteParam(request.query, request.body);
    if (siteId === undefined) throw badRequest(M.missingSite);
    const { site, row } = await recForUser(db, auth, request.params.id, siteId);
    const v = versionOf(request);
    await assertModifiable(ctx, auth, site);
    let q = db.deleteFrom('recommendations').where('id', '=', row.id);
    if (v !== undefined) q = q.where('version', '=', v);
    const gone = await q.executeTakeFirst();
    if (!gone.numDeletedRows) throw conflict();
    return reply.code(204).send();
  });

  recStatusRoutes(app, ctx);
  recThemeRoutes(app, ctx);
  recCloneRoutes(app, ctx);
  siteSettingsRoutes(app, ctx);
}
