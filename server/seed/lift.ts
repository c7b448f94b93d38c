// The demo world's known truth for the holdout lift (issue 26 §4): Northwind Outfitters' product
// page recommendation causes a known rise in revenue per visitor, its home page one causes
// nothing, so the dashboard's "Caused (holdout)" card can be checked against the truth.
//
// How the seeded history carries it (server/analytics/recs/seed-lift-sql.ts): every seeded
// visitor of the site is in the arm the server's own hash gives them (visitor id + the site's
// salt, the site's share); half of the visitors (a hash of the id) browse product pages and
// reach the product page recommendation's slot on every visit, the other half reach the home
// page one's. Baseline visitors see no widget. A baseline visitor of the product page half loses
// each seeded order with probability p = lift / (1 + lift) (the visit stays, without the order),
// so that half's revenue per visitor is, in expectation, the treatment's / (1 + lift).
import type { Db } from '../db/database';
import { readHoldout } from '../recommendations/holdout-store';
import { SEED_SITES } from './world';

/**
 * The true relative lift of revenue per visitor caused by the product page recommendation:
 * +100 %. Sized with the statistics' own planning figures (server/analytics/recs/seed-lift.test.ts):
 * Northwind's seeded history has ~40 visitors a day (6-23 orders), and revenue per visitor is
 * heavy-tailed (repeat buyers), so over the 180 seeded days the smallest lift the always-valid
 * interval detects with 80 % power is about +100 % with half the visitors held out, and about
 * +310 % at the default 10 % share (where the baseline has too few orders for any verdict);
 * +6 % would take decades. At the default share the dashboard therefore says "no verdict yet"
 * and how many more days it needs, which is the truth at that volume.
 */
export const SEEDED_RPV_LIFT = 1;

/** Share (per cent) of the site's visitors who browse product pages (the rest: the home page). */
export const PRODUCT_PAGE_VISITOR_PCT = 50;

const northwind = SEED_SITES.find((s) => s.external === 'northwind-outfitters')!;

export interface SeededLift {
  siteId: string;
  /** seedRecId key of the recommendation with the effect, and of the one without. */
  effectRecKey: string;
  nullRecKey: string;
  rpvLift: number;
  productPageVisitorPct: number;
}

export const SEEDED_LIFTS: readonly SeededLift[] = [
  { siteId: northwind.id, effectRecKey: 'pdp-similar', nullRecKey: 'home-best-sellers', rpvLift: SEEDED_RPV_LIFT, productPageVisitorPct: PRODUCT_PAGE_VISITOR_PCT },
];

/** A site's holdout as the seed needs it: the server's assignment inputs (PostgreSQL rec_holdouts). */
export interface SeedHoldout {
  siteId: string;
  salt: string;
  sharePct: number;
}

/** The holdouts of `siteIds` (each made with the default share and a new salt on first read). */
export async function readSeedHoldouts(db: Db, siteIds: readonly string[]): Promise<SeedHoldout[]> {
  const rows: SeedHoldout[] = [];
  for (const siteId of siteIds) {
    const { salt, sharePct } = await readHoldout(db, siteId);
    rows.push({ siteId, salt, sharePct });
  }
  return rows;
}
