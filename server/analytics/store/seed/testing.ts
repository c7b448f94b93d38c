// SQL the seed's tests share: the contract's invariants, a per-site checksum, site data rows.
import type { AnalyticsDb } from '../types';

/** One row per CONTRACT §1 invariant with how many sessions break it (all should be 0). */
export async function invariantViolations(db: AnalyticsDb): Promise<Record<string, number>> {
  const [row] = await db.all<Record<string, number>>(`
    SELECT
      count(*) FILTER (converted AND NOT reached_checkout) AS converted_without_checkout,
      count(*) FILTER (reached_checkout AND NOT carted) AS checkout_without_cart,
      count(*) FILTER (regular_checkout AND NOT reached_checkout) AS regular_without_checkout,
      count(*) FILTER (accelerated_checkout AND NOT reached_checkout) AS accelerated_without_checkout,
      count(*) FILTER ((cart_value IS NOT NULL) <> carted) AS cart_value_iff_carted,
      count(*) FILTER ((revenue > 0) <> converted) AS revenue_iff_converted,
      count(*) FILTER ((trans_payment_type IS NOT NULL) <> converted) AS payment_iff_converted,
      count(*) FILTER (is_baseline AND experience_qualified_name IS NULL) AS baseline_without_experience,
      count(*) FILTER ((attribution_source IS NULL) <> (attribution_channel = 'direct')) AS source_iff_not_direct,
      count(*) FILTER (country <> split_part(city, '-', 1)) AS country_not_city_prefix,
      count(*) FILTER (page_views < 1) AS no_page_views,
      count(*) FILTER (converted AND exit_page_class <> 'checkout-confirm') AS order_not_confirmed
    FROM sessions`);
  return row;
}

/**
 * Per site: count, and an order-independent checksum of every column, with arrival times
 * shifted by `shiftHours` first (so two seeds a week apart can be compared).
 */
export async function siteChecksums(db: AnalyticsDb, shiftHours = 0): Promise<Array<{ site_id: string; n: number; checksum: number; revenue: number }>> {
  return db.all(
    `SELECT site_id, count(*) AS n, round(sum(revenue), 2) AS revenue,
       sum(hash(arrival_time_utc + to_hours($1::BIGINT), form_factor, new_or_returning, attribution_channel, attribution_source,
         arrival_page_class, exit_page_class, country, city, page_views, cart_value, trans_payment_type, is_qa, is_baseline,
         experience_qualified_name, carted, reached_checkout, regular_checkout, accelerated_checkout, converted, revenue) % 1000000007) AS checksum
     FROM sessions GROUP BY site_id ORDER BY site_id`,
    [shiftHours],
  );
}

export interface SeedSiteRow {
  siteId: string;
  name: string;
  visits: number;
  carts: number;
  conversions: number;
  visitsReachedCheckout: number;
  regularCheckoutEngagements: number;
  acceleratedCheckouts: number;
  cartsAbandoned: number;
  abandonedCartAmount: number;
  car: number;
  checkoutConversionRate: number;
  acceleratedCheckoutRate: number;
  checkoutEngagementRate: number;
  mobileAbandonmentGap: number;
}

/** The 13 site data fields of CONTRACT §2 per site over [min, max), NaN for rates over nothing. */
export async function seedSiteRows(db: AnalyticsDb, min: Date, max: Date): Promise<SeedSiteRow[]> {
  const rows = await db.all<Omit<SeedSiteRow, 'car' | 'checkoutConversionRate' | 'acceleratedCheckoutRate' | 'checkoutEngagementRate'> & { mobileAbandonmentGap: number | null }>(
    `SELECT s.site_id AS "siteId", any_value(t.name) AS name, count(*) AS visits,
       count(*) FILTER (carted) AS carts, count(*) FILTER (converted) AS conversions,
       count(*) FILTER (reached_checkout) AS "visitsReachedCheckout",
       count(*) FILTER (regular_checkout) AS "regularCheckoutEngagements",
       count(*) FILTER (accelerated_checkout) AS "acceleratedCheckouts",
       count(*) FILTER (carted AND NOT converted) AS "cartsAbandoned",
       coalesce(sum(cart_value) FILTER (carted AND NOT converted), 0) AS "abandonedCartAmount",
       (count(*) FILTER (carted AND NOT converted AND form_factor = 'phone'))::DOUBLE / nullif(count(*) FILTER (carted AND form_factor = 'phone'), 0)
         - (count(*) FILTER (carted AND NOT converted AND form_factor = 'desktop'))::DOUBLE / nullif(count(*) FILTER (carted AND form_factor = 'desktop'), 0)
         AS "mobileAbandonmentGap"
     FROM sessions s LEFT JOIN sites t USING (site_id)
     WHERE arrival_time_utc >= $1 AND arrival_time_utc < $2
     GROUP BY s.site_id ORDER BY s.site_id`,
    [min, max],
  );
  const rate = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
  return rows.map((r) => ({
    ...r,
    car: rate(r.cartsAbandoned, r.carts),
    checkoutConversionRate: rate(r.conversions, r.visitsReachedCheckout),
    acceleratedCheckoutRate: rate(r.acceleratedCheckouts, r.visitsReachedCheckout),
    checkoutEngagementRate: rate(r.regularCheckoutEngagements, r.visitsReachedCheckout),
    mobileAbandonmentGap: r.mobileAbandonmentGap ?? Number.NaN,
  }));
}
