import { ianaZones, timezoneOptions } from './timezones';

const january = new Date('2025-01-15T12:00:00Z');
const july = new Date('2025-07-15T12:00:00Z');
const find = (options: ReturnType<typeof timezoneOptions>, name: string) => options.find((o) => o.name === name)!;

describe('time zone options', () => {
  it('covers the IANA zones plus UTC', () => {
    const zones = ianaZones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('America/New_York');
    expect(timezoneOptions(january)).toHaveLength(zones.length);
  });
  it('describes each zone with its offset and group', () => {
    expect(find(timezoneOptions(january), 'America/New_York')).toEqual({
      name: 'America/New_York',
      description: '(UTC-05:00) New York',
      utc: '-05:00',
      offsetMinutes: -300,
      group: 'America',
    });
    expect(find(timezoneOptions(january), 'Asia/Kolkata').utc).toBe('+05:30');
    expect(find(timezoneOptions(january), 'UTC')).toEqual(expect.objectContaining({ utc: '+00:00', group: 'UTC' }));
    expect(find(timezoneOptions(january), 'America/Argentina/Buenos_Aires').description).toBe('(UTC-03:00) Argentina - Buenos Aires');
  });
  it('follows daylight saving time', () => {
    expect(find(timezoneOptions(july), 'America/New_York').utc).toBe('-04:00');
    expect(find(timezoneOptions(july), 'Europe/London').utc).toBe('+01:00');
  });
  it('sorts west to east and skips zones the runtime does not know', () => {
    const options = timezoneOptions(january, ['Asia/Tokyo', 'Not/A_Zone', 'America/Los_Angeles', 'UTC']);
    expect(options.map((o) => o.name)).toEqual(['America/Los_Angeles', 'UTC', 'Asia/Tokyo']);
  });
});

describe('zone names', () => {
  it('uses current IANA names instead of CLDR’s frozen ones', () => {
    const zones = ianaZones();
    for (const name of ['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh', 'America/Nuuk']) expect(zones).toContain(name);
    for (const name of ['Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon']) expect(zones).not.toContain(name);
    expect(new Set(zones).size).toBe(zones.length);
  });
});
