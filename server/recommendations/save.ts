import { sql } from 'kysely';
import { findTemplate } from '../../plugins/recommendations/model/catalogue';
import { basePlace } from '../../plugins/recommendations/model/places';
import { afterSave } from '../../plugins/recommendations/model/status';
import { validateRecommendation, type FieldError } from '../../plugins/recommendations/model/validate';
import { mergePatch } from '../applets/merge';
import type { Db } from '../db/database';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';
import { CREATE_ONLY, checkEditable, EDITABLE, READ_ONLY } from './input';
import { API_MESSAGES as A } from './messages';
import { recordVersion } from './versions';
import { recJson, type RecJson, type RecRow } from './store';

/** 400 with the spec's words for the first problem and every field's problem in `errors`. */
export const invalid = (errors: FieldError[], message = errors[0].message) => new HttpError(400, message, 'VALIDATION', { errors });

/** The spec 5 rules for a recommendation document, with its template's needs. */
export function ruleErrors(json: Record<string, unknown>): FieldError[] {
  const template = typeof json.template === 'string' ? findTemplate(json.template) : undefined;
  return validateRecommendation(json, template?.needs ?? []);
}

/** Splits a save body into the changes, refusing read-only and unknown fields. */
export function readChanges(id: string, body: Record<string, unknown>, current: RecJson): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === '__v' || key === 'site') continue;
    if (key === '_id') {
      if (value !== id) throw badRequest(A.idMismatch);
    } else if (Object.hasOwn(EDITABLE, key)) changes[key] = value;
    else if ((READ_ONLY as readonly string[]).includes(key) || (CREATE_ONLY as readonly string[]).includes(key) || key === 'template') {
      // A client that sends a whole document may repeat what the server keeps, unchanged.
      if (value !== current[key]) throw badRequest((READ_ONLY as readonly string[]).includes(key) ? A.readOnly(key) : A.createOnly(key));
    } else throw badRequest(A.unknownField(key.slice(0, 60)));
  }
  checkEditable(changes);
  return changes;
}

/**
 * Saves changed fields if nobody wrote since version `v` (else 409 and nothing changes).
 * Saving an initial recommendation makes it a Draft and marks it updated (spec 4).
 */
/** With an author, the save also keeps a version (versions.ts): the editor's history of this recommendation. */
export async function saveRec(db: Db, row: RecRow, v: number, changes: Record<string, unknown>, author?: { id: string; name: string }): Promise<RecJson> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('recommendations').selectAll().where('id', '=', row.id).forUpdate().executeTakeFirst();
    if (!current) throw notFound(A.notFound);
    if (current.version !== v) throw conflict();
    // A document stored in an older form is saved back in today's (upgrade.ts).
    const doc = mergePatch(current.doc, changes);
    if ((current.kind === 'email') !== (basePlace(String(doc.place ?? '')) === 'EMAIL')) throw badRequest(A.emailPlace);
    const errors = ruleErrors({ ...doc, kind: current.kind, status: current.status });
    if (errors.length) throw invalid(errors);
    if (JSON.stringify(doc).length > 1_000_000) throw badRequest(A.tooLarge);
    const next = afterSave({ status: current.status as RecJson['status'] });
    const updated = await trx
      .updateTable('recommendations')
      .set({ doc: JSON.stringify(doc), status: next.status, ever_updated: true, version: sql<number>`version + 1`, updated_at: new Date() })
      .where('id', '=', row.id)
      .where('version', '=', v)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw conflict();
    const saved = recJson(updated);
    if (author) await recordVersion(trx, saved, changes, author);
    return saved;
  });
}
