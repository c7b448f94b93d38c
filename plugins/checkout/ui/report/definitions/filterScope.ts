// Which filters mean something for a metric (issue 12, defect 10). A filter that selects on
// the outcome the metric measures would not narrow the report, it would rig it: a payment type
// exists only with an order (so car would read 0 %), a cart value only with a cart (so the
// cart rate would read 100 %), and the mobile gap is phone against desktop by definition.
import { REPORT_MESSAGES as M } from '../messages';

/** Metrics counted over sessions with an order: a payment type filter narrows them. */
const ORDER_METRICS: ReadonlySet<string> = new Set(['conversions', 'revenue', 'aov']);
/** Metrics over every visit: a cart-value filter would drop the visits without a cart. */
const VISIT_METRICS: ReadonlySet<string> = new Set(['visits', 'pageViews', 'conversionRate', 'cartRate', 'rpv']);

/** Why filter `field` does not apply to `metric`, or undefined when it does. */
export function filterNotApplicable(metric: string, field: string): string | undefined {
  if (field === 'formFactor' && metric === 'mobileAbandonmentGap') return M.filterNotApplicable.formFactorGap;
  if (field === 'transPaymentType' && !ORDER_METRICS.has(metric)) return M.filterNotApplicable.paymentType;
  if (field === 'cartValue' && VISIT_METRICS.has(metric)) return M.filterNotApplicable.cartValue;
  return undefined;
}
