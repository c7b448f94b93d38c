// The console's first requests, sent from the entry chunk while the shell's code is still
// loading. Without this they wait for that code, then for each other: the session, then (from
// a React effect) the sites, then (from another) the site's applet registry. Here they start
// at once and run while the shell downloads and evaluates; the stores still make their own
// calls, which find the answers waiting (earlyResponses). Kept free of the sdk, React and
// mobx: this module is part of the entry chunk.
import { apiTarget, apiUrl } from '../api/apiTarget';
import { registryPath } from '../applet-host/registryPath';
import type { ConsoleSite } from '../current-site/consoleSite';
import { resolveSite } from '../current-site/resolveSite';
import { SITES_PATH } from '../current-site/sitesPath';
import { APPLET_ROOT, HOME_PATH, LOGIN_PATH } from '../routing/paths';
import { SITE_XID_PARAM } from '../routing/siteXid';
import { SESSION_URL } from '../session/sessionUser';
import { consoleStorage, type ConsoleSchema } from '../storage/consoleStorage';
import { readableCopy, startEarlyRequest } from './earlyResponses';

export interface BootRequests {
  /** GET /api2/auth/, for its status only (its body is SessionStore's). */
  readonly session: Promise<Response>;
  /**
   * The id of the site the page opens on (the site ShellLayout will select), whose registry was
   * asked for; undefined when none was (signed out, a failure, no site, a page that does not
   * open on a site). Known once the site list has been read.
   */
  readonly registrySite: Promise<string | undefined>;
}

/** The stored values the boot requests read and write (core/storage/consoleStorage). */
export interface BootStorage {
  get<K extends 'lastSite' | 'bootSite'>(name: K): ConsoleSchema[K] | undefined;
  remove(name: 'bootSite'): void;
}

export interface BootRequestDeps {
  readonly location: Pick<Location, 'pathname' | 'search'>;
  readonly storage: BootStorage;
  readonly fetch: typeof fetch;
}

const browserDeps = (): BootRequestDeps => ({
  location: window.location,
  storage: consoleStorage(),
  fetch: (input, init) => window.fetch(input, init),
});

/**
 * Pages that show the site their URL names at once, with no redirect first: the App Library
 * and the applets. There ShellLayout will select exactly the site resolved here.
 */
export function opensOnSite(pathname: string): boolean {
  return pathname === HOME_PATH || pathname.startsWith(`${APPLET_ROOT}/`);
}

/**
 * The `_id` of the site the URL will open on, when the last page load found it: the site-xid
 * of the URL, else the last used site, is the site remembered in `bootSite`.
 */
function rememberedSiteId(siteXid: string | null, storage: BootStorage): string | undefined {
  const remembered = storage.get('bootSite');
  const wanted = siteXid ?? storage.get('lastSite');
  return remembered && typeof remembered.id === 'string' && remembered.external === wanted ? remembered.id : undefined;
}

let started: BootRequests | undefined;

/**
 * Starts GET /api2/auth/ and GET /api2/sites side by side and, on the App Library and applet
 * pages, GET /api2/applets for the site the URL's site-xid (else the last used, else the
 * first) names: the site ShellLayout will select, so the same request. The registry takes
 * the site's `_id`, which only the site list has: the id the last page load found for that
 * site (bootSite) lets it go out at once; otherwise, or when the list says otherwise, it goes
 * out once the list is read. The sites (and a remembered site's registry) are asked for
 * before the session has answered, by a browser that was signed in at its last page load
 * (bootSite); any other browser, and /login, asks for the session only and leaves the rest to
 * the stores. A 401 for the session forgets bootSite: after a sign-out or an expired session,
 * at most one page load sends requests that are refused. Undefined when the host has no API
 * endpoint: ConsoleStore.start reports that.
 */
export function startBootRequests(deps: BootRequestDeps = browserDeps()): BootRequests | undefined {
  let base: ReturnType<typeof apiTarget>;
  try {
    base = apiTarget();
  } catch {
    return undefined;
  }
  // The request apiFetch (and fetchSessionUser) would send for a plain GET.
  const get = (path: string) =>
    startEarlyRequest(path, () =>
      deps.fetch(apiUrl(path, base.apiBase), { method: 'GET', credentials: base.credentials, headers: { accept: 'application/json' } }),
    );

  const { pathname, search } = deps.location;
  const onSite = opensOnSite(pathname);
  const siteXid = new URLSearchParams(search).get(SITE_XID_PARAM);
  const session = get(SESSION_URL);
  // Only a browser signed in at its last page load asks for more before the session answers: it
  // remembers bootSite (written by SitesStore, removed by a signed-out boot). So a
  // visitor who is not signed in sends no request that can only be refused.
  const signedInBefore = deps.storage.get('bootSite') !== undefined;
  const sites = pathname === LOGIN_PATH || !signedInBefore ? undefined : readableCopy(get(SITES_PATH));
  // Not read when the session failed first: that must not surface as an unhandled rejection.
  sites?.catch(() => undefined);
  const guessedId = onSite ? rememberedSiteId(siteXid, deps.storage) : undefined;
  if (guessedId) get(registryPath(guessedId));

  const registrySite = (async (): Promise<string | undefined> => {
    const sessionResponse = await session;
    if (sessionResponse.status === 401 && signedInBefore) deps.storage.remove('bootSite');
    // Without the list asked for early, the stores ask for it and for the registry themselves.
    if (!sessionResponse.ok || !onSite || !sites) return undefined;
    const sitesResponse = await sites;
    if (!sitesResponse.ok) return undefined;
    const list = (await sitesResponse.json()) as unknown;
    const resolved = resolveSite(Array.isArray(list) ? (list as ConsoleSite[]) : [], siteXid, deps.storage.get('lastSite'));
    if (!resolved) return undefined;
    const { _id: id } = resolved.site;
    // AppletRegistryStore reads the answer: it takes it from earlyResponses.
    if (id !== guessedId) get(registryPath(id));
    // bootSite itself is written by SitesStore when this site is selected, a moment later.
    return id;
  })().catch(() => undefined);

  started = { session, registrySite };
  return started;
}

/** What startBootRequests started on this page, if anything. */
export function bootRequests(): BootRequests | undefined {
  return started;
}
