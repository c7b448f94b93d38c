// The five scored KPIs (spec §9 "Score weights"). This table is the one place that says how
// each KPI is weighted, which direction is good and how it is computed from the row's counts.
import type { SiteDataField, SiteDataRow } from './types';

export interface KpiDefinition {
  /** Field of SiteDataRow holding the KPI value; the engine reads the value from it. */
  name: SiteDataField;
  label: string;
  /** Relative weight in the score; normalised to percent over the KPIs that exist. */
  weight: number;
  /** Field used as the weight of a shop in market stats and for the ≥ 50 threshold. */
  weightingField: SiteDataField;
  lowerIsBetter: boolean;
  /** How the value derives from the row's counts (the stored field should equal this). */
  formula: (row: SiteDataRow) => number;
}

/** a / b, or NaN when b is not positive (a rate over nothing is undefined, not 0). */
export function ratio(numerator: number, denominator: number): number {
  return denominator > 0 ? numerator / denominator : Number.NaN;
}

export const KPIS: readonly KpiDefinition[] = [
  {
    name: 'car',
    label: 'Cart Abandonment Rate',
    weight: 25,
    weightingField: 'carts',
    lowerIsBetter: true,
    // car = cartsAbandoned / carts
    formula: (row) => ratio(row.cartsAbandoned, row.carts),
  },
  {
    name: 'checkoutConversionRate',
    label: 'Checkout Conversion Rate',
    weight: 30,
    weightingField: 'conversions',
    lowerIsBetter: false,
    // checkoutConversionRate = conversions / visitsReachedCheckout
    formula: (row) => ratio(row.conversions, row.visitsReachedCheckout),
  },
  {
    name: 'mobileAbandonmentGap',
    label: 'Mobile Abandonment Gap',
    weight: 20,
    weightingField: 'carts',
    lowerIsBetter: true,
    // Needs per-form-factor data the row does not carry: it arrives precomputed.
    formula: (row) => row.mobileAbandonmentGap,
  },
  {
    name: 'acceleratedCheckoutRate',
    label: 'Accelerated Checkout Rate',
    weight: 15,
    weightingField: 'acceleratedCheckouts',
    lowerIsBetter: false,
    // acceleratedCheckoutRate = acceleratedCheckouts / visitsReachedCheckout
    formula: (row) => ratio(row.acceleratedCheckouts, row.visitsReachedCheckout),
  },
  {
    name: 'checkoutEngagementRate',
    label: 'Checkout Engagement Rate',
    weight: 10,
    weightingField: 'regularCheckoutEngagements',
    lowerIsBetter: false,
    // checkoutEngagementRate = regularCheckoutEngagements / visitsReachedCheckout
    formula: (row) => ratio(row.regularCheckoutEngagements, row.visitsReachedCheckout),
  },
];

/** A copy of the row whose KPI fields are recomputed from its counts via the formulas above. */
export function withDerivedKpis(row: SiteDataRow): SiteDataRow {
  const derived: SiteDataRow = { ...row };
  for (const kpi of KPIS) derived[kpi.name] = kpi.formula(row);
  return derived;
}
