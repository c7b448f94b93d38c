// The presentation side of the five scored KPIs (spec §3 "KPI definition"). Name, label,
// weight and direction come from the score engine's KPIS table so that table stays the one
// source; this file adds what the pages need to talk about a KPI: wording, help, the
// formula as text and the trend reports the insight cards link to.
import { KPIS } from '../../score';
import type { KpiDefinition as ScoreKpi } from '../../score';
import type { ChartType } from '../charts/types';
import { ANALYZE_BY_DIMENSIONS } from '../report/definitions/buildReportDefinition';

/** Dimensions a report can analyze by (the `al` query parameter). */
export type AnalyzeByDimension = (typeof ANALYZE_BY_DIMENSIONS)[number];

/** The query of an insight link: rpt is always 1 (spec: "rpt must be 1"). */
export interface InsightQuery {
  rpt: 1;
  /** Metric name (a SessionGroup field of the analytics contract). */
  pl: string;
  /** Analyze-by dimension. */
  al: AnalyzeByDimension;
  /** Chart type (one the report's chart can draw); absent = the report's default chart for that dimension. */
  cl?: ChartType;
}

export interface InsightLink {
  label: string;
  query: InsightQuery;
}

/** Which report controls a KPI's reports offer (spec §3 "controls"). */
export type KpiControl = 'date' | 'compare' | 'chartType' | 'smoothing' | 'filters';

export interface KpiDefinition {
  /** Metric name: the SiteDataRow field and the analytics SessionGroup field. */
  name: ScoreKpi['name'];
  label: string;
  weight: number;
  /** Call to action on the insight card. */
  cta: string;
  description: string;
  helpUrl: string;
  /** True when a lower value is better (the engine's lowerIsBetter). */
  negative: boolean;
  /** How the KPI is computed, in words; mirrors the engine's formula. */
  formulaText: string;
  controls: readonly KpiControl[];
  /** Dimensions the KPI's reports may be analyzed by. */
  analyzeBy: readonly AnalyzeByDimension[];
  insightLinks: readonly InsightLink[];
}

/** The external help site's KPI glossary; each KPI has an anchor. */
export const KPI_HELP_BASE = 'https://help.vitrine.io/checkout-zen/kpis';

const ALL_CONTROLS: readonly KpiControl[] = ['date', 'compare', 'chartType', 'smoothing', 'filters'];
const DIMENSIONS: readonly AnalyzeByDimension[] = ANALYZE_BY_DIMENSIONS;

const link = (label: string, pl: string, al: AnalyzeByDimension, cl?: ChartType): InsightLink => ({
  label,
  query: cl ? { rpt: 1, pl, al, cl } : { rpt: 1, pl, al },
});

/** The metric names of the scored KPIs (the engine's KPIS names). */
export type ScoredKpiName = 'car' | 'checkoutConversionRate' | 'mobileAbandonmentGap' | 'acceleratedCheckoutRate' | 'checkoutEngagementRate';

/** Wording per KPI; keyed by the engine's name so a KPI added there fails the lookup loudly. */
const TEXT: Record<ScoredKpiName, Omit<KpiDefinition, 'name' | 'label' | 'weight' | 'negative' | 'helpUrl' | 'controls'>> = {
  car: {
    cta: 'Reduce abandoned carts',
    description: 'Share of carts that were created but did not end in an order. Lower is better.',
    formulaText: 'Carts Abandoned / Carts',
    analyzeBy: DIMENSIONS,
    insightLinks: [
      link('Trend', 'car', 'arrivalTimeUtc', 'line'),
      link('By device', 'car', 'formFactor', 'column'),
      link('By channel', 'car', 'attributionChannel', 'column'),
      link('By cart value', 'car', 'cartValueBy100', 'column'),
      link('By new or returning', 'car', 'newOrReturning', 'column'),
    ],
  },
  checkoutConversionRate: {
    cta: 'Convert more checkouts',
    description: 'Share of visits that reached checkout and placed an order. Higher is better.',
    formulaText: 'Conversions / Visits Reached Checkout',
    analyzeBy: DIMENSIONS,
    insightLinks: [
      link('Trend', 'checkoutConversionRate', 'arrivalTimeUtc', 'line'),
      link('By device', 'checkoutConversionRate', 'formFactor', 'column'),
      // Every order has a payment type, so the rate per type is 100 %: the share of orders says more.
      link('By payment type', 'conversions', 'transPaymentType', 'pie'),
      link('By channel', 'checkoutConversionRate', 'attributionChannel', 'column'),
      link('By new or returning', 'checkoutConversionRate', 'newOrReturning', 'column'),
    ],
  },
  mobileAbandonmentGap: {
    cta: 'Close the mobile gap',
    description: 'How much more often phone carts are abandoned than desktop carts. Lower is better.',
    formulaText: 'Cart Abandonment Rate (phone) − Cart Abandonment Rate (desktop)',
    // The gap is phone vs desktop within each group, so analyzing it by device is meaningless.
    analyzeBy: DIMENSIONS.filter((d) => d !== 'formFactor'),
    insightLinks: [
      link('Trend', 'mobileAbandonmentGap', 'arrivalTimeUtc', 'line'),
      // The gap itself per device is undefined; abandonment by device shows where it comes from.
      link('Abandonment by device', 'car', 'formFactor', 'column'),
      link('By channel', 'mobileAbandonmentGap', 'attributionChannel', 'column'),
      link('By new or returning', 'mobileAbandonmentGap', 'newOrReturning', 'column'),
    ],
  },
  acceleratedCheckoutRate: {
    cta: 'Promote express payments',
    description: 'Share of visits reaching checkout that used an accelerated checkout (Shop Pay, Apple Pay…). Higher is better.',
    formulaText: 'Accelerated Checkouts / Visits Reached Checkout',
    analyzeBy: DIMENSIONS,
    insightLinks: [
      link('Trend', 'acceleratedCheckoutRate', 'arrivalTimeUtc', 'line'),
      link('By device', 'acceleratedCheckoutRate', 'formFactor', 'column'),
      link('By payment type', 'conversions', 'transPaymentType', 'pie'),
      link('By channel', 'acceleratedCheckoutRate', 'attributionChannel', 'column'),
    ],
  },
  checkoutEngagementRate: {
    cta: 'Engage more shoppers in checkout',
    description: 'Share of visits reaching checkout that engaged the regular checkout form. Higher is better.',
    formulaText: 'Regular Checkout Engagements / Visits Reached Checkout',
    analyzeBy: DIMENSIONS,
    insightLinks: [
      link('Trend', 'checkoutEngagementRate', 'arrivalTimeUtc', 'line'),
      link('By device', 'checkoutEngagementRate', 'formFactor', 'column'),
      link('By channel', 'checkoutEngagementRate', 'attributionChannel', 'column'),
      link('By new or returning', 'checkoutEngagementRate', 'newOrReturning', 'column'),
    ],
  },
};

/** One definition per scored KPI, in the engine's order. */
export const KPI_DEFINITIONS: readonly KpiDefinition[] = KPIS.map((kpi) => {
  const text = (TEXT as Partial<Record<string, (typeof TEXT)[ScoredKpiName]>>)[kpi.name];
  if (!text) throw new Error(`KPI ${kpi.name} has no presentation in kpiDefinitions.ts`);
  return {
    name: kpi.name,
    label: kpi.label,
    weight: kpi.weight,
    negative: kpi.lowerIsBetter,
    helpUrl: `${KPI_HELP_BASE}#${kpi.name}`,
    controls: ALL_CONTROLS,
    ...text,
  };
});

/** The definition of a KPI by metric name, or undefined. */
export function kpiDefinition(name: string): KpiDefinition | undefined {
  return KPI_DEFINITIONS.find((k) => k.name === name);
}

/** Relative path of an insight report: 'checkout/insights?rpt=1&pl=…&al=…[&cl=…]'. */
export function insightHref(query: InsightQuery): string {
  const params = new URLSearchParams({ rpt: String(query.rpt), pl: query.pl, al: query.al });
  if (query.cl) params.set('cl', query.cl);
  return `checkout/insights?${params.toString()}`;
}
