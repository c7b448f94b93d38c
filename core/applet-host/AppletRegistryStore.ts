import { makeAutoObservable, runInAction } from 'mobx';
import { apiFetch } from '../api/http';
import { meetsRequirements, type AppletRegistration, type RequirementContext } from '../sdk';
import { devAppletUrls, loadDevApplets, withDevApplets } from '../applets/devApplets';
import { registryPath } from './registryPath';

export { REGISTRY_PATH } from './registryPath';

export interface RegistryEntry {
  status: 'loading' | 'ready' | 'failed';
  registrations: AppletRegistration[];
  error?: unknown;
}

/** What the signed-in user may launch, per site (GET /api2/applets?site=). */
export class AppletRegistryStore {
  entries = new Map<string, RegistryEntry>();

  /** Ids of the dev applets this browser is pointed at (devApplets.ts): never reported as registrations. */
  devIds = new Set<string>();

  constructor(
    private readonly fetchRegistry: (siteId: string) => Promise<AppletRegistration[]> = (siteId) =>
      apiFetch<AppletRegistration[]>(registryPath(siteId)),
    private readonly fetchDevApplets: () => Promise<AppletRegistration[]> = () => (devAppletUrls().length ? loadDevApplets() : Promise.resolve([])),
  ) {
    makeAutoObservable<AppletRegistryStore, 'fetchRegistry' | 'fetchDevApplets'>(this, { fetchRegistry: false, fetchDevApplets: false });
  }

  entry(siteId: string): RegistryEntry | undefined {
    return this.entries.get(siteId);
  }

  /** Forgets every list (after staff change the registry): the next ensure() asks again. */
  invalidate(): void {
    this.entries.clear();
  }

  /** Loads the site's list unless it is loaded or loading; a failed one is tried again. */
  async ensure(siteId: string): Promise<void> {
    const existing = this.entries.get(siteId);
    if (existing && existing.status !== 'failed') return;
    this.entries.set(siteId, { status: 'loading', registrations: existing?.registrations ?? [] });
    try {
      const [registrations, dev] = await Promise.all([this.fetchRegistry(siteId), this.fetchDevApplets()]);
      runInAction(() => {
        this.devIds = new Set(dev.map((applet) => applet.id));
        this.entries.set(siteId, { status: 'ready', registrations: withDevApplets(Array.isArray(registrations) ? registrations : [], dev) });
      });
    } catch (error) {
      runInAction(() => {
        this.entries.set(siteId, { status: 'failed', registrations: [], error });
      });
    }
  }
}

/**
 * The applets to offer: the server already filtered by user and site; the host checks again
 * with the user's current dev-mode switch, which only the browser knows.
 */
export function launchable(registrations: readonly AppletRegistration[], context: RequirementContext): AppletRegistration[] {
  return registrations.filter((registration) => meetsRequirements(registration.requires ?? {}, context));
}
