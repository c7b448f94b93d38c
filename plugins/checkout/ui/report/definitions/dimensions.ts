// The dimensions a report may analyze by and filter on (spec §3, §9; CONTRACT §3 Dimension).
// Values are the stored ones (lower case); labels are what the user reads.
import type { Dimension } from './types';

export interface DimensionInfo {
  name: Dimension;
  label: string;
  /** Known values and their labels, for filters and suggestions; empty = free text. */
  values: readonly { value: string; label: string }[];
  /** How typed filter values are normalised to match the stored ones. */
  valueCase: 'lower' | 'upper' | 'asis';
}

const list = (...labels: string[]) => labels.map((label) => ({ value: label.toLowerCase(), label }));

export const DIMENSIONS: readonly DimensionInfo[] = [
  { name: 'arrivalTimeUtc', label: 'Time', values: [], valueCase: 'asis' },
  { name: 'formFactor', label: 'Device', values: list('Desktop', 'Phone', 'Tablet'), valueCase: 'lower' },
  { name: 'newOrReturning', label: 'New or Returning', values: list('New', 'Returning'), valueCase: 'lower' },
  {
    name: 'attributionChannel',
    label: 'Channel',
    values: list('Affiliates', 'Direct', 'Display', 'Email', 'Organic Search', 'Paid Search', 'Referral', 'Social'),
    valueCase: 'lower',
  },
  { name: 'attributionSource', label: 'Source', values: [], valueCase: 'lower' },
  {
    name: 'arrivalPageClass',
    label: 'Arrival Page',
    values: list('Account', 'Cart', 'Category', 'Checkout', 'Content', 'Home', 'PDP', 'Search'),
    valueCase: 'lower',
  },
  {
    name: 'exitPageClass',
    label: 'Exit Page',
    values: list(
      'Account',
      'Cart',
      'Category',
      'Checkout',
      'Checkout-Billing',
      'Checkout-Login',
      'Checkout-Payment',
      'Checkout-Review',
      'Checkout-Shipping',
      'Checkout-Confirm',
      'Content',
      'Home',
      'PDP',
      'Search',
    ),
    valueCase: 'lower',
  },
  { name: 'cartValueBy100', label: 'Cart Value (by 100)', values: [], valueCase: 'asis' },
  {
    name: 'transPaymentType',
    label: 'Payment Type',
    values: list('Credit Card', 'PayPal', 'Shop Pay', 'Apple Pay', 'Google Pay', 'Gift Card'),
    valueCase: 'lower',
  },
  { name: 'country', label: 'Country', values: [], valueCase: 'upper' },
];

/** The text-filterable dimensions (where.<dimension>: TextFilter in CONTRACT §3). */
export const TEXT_FILTER_DIMENSIONS = [
  'formFactor',
  'newOrReturning',
  'attributionChannel',
  'attributionSource',
  'arrivalPageClass',
  'exitPageClass',
  'transPaymentType',
  'country',
] as const satisfies readonly Dimension[];

export function dimensionInfo(name: string): DimensionInfo | undefined {
  return DIMENSIONS.find((d) => d.name === name);
}

/** The label of a stored value ('phone' → 'Phone'); unknown values show as stored. */
export function valueLabel(dimension: string, value: string): string {
  return dimensionInfo(dimension)?.values.find((v) => v.value === value)?.label ?? value;
}
