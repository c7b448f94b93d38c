import { loadConfig } from '../../config';

describe('analytics seed settings', () => {
  it('default to 180 days at full volume', () => {
    expect(loadConfig({})).toMatchObject({ analyticsSeedDays: 180, analyticsSeedScale: 1 });
  });

  it('read ANALYTICS_SEED_DAYS (whole days) and ANALYTICS_SEED_SCALE (any non-negative number)', () => {
    expect(loadConfig({ ANALYTICS_SEED_DAYS: '30', ANALYTICS_SEED_SCALE: '0.25' })).toMatchObject({ analyticsSeedDays: 30, analyticsSeedScale: 0.25 });
    expect(loadConfig({ ANALYTICS_SEED_SCALE: '0' }).analyticsSeedScale).toBe(0);
  });

  it('refuse values that make no sense', () => {
    expect(() => loadConfig({ ANALYTICS_SEED_DAYS: '1.5' })).toThrow(/ANALYTICS_SEED_DAYS/);
    expect(() => loadConfig({ ANALYTICS_SEED_SCALE: '-1' })).toThrow(/ANALYTICS_SEED_SCALE must be a number >= 0/);
    expect(() => loadConfig({ ANALYTICS_SEED_SCALE: 'lots' })).toThrow(/ANALYTICS_SEED_SCALE/);
  });
});
