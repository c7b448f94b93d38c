import { DEFAULT_PERIOD, formatDays, periodDays } from './period';

const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('periodDays', () => {
  it('defaults to the last 4 weeks in the site zone, both days included', () => {
    expect(DEFAULT_PERIOD).toEqual({ name: 'Last 4 Weeks', timeZoneKind: 'site' });
    const days = periodDays(DEFAULT_PERIOD, NOW, 'America/New_York');
    expect(days.timeZone).toBe('America/New_York');
    // The console's resolver: 28 whole days, today included.
    expect(days).toMatchObject({ from: '2026-10-29', to: '2026-11-25' });
  });

  it('resolves Today in the chosen zone', () => {
    const late = Date.parse('2026-11-25T02:00:00Z'); // still the 24th in New York
    expect(periodDays({ name: 'Today', timeZoneKind: 'site' }, late, 'America/New_York')).toMatchObject({ from: '2026-11-24', to: '2026-11-24' });
    expect(periodDays({ name: 'Today', timeZoneKind: 'utc' }, late, 'America/New_York')).toMatchObject({ from: '2026-11-25', to: '2026-11-25', timeZone: 'UTC' });
  });
});

describe('formatDays', () => {
  it('names the days, with the year once when they share it', () => {
    expect(formatDays('2026-10-29', '2026-11-25')).toBe('Oct 29 – Nov 25, 2026');
    expect(formatDays('2025-12-20', '2026-01-16')).toBe('Dec 20, 2025 – Jan 16, 2026');
    expect(formatDays('2026-11-25', '2026-11-25')).toBe('Nov 25, 2026');
  });
});
