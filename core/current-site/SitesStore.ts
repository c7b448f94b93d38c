import { makeAutoObservable, runInAction } from 'mobx';
import { apiFetch } from '../api/http';
import type { ConsoleStorage } from '../storage/consoleStorage';
import type { ConsoleSite } from './consoleSite';
import { resolveSite } from './resolveSite';
import { SITES_PATH } from './sitesPath';
import type { SiteBroadcast, SiteSelection } from './siteBroadcast';

export type SitesStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Spec 7: a cookie the backend may read for the last used site (365 days). */
const SITE_COOKIE = 'siteExternal';
const YEAR_SECONDS = 365 * 24 * 3600;

export interface SitesStoreDeps {
  readonly storage: ConsoleStorage;
  readonly fetchSites?: () => Promise<ConsoleSite[]>;
  readonly fetchSite?: (id: string) => Promise<ConsoleSite>;
  /** Made by the store with its receiver; none in tests that do not need other tabs. */
  readonly broadcast?: (onSelection: (selection: SiteSelection) => void) => SiteBroadcast;
  readonly setCookie?: (cookie: string) => void;
}

/** The user's sites and the one the console works on. */
export class SitesStore {
  status: SitesStatus = 'idle';
  sites: ConsoleSite[] = [];
  currentId: string | undefined = undefined;
  /** A different site selected in another tab: the Site Changed dialog is open. */
  selectedElsewhere: SiteSelection | undefined = undefined;
  error: unknown = undefined;

  private readonly storage: ConsoleStorage;
  private readonly fetchSites: () => Promise<ConsoleSite[]>;
  private readonly fetchSite: (id: string) => Promise<ConsoleSite>;
  private readonly setCookie: (cookie: string) => void;
  private readonly broadcast: SitesStoreDeps['broadcast'];
  private channel: SiteBroadcast | undefined = undefined;

  constructor(deps: SitesStoreDeps) {
    this.storage = deps.storage;
    this.fetchSites = deps.fetchSites ?? (() => apiFetch<ConsoleSite[]>(SITES_PATH));
    this.fetchSite = deps.fetchSite ?? ((id) => apiFetch<ConsoleSite>(`/api/sites/${encodeURIComponent(id)}`));
    this.setCookie = deps.setCookie ?? ((cookie) => (document.cookie = cookie));
    this.broadcast = deps.broadcast;
    makeAutoObservable<SitesStore, 'storage' | 'fetchSites' | 'fetchSite' | 'setCookie' | 'channel' | 'broadcast'>(this, {
      storage: false,
      fetchSites: false,
      fetchSite: false,
      setCookie: false,
      channel: false,
      broadcast: false,
    });
  }

  /** Starts hearing other tabs' selections. */
  connect(): void {
    this.channel ??= this.broadcast?.((selection) => this.receiveSelection(selection));
  }

  get current(): ConsoleSite | undefined {
    return this.sites.find((site) => site._id === this.currentId);
  }

  byExternal(external: string): ConsoleSite | undefined {
    return this.sites.find((site) => site.external === external);
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const sites = await this.fetchSites();
      runInAction(() => {
        this.sites = Array.isArray(sites) ? sites : [];
        this.status = 'ready';
        this.error = undefined;
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.error = error;
      });
    }
  }

  /**
   * Makes the site named by the URL's site-xid (else the last used, else the first) current
   * and returns it; the caller puts its external id into the URL when it was not there.
   */
  applySiteXid(siteXid: string | null): ConsoleSite | undefined {
    const resolved = resolveSite(this.sites, siteXid, this.storage.get('lastSite'));
    if (!resolved) return undefined;
    this.currentId = resolved.site._id;
    this.rememberSelection(resolved.site);
    this.rememberBootSite(resolved.site);
    if (this.selectedElsewhere?.external === resolved.site.external) this.selectedElsewhere = undefined;
    return resolved.site;
  }

  /** Local storage, the siteExternal cookie, and other tabs hear of a newly selected site. */
  private rememberSelection(site: ConsoleSite): void {
    if (this.storage.get('lastSite') === site.external) return;
    this.storage.set('lastSite', site.external);
    this.setCookie(`${SITE_COOKIE}=${encodeURIComponent(site.external)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`);
    this.channel?.post({ external: site.external, name: site.name });
  }

  /**
   * The next page load's boot requests ask for this site's applet registry at once (it takes
   * the `_id`, which only the site list has), and take this browser for a signed-in one.
   */
  private rememberBootSite(site: ConsoleSite): void {
    const remembered = this.storage.get('bootSite');
    if (remembered?.id !== site._id || remembered.external !== site.external) this.storage.set('bootSite', { external: site.external, id: site._id });
  }

  receiveSelection(selection: SiteSelection): void {
    const current = this.current;
    if (!current) return;
    if (selection.external === current.external) {
      this.selectedElsewhere = undefined;
      return;
    }
    const known = this.byExternal(selection.external);
    this.selectedElsewhere = { external: selection.external, name: selection.name ?? known?.name ?? selection.external };
  }

  dismissSelectedElsewhere(): void {
    this.selectedElsewhere = undefined;
  }

  /** A site saved elsewhere (the Settings dialog's Website tab, a check-and-fix). */
  updateSite(changed: ConsoleSite): void {
    this.sites = this.sites.map((site) => (site._id === changed._id ? { ...site, ...changed } : site));
  }

  /** Reads one site again, e.g. after its tag was validated. */
  async refreshSite(id: string): Promise<void> {
    try {
      const site = await this.fetchSite(id);
      this.updateSite(site);
    } catch {
      // Stale fields are better than none; the call itself reported a server failure.
    }
  }

  dispose(): void {
    this.channel?.close();
    this.channel = undefined;
  }
}
