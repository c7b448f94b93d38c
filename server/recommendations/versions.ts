/**
 * Every save of a recommendation keeps a version (migration 8): who saved, when, which
 * top-level fields it changed, and the document it made. The editor lists the last ones and
 * restores one by saving its document again (a new save, so nothing is ever overwritten).
 */
import type { Transaction } from 'kysely';
import { changedPaths } from '../../plugins/recommendations/model/fields';
import type { Db } from '../db/database';
import type { Schema } from '../db/schema';
import type { RecJson } from './store';

/** The editor lists this many; older ones are pruned past KEEP_VERSIONS. */
export const LIST_VERSIONS = 20;
const KEEP_VERSIONS = 50;

/** The document fields a version keeps and a restore writes back (the editable ones). */
const SERVER_FIELDS = new Set(['_id', '__v', 'site', 'external', 'kind', 'status', 'displayStatus', 'everProduction', 'everUpdated', 'generatedCss', 'created', 'updated']);

export function editableFields(doc: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).filter(([key]) => !SERVER_FIELDS.has(key)));
}

export interface VersionJson {
  id: number;
  /** The recommendation's __v this save made. */
  version: number;
  at: string;
  by: string;
  /** The fields it changed, as paths (widgetOpts.desktop.title; before 1.12.0 top-level names only). */
  changed: string[];
  doc: Record<string, unknown>;
}

export async function recordVersion(trx: Transaction<Schema>, saved: RecJson, changes: Record<string, unknown>, author: { id: string; name: string }): Promise<void> {
  await trx
    .insertInto('recommendation_versions')
    .values({
      rec_id: saved._id,
      version: saved.__v,
      user_id: author.id,
      user_name: author.name.slice(0, 200),
      // Down to the field (widgetOpts.desktop.title), so the history can name it as the editor does.
      changed: JSON.stringify(changedPaths(Object.fromEntries(Object.entries(changes).filter(([key]) => !SERVER_FIELDS.has(key))))) as never,
      doc: JSON.stringify(editableFields(saved as unknown as Record<string, unknown>)) as never,
    })
    .execute();
  const keep = await trx.selectFrom('recommendation_versions').select('id').where('rec_id', '=', saved._id).orderBy('id', 'desc').offset(KEEP_VERSIONS - 1).limit(1).executeTakeFirst();
  if (keep) await trx.deleteFrom('recommendation_versions').where('rec_id', '=', saved._id).where('id', '<', keep.id).execute();
}

export async function listVersions(db: Db, recId: string): Promise<VersionJson[]> {
  const rows = await db.selectFrom('recommendation_versions').selectAll().where('rec_id', '=', recId).orderBy('id', 'desc').limit(LIST_VERSIONS).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    version: row.version,
    at: new Date(row.created_at).toISOString(),
    by: row.user_name,
    changed: Array.isArray(row.changed) ? row.changed : [],
    doc: row.doc ?? {},
  }));
}
