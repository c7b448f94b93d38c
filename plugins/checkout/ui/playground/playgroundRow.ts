import { KPIS, SITE_DATA_FIELDS, type MarketStats, type SiteDataField, type SiteDataRow } from '../../score';
import type { CheckoutScoreData } from '../data/useCheckoutScore';

/**
 * The 13 site data fields in the order the form shows them (CONTRACT §2): the counts first,
 * then the five scored KPIs in the score's order.
 */
const SCORED = new Set<SiteDataField>(KPIS.map((kpi) => kpi.name));
export const PLAYGROUND_FIELDS: readonly SiteDataField[] = [
  ...SITE_DATA_FIELDS.filter((field) => !SCORED.has(field)),
  ...KPIS.map((kpi) => kpi.name),
];

/** Rates are fractions (0-1 or a gap of two of them); the rest are counts and amounts. */
export const RATE_FIELDS: ReadonlySet<SiteDataField> = new Set(['car', 'checkoutConversionRate', 'acceleratedCheckoutRate', 'checkoutEngagementRate', 'mobileAbandonmentGap']);

export type PlaygroundValues = Record<SiteDataField, string>;

/** The form's starting text: the site's last-4-weeks values ('' where the server had none). */
export function initialValues(data: CheckoutScoreData | undefined): PlaygroundValues {
  const values = {} as PlaygroundValues;
  for (const name of PLAYGROUND_FIELDS) {
    const v = data?.fields.find((f) => f.name === name)?.primary;
    values[name] = typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
  }
  return values;
}

/** The edited text as an engine row; blank or invalid entries become NaN (the engine's "missing"). */
export function toRow(siteId: string, values: PlaygroundValues): SiteDataRow {
  const row = { siteId } as SiteDataRow;
  for (const name of PLAYGROUND_FIELDS) {
    const text = values[name].trim();
    row[name] = text === '' ? Number.NaN : Number(text);
  }
  return row;
}

/**
 * The market as the engine wants it. The wire has no weightSum: scoreSite does not read it
 * (only marketStats does, server-side), so NaN marks it as unknown rather than inventing one.
 */
export function toMarket(data: CheckoutScoreData | undefined): MarketStats {
  const market: MarketStats = {};
  for (const k of data?.market ?? []) {
    market[k.name] = { median: k.median, p25: k.p25 ?? Number.NaN, p75: k.p75 ?? Number.NaN, deviation: k.deviation, mean: k.mean, shopCount: k.shopCount, weightSum: Number.NaN };
  }
  return market;
}
