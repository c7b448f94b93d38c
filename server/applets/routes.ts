import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { AppletDocsTable } from '../db/schema';
import type { AppContext } from '../http/context';
import { assertStaffMayWrite, STAFF_ONLY, staffOnlyChanges } from '../auth/staff-only';
import { requireAuth, type Auth } from '../http/auth';
import { badRequest, conflict, duplicate, isUniqueViolation, notFound } from '../lib/errors';
import { isId, newId } from '../lib/ids';
import { asObject } from '../lib/validate';
import { requiredVersion } from '../lib/version';
import { siteForUser } from '../sites/access';
import { assertBillingValid } from '../plans/billing';
import { recordStaffAction } from '../staff-log/store';
import { assertDocumentLimits } from './limits';
import { mergePatch } from './merge';
import { APPLET_DOC_MESSAGES as M } from './messages';

const APPLET_NAME = /^[a-z][a-z0-9-]{0,39}$/;
/** Keys that identify a document; everything else is the applet's own content. */
const RESERVED = ['_id', '__v', 'site', 'applet'] as const;

type DocRow = Selectable<AppletDocsTable>;

function docJson(row: DocRow) {
  return { ...row.doc, _id: row.id, __v: row.version, site: row.site_id, applet: row.applet };
}

function content(body: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) if (!(RESERVED as readonly string[]).includes(k)) out[k] = v;
  return out;
}

interface Target {
  auth: Auth;
  siteId: string;
  siteName: string;
  applet: string;
}

/** A staff write that touched the custom billing plan leaves a receipt in the staff log. */
async function recordPlan(ctx: AppContext, t: Target, touched: readonly string[], doc: Record<string, unknown> | null) {
  if (!touched.length || !t.auth.staff) return;
  await recordStaffAction(ctx.db, t.auth, {
    action: 'custom-plan',
    site: { id: t.siteId, name: t.siteName },
    detail: { applet: t.applet, billing: doc?.billing ?? null },
  });
}

/** site and applet may come as query parameters (spec 7) or in the body; both must agree. */
async function target(ctx: AppContext, request: FastifyRequest, body: Record<string, unknown> = {}): Promise<Target> {
  const auth = await requireAuth(ctx, request);
  const query = (request.query ?? {}) as Record<string, unknown>;
  const pick = (name: 'site' | 'applet') => {
    const fromQuery = query[name];
    const fromBody = body[name];
    if (fromQuery !== undefined && fromBody !== undefined && fromQuery !== fromBody) {
      throw badRequest(`${name} in the query and in the body differ`);
    }
    return fromBody ?? fromQuery;
  };
  const applet = pick('applet');
  const site = await siteForUser(ctx.db, auth, pick('site'));
  if (applet === undefined || applet === '') throw badRequest(M.missingField('applet'));
  if (typeof applet !== 'string' || !APPLET_NAME.test(applet)) throw badRequest(M.badApplet);
  return { auth, siteId: site.id, siteName: site.name, applet };
}

export function appletDocRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.get('/api2/applet', async (request, reply) => {
    const t = await target(ctx, request);
    const row = await db.selectFrom('applet_docs').selectAll().where('site_id', '=', t.siteId).where('applet', '=', t.applet).executeTakeFirst();
    // No document yet is the normal state of an applet on a new site, not an error: answered as
    // JSON null (a 404 here put a red failed request in the browser's console on every load).
    if (!row) return reply.type('application/json; charset=utf-8').send('null');
    return docJson(row);
  });

  app.post('/api2/applet', async (request, reply) => {
    const body = asObject(request.body);
    if (body._id !== undefined) throw badRequest(M.createWithId);
    for (const field of ['site', 'applet'] as const) {
      if (body[field] === undefined && ((request.query ?? {}) as Record<string, unknown>)[field] === undefined) {
        throw badRequest(M.missingField(field));
      }
    }
    const t = await target(ctx, request, body);
    const touched = staffOnlyChanges(STAFF_ONLY.appletDocFields, {}, content(body), Object.keys(body));
    assertStaffMayWrite(t.auth, touched);
    assertDocumentLimits(content(body));
    assertBillingValid(content(body));
    try {
      const row = await db
        .insertInto('applet_docs')
        .values({ id: newId(), site_id: t.siteId, applet: t.applet, doc: JSON.stringify(content(body)) })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordPlan(ctx, t, touched, row.doc);
      return reply.code(201).send(docJson(row));
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
  });

  app.put('/api2/applet', async (request) => {
    const body = asObject(request.body);
    for (const field of ['_id', 'site', 'applet'] as const) if (body[field] === undefined) throw badRequest(M.missingField(field));
    // A whole-document replace without the version it read would overwrite blindly: 428.
    const version = requiredVersion(body, request.headers);
    const t = await target(ctx, request, body);
    let touched: string[] = [];
    const row = await updateDoc(ctx, t, body._id, version, (current) => {
      const next = content(body);
      // A whole-document replace may carry billing unchanged (the console saves what it read).
      touched = staffOnlyChanges(STAFF_ONLY.appletDocFields, current, next);
      assertStaffMayWrite(t.auth, touched);
      assertDocumentLimits(next, current);
      assertBillingValid(next);
      return next;
    });
    await recordPlan(ctx, t, touched, row.doc);
    return docJson(row);
  });

  /**
   * A partial write: the keys the patch names, every other key keeps what is stored. It names
   * the version it edits like a PUT (428 without, 409 when stale): a patch computed from an
   * old read would otherwise undo a newer change to the same keys without anyone noticing.
   */
  app.patch('/api2/applet', async (request) => {
    const body = asObject(request.body);
    if (body._id === undefined) throw badRequest(M.missingField('_id'));
    if (body.patch === undefined) throw badRequest(M.emptyPatch);
    const patch = asObject(body.patch, 'patch');
    if (!Object.keys(patch).length) throw badRequest(M.emptyPatch);
    for (const field of ['_id', 'site', 'applet'] as const) if (field in patch) throw badRequest(M.patchForbidden(field));
    if ('__v' in patch) throw badRequest(M.patchForbidden('__v'));
    const t = await target(ctx, request, body);
    // Naming a staff-only field in a patch touches it, whatever the value.
    const named = staffOnlyChanges(STAFF_ONLY.appletDocFields, {}, {}, Object.keys(patch));
    assertStaffMayWrite(t.auth, named);
    const version = requiredVersion(body, request.headers);
    let touched: string[] = named;
    const row = await updateDoc(ctx, t, body._id, version, (current) => {
      const next = mergePatch(current, patch);
      touched = [...new Set([...named, ...staffOnlyChanges(STAFF_ONLY.appletDocFields, current, next)])];
      assertStaffMayWrite(t.auth, touched);
      assertDocumentLimits(next, current);
      assertBillingValid(next);
      return next;
    });
    await recordPlan(ctx, t, touched, row.doc);
    return docJson(row);
  });

  app.delete<{ Params: { id: string } }>('/api2/applet/:id', async (request, reply) => {
    const t = await target(ctx, request);
    if (!isId(request.params.id)) throw badRequest('_id must be a 24-character hex id');
    // Deleting a document removes its staff-only fields too (a custom plan staff set).
    const row = await db.selectFrom('applet_docs').select('doc').where('id', '=', request.params.id).where('site_id', '=', t.siteId).where('applet', '=', t.applet).executeTakeFirst();
    const touched = row ? staffOnlyChanges(STAFF_ONLY.appletDocFields, row.doc, {}) : [];
    assertStaffMayWrite(t.auth, touched);
    const gone = await db
      .deleteFrom('applet_docs')
      .where('id', '=', request.params.id)
      .where('site_id', '=', t.siteId)
      .where('applet', '=', t.applet)
      .executeTakeFirst();
    if (!gone.numDeletedRows) throw notFound(M.notFound);
    await recordPlan(ctx, t, touched, null);
    return reply.code(204).send();
  });
}

/**
 * Writes a new version of a document only if nobody wrote since the version the client
 * read: a stale __v is refused with 409 and nothing changes.
 */
async function updateDoc(
  ctx: AppContext,
  t: Target,
  id: unknown,
  version: number,
  next: (current: Record<string, unknown>) => Record<string, unknown>,
): Promise<DocRow> {
  if (!isId(id)) throw badRequest('_id must be a 24-character hex id');
  return ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('applet_docs')
      .selectAll()
      .where('id', '=', id)
      .where('site_id', '=', t.siteId)
      .where('applet', '=', t.applet)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(M.notFound);
    if (version !== current.version) throw conflict();
    const updated = await trx
      .updateTable('applet_docs')
      .set({ doc: JSON.stringify(next(current.doc)), version: sql<number>`version + 1` })
      .where('id', '=', id)
      .where('version', '=', current.version)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw conflict();
    return updated;
  });
}
