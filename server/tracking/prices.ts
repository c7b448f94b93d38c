/**
 * What an event is worth comes from the server, never from the batch: anyone can post a batch
 * (the events token binds it to a visitor, not to a purchase), so a client-sent value must not
 * reach a money figure. An add to cart is worth its variant's catalogue price times its
 * quantity, in the shop's currency (null when the catalogue does not know the variant: the add
 * still counts, its value does not). An order event's total is not kept at all: orders and
 * revenue come from the server's own `orders` rows (server/analytics/recs/visits-sql.ts).
 */
import type { RecEventRow } from '../analytics/recs/schema';
import { productsByIds } from '../catalog/repository';
import type { Db } from '../db/database';

const cents = (n: number) => Math.round(n * 100) / 100;

export async function priceFromCatalogue(db: Db, siteId: string, currency: string, rows: RecEventRow[]): Promise<RecEventRow[]> {
  const adds = rows.filter((r) => r.type === 'add-to-cart' && r.product_id);
  const products = adds.length ? await productsByIds(db, siteId, adds.map((r) => r.product_id!)) : [];
  const prices = new Map(products.flatMap((p) => p.variants.map((v) => [`${p.id}:${v.id}`, v.price] as const)));
  return rows.map((row) => {
    if (row.type === 'order') return { ...row, value: null, currency: null };
    if (row.type !== 'add-to-cart') return row;
    const price = prices.get(`${row.product_id}:${row.variant_id}`);
    return price === undefined ? { ...row, value: null, currency: null } : { ...row, value: cents(price * (row.quantity ?? 1)), currency };
  });
}
