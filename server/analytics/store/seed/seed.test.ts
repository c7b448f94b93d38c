import { openAnalyticsStore } from '../store';
import type { TransactionalAnalyticsStore } from '../types';
import { META_TABLE, readMeta } from './meta';
import { anchorFor, ensureAnalyticsSeed, generateSessions, hourOf, SEED_VERSION, seedAnalytics, topUpAnalytics } from './seed';
import { analyticsSeedSites } from './sites';
import { invariantViolations, siteChecksums } from './testing';

// Small volume: these tests are about determinism and bookkeeping, not about the numbers.
const SMALL = { days: 30, scale: 0.05 };
const NOW = new Date('2025-03-12T10:30:00Z');
const HOUR = 3_600_000;

const open = () => openAnalyticsStore({ file: ':memory:' });

async function withStore<T>(fn: (store: TransactionalAnalyticsStore) => Promise<T>): Promise<T> {
  const store = await open();
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

const seededChecksums = (now: Date, shiftHours = 0) =>
  withStore(async (store) => {
    await seedAnalytics(store, { ...SMALL, now });
    return siteChecksums(store, shiftHours);
  });

describe('analytics seed', () => {
  it('is deterministic: the same anchor gives identical sessions, site by site', async () => {
    const a = await seededChecksums(NOW);
    const b = await seededChecksums(NOW);
    expect(a.length).toBeGreaterThan(60);
    expect(a.reduce((sum, s) => sum + s.n, 0)).toBeGreaterThan(10_000);
    expect(b).toEqual(a);
  });

  it('shifts in time only when the anchor moves by a week (weekday shape kept)', async () => {
    const earlier = await seededChecksums(NOW, 7 * 24);
    const later = await seededChecksums(new Date(NOW.getTime() + 7 * 24 * HOUR));
    expect(later).toEqual(earlier);
  });

  it('fills exactly the hours from each site’s first validated day to the current hour', async () => {
    await withStore(async (store) => {
      const outcome = await seedAnalytics(store, { ...SMALL, now: NOW });
      const anchor = anchorFor(NOW);
      expect(outcome).toMatchObject({ action: 'seeded', hours: 30 * 24 + 10 });
      const [range] = await store.all<{ n: number; min: string; max: string }>('SELECT count(*) AS n, min(arrival_time_utc) AS min, max(arrival_time_utc) AS max FROM sessions');
      expect(range.n).toBe(outcome.sessions);
      expect(Date.parse(range.min)).toBeGreaterThanOrEqual(anchor.getTime() - 30 * 24 * HOUR);
      expect(Date.parse(range.max)).toBeLessThan(anchor.getTime() + 10 * HOUR);
      expect(Date.parse(range.max)).toBeGreaterThanOrEqual(anchor.getTime() + 9 * HOUR);
      const starts = await store.all<{ name: string; first: string }>(
        'SELECT t.name, min(arrival_time_utc) AS first FROM sessions s JOIN sites t USING (site_id) GROUP BY t.name',
      );
      const first = Object.fromEntries(starts.map((r) => [r.name, Date.parse(r.first)]));
      expect(first['Fjord Knitwear']).toBeGreaterThanOrEqual(anchor.getTime() - 3 * 24 * HOUR);
      expect(first['Northwind Kids']).toBeGreaterThanOrEqual(anchor.getTime() - 6 * 24 * HOUR);
      expect(first['Northwind Kids']).toBeLessThan(anchor.getTime() - 5 * 24 * HOUR);
      expect(first['Northwind Outlet']).toBeUndefined();
      const sites = await store.all<{ n: number }>('SELECT count(*) AS n FROM sites');
      expect(sites[0].n).toBe(analyticsSeedSites().length);
    });
  });

  it('keeps every invariant of the contract', async () => {
    await withStore(async (store) => {
      await seedAnalytics(store, { ...SMALL, now: NOW });
      const violations = await invariantViolations(store);
      expect(Object.values(violations).every((n) => n === 0)).toBe(true);
      expect(violations).toEqual(Object.fromEntries(Object.keys(violations).map((k) => [k, 0])));
    });
  });

  it('tops up the hours since the last start, exactly as a fresh seed would have made them', async () => {
    const later = new Date(NOW.getTime() + 5 * HOUR + 20 * 60_000);
    const fresh = await seededChecksums(later);
    await withStore(async (store) => {
      await seedAnalytics(store, { ...SMALL, now: NOW });
      const meta = (await readMeta(store))!;
      const topped = await topUpAnalytics(store, meta, { now: later });
      expect(topped).toMatchObject({ action: 'topped-up', hours: 5 });
      expect(topped.sessions).toBeGreaterThan(0);
      expect(await siteChecksums(store)).toEqual(fresh);
      // Idempotent: the same hour again adds nothing.
      const again = await topUpAnalytics(store, (await readMeta(store))!, { now: later });
      expect(again).toMatchObject({ action: 'up-to-date', sessions: 0 });
      expect(await siteChecksums(store)).toEqual(fresh);
    });
  });

  it('cleans up after a top-up that wrote rows but died before recording them', async () => {
    const later = new Date(NOW.getTime() + 3 * HOUR);
    const fresh = await seededChecksums(later);
    await withStore(async (store) => {
      await seedAnalytics(store, { ...SMALL, now: NOW });
      const meta = (await readMeta(store))!;
      const anchor = new Date(meta.anchor);
      // Half a top-up: one of its parts, no meta update.
      await generateSessions(store, { sites: analyticsSeedSites(), days: meta.days, scale: meta.scale, anchor, fromHour: meta.seededThroughHour, toHour: meta.seededThroughHour + 3 }, 1);
      await topUpAnalytics(store, meta, { now: later });
      expect(await siteChecksums(store)).toEqual(fresh);
    });
  });

  it('keeps a day-old store current: the series continues past midnight on the old anchor', async () => {
    await withStore(async (store) => {
      await seedAnalytics(store, { ...SMALL, now: NOW });
      const nextDay = new Date(NOW.getTime() + 20 * HOUR);
      const outcome = await topUpAnalytics(store, (await readMeta(store))!, { now: nextDay });
      expect(outcome.hours).toBe(20);
      const [last] = await store.all<{ max: string }>('SELECT max(arrival_time_utc) AS max FROM sessions');
      expect(Date.parse(last.max)).toBeGreaterThanOrEqual(Date.parse('2025-03-13T05:00:00Z'));
      expect(Date.parse(last.max)).toBeLessThan(Date.parse('2025-03-13T06:00:00Z'));
      expect((await readMeta(store))!.seededThroughHour).toBe(hourOf(anchorFor(NOW), nextDay));
      expect(Object.values(await invariantViolations(store)).every((n) => n === 0)).toBe(true);
    });
  });

  it('writes sites but no sessions for a world without validated tags', async () => {
    await withStore(async (store) => {
      const neverValidated = analyticsSeedSites().filter((s) => s.firstValidatedDaysAgo === null);
      expect(neverValidated.map((s) => s.name)).toEqual(['Northwind Outlet']);
      expect(await seedAnalytics(store, { ...SMALL, now: NOW, sites: neverValidated })).toMatchObject({ action: 'seeded', sessions: 0 });
      expect(await seedAnalytics(store, { ...SMALL, now: NOW, sites: [] })).toMatchObject({ sessions: 0 });
      expect(await store.all('SELECT count(*) AS n FROM sessions')).toEqual([{ n: 0 }]);
    });
  });

  describe('ensureAnalyticsSeed (what the server runs on start)', () => {
    it('seeds an empty store, then only tops up', async () => {
      await withStore(async (store) => {
        expect(await ensureAnalyticsSeed(store, { ...SMALL, now: NOW })).toMatchObject({ action: 'seeded' });
        expect(await ensureAnalyticsSeed(store, { ...SMALL, now: NOW })).toMatchObject({ action: 'up-to-date' });
        expect(await ensureAnalyticsSeed(store, { ...SMALL, now: new Date(NOW.getTime() + 2 * HOUR) })).toMatchObject({ action: 'topped-up', hours: 2 });
        expect(await readMeta(store)).toEqual({ version: SEED_VERSION, anchor: '2025-03-12T00:00:00.000Z', seededThroughHour: 12, ...SMALL });
      });
    });

    it('reseeds when the volume settings change or the meta is incomplete', async () => {
      await withStore(async (store) => {
        await ensureAnalyticsSeed(store, { ...SMALL, now: NOW });
        const [before] = await store.all<{ n: number }>('SELECT count(*) AS n FROM sessions');
        expect(await ensureAnalyticsSeed(store, { days: 30, scale: 0.1, now: NOW })).toMatchObject({ action: 'seeded' });
        const [doubled] = await store.all<{ n: number }>('SELECT count(*) AS n FROM sessions');
        expect(doubled.n / before.n).toBeGreaterThan(1.8);
        expect(doubled.n / before.n).toBeLessThan(2.2);
        await store.all(`DELETE FROM ${META_TABLE} WHERE key = 'anchor'`);
        expect(await ensureAnalyticsSeed(store, { days: 30, scale: 0.1, now: NOW })).toMatchObject({ action: 'seeded' });
        const [same] = await store.all<{ n: number }>('SELECT count(*) AS n FROM sessions');
        expect(same.n).toBe(doubled.n);
      });
    });

    it('only creates the tables when seeding is off (scale or days 0)', async () => {
      await withStore(async (store) => {
        expect(await ensureAnalyticsSeed(store, { days: 180, scale: 0, now: NOW })).toMatchObject({ action: 'disabled', sessions: 0 });
        expect(await ensureAnalyticsSeed(store, { days: 0, scale: 1, now: NOW })).toMatchObject({ action: 'disabled' });
        expect(await store.all('SELECT count(*) AS n FROM sessions')).toEqual([{ n: 0 }]);
        expect(await store.all('SELECT count(*) AS n FROM sites')).toEqual([{ n: 0 }]);
      });
    });
  });
});
