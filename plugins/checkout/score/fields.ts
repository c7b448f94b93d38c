// The 13 site data fields (spec §3 "Site data row", CONTRACT.md §2), in the contract's order:
// the one list the score's query, the score service and the bench all read.
import type { SiteDataField } from './types';

export const SITE_DATA_FIELDS = [
  'car',
  'checkoutEngagementRate',
  'checkoutConversionRate',
  'acceleratedCheckoutRate',
  'mobileAbandonmentGap',
  'cartsAbandoned',
  'abandonedCartAmount',
  'visits',
  'carts',
  'conversions',
  'visitsReachedCheckout',
  'regularCheckoutEngagements',
  'acceleratedCheckouts',
] as const satisfies readonly SiteDataField[];
