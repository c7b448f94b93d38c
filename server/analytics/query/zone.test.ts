import { zonedBinStarts, zoneOffsetMs, zoneSegments } from './zone';

const iso = (ms: number) => new Date(ms).toISOString();

describe('bins in a zone', () => {
  it('finds the DST change inside a range', () => {
    const range = { min: new Date('2024-03-25T00:00:00Z'), max: new Date('2024-04-05T00:00:00Z') };
    const segments = zoneSegments('Europe/Berlin', range);
    expect(segments.map((s) => s.offsetMs / 3_600_000)).toEqual([1, 2]);
    expect(iso(segments[1].fromMs)).toBe('2024-03-31T01:00:00.000Z');
    expect(zoneOffsetMs('Asia/Kolkata', Date.UTC(2024, 0, 1))).toBe(5.5 * 3_600_000);
  });

  it("starts every day at the zone's midnight across the change", () => {
    const range = { min: new Date('2024-03-29T23:00:00Z'), max: new Date('2024-04-01T22:00:00Z') };
    expect(zonedBinStarts(range, 'day', 'Europe/Berlin').map(iso)).toEqual([
      '2024-03-29T23:00:00.000Z',
      '2024-03-30T23:00:00.000Z',
      '2024-03-31T22:00:00.000Z',
    ]);
    // Weeks from Monday 00:00 local.
    expect(zonedBinStarts({ min: new Date('2024-03-03T23:00:00Z'), max: new Date('2024-03-17T23:00:00Z') }, 'week', 'Europe/Berlin').map(iso)).toEqual([
      '2024-03-03T23:00:00.000Z',
      '2024-03-10T23:00:00.000Z',
    ]);
  });
});
