import { buildReportDefinition } from '../definitions/buildReportDefinition';
import type { ReportDefinition } from '../definitions/types';
import { buildReportQuery, type ReportSelections } from './buildReportQuery';

const NOW = Date.parse('2024-06-15T18:30:00Z');
const CONTEXT = { siteId: 'site-1', now: NOW, timeZone: 'America/New_York' };

const selections = (changes: Partial<ReportSelections> = {}): ReportSelections => ({
  chartType: 'column',
  date: { name: 'Last 2 Weeks' },
  compare: 'none',
  smoothing: 'default',
  textFilters: {},
  rangeFilters: {},
  ...changes,
});

const byDevice = () => buildReportDefinition('car', 'formFactor') as ReportDefinition;

describe('buildReportQuery', () => {
  it('asks compareSessions for the grouped query with where, analyzeBy, removeNullGroups, orderBy and the 0.5 % filterBy', () => {
    const built = buildReportQuery(byDevice(), selections(), CONTEXT);
    expect(built.queryIndex).toBe(1);
    expect(built.timeSeries).toBe(false);
    expect(built.variables).toEqual({
      where: {
        arrivalTimeUtc: { min: '2024-06-02T04:00:00.000Z', max: '2024-06-16T04:00:00.000Z', bin: 'day', timeZone: 'America/New_York' },
        siteId: ['site-1'],
        isQa: false,
        isBaseline: false,
      },
      analyzeBy: ['formFactor'],
      removeNullGroups: true,
      orderBy: [{ field: 'visits', direction: 'desc' }],
      filterBy: { visitsShareMin: 0.005, shareOf: 'car' },
    });
    expect(built.query).toContain('query Report($where: SessionWhere!, $analyzeBy: [Dimension!], $removeNullGroups: Boolean, $orderBy: [OrderBy!], $filterBy: FilterBy)');
    expect(built.query).toContain('compareSessions(where: $where, analyzeBy: $analyzeBy');
    expect(built.query).toContain('key { formFactor } car { primary compare lift confidence liftInterval { lower upper } sampleSizeRatio probabilityToWin } visits { primary compare }');
    expect(built.query).not.toContain('market {');
  });

  it.each([
    ['none', undefined],
    ['previousPeriod', { arrivalTimeUtc: 'previousPeriod' }],
    ['market', { market: true }],
  ] as const)('compares with %s', (compare, compareTo) => {
    const built = buildReportQuery(byDevice(), selections({ compare }), CONTEXT);
    expect(built.variables.compareTo).toEqual(compareTo);
    expect(built.query.includes('$compareTo: CompareTo')).toBe(compareTo !== undefined);
    // The market's totals come back so the view can tell whether it passes the bars, and
    // whether (and where) the server withheld market values for privacy.
    expect(built.query.includes('market { visits carts conversions qualifies suppressed }')).toBe(compare === 'market');
    expect(built.query.includes('marketNotice { reason minShops suppressedGroups totalsSuppressed }')).toBe(compare === 'market');
    expect(built.query.includes('marketSuppressed')).toBe(compare === 'market');
  });

  it('sends every text filter, values with * as patterns (like) and the others exactly (in), in the stored case', () => {
    const built = buildReportQuery(
      byDevice(),
      selections({ textFilters: { formFactor: ['Phone', ' tablet '], attributionChannel: ['paid*', 'Email'], country: ['us'], exitPageClass: [] } }),
      CONTEXT,
    );
    const where = built.variables.where as Record<string, unknown>;
    expect(where.formFactor).toEqual({ in: ['phone', 'tablet'] });
    expect(where.attributionChannel).toEqual({ in: ['paid*', 'email'] });
    expect(where.country).toEqual({ in: ['US'] });
    expect(where).not.toHaveProperty('exitPageClass');
  });

  it('sends the cart-value range filter, and nothing for all', () => {
    const gte = buildReportQuery(byDevice(), selections({ rangeFilters: { cartValue: { op: 'gte', value: 50 } } }), CONTEXT);
    expect((gte.variables.where as Record<string, unknown>).cartValue).toEqual({ gte: 50 });
    const lt = buildReportQuery(byDevice(), selections({ rangeFilters: { cartValue: { op: 'lt', value: 10 } } }), CONTEXT);
    expect((lt.variables.where as Record<string, unknown>).cartValue).toEqual({ lt: 10 });
    const all = buildReportQuery(byDevice(), selections({ rangeFilters: { cartValue: { op: 'all' } } }), CONTEXT);
    expect(all.variables.where).not.toHaveProperty('cartValue');
  });

  it('swaps to the time-series query for line and area: arrivalTimeUtc, smoothing, no filterBy', () => {
    const built = buildReportQuery(byDevice(), selections({ chartType: 'line', smoothing: 'cumulative', date: { name: 'Today' } }), CONTEXT);
    expect(built.queryIndex).toBe(0);
    expect(built.timeSeries).toBe(true);
    expect(built.variables).toMatchObject({
      analyzeBy: ['arrivalTimeUtc'],
      smoothing: 'cumulative',
      orderBy: [{ field: 'arrivalTimeUtc', direction: 'asc' }],
    });
    expect(built.variables).not.toHaveProperty('filterBy');
    expect((built.variables.where as { arrivalTimeUtc: { bin: string } }).arrivalTimeUtc.bin).toBe('hour');
    // A grouped chart ignores smoothing.
    expect(buildReportQuery(byDevice(), selections({ smoothing: 'stark' }), CONTEXT).variables).not.toHaveProperty('smoothing');
  });

  it('orders cart-value buckets by value, and offers the map only by country', () => {
    const cart = buildReportDefinition('conversions', 'cartValueBy100') as ReportDefinition;
    expect(buildReportQuery(cart, selections(), CONTEXT).variables.orderBy).toEqual([{ field: 'cartValueBy100', direction: 'asc' }]);
    expect(buildReportDefinition('car', 'country')?.charts.map((c) => c.chartType)).toContain('map');
    expect(byDevice().charts.map((c) => c.chartType)).not.toContain('map');
  });

  describe('internal errors for broken definitions', () => {
    it("throws 'unknown control style'", () => {
      const broken = { ...byDevice(), controls: [...byDevice().controls, { style: 'slider' }] };
      expect(() => buildReportQuery(broken, selections(), CONTEXT)).toThrow('unknown control style: slider');
    });

    it("throws 'No resolver for query variable'", () => {
      const definition = byDevice();
      const queryDef = [definition.queryDef[0], { ...definition.queryDef[1], args: { ...definition.queryDef[1].args, limit: '$limit' } }];
      expect(() => buildReportQuery({ ...definition, queryDef }, selections(), CONTEXT)).toThrow('No resolver for query variable: $limit');
    });

    it("throws 'Unknown period alias'", () => {
      expect(() => buildReportQuery({ ...byDevice(), period: 'l5y' }, selections(), CONTEXT)).toThrow('Unknown period alias: l5y');
    });
  });
});

describe('buildReportDefinition', () => {
  it('builds the report of pl and al with the spec fields', () => {
    expect(byDevice()).toMatchObject({
      id: 'car.formFactor',
      name: 'Cart Abandonment Rate by Device',
      metricName: 'car',
      status: 'production',
      noTitle: false,
      chart: { chartType: 'column', queryIndex: 1 },
    });
    expect(buildReportDefinition('checkoutConversionRate', 'arrivalTimeUtc')).toMatchObject({
      name: 'Checkout Conversion Rate Trend',
      chart: { chartType: 'line', queryIndex: 0 },
    });
  });

  it('cannot build unknown metrics or dimensions, or the mobile gap per device', () => {
    expect(buildReportDefinition('nope', 'formFactor')).toBeUndefined();
    expect(buildReportDefinition('car', 'shoeSize')).toBeUndefined();
    expect(buildReportDefinition('car', null)).toBeUndefined();
    expect(buildReportDefinition('toString', 'formFactor')).toBeUndefined();
    expect(buildReportDefinition('mobileAbandonmentGap', 'formFactor')).toBeUndefined();
  });
});
