import { createMemoryBackend, createStorage } from '../lib/storage/createStorage';
import type { ConsoleSchema } from '../storage/consoleStorage';
import type { ConsoleSite } from './consoleSite';
import type { SiteSelection } from './siteBroadcast';
import { SitesStore } from './SitesStore';

const site = (external: string, extra: Partial<ConsoleSite> = {}): ConsoleSite =>
  ({ _id: `id-${external}`, external, name: `Site ${external}`, platform: 'SHOPIFY', flags: {}, ...extra }) as ConsoleSite;

function setup(sites = [site('a'), site('b'), site('c')]) {
  const storage = createStorage<ConsoleSchema>(createMemoryBackend());
  const posted: SiteSelection[] = [];
  const cookies: string[] = [];
  let receive: ((selection: SiteSelection) => void) | undefined;
  const store = new SitesStore({
    storage,
    fetchSites: async () => sites,
    fetchSite: async (id) => ({ ...sites.find((s) => s._id === id)!, tagValidated: '2025-02-02' }),
    setCookie: (cookie) => cookies.push(cookie),
    broadcast: (onSelection) => {
      receive = onSelection;
      return { post: (selection) => posted.push(selection), close: () => undefined };
    },
  });
  store.connect();
  return { store, storage, posted, cookies, receive: (s: SiteSelection) => receive!(s) };
}

describe('SitesStore', () => {
  it('loads the sites', async () => {
    const { store } = setup();
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.sites).toHaveLength(3);
  });

  it('reports a failed load', async () => {
    const store = new SitesStore({
      storage: createStorage<ConsoleSchema>(createMemoryBackend()),
      fetchSites: async () => {
        throw new Error('down');
      },
    });
    await store.load();
    expect(store.status).toBe('failed');
    expect((store.error as Error).message).toBe('down');
  });

  it('selects by site-xid and remembers it in storage, a cookie and other tabs', async () => {
    const { store, storage, posted, cookies } = setup();
    await store.load();
    expect(store.applySiteXid('b')?.external).toBe('b');
    expect(store.current?.external).toBe('b');
    expect(storage.get('lastSite')).toBe('b');
    expect(posted).toEqual([{ external: 'b', name: 'Site b' }]);
    expect(cookies[0]).toMatch(/^siteExternal=b; path=\/; max-age=31536000/);
    // The same site again is not news for anyone.
    store.applySiteXid('b');
    expect(posted).toHaveLength(1);
  });

  it('remembers the selected site with its id for the next page load (core/boot)', async () => {
    const { store, storage } = setup();
    await store.load();
    store.applySiteXid('b');
    expect(storage.get('bootSite')).toEqual({ external: 'b', id: 'id-b' });
    store.applySiteXid('c');
    expect(storage.get('bootSite')).toEqual({ external: 'c', id: 'id-c' });
  });

  it('falls back to the last used site, then the first', async () => {
    const { store, storage } = setup();
    await store.load();
    storage.set('lastSite', 'c');
    expect(store.applySiteXid(null)?.external).toBe('c');
    storage.remove('lastSite');
    expect(store.applySiteXid('unknown')?.external).toBe('a');
  });

  it('opens the Site Changed dialog when another tab selects a different site', async () => {
    const { store, receive } = setup();
    await store.load();
    store.applySiteXid('a');
    receive({ external: 'a' });
    expect(store.selectedElsewhere).toBeUndefined();
    receive({ external: 'b' });
    expect(store.selectedElsewhere).toEqual({ external: 'b', name: 'Site b' });
    receive({ external: 'zz', name: 'Named Elsewhere' });
    expect(store.selectedElsewhere).toEqual({ external: 'zz', name: 'Named Elsewhere' });
    // Back on this tab's site: nothing to warn about any more.
    receive({ external: 'a' });
    expect(store.selectedElsewhere).toBeUndefined();
  });

  it('ignores other tabs before a site is current', async () => {
    const { store, receive } = setup();
    receive({ external: 'b' });
    expect(store.selectedElsewhere).toBeUndefined();
  });

  it('updates and refreshes a site in place', async () => {
    const { store } = setup();
    await store.load();
    store.applySiteXid('a');
    store.updateSite({ ...store.current!, name: 'Renamed' });
    expect(store.current?.name).toBe('Renamed');
    await store.refreshSite('id-a');
    expect(store.current?.tagValidated).toBe('2025-02-02');
  });
});
