import { DEFAULT_DATE_RANGE, MAX_RANGE_START, isDateRangeName } from './dateRangeOptions';
import { DATE_RANGE_NAMES } from './messages';
import { resolveDateRange } from './resolveDateRange';

const NY = { siteTimeZone: 'America/New_York', browserTimeZone: 'Asia/Tokyo' };
/** 2024-06-15 14:30 in New York (EDT, -04:00). */
const JUNE = { ...NY, now: Date.parse('2024-06-15T18:30:00Z') };

const span = (name: Parameters<typeof resolveDateRange>[0], options: Parameters<typeof resolveDateRange>[1]) =>
  resolveDateRange(name, options).span;

describe('date range options (spec section 9)', () => {
  it('are exactly the spec list, in order', () => {
    expect(DATE_RANGE_NAMES).toEqual([
      'Custom',
      'Today',
      'Yesterday',
      'Last 24 Hours',
      'Last 72 Hours',
      'Last 3 Days',
      'Last 7 Days',
      'Last 2 Weeks',
      'Last 4 Weeks',
      'Last 30 Days',
      'This Month',
      'Last Month',
      'Last 2 Months',
      'Last 3 Months',
      'Max',
    ]);
  });

  it('default to Last 7 Days; Max starts 2018-01-01', () => {
    expect(DEFAULT_DATE_RANGE).toBe('Last 7 Days');
    expect(MAX_RANGE_START).toBe('2018-01-01');
  });

  it('recognise names exactly', () => {
    expect(isDateRangeName('Last 7 Days')).toBe(true);
    expect(isDateRangeName('last 7 days')).toBe(false);
    expect(isDateRangeName('Last 7 days')).toBe(false);
  });

  it('resolve every option but Custom without further input', () => {
    for (const name of DATE_RANGE_NAMES.filter((n) => n !== 'Custom')) {
      const range = resolveDateRange(name, JUNE);
      expect(range.name).toBe(name);
      expect(Date.parse(range.span.start)).toBeLessThan(Date.parse(range.span.end));
    }
  });
});

describe('resolveDateRange in the site zone (default)', () => {
  it('returns the entity fields: name, span, spanUtc, timeZone', () => {
    expect(resolveDateRange('Today', JUNE)).toEqual({
      name: 'Today',
      span: { start: '2024-06-15T00:00:00.000-04:00', end: '2024-06-16T00:00:00.000-04:00' },
      spanUtc: { start: '2024-06-15T04:00:00.000Z', end: '2024-06-16T04:00:00.000Z' },
      timeZone: 'America/New_York',
    });
  });

  it.each([
    ['Yesterday', '2024-06-14T00:00:00.000-04:00', '2024-06-15T00:00:00.000-04:00'],
    ['Last 3 Days', '2024-06-13T00:00:00.000-04:00', '2024-06-16T00:00:00.000-04:00'],
    ['Last 7 Days', '2024-06-09T00:00:00.000-04:00', '2024-06-16T00:00:00.000-04:00'],
    ['Last 2 Weeks', '2024-06-02T00:00:00.000-04:00', '2024-06-16T00:00:00.000-04:00'],
    ['Last 4 Weeks', '2024-05-19T00:00:00.000-04:00', '2024-06-16T00:00:00.000-04:00'],
    ['Last 30 Days', '2024-05-17T00:00:00.000-04:00', '2024-06-16T00:00:00.000-04:00'],
    ['This Month', '2024-06-01T00:00:00.000-04:00', '2024-06-16T00:00:00.000-04:00'],
    ['Last Month', '2024-05-01T00:00:00.000-04:00', '2024-06-01T00:00:00.000-04:00'],
    ['Last 2 Months', '2024-04-01T00:00:00.000-04:00', '2024-06-01T00:00:00.000-04:00'],
    ['Last 3 Months', '2024-03-01T00:00:00.000-05:00', '2024-06-01T00:00:00.000-04:00'],
    ['Max', '2018-01-01T00:00:00.000-05:00', '2024-06-16T00:00:00.000-04:00'],
  ] as const)('%s is calendar-aligned: %s to %s', (name, start, end) => {
    expect(span(name, JUNE)).toEqual({ start, end });
  });

  it('makes Last 24 and 72 Hours rolling spans ending now', () => {
    expect(span('Last 24 Hours', JUNE)).toEqual({
      start: '2024-06-14T14:30:00.000-04:00',
      end: '2024-06-15T14:30:00.000-04:00',
    });
    expect(resolveDateRange('Last 72 Hours', JUNE).spanUtc).toEqual({
      start: '2024-06-12T18:30:00.000Z',
      end: '2024-06-15T18:30:00.000Z',
    });
  });

  it('keeps milliseconds of now in rolling spans', () => {
    expect(span('Last 24 Hours', { ...NY, now: new Date('2024-06-15T18:30:00.123Z') }).end).toBe(
      '2024-06-15T14:30:00.123-04:00',
    );
  });

  it('counts days in the site zone, not in UTC', () => {
    // 02:00 UTC on June 16 is still June 15 in New York.
    const lateEvening = { ...NY, now: Date.parse('2024-06-16T02:00:00Z') };
    expect(span('Today', lateEvening).start).toBe('2024-06-15T00:00:00.000-04:00');
    expect(span('Today', { ...lateEvening, timeZoneKind: 'utc' }).start).toBe('2024-06-16T00:00:00.000Z');
  });
});

describe('time zone kinds', () => {
  it('uses the browser zone', () => {
    const range = resolveDateRange('Today', { ...JUNE, timeZoneKind: 'browser' });
    expect(range.timeZone).toBe('Asia/Tokyo');
    // 18:30 UTC is already June 16 in Tokyo.
    expect(range.span).toEqual({ start: '2024-06-16T00:00:00.000+09:00', end: '2024-06-17T00:00:00.000+09:00' });
    expect(range.spanUtc).toEqual({ start: '2024-06-15T15:00:00.000Z', end: '2024-06-16T15:00:00.000Z' });
  });

  it('uses UTC, where span and spanUtc agree', () => {
    const range = resolveDateRange('Yesterday', { ...JUNE, timeZoneKind: 'utc' });
    expect(range.timeZone).toBe('UTC');
    expect(range.span).toEqual({ start: '2024-06-14T00:00:00.000Z', end: '2024-06-15T00:00:00.000Z' });
    expect(range.spanUtc).toEqual(range.span);
  });

  it('falls back to UTC for a site without a zone, and says so', () => {
    const range = resolveDateRange('Today', { now: JUNE.now });
    expect(range.timeZone).toBe('UTC');
    expect(range.span.start).toBe('2024-06-15T00:00:00.000Z');
  });
});

describe('DST boundaries (America/New_York)', () => {
  it('gives the spring-forward day 23 hours', () => {
    const now = Date.parse('2024-03-10T16:00:00Z');
    const range = resolveDateRange('Today', { ...NY, now });
    expect(range.span).toEqual({ start: '2024-03-10T00:00:00.000-05:00', end: '2024-03-11T00:00:00.000-04:00' });
    expect(Date.parse(range.span.end) - Date.parse(range.span.start)).toBe(23 * 3600_000);
  });

  it('gives the fall-back day 25 hours', () => {
    const now = Date.parse('2024-11-03T16:00:00Z');
    const range = resolveDateRange('Today', { ...NY, now });
    expect(range.span).toEqual({ start: '2024-11-03T00:00:00.000-04:00', end: '2024-11-04T00:00:00.000-05:00' });
    expect(Date.parse(range.span.end) - Date.parse(range.span.start)).toBe(25 * 3600_000);
  });

  it('aligns Last 7 Days to local midnights across the change', () => {
    const now = Date.parse('2024-03-12T16:00:00Z');
    expect(span('Last 7 Days', { ...NY, now })).toEqual({
      start: '2024-03-06T00:00:00.000-05:00',
      end: '2024-03-13T00:00:00.000-04:00',
    });
  });

  it('keeps Last 24 Hours at exactly 24 hours across the change (wall clock moves 25)', () => {
    const now = Date.parse('2024-03-10T16:00:00Z'); // 12:00 EDT
    const range = resolveDateRange('Last 24 Hours', { ...NY, now });
    expect(range.span).toEqual({ start: '2024-03-09T11:00:00.000-05:00', end: '2024-03-10T12:00:00.000-04:00' });
    expect(Date.parse(range.span.end) - Date.parse(range.span.start)).toBe(24 * 3600_000);
  });

  it('starts Yesterday right after a fall-back day', () => {
    const now = Date.parse('2024-11-04T12:00:00Z');
    expect(span('Yesterday', { ...NY, now })).toEqual({
      start: '2024-11-03T00:00:00.000-04:00',
      end: '2024-11-04T00:00:00.000-05:00',
    });
  });

  it('starts a day whose midnight DST skips at 01:00 (Sao Paulo, 2018-11-04)', () => {
    const now = Date.parse('2018-11-04T15:00:00Z');
    const options = { siteTimeZone: 'America/Sao_Paulo', now };
    expect(span('Today', options)).toEqual({ start: '2018-11-04T01:00:00.000-02:00', end: '2018-11-05T00:00:00.000-02:00' });
    expect(span('Yesterday', { ...options, now: Date.parse('2018-11-05T15:00:00Z') })).toEqual({
      start: '2018-11-04T01:00:00.000-02:00',
      end: '2018-11-05T00:00:00.000-02:00',
    });
    expect(span('Yesterday', options)).toEqual({ start: '2018-11-03T00:00:00.000-03:00', end: '2018-11-04T01:00:00.000-02:00' });
  });
});

describe('month edges', () => {
  it('gives Last Month as leap February on March 31', () => {
    const now = Date.parse('2024-03-31T16:00:00Z');
    expect(span('Last Month', { ...NY, now })).toEqual({
      start: '2024-02-01T00:00:00.000-05:00',
      end: '2024-03-01T00:00:00.000-05:00',
    });
  });

  it('crosses the year in January', () => {
    const now = Date.parse('2024-01-15T16:00:00Z');
    expect(span('Last Month', { ...NY, now })).toEqual({
      start: '2023-12-01T00:00:00.000-05:00',
      end: '2024-01-01T00:00:00.000-05:00',
    });
    expect(span('Last 3 Months', { ...NY, now }).start).toBe('2023-10-01T00:00:00.000-04:00');
  });

  it('makes This Month just today on the first of the month', () => {
    const now = Date.parse('2024-07-01T12:00:00Z');
    expect(span('This Month', { ...NY, now })).toEqual({
      start: '2024-07-01T00:00:00.000-04:00',
      end: '2024-07-02T00:00:00.000-04:00',
    });
  });

  it('picks the month of the zone, not of UTC', () => {
    // 2024-03-01 02:00 UTC is still February 29 in Los Angeles.
    const options = { siteTimeZone: 'America/Los_Angeles', now: Date.parse('2024-03-01T02:00:00Z') };
    expect(span('This Month', options).start).toBe('2024-02-01T00:00:00.000-08:00');
    expect(span('Last Month', options).start).toBe('2024-01-01T00:00:00.000-08:00');
    expect(span('This Month', { ...options, timeZoneKind: 'utc' }).start).toBe('2024-03-01T00:00:00.000Z');
  });

  it('reaches back across month ends for Last 30 Days', () => {
    const now = Date.parse('2024-03-01T17:00:00Z');
    expect(span('Last 30 Days', { ...NY, now }).start).toBe('2024-02-01T00:00:00.000-05:00');
  });
});

describe('Custom', () => {
  it('covers whole days from start to end, both included', () => {
    expect(span('Custom', { ...JUNE, custom: { start: '2024-03-09', end: '2024-03-10' } })).toEqual({
      start: '2024-03-09T00:00:00.000-05:00',
      end: '2024-03-11T00:00:00.000-04:00',
    });
  });

  it('allows a single day', () => {
    expect(span('Custom', { ...JUNE, custom: { start: '2024-01-05', end: '2024-01-05' } })).toEqual({
      start: '2024-01-05T00:00:00.000-05:00',
      end: '2024-01-06T00:00:00.000-05:00',
    });
  });

  it('refuses missing, invalid or reversed dates', () => {
    expect(() => resolveDateRange('Custom', JUNE)).toThrow('A Custom date range needs a valid start and end date.');
    expect(() => resolveDateRange('Custom', { ...JUNE, custom: { start: '2024-02-30', end: '2024-03-01' } })).toThrow(
      'A Custom date range needs a valid start and end date.',
    );
    expect(() => resolveDateRange('Custom', { ...JUNE, custom: { start: '2024-03-02', end: '2024-03-01' } })).toThrow(
      'A Custom date range must not end before it starts.',
    );
  });
});

describe('bad input', () => {
  it('refuses an unknown name', () => {
    expect(() => resolveDateRange('Last Week' as never, JUNE)).toThrow('Unknown date range: Last Week');
  });

  it('refuses an invalid now', () => {
    expect(() => resolveDateRange('Today', { ...NY, now: new Date('nope') })).toThrow(
      'The current time given for a date range is not a valid date.',
    );
  });

  it('uses the current time by default', () => {
    const before = Date.now();
    const range = resolveDateRange('Last 24 Hours', { timeZoneKind: 'utc' });
    expect(Date.parse(range.span.end)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(range.span.end)).toBeLessThanOrEqual(Date.now());
  });
});
