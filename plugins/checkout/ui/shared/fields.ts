import type { CheckoutScoreData, GqlSiteFieldValue } from '../data/useCheckoutScore';

const NONE: GqlSiteFieldValue = { name: '', primary: null, compare: null };

/** One of the 13 site data fields of a checkoutScore answer (primary and compare may be null). */
export function siteField(data: CheckoutScoreData | undefined, name: string): GqlSiteFieldValue {
  return data?.fields.find((f) => f.name === name) ?? NONE;
}
