import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { mergePatch } from '../applets/merge';
import type { SiteSettingsTable } from '../db/schema';
import { assertStaffMayWrite, STAFF_ONLY, staffOnlyChanges } from '../auth/staff-only';
import { requireAuth, type Auth } from '../http/auth';
import type { AppContext } from '../http/context';
import { badRequest, conflict } from '../lib/errors';
import { newId } from '../lib/ids';
import { asObject } from '../lib/validate';
import { requiredVersion } from '../lib/version';
import { siteForUser } from '../sites/access';
import { recordStaffAction } from '../staff-log/store';
import { API_MESSAGES as A } from './messages';
import { checkSettings, defaultSiteSettings, DERIVED, withDerived } from './site-settings';

const APPLET = /^[a-z][a-z0-9-]{0,39}$/;
const RESERVED = ['_id', '__v', 'site', 'applet'];

type Row = Selectable<SiteSettingsTable>;
const json = (row: Row) => ({ ...row.doc, _id: row.id, __v: row.version, site: row.site_id, applet: row.applet });

/**
 * The site settings document: GET (made with the defaults on first read), PUT (whole
 * document) and PATCH (changed fields) with __v, like the applet document.
 */
export function siteSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  async function target(request: FastifyRequest, body: Record<string, unknown> = {}) {
    const auth = await requireAuth(ctx, request);
    const q = (request.query ?? {}) as Record<string, unknown>;
    for (const k of ['site', 'applet']) if (q[k] !== undefined && body[k] !== undefined && q[k] !== body[k]) throw badRequest(`${k} in the query and in the body differ`);
    const applet = body.applet ?? q.applet ?? 'rec';
    if (typeof applet !== 'string' || !APPLET.test(applet)) throw badRequest('applet must be a lowercase applet name');
    const site = await siteForUser(db, auth, body.site ?? q.site);
    return { auth, siteId: site.id, siteName: site.name, applet };
  }

  async function load(siteId: string, applet: string): Promise<Row> {
    await db
      .insertInto('site_settings')
      .values({ id: newId(), site_id: siteId, applet, doc: JSON.stringify(defaultSiteSettings()) })
      .onConflict((oc) => oc.columns(['site_id', 'applet']).doNothing())
      .execute();
    return db.selectFrom('site_settings').selectAll().where('site_id', '=', siteId).where('applet', '=', applet).executeTakeFirstOrThrow();
  }

  async function write(request: FastifyRequest, body: Record<string, unknown>, next: (current: Record<string, unknown>) => Record<string, unknown>) {
    const t = await target(request, body);
    const v = requiredVersion(body, request.headers, A.missingVersion.replace('recommendation', 'settings'));
    const current = await load(t.siteId, t.applet);
    if (body._id !== undefined && body._id !== current.id) throw badRequest('_id does not match the settings of this site');
    const doc = withDerived(next(current.doc));
    const touched = staffOnlyChanges(STAFF_ONLY.siteSettingsFields, current.doc, doc);
    assertStaffMayWrite(t.auth, touched);
    const updated = await db
      .updateTable('site_settings')
      .set({ doc: JSON.stringify(doc), version: sql<number>`version + 1`, updated_at: new Date() })
      .where('id', '=', current.id)
      .where('version', '=', v)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw conflict();
    if (touched.length && t.auth.staff) {
      await recordStaffAction(db, t.auth, { action: 'site-settings', site: { id: t.siteId, name: t.siteName }, detail: { fields: touched } });
    }
    return json(updated);
  }

  app.get('/api2/site-settings', async (request) => {
    const t = await target(request);
    return json(await load(t.siteId, t.applet));
  });

  app.put('/api2/site-settings', async (request) => {
    const body = asObject(request.body);
    const doc = Object.fromEntries(Object.entries(body).filter(([k]) => !RESERVED.includes(k) && !DERIVED.includes(k)));
    checkSettings(doc, { patch: false });
    return write(request, body, () => ({ ...defaultSiteSettings(), ...doc }));
  });

  app.patch('/api2/site-settings', async (request) => {
    const body = asObject(request.body);
    const patch = asObject(body.patch ?? {}, 'patch');
    if (!Object.keys(patch).length) throw badRequest('The patch is empty');
    checkSettings(patch, { patch: true });
    const auth: Auth = await requireAuth(ctx, request);
    assertStaffMayWrite(auth, staffOnlyChanges(STAFF_ONLY.siteSettingsFields, {}, {}, Object.keys(patch)));
    return write(request, body, (current) => mergePatch(current, patch));
  });
}
