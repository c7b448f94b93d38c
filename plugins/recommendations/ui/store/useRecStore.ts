import { useEffect, useMemo } from 'react';
import { useApi, useConfirm, useSite, type ApiService } from 'sdk';
import { createRecStore, type RecStoreInstance } from './RecStore';

// One store per applet and site, shared by its pages: Home and the dashboards read the same
// recommendations, and going from one page to another does not fetch them again. Keyed by
// the api service, so each console (and each test) has its own.
const stores = new WeakMap<ApiService, { siteId: string; store: RecStoreInstance }>();

export function useRecStore(): RecStoreInstance {
  const api = useApi();
  const { confirm } = useConfirm();
  const site = useSite();
  const store = useMemo(() => {
    const held = stores.get(api);
    if (held && held.siteId === site._id) return held.store;
    const fresh = createRecStore({ api, confirm });
    stores.set(api, { siteId: site._id, store: fresh });
    return fresh;
  }, [api, confirm, site._id]);
  useEffect(() => {
    if (store.loadState === 'idle') void store.load();
  }, [store]);
  return store;
}
