// Carts in PostgreSQL: one row per shop and visitor cookie.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { CartLineRow } from '../db/schema';

export async function loadCartLines(db: Db, siteId: string, visitorId: string): Promise<CartLineRow[]> {
  const row = await db.selectFrom('carts').select('lines').where('site_id', '=', siteId).where('visitor_id', '=', visitorId).executeTakeFirst();
  return row?.lines ?? [];
}

export async function saveCartLines(db: Db, siteId: string, visitorId: string, lines: readonly CartLineRow[]): Promise<void> {
  await db
    .insertInto('carts')
    .values({ site_id: siteId, visitor_id: visitorId, lines: JSON.stringify(lines), updated_at: new Date() })
    .onConflict((oc) => oc.columns(['site_id', 'visitor_id']).doUpdateSet({ lines: sql`excluded.lines`, updated_at: sql`excluded.updated_at` }))
    .execute();
}
