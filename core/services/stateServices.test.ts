/**
 * @jest-environment jsdom
 */
import { Classes } from '@blueprintjs/core';
import { createMemoryBackend, createStorage } from '../lib/storage/createStorage';
import type { ConsoleSchema } from '../storage/consoleStorage';
import type { ConsoleSite } from '../current-site/consoleSite';
import { SitesStore } from '../current-site/SitesStore';
import { SessionStore } from '../session/SessionStore';
import type { SessionUser } from '../session/sessionUser';
import { createPreferencesService } from './preferences';
import { createSessionService } from './session';
import { createSiteService } from './site';

const site = (external: string, flags: ConsoleSite['flags'] = {}): ConsoleSite =>
  ({ _id: `id-${external}`, external, name: external, platform: 'SHOPIFY', flags }) as ConsoleSite;

describe('the site service', () => {
  it('publishes a new snapshot when the site changes, and only then', async () => {
    const store = new SitesStore({
      storage: createStorage<ConsoleSchema>(createMemoryBackend()),
      fetchSites: async () => [site('a', { HicPlusEnableEmail: true }), site('b')],
    });
    await store.load();
    store.applySiteXid('a');
    const service = createSiteService(store);
    const first = service.current;
    expect(first.external).toBe('a');
    expect(service.flag('HicPlusEnableEmail')).toBe(true);
    const seen: string[] = [];
    const unsubscribe = service.subscribe((value) => seen.push(value.external));
    store.applySiteXid('a');
    expect(service.current).toBe(first);
    store.applySiteXid('b');
    expect(seen).toEqual(['b']);
    expect(service.flag('HicPlusEnableEmail')).toBeUndefined();
    unsubscribe();
    store.applySiteXid('a');
    expect(seen).toEqual(['b']);
    service.dispose();
  });

  it('needs a current site', () => {
    const store = new SitesStore({ storage: createStorage<ConsoleSchema>(createMemoryBackend()) });
    expect(() => createSiteService(store)).toThrow('needs a current site');
  });
});

describe('the session service', () => {
  const user = { _id: 'u1', email: 's@vitrine.dev', name: 'Sam', first: 'Sam', last: 'Staff', staff: true, csrfToken: 't' } as SessionUser;

  it('carries staff, dev mode and impersonation, and follows the DevMode switch', async () => {
    const session = new SessionStore(async () => user, true);
    await session.load();
    session.setDevMode(false);
    const service = createSessionService(session);
    expect(service.current).toEqual({
      user: { _id: 'u1', email: 's@vitrine.dev', name: 'Sam', first: 'Sam', last: 'Staff', staff: true },
      isStaff: true,
      devMode: false,
      impersonating: true,
    });
    const seen: boolean[] = [];
    service.subscribe((value) => seen.push(value.devMode));
    session.setDevMode(true);
    expect(seen).toEqual([true]);
    service.dispose();
  });

  it('never gives a merchant dev mode', async () => {
    const session = new SessionStore(async () => ({ ...user, staff: false }), false);
    await session.load();
    session.setDevMode(true);
    expect(createSessionService(session).current.devMode).toBe(false);
  });
});

describe('the preferences service', () => {
  it('reads and sets the theme, notifying subscribers', () => {
    const service = createPreferencesService();
    service.setTheme('light');
    const seen: string[] = [];
    service.subscribe((value) => seen.push(value.theme));
    const before = service.current;
    expect(service.current).toBe(before);
    service.setTheme('dark');
    expect(seen).toEqual(['dark']);
    expect(service.current.theme).toBe('dark');
    expect(document.body.classList.contains(Classes.DARK)).toBe(true);
    expect(localStorage.getItem('h40_theme')).toBe('"dark"');
  });
});
