import {
  dateParam,
  parseDateParam,
  autoBin,
  customBounds,
  DEFAULT_REPORT_DATE_RANGE,
  isSelectableDay,
  lastSelectableDay,
  periodAlias,
  PERIOD_ALIASES,
  REPORT_DATE_RANGES,
  resolvePeriod,
} from './dates';

const NY = 'America/New_York';
/** 2024-06-15 14:30 in New York (EDT, -04:00). */
const NOW = Date.parse('2024-06-15T18:30:00Z');

describe('report date options (spec §9)', () => {
  it('are the checkout list, in order, defaulting to Last 2 Weeks', () => {
    expect(REPORT_DATE_RANGES).toEqual([
      'Today',
      'Yesterday',
      'Last 24 Hours',
      'Last 72 Hours',
      'Last 3 Days',
      'Last 7 Days',
      'Last 2 Weeks',
      'Last 4 Weeks',
      'This Month',
      'Last Month',
      'Last 2 Months',
      'Last 3 Months',
      'Max',
    ]);
    expect(DEFAULT_REPORT_DATE_RANGE).toBe('Last 2 Weeks');
  });

  it('know the period aliases and their bins, and refuse others', () => {
    expect(Object.keys(PERIOD_ALIASES)).toEqual(['l24h', 'l3d', 'l7d', 'l2w', 'l4w', 'l1m', 'mtd', 'ytd']);
    expect(periodAlias('l24h')).toEqual({ range: 'Last 24 Hours', bin: 'hour' });
    expect(periodAlias('l2w')).toEqual({ range: 'Last 2 Weeks', bin: 'day' });
    expect(periodAlias('ytd').bin).toBe('week');
    expect(() => periodAlias('l9y')).toThrow('Unknown period alias');
    expect(() => periodAlias('toString')).toThrow('Unknown period alias');
  });

  it('bin automatically: 540 days or more → week, 90 or more → day, else hour', () => {
    const from = '2024-01-01T00:00:00.000Z';
    const plus = (days: number) => new Date(Date.parse(from) + days * 86_400_000).toISOString();
    expect(autoBin(from, plus(540))).toBe('week');
    expect(autoBin(from, plus(539))).toBe('day');
    expect(autoBin(from, plus(90))).toBe('day');
    expect(autoBin(from, plus(89))).toBe('hour');
  });
});

describe('resolvePeriod against a fixed now, in the site zone', () => {
  it('resolves the default Last 2 Weeks to 14 whole days ending tonight, day bins (l2w)', () => {
    expect(resolvePeriod({ name: 'Last 2 Weeks' }, NOW, NY)).toEqual({
      min: '2024-06-02T04:00:00.000Z',
      max: '2024-06-16T04:00:00.000Z',
      bin: 'day',
    });
  });

  it('uses the auto bin for options without an alias', () => {
    expect(resolvePeriod({ name: 'Today' }, NOW, NY).bin).toBe('hour');
    expect(resolvePeriod({ name: 'Last 3 Months' }, NOW, NY).bin).toBe('day');
    expect(resolvePeriod({ name: 'Max' }, NOW, NY)).toMatchObject({ min: '2018-01-01T05:00:00.000Z', bin: 'week' });
    expect(resolvePeriod({ name: 'Last 24 Hours' }, NOW, NY)).toEqual({
      min: '2024-06-14T18:30:00.000Z',
      max: '2024-06-15T18:30:00.000Z',
      bin: 'hour',
    });
  });

  it('covers custom days from the start 00:00:00 to the end 23:59:59 (max is the next midnight, exclusive)', () => {
    expect(customBounds('2024-06-01', '2024-06-03', NY)).toEqual({ start: '2024-06-01T00:00:00-04:00', end: '2024-06-03T23:59:59-04:00' });
    expect(resolvePeriod({ name: 'Custom', customStart: '2024-06-01', customEnd: '2024-06-03' }, NOW, NY)).toEqual({
      min: '2024-06-01T04:00:00.000Z',
      max: '2024-06-04T04:00:00.000Z',
      bin: 'hour',
    });
  });

  it('does not let days after today be picked (today in the site zone)', () => {
    // 02:00 UTC on June 16 is still June 15 in New York.
    const lateEvening = Date.parse('2024-06-16T02:00:00Z');
    expect(lastSelectableDay(lateEvening, NY)).toBe('2024-06-15');
    expect(isSelectableDay('2024-06-15', lateEvening, NY)).toBe(true);
    expect(isSelectableDay('2024-06-16', lateEvening, NY)).toBe(false);
    expect(isSelectableDay('2024-06-16', lateEvening, 'UTC')).toBe(true);
  });
});

describe('the date range in the URL (issue 12, defect 11)', () => {
  it('round-trips names and custom picks, and refuses anything else', () => {
    expect(parseDateParam(dateParam({ name: 'Last 4 Weeks' }))).toEqual({ name: 'Last 4 Weeks' });
    expect(dateParam({ name: 'Custom', customStart: '2024-06-10', customEnd: '2024-06-12' })).toBe('2024-06-10..2024-06-12');
    expect(parseDateParam('2024-06-10..2024-06-12')).toEqual({ name: 'Custom', customStart: '2024-06-10', customEnd: '2024-06-12' });
    for (const bad of ['Last 9 Years', '2024-06-12..2024-06-10', '2024-6-1..2024-06-10', '', null]) expect(parseDateParam(bad)).toBeUndefined();
  });
});
