/**
 * A site's recommendations holdout in PostgreSQL (rec_holdouts): its baseline share and the salt
 * of the visitor hash (server/delivery/holdout.ts). The row is made on first read with the
 * default share and a random salt; `ON CONFLICT DO NOTHING` lets one of several processes that
 * read at once win, and every one then reads that winner, so a site only ever has one salt.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_BASELINE_SHARE_PCT } from '../../plugins/recommendations/model/holdout';
import type { Db } from '../db/database';
import { conflict } from '../lib/errors';

export interface Holdout {
  siteId: string;
  sharePct: number;
  salt: string;
  version: number;
}

/** 128 random bits: nobody outside the server can work out which visitors are the baseline. */
const newSalt = () => randomBytes(16).toString('base64url');

async function select(db: Db, siteId: string): Promise<Holdout | undefined> {
  const row = await db.selectFrom('rec_holdouts').select(['site_id', 'share_pct', 'salt', 'version']).where('site_id', '=', siteId).executeTakeFirst();
  return row && { siteId: row.site_id, sharePct: row.share_pct, salt: row.salt, version: row.version };
}

/** The site's holdout, made with the default share and a new salt on first read. The site must exist. */
export async function readHoldout(db: Db, siteId: string): Promise<Holdout> {
  const found = await select(db, siteId);
  if (found) return found;
  await db
    .insertInto('rec_holdouts')
    .values({ site_id: siteId, share_pct: DEFAULT_BASELINE_SHARE_PCT, salt: newSalt() })
    .onConflict((oc) => oc.column('site_id').doNothing())
    .execute();
  return (await select(db, siteId))!;
}

/**
 * Sets the share when `version` is the stored one (else 409, nothing written). An unchanged
 * share writes nothing and keeps the version. Returns the holdout before and after.
 */
export async function writeHoldoutShare(db: Db, siteId: string, sharePct: number, version: number): Promise<{ before: Holdout; after: Holdout }> {
  const before = await readHoldout(db, siteId);
  if (before.version !== version) throw conflict();
  if (before.sharePct === sharePct) return { before, after: before };
  const updated = await db
    .updateTable('rec_holdouts')
    .set({ share_pct: sharePct, version: version + 1, updated_at: new Date() })
    .where('site_id', '=', siteId)
    .where('version', '=', version)
    .returning(['version'])
    .executeTakeFirst();
  // Someone else saved between the read and this write.
  if (!updated) throw conflict();
  return { before, after: { ...before, sharePct, version: updated.version } };
}
