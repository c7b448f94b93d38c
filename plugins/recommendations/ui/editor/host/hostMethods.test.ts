import { ApiError, type ApiRequestOptions, type ApiService } from 'sdk';
import { createHostMethods, saveErrorOf, type HostDeps } from './hostMethods';

const ID = 'a'.repeat(24);

function setup(answer: (path: string, options?: ApiRequestOptions) => unknown) {
  const calls: Array<{ path: string; options?: ApiRequestOptions }> = [];
  const api: ApiService = {
    fetch: async <T,>(path: string, options?: ApiRequestOptions) => {
      calls.push({ path, options });
      const value = answer(path, options);
      if (value instanceof Error) throw value;
      return value as T;
    },
  };
  const store = new Map<string, string>();
  const deps: HostDeps = {
    api,
    channel: 'online',
    recId: () => ID,
    confirm: jest.fn().mockResolvedValue(true),
    snackbar: jest.fn(),
    setDirty: jest.fn(),
    exit: jest.fn(),
    open: jest.fn(),
    openWindow: jest.fn(),
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    preview: { slot: jest.fn(), update: jest.fn(), scrollTo: jest.fn() },
  };
  return { methods: createHostMethods(deps), calls, deps, store };
}

describe('the console side of the editor protocol', () => {
  it('passes the dirty flag and the frame’s unsaved edit to the guard; anything but a JSON object is no edit', async () => {
    const { methods, deps } = setup(() => ({}));
    await methods.setUnsavedChanges(true, { _id: ID, css: '.b{}' });
    expect(deps.setDirty).toHaveBeenLastCalledWith(true, { _id: ID, css: '.b{}' });
    await methods.setUnsavedChanges(true);
    expect(deps.setDirty).toHaveBeenLastCalledWith(true, null);
    for (const odd of ['text', ['a'], 7]) {
      await methods.setUnsavedChanges(true, odd as never);
      expect(deps.setDirty).toHaveBeenLastCalledWith(true, null);
    }
    await methods.setUnsavedChanges('yes' as never);
    expect(deps.setDirty).toHaveBeenLastCalledWith(true, null);
  });

  it('loads and saves only the recommendation it was opened for, with __v, silently', async () => {
    const { methods, calls } = setup((path, o) => (o?.method === 'PUT' ? { _id: ID, __v: 4 } : { _id: ID, __v: 3, place: 'H' }));
    await expect(methods.loadRecommendation()).resolves.toEqual({ doc: { _id: ID, __v: 3, place: 'H' }, __v: 3 });
    await expect(methods.saveRecommendation({ css: '.a{}' }, 3)).resolves.toEqual({ ok: true, id: ID, __v: 4 });
    expect(calls.map((c) => [c.options?.method ?? 'GET', c.path, c.options?.silent])).toEqual([
      ['GET', `/api2/recommendation/${ID}`, true],
      ['PUT', `/api2/recommendation/${ID}`, true],
    ]);
    expect(calls[1].options?.body).toEqual({ css: '.a{}', __v: 3 });
  });

  it("answers a missing recommendation with null (the frame's 'not found'), and names save failures", async () => {
    const { methods } = setup(() => new ApiError('Not found', 404));
    await expect(methods.loadRecommendation()).resolves.toBeNull();
    expect(saveErrorOf(new ApiError('dup', 409, 11000))).toMatchObject({ error: 'duplicate' });
    expect(saveErrorOf(new ApiError('stale', 409, 'STALE_VERSION'))).toMatchObject({ error: 'conflict' });
    expect(saveErrorOf(new ApiError('Please enter a value for Location', 400, 'VALIDATION'))).toMatchObject({ error: 'invalid', message: 'Please enter a value for Location' });
    expect(saveErrorOf(new ApiError('no', 403))).toMatchObject({ error: 'forbidden' });
    expect(saveErrorOf(new Error('network'))).toEqual({ ok: false, error: 'failed', message: 'network' });
  });

  it('runs lifecycle actions through the API, and reports a failed Go live with its title', async () => {
    const { methods, calls } = setup((path) => {
      if (path.startsWith('/api2/recommendation/activate/')) return new ApiError('No location was provided for Desktop. Please provide a location.', 400, 'GO_LIVE', { title: 'Unable to Go Live' });
      return { _id: ID, __v: 6, status: 'deactivated' };
    });
    await expect(methods.lifecycle('deactivate', 5)).resolves.toEqual({ ok: true, status: 'deactivated', __v: 6 });
    expect(calls[0]).toMatchObject({ path: `/api2/recommendation/deactivate/${ID}`, options: { method: 'PATCH', body: { __v: 5 } } });
    await expect(methods.lifecycle('activate', 6)).resolves.toEqual({ ok: false, error: 'go-live', title: 'Unable to Go Live', message: 'No location was provided for Desktop. Please provide a location.' });
    await expect(methods.lifecycle('delete', 6)).resolves.toMatchObject({ ok: true });
    await methods.listVersions();
    expect(calls[3]).toMatchObject({ path: `/api2/recommendation/${ID}/versions`, options: { silent: true } });
    expect(calls[2]).toMatchObject({ path: `/api2/recommendation/${ID}`, options: { method: 'DELETE', query: { __v: 6 } } });
  });

  it("keeps the editor's preferences in the console's storage, under its own keys and size", async () => {
    const { methods, store } = setup(() => null);
    await methods.setPreference('editor.ui.online', { navPinned: false });
    expect(await methods.getPreference('editor.ui.online')).toEqual({ navPinned: false });
    expect([...store.keys()]).toEqual(['vitrine.editor.editor.ui.online']);
    // Not a key the frame may name, and not a size it may keep.
    await methods.setPreference('../session', 'x');
    await methods.setPreference('big', 'x'.repeat(9000));
    expect(store.size).toBe(1);
    expect(await methods.getPreference('../session')).toBeNull();
  });

  it('lists the channel’s recommendations as summaries and searches the catalogue', async () => {
    const { methods, calls } = setup((path) => {
      if (path === '/api2/recommendation') return [
        { _id: 'r1', place: 'H', status: 'staging', displayStatus: 'initial', kind: 'online', external: 'e1', widgetOpts: { desktop: { title: 'Popular' } } },
        { _id: 'r2', place: 'EMAIL', status: 'production', kind: 'email', external: 'e2' },
        // One name everywhere (issue 32 #20): the merchant's name wins over the title, as on the dashboard.
        { _id: 'r3', place: 'H', status: 'staging', kind: 'online', external: 'e3', name: 'Home: New Arrivals', template: 'new-arrivals', widgetOpts: { desktop: { title: 'Fresh in store' } } },
        { _id: 'r4', place: 'H', status: 'staging', kind: 'online', external: '15b89123', template: 'new-arrivals' },
      ];
      if (path.endsWith('/products')) return { products: [{ id: 'p1', title: 'Trail Boot', featuredImage: { originalSrc: '/b.png' } }, { id: 'p2', title: 'Rain Shell' }] };
      return { collections: [{ id: 'c1', title: 'Boots', handle: 'boots' }] };
    });
    await expect(methods.listRecommendations()).resolves.toEqual([
      { id: 'r1', place: 'H', status: 'staging', displayStatus: 'initial', kind: 'online', external: 'e1', title: 'Popular', qualifiedName: '' },
      { id: 'r3', place: 'H', status: 'staging', displayStatus: 'staging', kind: 'online', external: 'e3', title: 'Home: New Arrivals', qualifiedName: '' },
      { id: 'r4', place: 'H', status: 'staging', displayStatus: 'staging', kind: 'online', external: '15b89123', title: 'New Arrivals', qualifiedName: '' },
    ]);
    // The server searches (match); the host maps its answer to hits.
    await expect(methods.searchProducts(' boot ', 5)).resolves.toEqual([
      { id: 'p1', title: 'Trail Boot', imageUrl: '/b.png' },
      { id: 'p2', title: 'Rain Shell', imageUrl: '' },
    ]);
    expect(calls.find((c) => c.path.endsWith('/products'))?.options?.query).toEqual({ num: 5, match: 'boot' });
    await expect(methods.searchCategories('bo')).resolves.toEqual([{ id: 'c1', title: 'Boots', handle: 'boots' }]);
  });

  it('passes the preview slot and updates to the page, and opens the preview link in a new tab', async () => {
    const { methods, deps } = setup(() => ({ url: 'http://store.test/?vitrine-preview=t' }));
    const slot = { x: 1, y: 2, width: 3, height: 4, formFactor: 'mobile' as const, framed: true, covered: false };
    await methods.previewSlot(slot);
    expect(deps.preview.slot).toHaveBeenCalledWith(slot);
    await methods.openPreview({ place: 'H', formFactor: 'desktop' });
    expect(deps.openWindow).toHaveBeenCalledWith('http://store.test/?vitrine-preview=t');
    await methods.open({ id: 'r9', place: 'CRT' });
    expect(deps.open).toHaveBeenCalledWith({ id: 'r9', place: 'CRT' });
  });
});

describe('the console host: Clear Cache (the email editor)', () => {
  const email = (recId: string | null, fetch: jest.Mock) => createHostMethods({ api: { fetch }, channel: 'email', recId: () => recId } as unknown as HostDeps);

  it('clears the open recommendation’s products through the shop’s clear-product-cache action', async () => {
    const fetch = jest.fn().mockResolvedValue({});
    await expect(email('r1', fetch).clearCache({ type: 'e', recommendationId: 'r1' })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('/api2/shop/rec/action/clear-product-cache', { method: 'POST', body: { type: 'e', rec_id: 'r1' }, silent: true });
  });

  it('refuses another recommendation than the one open, and reports a failed call', async () => {
    const fetch = jest.fn().mockRejectedValue(new Error('Not found'));
    await expect(email('r1', fetch).clearCache({ type: 'e', recommendationId: 'r2' })).resolves.toMatchObject({ ok: false });
    expect(fetch).not.toHaveBeenCalled();
    await expect(email('r1', fetch).clearCache({ type: 'e', recommendationId: 'r1' })).resolves.toEqual({ ok: false, message: 'Not found' });
  });
});
