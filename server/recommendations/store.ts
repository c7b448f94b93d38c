import type { Selectable } from 'kysely';
import { generateCss } from '../../plugins/recommendations/model/css';
import type { RecKind, RecStatus } from '../../plugins/recommendations/model/places';
import { displayStatus } from '../../plugins/recommendations/model/status';
import type { Db } from '../db/database';
import type { RecommendationsTable } from '../db/schema';
import type { Auth } from '../http/auth';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { isId } from '../lib/ids';
import { siteForUser, type SiteRow } from '../sites/access';
import { API_MESSAGES as A } from './messages';

export type RecRow = Selectable<RecommendationsTable>;
export type RecJson = Record<string, unknown> & { _id: string; __v: number; site: string; external: string; kind: RecKind; status: RecStatus };

const iso = (d: Date | string) => new Date(d).toISOString();

/** The API's view of a row: the doc's fields plus the columns, with the derived ones. */
export function recJson(row: RecRow): RecJson {
  const doc = row.doc ?? {};
  const status = row.status as RecStatus;
  const facts = { status, everProduction: row.ever_production, everUpdated: row.ever_updated, editor: doc.editor as string | undefined };
  return {
    ...doc,
    _id: row.id,
    __v: row.version,
    site: row.site_id,
    external: row.external,
    kind: row.kind as RecKind,
    status,
    displayStatus: displayStatus(facts),
    everProduction: row.ever_production,
    everUpdated: row.ever_updated,
    generatedCss: generateCss(row.external, doc.widgetOpts as never),
    created: iso(row.created_at),
    updated: iso(row.updated_at),
  };
}

export function checkRecId(id: string): string {
  if (!isId(id)) throw badRequest(A.badId);
  return id;
}

/** A site's recommendation, or the same 404 whether it is missing or another site's. */
export async function recOfSite(db: Db, siteId: string, id: string): Promise<RecRow> {
  const row = await db.selectFrom('recommendations').selectAll().where('id', '=', checkRecId(id)).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw notFound(A.notFound);
  return row;
}

/**
 * The site and recommendation a call acts on. With a site, the user must be allowed on it;
 * without one (a save may omit it) the recommendation's own site is checked, and a
 * recommendation of a site the user may not act on is reported as not found.
 */
export async function recForUser(db: Db, auth: Auth, id: string, siteParam: unknown): Promise<{ site: SiteRow; row: RecRow }> {
  checkRecId(id);
  if (siteParam !== undefined) {
    const site = await siteForUser(db, auth, siteParam);
    return { site, row: await recOfSite(db, site.id, id) };
  }
  const row = await db.selectFrom('recommendations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(A.notFound);
  try {
    return { site: await siteForUser(db, auth, row.site_id), row };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) throw notFound(A.notFound);
    throw err;
  }
}

/** site may come in the query or the body; both must agree. */
export function siteParam(query: unknown, body: unknown): unknown {
  const q = (query ?? {}) as Record<string, unknown>;
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (q.site !== undefined && b.site !== undefined && q.site !== b.site) throw badRequest(A.siteMismatch);
  return b.site ?? q.site;
}
