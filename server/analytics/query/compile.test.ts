import { duckdbDialect } from './dialect';
import { parseReportArgs, type ReportArgs } from './parse';
import { planReport } from './plan';
import { selectMetrics } from './selection';
import type { MetricName, Part, ReportSelection } from './types';

const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const NOW = new Date('2024-03-15T10:30:00Z');
const query = (args: Omit<Partial<ReportArgs>, 'where'> & { where?: Partial<ReportArgs['where']> }) =>
  parseReportArgs({ ...args, where: { arrivalTimeUtc: { min: '2024-03-01', max: '2024-03-08' }, siteId: [SITE], ...args.where } } as ReportArgs, NOW);
const groupsOf = (metrics: MetricName[], parts: Part[], extra: Partial<ReportSelection> = {}): ReportSelection => ({
  groups: selectMetrics(metrics, parts),
  siteName: false,
  totals: null,
  market: false,
  ...extra,
});
const aggregateColumns = (sql: string) => [...sql.matchAll(/ AS (a_\w+)/g)].map((m) => m[1]).sort();

describe('planReport: only the requested aggregates', () => {
  it('a count needs its own aggregate (and visits, which ordering reads)', () => {
    const plan = planReport(duckdbDialect, query({ analyzeBy: ['formFactor'] }), groupsOf(['conversions'], ['primary']));
    expect(aggregateColumns(plan.primary!.sql)).toEqual(['a_conversions', 'a_visits']);
    expect(plan.compare).toBeNull();
  });

  it('a rate needs its numerator and denominator', () => {
    const plan = planReport(duckdbDialect, query({ analyzeBy: ['formFactor'] }), groupsOf(['checkoutConversionRate'], ['primary']));
    expect(aggregateColumns(plan.primary!.sql)).toEqual(['a_conversions', 'a_visits', 'a_visits_reached_checkout']);
  });

  it('a mean needs Σ revenue² only when a test part is requested', () => {
    const cheap = planReport(duckdbDialect, query({ analyzeBy: ['formFactor'] }), groupsOf(['aov'], ['primary', 'compare', 'lift']));
    expect(cheap.primary!.sql).not.toContain('revenue * x.revenue');
    expect(aggregateColumns(cheap.primary!.sql)).toEqual(['a_conversions', 'a_revenue', 'a_visits']);
    const full = planReport(duckdbDialect, query({ analyzeBy: ['formFactor'] }), groupsOf(['aov'], ['confidence']));
    expect(aggregateColumns(full.primary!.sql)).toEqual(['a_conversions', 'a_revenue', 'a_revenue_squares', 'a_visits']);
    expect(full.primary!.sql).toContain('coalesce(sum(x.revenue * x.revenue), 0) AS a_revenue_squares');
  });

  it('mobileAbandonmentGap reads phone and desktop carts', () => {
    const plan = planReport(duckdbDialect, query({}), groupsOf(['mobileAbandonmentGap'], ['primary']));
    expect(aggregateColumns(plan.primary!.sql)).toEqual(['a_desktop_carts', 'a_desktop_carts_abandoned', 'a_phone_carts', 'a_phone_carts_abandoned', 'a_visits']);
    expect(plan.primary!.sql).toContain("count_if(x.form_factor = 'phone' AND x.carted AND NOT x.converted) AS a_phone_carts_abandoned");
  });

  it('runs no compare statement when only primary values are read', () => {
    const q = query({ compareTo: { arrivalTimeUtc: 'previousPeriod' }, analyzeBy: ['formFactor'] });
    expect(planReport(duckdbDialect, q, groupsOf(['car'], ['primary'])).compare).toBeNull();
    const plan = planReport(duckdbDialect, q, groupsOf(['car'], ['lift']));
    expect(aggregateColumns(plan.compare!.sql)).toEqual(['a_carts', 'a_carts_abandoned']);
  });

  it('runs no statement at all when nothing reads sessions', () => {
    const plan = planReport(duckdbDialect, query({}), { groups: null, siteName: false, totals: null, market: false });
    expect(plan.primary).toBeNull();
  });

  it('adds the aggregates of an orderBy metric to the primary side', () => {
    const plan = planReport(duckdbDialect, query({ analyzeBy: ['country'], orderBy: [{ field: 'revenue' }] }), groupsOf(['visits'], ['primary']));
    expect(aggregateColumns(plan.primary!.sql)).toEqual(['a_revenue', 'a_visits']);
  });
});

describe('compileStatement: SQL shape', () => {
  it('binds every user value as a param, never as SQL text', () => {
    const evil = "x' OR 1=1 --";
    const q = query({
      where: {
        arrivalTimeUtc: { min: '2024-03-01', max: '2024-03-08' },
        siteId: [SITE],
        city: { in: [evil, 'US-*'] },
        experienceQualifiedName: { in: ['exp_*'] },
        cartValue: { gte: 12.5 },
        isQa: false,
      },
      analyzeBy: ['city'],
    });
    const { sql, params } = planReport(duckdbDialect, q, groupsOf(['visits'], ['primary'])).primary!;
    expect(sql).not.toContain(evil);
    expect(sql).not.toContain('US-');
    expect(sql).not.toContain('12.5');
    expect(sql).toContain('(x.city IN ($4) OR x.city LIKE $5 ESCAPE');
    expect(sql).toContain('x.experience_qualified_name LIKE $6 ESCAPE');
    expect(sql).toContain('x.cart_value >= $7');
    expect(sql).toContain('x.is_qa = $8');
    expect(params).toEqual([new Date('2024-03-01T00:00:00Z'), new Date('2024-03-08T00:00:00Z'), SITE, evil, 'US-%', 'exp\\_%', 12.5, false, 5001]);
  });

  it('groups and totals in one statement through grouping sets, total row first', () => {
    const q = query({ analyzeBy: ['formFactor', 'country'] });
    const { sql } = planReport(duckdbDialect, q, groupsOf(['visits'], ['primary'], { totals: selectMetrics(['visits'], ['primary']) })).primary!;
    expect(sql).toContain('x.form_factor AS k_form_factor, x.country AS k_country');
    expect(sql).toContain('GROUP BY GROUPING SETS ((k_form_factor, k_country), ())');
    expect(sql).toContain('ORDER BY is_total DESC');
    expect(sql.match(/SELECT/g)).toHaveLength(1);
  });

  it('without analyzeBy reads one ungrouped row', () => {
    const { sql, params } = planReport(duckdbDialect, query({}), groupsOf(['visits'], ['primary'])).primary!;
    expect(sql).not.toContain('GROUP BY');
    expect(sql).not.toContain('LIMIT');
    expect(params).toHaveLength(3);
  });

  it('joins sites only for site-table dimensions, site names or the siteTags filter', () => {
    const plain = planReport(duckdbDialect, query({ analyzeBy: ['siteId'] }), groupsOf(['visits'], ['primary'])).primary!;
    expect(plain.sql).not.toContain('JOIN sites');
    const named = planReport(duckdbDialect, query({ analyzeBy: ['siteId'] }), groupsOf(['visits'], ['primary'], { siteName: true })).primary!;
    expect(named.sql).toContain('LEFT JOIN sites AS s ON s.site_id = x.site_id');
    expect(named.sql).toContain('any_value(s.name) AS site_name');
    const tags = planReport(duckdbDialect, query({ analyzeBy: ['siteTags', 'merchantName'] }), groupsOf(['visits'], ['primary'])).primary!;
    expect(tags.sql).toContain("nullif(array_to_string(list_sort(s.site_tags), ','), '') AS k_site_tags, s.merchant_name AS k_merchant_name");
    const filtered = planReport(duckdbDialect, query({ where: { arrivalTimeUtc: { min: '2024-03-01', max: '2024-03-08' }, siteTags: { in: ['eu', 'app*'] } } }), groupsOf(['visits'], ['primary'])).primary!;
    expect(filtered.sql).toContain('(list_has_any(s.site_tags, [$4]) OR len(list_filter(s.site_tags, lambda tag: tag LIKE $5 ESCAPE');
  });

  it('buckets time by the bin and shifts compare periods onto the primary bins', () => {
    const q = query({ where: { arrivalTimeUtc: { min: '2024-03-01', max: '2024-03-08', bin: 'day' }, siteId: [SITE] }, compareTo: { arrivalTimeUtc: 'previousPeriod' }, analyzeBy: ['arrivalTimeUtc'] });
    const plan = planReport(duckdbDialect, q, groupsOf(['visits'], ['lift']));
    expect(plan.primary!.sql).toContain("epoch_ms(date_trunc('day', x.arrival_time_utc)) AS k_arrival_time_utc");
    expect(plan.compare!.sql).toContain("epoch_ms(date_trunc('day', (x.arrival_time_utc + to_milliseconds(CAST($1 AS BIGINT))))) AS k_arrival_time_utc");
    // shift = primary min − compare min = 7 days; the compare range is the week before.
    expect(plan.compare!.params.slice(0, 3)).toEqual([7 * 86_400_000, new Date('2024-02-23T00:00:00Z'), new Date('2024-03-01T00:00:00Z')]);
  });

  it('market: every other site, no site dimensions, the same period, real shopper traffic, its shops counted', () => {
    const q = query({ where: { isQa: true, isBaseline: false }, compareTo: { market: true }, analyzeBy: ['siteId', 'formFactor'] });
    const plan = planReport(duckdbDialect, q, groupsOf(['visits'], ['compare'], { market: true }));
    expect(plan.compareDimensions).toEqual(['formFactor']);
    expect(plan.compare!.sql).toContain('x.site_id NOT IN ($4)');
    expect(plan.compare!.sql).not.toContain('k_site_id');
    expect(aggregateColumns(plan.compare!.sql)).toEqual(['a_carts', 'a_conversions', 'a_visits']);
    // Shops per cell, and their ids only where there are fewer than the threshold ($1 = 5).
    expect(plan.compare!.sql).toContain('count(DISTINCT x.site_id) AS m_shops, CASE WHEN count(DISTINCT x.site_id) < $1 THEN list(DISTINCT x.site_id) END AS m_small_shops');
    expect(plan.compare!.params.slice(0, 3)).toEqual([5, new Date('2024-03-01T00:00:00Z'), new Date('2024-03-08T00:00:00Z')]);
    // The caller's isQa/isBaseline shape their own side; the market is the sessions every KPI
    // reads (the Score's too): never QA traffic, never an experience's baseline.
    expect(plan.primary!.sql).toMatch(/x\.is_qa = \$\d+ AND x\.is_baseline = \$\d+/);
    expect(plan.compare!.sql).toContain('x.is_qa = $5 AND x.is_baseline = $6');
    expect(plan.compare!.params.slice(4, 6)).toEqual([false, false]);
    // No segment filter, nothing to guard.
    expect(plan.guards).toEqual([]);
  });

  it('market: one differencing guard per filtered field, over the same cells', () => {
    const q = query({ where: { country: { in: ['NO'] }, attributionSource: { in: ['reddit'] }, cartValue: { gte: 100 } }, compareTo: { market: true }, analyzeBy: ['formFactor'] });
    const plan = planReport(duckdbDialect, q, groupsOf(['visits'], ['compare']));
    expect(plan.guards.map((g) => g.field)).toEqual(['attributionSource', 'country', 'cartValue']);
    const [source, , cart] = plan.guards;
    // The source guard drops the source filter and looks at each source value, and at the rest.
    expect(source.sql).toContain('CASE WHEN x.attribution_source IN ($1) THEN x.attribution_source END AS g_value, CASE WHEN x.attribution_source IN ($1) THEN 1 ELSE 0 END AS g_inside');
    expect(source.sql).toContain('GROUP BY GROUPING SETS ((g_inside, g_value, k_form_factor), (g_inside, g_value))');
    expect(source.sql).toMatch(/WHERE .*x\.country IN \(\$\d+\)/);
    expect(source.sql).not.toMatch(/WHERE .*x\.attribution_source IN/);
    expect(source.sql).toMatch(/WHERE m_shops < \$\d+$/);
    expect(source.params.at(-1)).toBe(5);
    // Cart values are looked at in buckets of 100.
    expect(cart.sql).toContain('CASE WHEN x.cart_value >= $1 THEN floor(x.cart_value / 100) * 100 END AS g_value');
  });

  it('a market grouped only by site dimensions collapses to the market total', () => {
    const q = query({ compareTo: { market: true }, analyzeBy: ['siteId'] });
    const plan = planReport(duckdbDialect, q, groupsOf(['visits'], ['compare']));
    expect(plan.compare!.sql).not.toContain('GROUP BY');
    expect(plan.compare!.spec).toMatchObject({ groups: false, totals: true });
  });

  it('cartValueBy100 = floor(cart_value / 100) × 100', () => {
    const { sql } = planReport(duckdbDialect, query({ analyzeBy: ['cartValueBy100'] }), groupsOf(['visits'], ['primary'])).primary!;
    expect(sql).toContain('floor(x.cart_value / 100) * 100 AS k_cart_value_by100');
  });
});
