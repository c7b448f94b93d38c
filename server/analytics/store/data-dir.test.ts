import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANALYTICS_FILE, describeSeedOutcome, openDataDirAnalytics } from './data-dir';

// Each test seeds a real DuckDB file (twice, for the restart): seconds on a busy 2-core machine.
jest.setTimeout(60_000);

describe('openDataDirAnalytics', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-analytics-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const now = new Date('2025-03-12T10:30:00Z');
  const small = { seed: true, days: 14, scale: 0.02 };

  it('seeds <dataDir>/analytics.duckdb once, keeps it across restarts, and tops it up', async () => {
    const first = await openDataDirAnalytics({ dataDir, ...small, now });
    expect(first.outcome.action).toBe('seeded');
    const [{ n }] = await first.store.all<{ n: number }>('SELECT count(*) AS n FROM sessions');
    await first.store.close();
    expect(fs.existsSync(path.join(dataDir, ANALYTICS_FILE))).toBe(true);

    const second = await openDataDirAnalytics({ dataDir, ...small, now });
    expect(second.outcome.action).toBe('up-to-date');
    expect(await second.store.all('SELECT count(*) AS n FROM sessions')).toEqual([{ n }]);
    await second.store.close();

    const third = await openDataDirAnalytics({ dataDir, ...small, now: new Date(now.getTime() + 3 * 3_600_000) });
    expect(third.outcome).toMatchObject({ action: 'topped-up', hours: 3 });
    const [{ n: more }] = await third.store.all<{ n: number }>('SELECT count(*) AS n FROM sessions');
    expect(more).toBe(n + third.outcome.sessions);
    await third.store.close();
  });

  it('on embedded ClickHouse, seeds the tracking history in the background and tops up orders and events a day later', async () => {
    const first = await openDataDirAnalytics({ dataDir, ...small, engine: 'chdb', now });
    expect(first.orders.action).toBe('seeded');
    expect(await first.recEvents).toMatchObject({ action: 'seeded' });
    const [{ n }] = await first.store.all<{ n: number }>(`SELECT count(*) AS n FROM rec_events WHERE source = 'seed'`);
    expect(n).toBeGreaterThan(1000);
    await first.store.close();

    const later = await openDataDirAnalytics({ dataDir, ...small, engine: 'chdb', now: new Date(now.getTime() + 86_400_000) });
    expect(later.orders.action).toBe('topped-up');
    const events = await later.recEvents;
    expect(events.action).toBe('topped-up');
    const [{ n: more }] = await later.store.all<{ n: number }>(`SELECT count(*) AS n FROM rec_events WHERE source = 'seed'`);
    expect(more).toBe(n + events.events);
    await later.store.close();
  }, 120_000);

  it('only creates the tables when the server does not seed', async () => {
    const { store, outcome } = await openDataDirAnalytics({ dataDir, ...small, seed: false, now });
    expect(outcome.action).toBe('disabled');
    expect(await store.all('SELECT count(*) AS n FROM sessions')).toEqual([{ n: 0 }]);
    await store.close();
  });

  it('describes what happened in one line', () => {
    expect(describeSeedOutcome({ action: 'seeded', sessions: 2_500_000, hours: 4320, ms: 4200 })).toBe('seeded 2,500,000 sessions in 4.2 s');
    expect(describeSeedOutcome({ action: 'topped-up', sessions: 1200, hours: 3, ms: 1500 })).toBe('added 1,200 sessions for the last 3 h in 1.5 s');
    expect(describeSeedOutcome({ action: 'up-to-date', sessions: 0, hours: 0, ms: 1 })).toBe('up to date');
    expect(describeSeedOutcome({ action: 'disabled', sessions: 0, hours: 0, ms: 0 })).toBe('no seed data');
  });
});
