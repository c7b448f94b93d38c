// Each seeded site's character: how much traffic it gets and how its checkout funnel behaves.
// Everything derives from a hash of the site id, so the same site always behaves the same.
import { createHash } from 'node:crypto';

export interface SiteProfile {
  /** Sessions per day at scale 1 (before the weekday and hour shape, growth and noise). */
  dailyVisits: number;
  /** Share of sessions that create a cart (5-15 %). */
  cartRate: number;
  /** Share of carts that reach the checkout (40-70 %). */
  reachRate: number;
  /** Share of checkouts that place an order (30-70 %). */
  conversionRate: number;
  /** Share of checkouts using an accelerated checkout (5-35 %). */
  acceleratedRate: number;
  /** Share of checkouts engaging the regular form (50-90 %). */
  engagementRate: number;
  /**
   * How much worse phones reach the checkout than the average (relative, 0.03-0.35):
   * phone reach × (1 − gap), desktop × (1 + gap / 2). Drives the Mobile Abandonment Gap.
   */
  mobileGap: number;
  /**
   * Relative change over the last eight weeks, per quantity: the value runs from
   * (1 − t) eight weeks ago to (1 + t) at the anchor, so the last 4 weeks differ from the 4 before.
   */
  trend: { visits: number; cart: number; conversion: number; accelerated: number; engagement: number };
  phoneShare: number;
  tabletShare: number;
  newShare: number;
  qaShare: number;
  /** Share of sessions from the site's home country (the rest follow the global mix). */
  homeShare: number;
  /** Exponent applied to the cart-value draw: higher = cheaper baskets (0.8-1.6). */
  priceSkew: number;
}

/** A stable number in [0, 1) per (site, label). */
export function unit(siteId: string, label: string): number {
  return createHash('sha256').update(`analytics-seed:${siteId}:${label}`).digest().readUInt32BE(0) / 0x1_0000_0000;
}

const lerp = (lo: number, hi: number, t: number) => lo + (hi - lo) * t;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/**
 * A profile whose rates share one "quality" (0-1, drawn unless given) for 65 % plus their own
 * noise for 35 %: a good
 * checkout tends to be good on every KPI, so Checkout Scores spread over 0-100 instead of
 * bunching around 50 as independent draws would.
 */
export function profileFor(siteId: string, dailyVisits: number, quality = unit(siteId, 'quality')): SiteProfile {
  const q = quality;
  const mix = (label: string) => clamp01(0.65 * q + 0.35 * unit(siteId, label));
  const slope = (label: string, max: number) => lerp(-max, max, unit(siteId, `trend:${label}`));
  const phoneShare = lerp(0.47, 0.63, unit(siteId, 'phone'));
  return {
    dailyVisits,
    cartRate: lerp(0.05, 0.15, mix('cart')),
    reachRate: lerp(0.4, 0.7, mix('reach')),
    conversionRate: lerp(0.3, 0.7, mix('conversion')),
    acceleratedRate: lerp(0.05, 0.35, mix('accelerated')),
    engagementRate: lerp(0.5, 0.9, mix('engagement')),
    // Lower is better here, so the quality draw works the other way.
    mobileGap: lerp(0.03, 0.35, clamp01(0.65 * (1 - q) + 0.35 * unit(siteId, 'gap'))),
    trend: {
      visits: slope('visits', 0.12),
      cart: slope('cart', 0.1),
      conversion: slope('conversion', 0.1),
      accelerated: slope('accelerated', 0.15),
      engagement: slope('engagement', 0.08),
    },
    phoneShare,
    tabletShare: lerp(0.05, 0.09, unit(siteId, 'tablet')),
    newShare: lerp(0.55, 0.75, unit(siteId, 'new')),
    qaShare: lerp(0.005, 0.04, unit(siteId, 'qa')),
    homeShare: lerp(0.55, 0.85, unit(siteId, 'home')),
    priceSkew: lerp(0.8, 1.6, unit(siteId, 'price')),
  };
}
