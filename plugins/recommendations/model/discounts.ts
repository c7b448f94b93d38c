/**
 * The discount shapes of recommendations spec 3 and 5: one definition for the shop platform
 * seam (server/shop) and the staff Discounts page that lists and creates them.
 */

/** A discount as the platform lists it (GET /api2/shop/rec/action/discounts). */
export interface Discount {
  id: string;
  title: string;
  shortSummary: string;
  category: 'code' | 'automatic';
  type: string;
  summary: string;
  startsAt: string;
  endsAt: string | null;
  discountClass: string;
  usageCount: number;
  usageLimit: number | null;
}

/** The dynamic discount form of the Discounts page. */
export interface DynamicDiscountInput {
  title: string;
  external: string;
  percentage: number;
  combineProductDiscounts: boolean;
  combineShippingDiscounts: boolean;
}

/** The kinds a custom discount may be created as. */
export const CUSTOM_DISCOUNT_KINDS = ['code_basic', 'code_free_ship', 'auto_basic', 'auto_bxgy', 'auto_app'] as const;
export type CustomDiscountKind = (typeof CUSTOM_DISCOUNT_KINDS)[number];
