import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { OrganizationsTable } from '../db/schema';
import type { AppContext } from '../http/context';
import { requireAuth, type Auth } from '../http/auth';
import { badRequest, conflict, duplicate, forbidden, HttpError, isUniqueViolation, notFound } from '../lib/errors';
import { assertStaffMayWrite, STAFF_ONLY } from '../auth/staff-only';
import { isId, newId } from '../lib/ids';
import { fieldError, fieldMessages, ORGANIZATION_FIELDS, requiredFormString } from '../lib/form-fields';
import { asObject, isValidTimeZone, onlyKeys, optionalString } from '../lib/validate';
import { requiredVersion } from '../lib/version';
import { organizationScope } from '../sites/access';
import { isIndustryCode } from '../static/industries';
import type { Db } from '../db/database';
import { ORG_MESSAGES, SITE_HAS_ORGANIZATION } from './messages';
import { recordStaffAction } from '../staff-log/store';

type OrgRow = Selectable<OrganizationsTable>;
const EDITABLE = ['name', 'country', 'industry', 'timeZone', 'merchantId'] as const;

function orgJson(o: OrgRow) {
  return {
    _id: o.id,
    __v: o.version,
    name: o.name,
    country: o.country,
    industry: o.industry,
    timeZone: o.time_zone,
    merchantId: o.merchant_id,
    external: o.external,
    platformSiteIds: o.platform_site_ids,
  };
}

/** Validated column values from a company form body (only the fields sent). */
function orgFields(body: Record<string, unknown>) {
  const name = requiredFormString(body, ORGANIZATION_FIELDS.name);
  const country = optionalString(body, 'country', 10);
  if (country !== undefined && country !== '' && !/^[A-Z]{2}$/.test(country)) throw badRequest('country must be an ISO 3166 alpha-2 code');
  const timeZone = optionalString(body, 'timeZone', 100);
  if (timeZone !== undefined && timeZone !== '' && !isValidTimeZone(timeZone)) throw badRequest(`timeZone: unknown time zone "${timeZone}"`);
  const industry = body.industry;
  if (industry !== undefined && industry !== null && !isIndustryCode(industry)) throw badRequest('industry must be one of the industry codes');
  const merchantId = optionalString(body, 'merchantId', 100);
  return {
    ...(name !== undefined && { name }),
    ...(country !== undefined && { country }),
    ...(timeZone !== undefined && { time_zone: timeZone }),
    ...(industry !== undefined && { industry: industry as number | null }),
    ...(merchantId !== undefined && { merchant_id: merchantId }),
  };
}

async function orgForUser(ctx: AppContext, auth: Auth, id: unknown): Promise<OrgRow> {
  if (!isId(id)) throw badRequest('id must be a 24-character hex id');
  const scope = await organizationScope(ctx.db, auth);
  if (scope && !scope.includes(id)) throw notFound('Organization not found');
  const org = await ctx.db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!org) throw notFound('Organization not found');
  return org;
}

/**
 * POST /api/organizations may claim only sites that belong to no organization (console-shell
 * spec: "creates the company of a site that has none"). A site already in an organization is
 * never moved by it, so no member loses a site to another member's new organization. Sites the
 * caller cannot see answer like ids that do not exist.
 */
async function assertClaimable(db: Db, auth: Auth, ids: string[]) {
  if (!ids.length) return;
  const scope = await organizationScope(db, auth);
  const rows = await db.selectFrom('sites').select(['platform_site_id', 'organization_id']).where('platform_site_id', 'in', ids).execute();
  for (const id of ids) {
    const row = rows.find((r) => r.platform_site_id === id);
    const visible = row && (scope === null || (row.organization_id !== null && scope.includes(row.organization_id)));
    if (!visible) throw notFound(`Unknown platform site id: ${id}`);
    if (row.organization_id !== null) throw new HttpError(409, ORG_MESSAGES.alreadyInOrganization(id), SITE_HAS_ORGANIZATION);
  }
}

export function organizationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.get<{ Querystring: { external?: string } }>('/api/organizations/name', async (request) => {
    const auth = await requireAuth(ctx, request);
    const external = request.query.external;
    if (typeof external !== 'string' || !external || external.length > 200) throw badRequest('external is required');
    const org = await db.selectFrom('organizations').select('id').where('external', '=', external).executeTakeFirst();
    const scope = await organizationScope(db, auth);
    if (!org || (scope && !scope.includes(org.id))) throw notFound('Organization not found');
    return { _id: org.id };
  });

  app.get<{ Params: { id: string } }>('/api/organizations/:id', async (request) => {
    const auth = await requireAuth(ctx, request);
    return orgJson(await orgForUser(ctx, auth, request.params.id));
  });

  app.put<{ Params: { id: string } }>('/api/organizations/:id', async (request) => {
    const auth = await requireAuth(ctx, request);
    const org = await orgForUser(ctx, auth, request.params.id);
    const body = asObject(request.body);
    onlyKeys(body, EDITABLE, ['_id', '__v', 'site', 'external', 'platformSiteIds']);
    if (body._id !== undefined && body._id !== org.id) throw badRequest('_id does not match the organization in the path');
    const set = orgFields(body);
    if (!Object.keys(set).length) throw badRequest('Nothing to update');
    // A whole-record save: refused without the version it read (428), never a blind overwrite.
    const version = requiredVersion(body, request.headers);
    const updated = await db
      .updateTable('organizations')
      .set({ ...set, version: sql<number>`version + 1` })
      .where('id', '=', org.id)
      .where('version', '=', version)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw conflict();
    return orgJson(updated);
  });

  /** Creates a company for sites that have none yet; the creator becomes a member. */
  app.post('/api/organizations', async (request, reply) => {
    const auth = await requireAuth(ctx, request);
    const body = asObject(request.body);
    if (body._id !== undefined) throw badRequest('A new organization must not have an _id');
    onlyKeys(body, [...EDITABLE, 'external', 'platformSiteIds'], ['site']);
    if (!requiredFormString(body, ORGANIZATION_FIELDS.name)) throw fieldError(ORGANIZATION_FIELDS.name, fieldMessages.required(ORGANIZATION_FIELDS.name));
    const ids = body.platformSiteIds ?? [];
    if (!Array.isArray(ids) || ids.length > 500 || !ids.every((v) => typeof v === 'string' && v.length <= 64)) {
      throw badRequest('platformSiteIds must be a list of platform site ids');
    }
    const external = optionalString(body, 'external', 200);
    // external ids come from the platform's records: a merchant choosing one could learn from a
    // duplicate answer that another organization has it.
    assertStaffMayWrite(auth, STAFF_ONLY.organizationCreateFields.filter((field) => body[field] !== undefined));
    const owned = await db.selectFrom('memberships').select(sql<number>`count(*)`.as('n')).where('user_id', '=', auth.user.id).executeTakeFirstOrThrow();
    if (!auth.staff && Number(owned.n) >= ctx.config.maxOrganizationsPerUser) {
      throw forbidden(ORG_MESSAGES.quota(ctx.config.maxOrganizationsPerUser));
    }
    await assertClaimable(db, auth, ids as string[]);
    try {
      const org = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('organizations')
          .values({ id: newId(), ...orgFields(body), name: body.name!.toString().trim(), external: external || null, platform_site_ids: JSON.stringify(ids) })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.insertInto('memberships').values({ user_id: auth.user.id, organization_id: created.id }).onConflict((oc) => oc.doNothing()).execute();
        if (ids.length) {
          // Scoped in SQL too: a site that gained an organization meanwhile is never moved.
          const claimed = await trx
            .updateTable('sites')
            .set({ organization_id: created.id })
            .where('platform_site_id', 'in', ids as string[])
            .where('organization_id', 'is', null)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== new Set(ids as string[]).size) throw conflict(ORG_MESSAGES.claimedMeanwhile);
        }
        return created;
      });
      // The external id is a staff-only field: setting it is a staff action like any other.
      if (external) await recordStaffAction(db, auth, { action: 'organization', detail: { organization: org.id, name: org.name, external, platformSiteIds: ids } });
      return reply.code(201).send(orgJson(org));
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
  });
}
