import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { newId } from '../lib/ids';
import type { RecRow } from './store';

/** Where a copy starts: never live on the target, whatever the source's state. */
export function clonedState(source: Pick<RecRow, 'status'>): { status: 'initial' | 'staging'; ever_updated: boolean } {
  // An initial source was never configured: its copy is initial too. Every other copy holds a
  // configured recommendation, so it is a Draft (staging, updated) the target's staff can review
  // and put live; going live there must provision that site's own campaigns.
  return source.status === 'initial' ? { status: 'initial', ever_updated: false } : { status: 'staging', ever_updated: true };
}

/** Fields of a source document that describe the source site, not the recommendation. */
const SITE_BOUND = ['site', '_id', '__v', 'external', 'status', 'displayStatus', 'everProduction', 'everUpdated', 'created', 'updated', 'generatedCss'];

/**
 * Copies every non-archived recommendation of `fromSiteId` to `toSiteId` in one transaction:
 * new ids and new storefront externals (so the two sites' slots never share a name), the
 * state of `clonedState`. Existing recommendations of the target stay. Returns the new ids.
 */
export async function cloneRecommendations(db: Db, fromSiteId: string, toSiteId: string): Promise<{ ids: string[]; sources: number }> {
  const sources = await db
    .selectFrom('recommendations')
    .selectAll()
    .where('site_id', '=', fromSiteId)
    .where('status', '!=', 'archived')
    .orderBy('created_at')
    .execute();
  if (!sources.length) return { ids: [], sources: 0 };
  const ids = await db.transaction().execute(async (trx) => {
    const taken = new Set((await trx.selectFrom('recommendations').select('external').where('site_id', '=', toSiteId).execute()).map((r) => r.external));
    const out: string[] = [];
    for (const source of sources) {
      let external = randomBytes(4).toString('hex');
      while (taken.has(external)) external = randomBytes(4).toString('hex');
      taken.add(external);
      const doc = { ...source.doc };
      for (const key of SITE_BOUND) delete doc[key];
      const id = newId();
      await trx
        .insertInto('recommendations')
        .values({ id, site_id: toSiteId, external, kind: source.kind, doc: JSON.stringify(doc), ever_production: false, ...clonedState(source) })
        .execute();
      out.push(id);
    }
    return out;
  });
  return { ids, sources: sources.length };
}
