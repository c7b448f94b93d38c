import { KPIS } from '../../score';
import type { SiteDataRow } from '../../score';
import { buildReportDefinition, chartFor } from '../report/definitions/buildReportDefinition';
import { CHART_TYPES, type ChartType } from '../charts/types';
import { insightHref, KPI_DEFINITIONS, kpiDefinition, type InsightQuery } from './kpiDefinitions';

// The `cl` of an insight link is the chart's own ChartType, not a copy of it: a second union
// that drifts from charts/types.ts fails `npm run typecheck` here.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const CL_IS_CHART_TYPE: Same<NonNullable<InsightQuery['cl']>, ChartType> = true;

const ROW: SiteDataRow = {
  siteId: 's',
  car: 0,
  checkoutConversionRate: 0,
  acceleratedCheckoutRate: 0,
  checkoutEngagementRate: 0,
  mobileAbandonmentGap: 0.07,
  cartsAbandoned: 600,
  abandonedCartAmount: 1,
  visits: 10_000,
  carts: 1000,
  conversions: 300,
  visitsReachedCheckout: 500,
  regularCheckoutEngagements: 350,
  acceleratedCheckouts: 90,
};

/** The words of a formulaText mapped to row fields: 'Carts Abandoned' → cartsAbandoned. */
const field = (words: string) =>
  words
    .trim()
    .split(/\s+/)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w))
    .join('') as keyof SiteDataRow;

/** Evaluates 'A / B' against the row, so the text cannot drift from the engine's formula. */
function evaluate(text: string, row: SiteDataRow): number {
  const [numerator, denominator] = text.split('/');
  return (row[field(numerator)] as number) / (row[field(denominator)] as number);
}

describe('KPI_DEFINITIONS', () => {
  it('has one definition per scored KPI, taking name, label, weight and direction from KPIS', () => {
    expect(KPI_DEFINITIONS).toHaveLength(5);
    expect(KPI_DEFINITIONS.map((k) => [k.name, k.label, k.weight, k.negative])).toEqual(
      KPIS.map((k) => [k.name, k.label, k.weight, k.lowerIsBetter]),
    );
    expect(KPI_DEFINITIONS.map((k) => k.label)).toEqual([
      'Cart Abandonment Rate',
      'Checkout Conversion Rate',
      'Mobile Abandonment Gap',
      'Accelerated Checkout Rate',
      'Checkout Engagement Rate',
    ]);
  });

  it('states each ratio formula exactly as the engine computes it', () => {
    for (const kpi of KPI_DEFINITIONS.filter((k) => k.name !== 'mobileAbandonmentGap')) {
      const engine = KPIS.find((k) => k.name === kpi.name)!;
      expect({ kpi: kpi.name, value: evaluate(kpi.formulaText, ROW) }).toEqual({ kpi: kpi.name, value: engine.formula(ROW) });
    }
    // The gap is computed per form factor upstream; the text says so.
    expect(kpiDefinition('mobileAbandonmentGap')?.formulaText).toBe('Cart Abandonment Rate (phone) − Cart Abandonment Rate (desktop)');
  });

  it('gives every KPI the spec fields: cta, description, helpUrl, controls, analyzeBy', () => {
    for (const kpi of KPI_DEFINITIONS) {
      expect(kpi.cta).toBeTruthy();
      expect(kpi.description).toBeTruthy();
      expect(kpi.helpUrl).toMatch(new RegExp(`^https://.+#${kpi.name}$`));
      expect(kpi.controls).toContain('date');
      expect(kpi.analyzeBy).toContain('arrivalTimeUtc');
    }
    expect(kpiDefinition('mobileAbandonmentGap')?.analyzeBy).not.toContain('formFactor');
    expect(kpiDefinition('nope')).toBeUndefined();
  });

  it('links only to reports that can be built, starting with the trend', () => {
    for (const kpi of KPI_DEFINITIONS) {
      expect(kpi.insightLinks[0]).toMatchObject({ label: 'Trend', query: { rpt: 1, pl: kpi.name, al: 'arrivalTimeUtc' } });
      expect(kpi.insightLinks.length).toBeGreaterThan(2);
      for (const { query } of kpi.insightLinks) {
        const definition = buildReportDefinition(query.pl, query.al);
        expect(definition).toBeDefined();
        expect(chartFor(definition!, query.cl)).toBeDefined();
      }
    }
  });
});

describe('insight link chart types', () => {
  it('are chart types the report chart can draw', () => {
    expect(CL_IS_CHART_TYPE).toBe(true);
    const used = KPI_DEFINITIONS.flatMap((k) => k.insightLinks.map((l) => l.query.cl)).filter((cl) => cl !== undefined);
    expect(used.length).toBeGreaterThan(0);
    for (const cl of used) expect(CHART_TYPES).toContain(cl);
  });
});

describe('insightHref', () => {
  it('is the relative insights path with rpt, pl, al and cl', () => {
    expect(insightHref({ rpt: 1, pl: 'car', al: 'formFactor', cl: 'column' })).toBe('checkout/insights?rpt=1&pl=car&al=formFactor&cl=column');
    expect(insightHref({ rpt: 1, pl: 'car', al: 'arrivalTimeUtc' })).toBe('checkout/insights?rpt=1&pl=car&al=arrivalTimeUtc');
  });
});
