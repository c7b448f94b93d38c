/**
 * Attribution of order revenue to recommendations. THE RULE (README "Tracking and attribution"):
 *
 * - Direct click revenue: an order line is credited to the most recent click on THAT SAME
 *   product by THE SAME visitor within the window before the order (clicked at or before the
 *   order was placed, and less than `windowDays` days before it). The latest such click wins
 *   (last click); two clicks at the same instant go to the greater recommendation id, so the
 *   answer never depends on row order. The recommendation of that click gets the line's
 *   revenue (quantity × price). A line gets at most one recommendation; nothing is split.
 * - Impacted: an order is impacted by every recommendation the visitor clicked (on any
 *   product) within the window before it; its whole total counts as revenue impacted, once
 *   in the site's total and once for each such recommendation. A visit is impacted when the
 *   visitor clicked a recommendation during it or within the window before it started.
 * - Unattributed: lines with no click on their product by that visitor, lines whose only click
 *   is older than the window (or after the order), and lines of another product than the
 *   click (those orders count as impacted, never as direct). Orders are the server's own rows
 *   (orders/order_lines, keyed by the storefront's visitor cookie, which is the tag's
 *   visitorId); the tag's order event and its lineItems' recommendationId are not trusted.
 *
 * ATTRIBUTION_WINDOW_DAYS sets the window (default 7). This file is the reference; the SQL in
 * attribution-sql.ts does the same at scale and is tested against it.
 */

export const DEFAULT_ATTRIBUTION_WINDOW_DAYS = 7;
export const DAY_MS = 86_400_000;

export interface AttributionClick {
  visitorId: string;
  at: number;
  recommendationId: string;
  productId: string;
}

export interface AttributionLine {
  orderId: string;
  visitorId: string;
  placedAt: number;
  productId: string;
  revenue: number;
}

/** True when a click at `clickAt` may credit something that happened at `at`. */
export const inWindow = (clickAt: number, at: number, windowDays: number) => clickAt <= at && clickAt > at - windowDays * DAY_MS;

/** The recommendation credited with each line (null: unattributed), in the lines' order. */
export function attributeLines(lines: readonly AttributionLine[], clicks: readonly AttributionClick[], windowDays = DEFAULT_ATTRIBUTION_WINDOW_DAYS): Array<string | null> {
  return lines.map((line) => {
    let best: AttributionClick | null = null;
    for (const c of clicks) {
      if (c.visitorId !== line.visitorId || c.productId !== line.productId || !inWindow(c.at, line.placedAt, windowDays)) continue;
      if (!best || c.at > best.at || (c.at === best.at && c.recommendationId > best.recommendationId)) best = c;
    }
    return best?.recommendationId ?? null;
  });
}

/** Direct click revenue per recommendation. */
export function directClickRevenue(lines: readonly AttributionLine[], clicks: readonly AttributionClick[], windowDays = DEFAULT_ATTRIBUTION_WINDOW_DAYS): Map<string, number> {
  const credited = attributeLines(lines, clicks, windowDays);
  const out = new Map<string, number>();
  credited.forEach((rec, i) => {
    if (rec) out.set(rec, (out.get(rec) ?? 0) + lines[i].revenue);
  });
  return out;
}

/** The recommendations that impacted an event of `visitorId` spanning [startAt, endAt] (an order: both its time). */
export function impactingRecommendations(visitorId: string, startAt: number, endAt: number, clicks: readonly AttributionClick[], windowDays = DEFAULT_ATTRIBUTION_WINDOW_DAYS): Set<string> {
  return new Set(clicks.filter((c) => c.visitorId === visitorId && c.at <= endAt && c.at > startAt - windowDays * DAY_MS).map((c) => c.recommendationId));
}
