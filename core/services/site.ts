import { toSiteInfo } from '../current-site/consoleSite';
import type { SitesStore } from '../current-site/SitesStore';
import type { SiteInfo, SiteService } from '../sdk';
import { subscribableFrom, type DisposableSubscribable } from './subscribableFrom';

/**
 * The current site for applets. Create it once a site is selected: applets only run with one,
 * so `current` is never null (while the list reloads, the last site stays current).
 */
export function createSiteService(sites: SitesStore): SiteService & { dispose(): void } {
  const first = sites.current;
  if (!first) throw new Error('createSiteService() needs a current site');
  let last: SiteInfo = toSiteInfo(first);
  const source: DisposableSubscribable<SiteInfo> = subscribableFrom(() => {
    const site = sites.current;
    if (site) last = toSiteInfo(site);
    return last;
  });
  return {
    get current() {
      return source.current;
    },
    subscribe: source.subscribe,
    flag: (name) => source.current.flags[name],
    dispose: source.dispose,
  };
}
