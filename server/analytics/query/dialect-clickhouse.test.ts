import { clickhouseDialect } from './dialect-clickhouse';
import { dialectFor, duckdbDialect, type Dialect } from './dialect';
import { parseReportArgs, type ReportArgs } from './parse';
import { planReport } from './plan';
import { selectMetrics } from './selection';
import { MARKET_BARS } from './types';

const NOW = new Date('2024-03-15T10:30:00Z');
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';

describe('the ClickHouse dialect', () => {
  it('is what a store saying "clickhouse" gets', () => {
    expect(dialectFor('clickhouse')).toBe(clickhouseDialect);
    expect(dialectFor(undefined)).toBe(duckdbDialect);
  });

  it('implements every method of the Dialect seam', () => {
    const methods = (d: Dialect) => Object.keys(d).sort();
    expect(methods(clickhouseDialect)).toEqual(methods(duckdbDialect));
  });

  it('types each placeholder from its value', () => {
    expect(clickhouseDialect.placeholder(1, 'x')).toBe('{p1:String}');
    expect(clickhouseDialect.placeholder(2, 5000)).toBe('{p2:Int64}');
    expect(clickhouseDialect.placeholder(3, 2.5)).toBe('{p3:Float64}');
    expect(clickhouseDialect.placeholder(4, true)).toBe('{p4:Bool}');
    expect(clickhouseDialect.placeholder(5, new Date(0))).toBe("{p5:DateTime64(3, 'UTC')}");
    expect(clickhouseDialect.placeholder(6, ['a'])).toBe('{p6:Array(String)}');
  });

  it('buckets time in UTC, weeks from Monday, with the compare shift in milliseconds', () => {
    expect(clickhouseDialect.timeBucketMs('hour', 'x.t')).toBe('toInt64(toUnixTimestamp(toStartOfHour(x.t))) * 1000');
    expect(clickhouseDialect.timeBucketMs('week', 'x.t', '{p1:Int64}')).toBe("toInt64(toUnixTimestamp(toDateTime(toStartOfWeek(addMilliseconds(x.t, {p1:Int64}), 1), 'UTC'))) * 1000");
    expect(() => clickhouseDialect.timeBucketMs('year' as never, 'x.t')).toThrow(/Unknown bin/);
  });

  it('compiles a market breakdown with grouping sets, exact distinct shops and typed params', () => {
    const parsed = parseReportArgs(
      { where: { arrivalTimeUtc: { min: '2024-03-01', max: '2024-03-08' }, siteId: [SITE], city: { in: ['US-*'] } }, compareTo: { market: true }, analyzeBy: ['formFactor'] } as unknown as ReportArgs,
      NOW,
    );
    // As part.ts does: the caller's readable sites leave the market, the threshold comes from config.
    const query = { ...parsed, compare: { kind: 'market' as const, excludeSiteIds: [SITE], minShops: 5, bars: MARKET_BARS } };
    const selection = { groups: selectMetrics(['car'], ['primary', 'compare']), siteName: false, totals: selectMetrics(['car'], ['primary', 'compare']), market: true };
    const plan = planReport(clickhouseDialect, query, selection);
    const sql = plan.primary!.sql;
    expect(sql).toContain('countIf(x.carted AND NOT x.converted) AS a_carts_abandoned');
    expect(sql).toContain('GROUP BY GROUPING SETS ((k_form_factor), ())');
    expect(sql).toContain('CASE WHEN grouping(k_form_factor) = 0 THEN 0 ELSE 1 END AS is_total');
    expect(sql).toMatch(/x\.arrival_time_utc >= \{p\d+:DateTime64\(3, 'UTC'\)\}/);
    expect(sql).toMatch(/x\.city LIKE \{p\d+:String\}/);
    expect(sql).not.toMatch(/\$\d/);
  });
});
