import { HttpError } from '../../lib/errors';
import { MESSAGES } from './errors';
import { likePattern, parsePeriod, parseReportArgs, resolveSmoothing, type ReportArgs } from './parse';
import { autoBin, binStarts, resolveAlias } from './period';

const NOW = new Date('2024-03-15T10:30:00Z');
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const MIN_MAX = { min: '2024-03-01', max: '2024-03-08' };

const parse = (args: Partial<ReportArgs>, now = NOW) =>
  parseReportArgs({ where: { arrivalTimeUtc: MIN_MAX, ...args.where }, ...args } as ReportArgs, now);

/** The call fails with a 400 BAD_REQUEST carrying exactly this message. */
function expectBad(fn: () => unknown, message: string) {
  let error: unknown;
  try {
    fn();
  } catch (err) {
    error = err;
  }
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', message });
}

const iso = (d: Date) => d.toISOString();

describe('period aliases (spec §9), now = 2024-03-15T10:30Z', () => {
  it.each([
    ['l24h', '2024-03-14T10:00:00.000Z', '2024-03-15T10:00:00.000Z', 'hour'],
    ['l3d', '2024-03-12T00:00:00.000Z', '2024-03-15T00:00:00.000Z', 'day'],
    ['l7d', '2024-03-08T00:00:00.000Z', '2024-03-15T00:00:00.000Z', 'day'],
    ['l2w', '2024-03-01T00:00:00.000Z', '2024-03-15T00:00:00.000Z', 'day'],
    ['l4w', '2024-02-16T00:00:00.000Z', '2024-03-15T00:00:00.000Z', 'day'],
    ['l1m', '2024-02-15T00:00:00.000Z', '2024-03-15T00:00:00.000Z', 'day'],
    ['mtd', '2024-03-01T00:00:00.000Z', '2024-03-16T00:00:00.000Z', 'day'],
    ['ytd', '2024-01-01T00:00:00.000Z', '2024-03-16T00:00:00.000Z', 'week'],
  ])('%s → [%s, %s) with %s bins', (range, min, max, bin) => {
    const p = parsePeriod({ range }, NOW);
    expect([iso(p.min), iso(p.max), p.bin]).toEqual([min, max, bin]);
  });

  it('keeps a range stable within the hour/day, so a retry finds its cached result', () => {
    expect(resolveAlias('l7d', new Date('2024-03-15T00:00:01Z'))).toEqual(resolveAlias('l7d', new Date('2024-03-15T23:59:59Z')));
    expect(resolveAlias('l24h', new Date('2024-03-15T10:00:00Z'))).toEqual(resolveAlias('l24h', new Date('2024-03-15T10:59:59Z')));
  });

  it('l1m clamps to the end of a shorter month', () => {
    expect(iso(resolveAlias('l1m', new Date('2024-03-31T12:00:00Z')).min)).toBe('2024-02-29T00:00:00.000Z');
  });

  it('an explicit bin wins over the alias default; auto keeps it', () => {
    expect(parsePeriod({ range: 'l7d', bin: 'hour' }, NOW).bin).toBe('hour');
    expect(parsePeriod({ range: 'ytd', bin: 'auto' }, NOW).bin).toBe('week');
  });

  it('refuses an unknown alias', () => {
    expectBad(() => parsePeriod({ range: 'l5y' }, NOW), MESSAGES.unknownAlias('l5y'));
    expect(MESSAGES.unknownAlias('x')).toMatch(/^Unknown period alias/);
  });
});

describe('min/max', () => {
  it('reads date-only as UTC midnight and honours zones', () => {
    const p = parsePeriod({ min: '2024-03-01', max: '2024-03-01T12:30:15.5+0200' }, NOW);
    expect(iso(p.min)).toBe('2024-03-01T00:00:00.000Z');
    expect(iso(p.max)).toBe('2024-03-01T10:30:15.500Z');
    expect(iso(parsePeriod({ min: '2024-03-01T05:00', max: '2024-03-02' }, NOW).min)).toBe('2024-03-01T05:00:00.000Z');
  });

  it('auto bin: ≥ 540 days week, ≥ 90 days day, else hour', () => {
    const span = (days: number) => ({ min: new Date(0), max: new Date(days * 86_400_000) });
    expect([89.9, 90, 539, 540].map((d) => autoBin(span(d)))).toEqual(['hour', 'day', 'day', 'week']);
    expect(parsePeriod({ min: '2022-01-01', max: '2024-01-01' }, NOW).bin).toBe('week');
  });

  it('refuses each malformed period with its own message', () => {
    expectBad(() => parsePeriod({}, NOW), MESSAGES.rangeOrMinMax);
    expectBad(() => parsePeriod({ min: '2024-03-01' }, NOW), MESSAGES.rangeOrMinMax);
    expectBad(() => parsePeriod({ range: 'l7d', min: '2024-03-01' }, NOW), MESSAGES.rangeAndMinMax);
    expectBad(() => parsePeriod({ min: 'yesterday', max: '2024-03-02' }, NOW), MESSAGES.badDate('min', 'yesterday'));
    expectBad(() => parsePeriod({ min: '2024-03-01', max: '2024-02-31' }, NOW), MESSAGES.badDate('max', '2024-02-31'));
    expectBad(() => parsePeriod({ min: '2024-03-01T25:00', max: '2024-03-02' }, NOW), MESSAGES.badDate('min', '2024-03-01T25:00'));
    expectBad(() => parsePeriod({ min: '2024-03-02', max: '2024-03-02' }, NOW), MESSAGES.minNotBeforeMax);
    expectBad(() => parsePeriod({ min: '2024-03-03', max: '2024-03-02' }, NOW), MESSAGES.minNotBeforeMax);
  });

  it('allows 1100 days and refuses one day more in hour or day bins', () => {
    expect(() => parsePeriod({ min: '2021-01-01', max: '2024-01-05', bin: 'day' }, NOW)).not.toThrow(); // 1099 days
    expect(() => parsePeriod({ min: '2021-01-01', max: '2024-01-06', bin: 'day' }, NOW)).not.toThrow(); // 1100
    expectBad(() => parsePeriod({ min: '2021-01-01', max: '2024-01-07', bin: 'day' }, NOW), MESSAGES.spanTooLong);
  });

  it('marks the bin holding now, the same for every request within it (a retry finds its cached answer)', () => {
    const today = { where: { arrivalTimeUtc: { min: '2024-03-15', max: '2024-03-16', bin: 'hour' as const } }, analyzeBy: ['arrivalTimeUtc' as const] };
    const a = parse(today, new Date('2024-03-15T10:05:00Z'));
    expect(a.lastBinStart).toBe(Date.parse('2024-03-15T10:00:00Z'));
    expect(JSON.stringify(parse(today, new Date('2024-03-15T10:59:00Z')))).toBe(JSON.stringify(a));
    expect(parse(today, new Date('2024-03-17T00:00:00Z')).lastBinStart).toBeUndefined();
  });

  it("accepts the picker's Max (from 2018-01-01) in week or month bins (issue 12, defect 3)", () => {
    const max = { min: '2018-01-01T00:00:00.000Z', max: '2024-03-02T00:00:00.000Z' };
    expect(parsePeriod(max, NOW).bin).toBe('week'); // auto: ≥ 540 days
    expect(parsePeriod({ ...max, bin: 'month' }, NOW).bin).toBe('month');
    expectBad(() => parsePeriod({ ...max, bin: 'day' }, NOW), MESSAGES.spanTooLong);
    // Max as a Tokyo site sends it: midnight 2018-01-01 in its zone.
    expect(() => parsePeriod({ min: '2017-12-31T15:00:00.000Z', max: '2024-03-02T00:00:00.000Z' }, NOW)).not.toThrow();
    expectBad(() => parsePeriod({ min: '2017-12-01', max: '2024-03-02' }, NOW), MESSAGES.spanTooLong);
  });
});

describe('report args', () => {
  it('defaults: no compare, no groups, smoothing none, order none, limit 1000', () => {
    expect(parse({})).toEqual({
      period: { min: new Date('2024-03-01T00:00:00Z'), max: new Date('2024-03-08T00:00:00Z'), bin: 'hour' },
      filters: { siteIds: null, text: {}, cartValue: null, isQa: null, isBaseline: null },
      compare: null,
      analyzeBy: [],
      removeNullGroups: false,
      smoothing: 'none',
      orderBy: [],
      visitsShareMin: null,
      shareOf: 'visits',
      limit: 1000,
    });
  });

  it('defaults a time series to every bin (limit 5000)', () => {
    expect(parse({ analyzeBy: ['arrivalTimeUtc'] }).limit).toBe(5000);
    expect(parse({ analyzeBy: ['arrivalTimeUtc'], limit: 10 }).limit).toBe(10);
  });

  it('splits text filters into IN values and LIKE patterns, sorted and deduplicated', () => {
    const q = parse({ where: { arrivalTimeUtc: MIN_MAX, city: { in: ['US-*', 'GB-England-London', 'US-*', 'DE-%-Berlin'] }, formFactor: { in: ['phone'] } } });
    expect(q.filters.text).toEqual({ city: { in: ['GB-England-London'], like: ['DE-%-Berlin', 'US-%'] }, formFactor: { in: ['phone'], like: [] } });
  });

  it('maps * to % and escapes LIKE’s other metacharacters', () => {
    expect(likePattern('exp_*')).toBe('exp\\_%');
    expect(likePattern('a\\b*c%')).toBe('a\\\\b%c%');
  });

  it('reads number, boolean and site filters', () => {
    const q = parse({ where: { arrivalTimeUtc: MIN_MAX, cartValue: { gte: 10, lt: 20, gt: null }, isQa: false, isBaseline: true, siteId: [SITE, SITE] } });
    expect(q.filters).toMatchObject({ cartValue: { gte: 10, lt: 20 }, isQa: false, isBaseline: true, siteIds: [SITE] });
    expect(parse({ where: { arrivalTimeUtc: MIN_MAX, cartValue: {} } }).filters.cartValue).toBeNull();
  });

  it('resolves compare periods: the same length before, or one calendar year back', () => {
    const prev = parse({ compareTo: { arrivalTimeUtc: 'previousPeriod' } }).compare;
    expect(prev).toEqual({ kind: 'previousPeriod', range: { min: new Date('2024-02-23T00:00:00Z'), max: new Date('2024-03-01T00:00:00Z') } });
    const year = parse({ where: { arrivalTimeUtc: { min: '2024-02-29', max: '2024-03-01' } }, compareTo: { arrivalTimeUtc: 'previousYear' } }).compare;
    expect(year).toEqual({ kind: 'previousYear', range: { min: new Date('2023-02-28T00:00:00Z'), max: new Date('2023-03-01T00:00:00Z') } });
    // The market leaves out the listed sites; access control adds the caller's (part.ts).
    expect(parse({ where: { arrivalTimeUtc: MIN_MAX, siteId: [SITE] }, compareTo: { market: true } }).compare).toEqual({ kind: 'market', excludeSiteIds: [SITE], minShops: 5, bars: { visits: 1000, carts: 100, conversions: 100 } });
    expect(parse({ compareTo: { market: false } }).compare).toBeNull();
  });

  it("resolves smoothing 'default' by bin: gradual for hours, stark for days, none above", () => {
    expect(['hour', 'day', 'week', 'month'].map((bin) => resolveSmoothing('default', bin as never))).toEqual(['gradual', 'stark', 'none', 'none']);
    expect(resolveSmoothing(undefined, 'hour')).toBe('none');
    expect(resolveSmoothing('cumulative', 'hour')).toBe('cumulative');
  });

  it('orders by metrics and analyzed dimensions, desc unless told', () => {
    const q = parse({ analyzeBy: ['formFactor'], orderBy: [{ field: 'car' }, { field: 'formFactor', direction: 'asc' }] });
    expect(q.orderBy).toEqual([
      { field: 'car', direction: 'desc' },
      { field: 'formFactor', direction: 'asc' },
    ]);
  });

  it('refuses every bad argument with its own message', () => {
    const where = { arrivalTimeUtc: MIN_MAX };
    expectBad(() => parse({ limit: 0 }), MESSAGES.badLimit);
    expectBad(() => parse({ limit: 5001 }), MESSAGES.badLimit);
    expect(parse({ limit: 5000 }).limit).toBe(5000);
    expectBad(() => parse({ where: { ...where, siteId: [] } }), MESSAGES.emptySiteIds);
    expectBad(() => parse({ where: { ...where, siteId: ['nope'] } }), MESSAGES.badSiteId);
    expectBad(() => parse({ where: { ...where, formFactor: { in: [] } } }), MESSAGES.emptyTextFilter('formFactor'));
    expectBad(() => parse({ where: { ...where, city: { in: Array.from({ length: 101 }, (_, i) => `c${i}`) } } }), MESSAGES.tooManyValues('city', 100));
    expectBad(() => parse({ where: { ...where, country: { in: ['x'.repeat(201)] } } }), MESSAGES.valueTooLong('country', 200));
    expectBad(() => parse({ where: { ...where, cartValue: { gte: Number.NaN } } }), MESSAGES.badNumberFilter('cartValue'));
    for (const bound of [2 ** 63, -(2 ** 63), 1e308]) expectBad(() => parse({ where: { ...where, cartValue: { lt: bound } } }), MESSAGES.badNumberFilter('cartValue'));
    expectBad(() => parse({ where: { ...where, siteId: [SITE] }, compareTo: { market: true, arrivalTimeUtc: 'previousPeriod' } }), MESSAGES.compareBoth);
    expectBad(() => parse({ compareTo: { market: true } }), MESSAGES.marketNeedsSites);
    // A market is never a set of shops picked by their tags, in or out.
    expectBad(() => parse({ where: { ...where, siteId: [SITE], siteTags: { in: ['garden'] } }, compareTo: { market: true } }), MESSAGES.marketSiteTags);
    expectBad(() => parse({ where: { ...where, siteId: [SITE], siteTags: { in: ['*'] } }, compareTo: { market: true } }), MESSAGES.marketSiteTags);
    // Market cart-value bounds are whole 100 buckets, [a, b).
    for (const cartValue of [{ gte: 150 }, { gt: 100 }, { lte: 200 }, { gte: 100, lt: 250 }]) {
      expectBad(() => parse({ where: { ...where, siteId: [SITE], cartValue }, compareTo: { market: true } }), MESSAGES.marketCartValue);
    }
    expect(parse({ where: { ...where, siteId: [SITE], cartValue: { gte: 100, lt: 300 } }, compareTo: { market: true } }).compare?.kind).toBe('market');
    // Without a market both stay free.
    expect(parse({ where: { ...where, siteId: [SITE], siteTags: { in: ['garden'] }, cartValue: { gt: 150 } } }).filters.cartValue).toEqual({ gt: 150 });
    expectBad(() => parse({ orderBy: [{ field: 'password' }] }), MESSAGES.unknownOrderField('password'));
    expectBad(() => parse({ analyzeBy: ['siteId'], orderBy: [{ field: 'country' }] }), MESSAGES.orderFieldNotAnalyzed('country'));
    expectBad(() => parse({ analyzeBy: ['country', 'country'] }), MESSAGES.duplicateDimension('country'));
    expectBad(() => parse({ filterBy: { visitsShareMin: -0.1 } }), MESSAGES.badShare);
    expectBad(() => parse({ filterBy: { visitsShareMin: 1.5 } }), MESSAGES.badShare);
    expectBad(() => parse({ filterBy: { visitsShareMin: 0.1, shareOf: 'password' } }), MESSAGES.unknownShareOf('password'));
  });

  it('refuses a time series with more than 5000 bins before running it', () => {
    // 300 days of hour bins = 7200 groups; the same period by day is 300.
    const where = { arrivalTimeUtc: { min: '2023-01-01', max: '2023-10-28', bin: 'hour' as const } };
    expectBad(() => parse({ where, analyzeBy: ['arrivalTimeUtc'] }), MESSAGES.tooManyGroups);
    expect(() => parse({ where: { arrivalTimeUtc: { ...where.arrivalTimeUtc, bin: 'day' } }, analyzeBy: ['arrivalTimeUtc'] })).not.toThrow();
    // Without the time dimension the bin does not matter.
    expect(() => parse({ where })).not.toThrow();
  });
});

describe('bin grid', () => {
  it('starts weeks on Monday and months on the 1st, first bin possibly before min', () => {
    const range = { min: new Date('2024-03-06T00:00:00Z'), max: new Date('2024-03-20T00:00:00Z') };
    expect(binStarts(range, 'week').map((t) => new Date(t).toISOString().slice(0, 10))).toEqual(['2024-03-04', '2024-03-11', '2024-03-18']);
    expect(binStarts({ min: new Date('2024-01-15T00:00:00Z'), max: new Date('2024-03-02T00:00:00Z') }, 'month').map((t) => new Date(t).toISOString().slice(0, 7))).toEqual(['2024-01', '2024-02', '2024-03']);
    expect(binStarts(range, 'hour', 10)).toHaveLength(11);
  });
});
