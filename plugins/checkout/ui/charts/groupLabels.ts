// How a group's key reads on an axis, in a legend or in the table. The store keeps raw codes
// (`phone`, `paid search`, 'US-Oregon-Portland'); merchants read names.
import { formatWholeCurrency } from './format';
import { CHART_LABELS } from './messages';
import type { Bin, Dimension, GroupKey, SessionReport } from './types';

export const DIMENSION_LABELS: Readonly<Record<Dimension, string>> = {
  arrivalTimeUtc: 'Date',
  siteId: 'Site',
  merchantName: 'Merchant',
  siteTags: 'Site Tags',
  formFactor: 'Device',
  newOrReturning: 'New or Returning',
  attributionChannel: 'Channel',
  attributionSource: 'Source',
  arrivalPageClass: 'Arrival Page',
  exitPageClass: 'Exit Page',
  cartValueBy100: 'Cart Value',
  transPaymentType: 'Payment Type',
  country: 'Country',
  city: 'City',
  isQa: 'QA',
  isBaseline: 'Baseline',
  experienceQualifiedName: 'Experience',
};

/** Spec §9 "Devices: Desktop, Phone, Tablet". */
const DEVICE_NAMES: Readonly<Record<string, string>> = { desktop: 'Desktop', phone: 'Phone', tablet: 'Tablet' };

// Brand spellings that capitalising each word would get wrong.
const SPELLINGS: Readonly<Record<string, string>> = {
  paypal: 'PayPal',
  'shop pay': 'Shop Pay',
  klaviyo: 'Klaviyo',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  pdp: 'PDP',
};

const TITLE_CASED: ReadonlySet<string> = new Set([
  'newOrReturning',
  'attributionChannel',
  'attributionSource',
  'arrivalPageClass',
  'exitPageClass',
  'transPaymentType',
]);

export interface LabelContext {
  currency?: string;
  timeZone?: string;
  /** The report's bin: hour bins show the time too. */
  bin?: Bin | null;
}

export function isDimension(name: string | undefined): name is Dimension {
  return name !== undefined && Object.hasOwn(DIMENSION_LABELS, name);
}

/** 'paid search' → 'Paid Search'; 'checkout-billing' → 'Checkout Billing'. */
export function capitalizeWords(text: string): string {
  const spelled = SPELLINGS[text.toLowerCase()];
  if (spelled) return spelled;
  return text
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** Buckets of 100 (the key is the bucket's lower bound): 100 → '$100–199'. */
export function cartValueLabel(lower: number, currency?: string): string {
  return `${formatWholeCurrency(lower, currency)}–${lower + 99}`;
}

let regionNames: Intl.DisplayNames | undefined;

export function countryLabel(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code; // not a region code Intl knows
  }
}

/**
 * A place string is country-region-city, reversed and dash-joined ('US-Oregon-Portland').
 * City names may hold dashes themselves (Winston-Salem), so everything after the region is the city.
 */
export function cityLabel(place: string): string {
  const [country, region, ...city] = place.split('-');
  if (city.length) return `${city.join('-')}, ${region}, ${country}`;
  return region ? `${region}, ${country}` : place;
}

export function dateLabel(iso: string, { timeZone, bin }: LabelContext): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { timeZone: timeZone || 'UTC', dateStyle: 'medium', ...(bin === 'hour' ? { timeStyle: 'short' } : {}) };
  try {
    return new Intl.DateTimeFormat('en-US', options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
  }
}

/** The key's value for one dimension, as a person reads it. */
export function groupLabel(key: GroupKey, dimension: string | undefined, context: LabelContext = {}): string {
  if (!isDimension(dimension)) return CHART_LABELS.notSet;
  const value = key[dimension];
  if (value === null || value === undefined || value === '') return CHART_LABELS.notSet;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (dimension === 'cartValueBy100') return cartValueLabel(Number(value), context.currency);
  const text = String(value);
  if (dimension === 'formFactor') return DEVICE_NAMES[text.toLowerCase()] ?? capitalizeWords(text);
  if (dimension === 'country') return countryLabel(text);
  if (dimension === 'city') return cityLabel(text);
  if (dimension === 'siteId') return key.siteName || text;
  if (dimension === 'arrivalTimeUtc') return dateLabel(text, context);
  return TITLE_CASED.has(dimension) ? capitalizeWords(text) : text;
}

/**
 * The key fields the table shows: analyzeBy when given, else every dimension any group's key
 * carries (a report without analyzeBy has one total group and may have no key field at all).
 */
export function keyDimensions(report: SessionReport, analyzeBy: string | undefined): Dimension[] {
  if (isDimension(analyzeBy)) return [analyzeBy];
  const present = new Set<Dimension>();
  for (const { key } of report.groups) {
    for (const [field, value] of Object.entries(key)) {
      if (isDimension(field) && value !== null && value !== undefined) present.add(field);
    }
  }
  // siteName rides along with siteId; it is not a dimension of its own.
  return [...present];
}
