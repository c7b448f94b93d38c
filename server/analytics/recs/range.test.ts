import { HttpError } from '../../lib/errors';
import { bucketFor, localDate, localMidnight, localRange, utcText } from './range';

describe('report ranges in the site time zone', () => {
  it('finds local midnight across zones and DST changes', () => {
    expect(localMidnight('2026-03-10', 'America/New_York').toISOString()).toBe('2026-03-10T04:00:00.000Z');
    // New York moves to summer time on 8 March 2026: that day starts at EST midnight.
    expect(localMidnight('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(localMidnight('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(localMidnight('2026-03-10', 'Asia/Kolkata').toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(localMidnight('2026-01-15', 'Europe/London').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(localDate('Asia/Tokyo', new Date('2026-03-10T16:00:00Z'))).toBe('2026-03-11');
  });

  it('turns local dates into a range with both days included, hourly under 50 hours', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    const today = localRange('America/New_York', '2026-03-10', '2026-03-10', now);
    expect([today.from.toISOString(), today.to.toISOString(), today.bucket]).toEqual(['2026-03-10T04:00:00.000Z', '2026-03-11T04:00:00.000Z', 'hour']);
    const twoDays = localRange('UTC', '2026-03-09', '2026-03-10', now);
    expect(twoDays.bucket).toBe('hour');
    expect(bucketFor(new Date(0), new Date(50 * 3600_000))).toBe('day');
    const fallback = localRange('UTC', undefined, undefined, now);
    expect([fallback.from.toISOString(), fallback.to.toISOString(), fallback.bucket]).toEqual(['2026-02-11T00:00:00.000Z', '2026-03-11T00:00:00.000Z', 'day']);
  });

  it('refuses bad dates and ranges with a 400', () => {
    for (const [from, to] of [['2026-02-30', '2026-03-01'], ['x', '2026-03-01'], ['2026-03-02', '2026-03-01'], ['2020-01-01', '2026-03-01']]) {
      expect(() => localRange('UTC', from, to)).toThrow(HttpError);
    }
    expect(utcText('2026-03-10 12:30:00', 'from', new Date(0)).toISOString()).toBe('2026-03-10T12:30:00.000Z');
    expect(() => utcText('2026-03-10T12:30:00Z', 'from', new Date(0))).toThrow("from must be a UTC time 'YYYY-MM-DD HH:mm:ss'");
    expect(utcText(undefined, 'to', new Date(5)).getTime()).toBe(5);
  });
});
