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

describe('analytics engine settings', () => {
  it('default to embedded DuckDB; chdb and a server URL are chosen by name', () => {
    expect(loadConfig({})).toMatchObject({ analyticsEngine: 'duckdb', analyticsUrl: undefined });
    expect(loadConfig({ ANALYTICS_ENGINE: 'chdb' })).toMatchObject({ analyticsEngine: 'chdb' });
    expect(loadConfig({ ANALYTICS_URL: 'https://app:secret@ch.example:8443/vitrine' })).toMatchObject({ analyticsEngine: 'clickhouse', analyticsUrl: 'https://app:secret@ch.example:8443/vitrine' });
  });

  it('refuse an unknown engine or a URL that contradicts it, naming the variable', () => {
    expect(() => loadConfig({ ANALYTICS_ENGINE: 'clickhous' })).toThrow('ANALYTICS_ENGINE must be one of duckdb, chdb, clickhouse, got "clickhous"');
    expect(() => loadConfig({ ANALYTICS_ENGINE: 'clickhouse' })).toThrow(/ANALYTICS_ENGINE=clickhouse needs ANALYTICS_URL/);
    expect(() => loadConfig({ ANALYTICS_ENGINE: 'chdb', ANALYTICS_URL: 'http://h:8123' })).toThrow(/ANALYTICS_URL is set but ANALYTICS_ENGINE is chdb/);
    expect(() => loadConfig({ ANALYTICS_URL: 'tcp://h:9000' })).toThrow(/ANALYTICS_URL must look like/);
    expect(() => loadConfig({ ANALYTICS_URL: 'not a url' })).toThrow(/ANALYTICS_URL must look like/);
  });
});
