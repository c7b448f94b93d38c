import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../http/context';
import { assertStaffMayWrite, STAFF_ONLY } from '../auth/staff-only';
import { requireAuth } from '../http/auth';
import { badRequest, conflict } from '../lib/errors';
import { isValidSiteUrl } from '../lib/urls';
import { fieldError, formString, requiredFormString, SITE_FIELDS } from '../lib/form-fields';
import { asObject, FORM_MESSAGES, isValidTimeZone, onlyKeys, optionalString } from '../lib/validate';
import { requiredVersion } from '../lib/version';
import { organizationScope, siteForUser } from './access';
import { recordStaffAction } from '../staff-log/store';
import { faviconSvg } from './favicon';
import { parseNotification } from './notification';
import { siteJson } from './serialize';

const EDITABLE = ['name', 'url', 'timeZone', 'currencyName', 'merchantId', 'notification'] as const;
const FLAG_KEY = /^flags\.([A-Za-z][A-Za-z0-9_-]{0,63})$/;

type FlagValue = boolean | number | string | null;

/** Splits a site patch into column updates and flag sets/deletes, validating each field. */
export function parseSitePatch(raw: unknown) {
  const body = asObject(raw);
  const flagSets: Record<string, Exclude<FlagValue, null>> = {};
  const flagDeletes: string[] = [];
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const flag = FLAG_KEY.exec(key);
    if (!flag) {
      plain[key] = value;
      continue;
    }
    if (value === null) flagDeletes.push(flag[1]);
    else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length <= 200)) {
      flagSets[flag[1]] = value;
    } else throw badRequest(`${key} must be a boolean, number, short string or null`);
  }
  onlyKeys(plain, EDITABLE, ['_id', '__v', 'site']);
  // The Website form's fields: a refusal names the field as the form labels it and carries
  // `field`, so the form shows it under that input.
  const name = requiredFormString(plain, SITE_FIELDS.name);
  const url = requiredFormString(plain, SITE_FIELDS.url);
  if (url !== undefined && !isValidSiteUrl(url)) throw fieldError(SITE_FIELDS.url, `${SITE_FIELDS.url.label}: ${FORM_MESSAGES.url}`);
  const currencyName = requiredFormString(plain, SITE_FIELDS.currencyName);
  const timeZone = formString(plain, SITE_FIELDS.timeZone);
  if (timeZone !== undefined && !isValidTimeZone(timeZone)) throw fieldError(SITE_FIELDS.timeZone, `${SITE_FIELDS.timeZone.label}: unknown time zone "${timeZone}"`);
  const merchantId = optionalString(plain, 'merchantId', 100);
  const notification = plain.notification === undefined ? undefined : parseNotification(plain.notification);
  const columns = {
    ...(name !== undefined && { name }),
    ...(url !== undefined && { url }),
    ...(currencyName !== undefined && { currency_name: currencyName }),
    ...(timeZone !== undefined && { time_zone: timeZone }),
    ...(merchantId !== undefined && { merchant_id: merchantId }),
    ...(notification !== undefined && { notification: JSON.stringify(notification) }),
  };
  return { columns, flagSets, flagDeletes, id: body._id };
}

export function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.get('/api2/sites', async (request) => {
    const auth = await requireAuth(ctx, request);
    const scope = await organizationScope(db, auth);
    let query = db.selectFrom('sites').selectAll();
    if (scope) query = scope.length ? query.where('organization_id', 'in', scope) : query.where(sql<boolean>`false`);
    const rows = await query.orderBy(sql`lower(name)`).orderBy('id').execute();
    return rows.map(siteJson);
  });

  app.get<{ Params: { id: string } }>('/api/sites/:id', async (request) => {
    const auth = await requireAuth(ctx, request);
    return siteJson(await siteForUser(db, auth, request.params.id));
  });

  app.get<{ Params: { id: string } }>('/api2/sites/:id/favicon.svg', async (request, reply) => {
    const auth = await requireAuth(ctx, request);
    const site = await siteForUser(db, auth, request.params.id);
    return reply.type('image/svg+xml').send(faviconSvg(site.name, site.id));
  });

  /**
   * PATCH writes the named fields only, PUT is the generic record save; both must name the
   * version they edit (__v or If-Match: 428 otherwise, 409 when stale), so a save never
   * silently overwrites a change made since the client read the site.
   */
  const save = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const auth = await requireAuth(ctx, request);
    const site = await siteForUser(db, auth, request.params.id);
    // Flags are Internal Only Settings: refused before the body is even parsed, so a
    // merchant learns nothing from the validation of a flag value.
    const keys = Object.keys(asObject(request.body));
    assertStaffMayWrite(auth, STAFF_ONLY.siteFields.filter((field) => keys.some((k) => k === field || k.startsWith(`${field}.`))));
    const change = parseSitePatch(request.body);
    if (change.id !== undefined && change.id !== site.id) throw badRequest('_id does not match the site in the path');
    if (!Object.keys(change.columns).length && !Object.keys(change.flagSets).length && !change.flagDeletes.length) {
      throw badRequest('Nothing to update');
    }
    const version = requiredVersion(asObject(request.body), request.headers);
    let flags = sql<string>`flags`;
    // Parenthesised: in SQL, jsonb '-' binds tighter than '||'.
    if (Object.keys(change.flagSets).length) flags = sql<string>`(${flags} || ${JSON.stringify(change.flagSets)}::jsonb)`;
    for (const name of change.flagDeletes) flags = sql<string>`(${flags} - ${name}::text)`;
    const updated = await db
      .updateTable('sites')
      .set({ ...change.columns, flags, version: sql<number>`version + 1` })
      .where('id', '=', site.id)
      .where('version', '=', version)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw conflict();
    if (Object.keys(change.flagSets).length || change.flagDeletes.length) {
      // Only staff get this far with flags (assertStaffMayWrite above).
      await recordStaffAction(db, auth, { action: 'flags', site: updated, detail: { set: change.flagSets, removed: change.flagDeletes } });
    }
    return siteJson(updated);
  };
  app.patch('/api2/sites/:id', save);
  // The generic record save of the settings dialog (spec 7) uses the same rules.
  app.patch('/api/sites/:id', save);
  app.put('/api/sites/:id', save);
}
