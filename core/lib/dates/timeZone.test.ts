import { DEFAULT_TIME_ZONE_KIND, TIME_ZONE_KINDS, isTimeZoneKind, resolveTimeZone, systemTimeZone } from './timeZone';

describe('time zone kinds', () => {
  it('are site (default), browser and utc', () => {
    expect(TIME_ZONE_KINDS).toEqual(['site', 'browser', 'utc']);
    expect(DEFAULT_TIME_ZONE_KIND).toBe('site');
    expect(isTimeZoneKind('browser')).toBe(true);
    expect(isTimeZoneKind('local')).toBe(false);
    expect(isTimeZoneKind(undefined)).toBe(false);
  });
});

describe('resolveTimeZone', () => {
  const sources = { siteTimeZone: 'America/New_York', browserTimeZone: 'Europe/Paris' };

  it('picks the zone of each kind', () => {
    expect(resolveTimeZone('site', sources)).toBe('America/New_York');
    expect(resolveTimeZone('browser', sources)).toBe('Europe/Paris');
    expect(resolveTimeZone('utc', sources)).toBe('UTC');
  });

  it('uses the site zone for no kind or an unknown kind', () => {
    expect(resolveTimeZone(undefined, sources)).toBe('America/New_York');
    expect(resolveTimeZone('bogus' as never, sources)).toBe('America/New_York');
  });

  it('falls back to UTC for a missing or invalid zone', () => {
    expect(resolveTimeZone('site', {})).toBe('UTC');
    expect(resolveTimeZone('site', { siteTimeZone: null })).toBe('UTC');
    expect(resolveTimeZone('site', { siteTimeZone: 'Mars/Olympus' })).toBe('UTC');
    expect(resolveTimeZone('browser', { browserTimeZone: 'nowhere' })).toBe('UTC');
  });

  it('asks the runtime for the browser zone when none is given', () => {
    expect(resolveTimeZone('browser', {})).toBe(systemTimeZone());
  });
});
