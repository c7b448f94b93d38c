import { when } from 'mobx';
import type { AppletRegistryStore } from '../applet-host/AppletRegistryStore';
import type { SitesStore } from '../current-site/SitesStore';
import { SITE_XID_PARAM } from '../routing/siteXid';
import type { SessionStore } from '../session/SessionStore';
import { opensOnSite, type BootRequests } from './startBootRequests';

export interface BootStores {
  readonly session: Pick<SessionStore, 'status'>;
  readonly sites: Pick<SitesStore, 'status' | 'currentId' | 'load' | 'applySiteXid'>;
  readonly registry: Pick<AppletRegistryStore, 'ensure'>;
}

export interface AdoptedBoot {
  /**
   * Resolves once the session is known and, when signed in, the sites are loaded and (on a
   * page that opens on a site) the site selected. Never rejects; resolves when stopped.
   */
  readonly settled: Promise<void>;
  stop(): void;
}

/**
 * Loads what the boot requests fetched into the stores as soon as it can: the sites once the
 * session says signed in, then the site the URL opens on (on the App Library and applet pages,
 * where ShellLayout would select that very site with the same site-xid a render later), and the
 * registry of that site. The components that do it (SignedInConsole, ShellLayout, AppletRoute,
 * HomePage) would each do it a render after the one before; now they find it done. The stores'
 * calls are the same calls, answered by the boot requests (earlyResponses).
 */
export function adoptBootRequests(
  boot: Pick<BootRequests, 'registrySite'>,
  stores: BootStores,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): AdoptedBoot {
  let stopped = false;
  const waits: Array<{ cancel(): void }> = [];
  const until = (predicate: () => boolean) => {
    const wait = when(predicate);
    waits.push(wait);
    return wait;
  };
  const settled = (async () => {
    await until(() => stores.session.status !== 'fetching');
    if (stopped || stores.session.status !== 'signedIn') return;
    if (stores.sites.status === 'idle') await stores.sites.load();
    else await until(() => stores.sites.status === 'ready' || stores.sites.status === 'failed');
    if (stopped || stores.sites.status !== 'ready' || !opensOnSite(location.pathname)) return;
    // Only a first selection: once a site is current (ShellLayout got there first, or the user
    // chose one), selecting again could only undo a choice and tell other tabs of it. The URL is
    // read now, not at boot: it is the live location.
    if (stores.sites.currentId !== undefined) return;
    stores.sites.applySiteXid(new URLSearchParams(location.search).get(SITE_XID_PARAM));
  })().catch(() => undefined);

  void boot.registrySite.then((siteId) => {
    if (siteId && !stopped) void stores.registry.ensure(siteId);
  });

  return {
    settled,
    stop() {
      stopped = true;
      waits.forEach((wait) => wait.cancel());
    },
  };
}
