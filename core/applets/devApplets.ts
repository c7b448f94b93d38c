import { isSdkCompatible, SDK_VERSION, type AppletRegistration } from '../sdk';
import { DEV_APPLET_MESSAGES as M } from './messages';

/**
 * Dev applets: applet.json URLs a developer points their own browser at (`npm run dev` in the
 * applet serves one), without registering anything for anyone else. Kept per browser, in
 * localStorage; they show only while the dev-mode switch is on (requires.devMode), and the
 * console's CSP lets in their origin only through the cookie below, which the server honours
 * for loopback origins only (server/applets-registry/devOrigins.ts).
 */
export const DEV_APPLETS_STORAGE_KEY = 'vitrine.devApplets';
/** Read by the server when it builds the CSP: the dev applets' origins, space-separated. */
export const DEV_APPLET_ORIGINS_COOKIE = 'vitrine_dev_applet_origins';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function devAppletUrls(): string[] {
  try {
    const urls: unknown = JSON.parse(storage()?.getItem(DEV_APPLETS_STORAGE_KEY) ?? '[]');
    return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [];
  } catch {
    return [];
  }
}

/** Saves the list and the CSP cookie; the page must reload for the new CSP to apply. */
export function setDevAppletUrls(urls: readonly string[]): void {
  const unique = [...new Set(urls)];
  if (unique.length) storage()?.setItem(DEV_APPLETS_STORAGE_KEY, JSON.stringify(unique));
  else storage()?.removeItem(DEV_APPLETS_STORAGE_KEY);
  const origins = [...new Set(unique.flatMap((url) => (URL.canParse(url) ? [new URL(url).origin] : [])))];
  document.cookie = origins.length
    ? `${DEV_APPLET_ORIGINS_COOKIE}=${encodeURIComponent(origins.join(' '))}; path=/; SameSite=Lax`
    : `${DEV_APPLET_ORIGINS_COOKIE}=; path=/; Max-Age=0; SameSite=Lax`;
}

/** An applet.json (the build's, from defineApplet) as a dev registration: source resolved, dev mode only. */
export function devRegistration(json: unknown, manifestUrl: string): AppletRegistration | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const body = json as Partial<AppletRegistration> & { source?: { url?: unknown; scope?: unknown; module?: unknown } };
  const { source } = body;
  if (typeof body.id !== 'string' || typeof body.route !== 'string' || typeof source?.url !== 'string') return undefined;
  if (typeof source.scope !== 'string' || typeof source.module !== 'string') return undefined;
  return {
    id: body.id,
    route: body.route,
    title: String(body.title ?? body.id),
    description: String(body.description ?? ''),
    icon: String(body.icon ?? 'cube'),
    sdkVersion: String(body.sdkVersion ?? ''),
    platformApp: body.platformApp ?? null,
    requires: { ...(body.requires ?? {}), devMode: true },
    source: { kind: 'remote', url: new URL(source.url, manifestUrl).href, scope: source.scope, module: source.module },
  };
}

/** Loopback with an explicit port: the only origins the server lets into a browser's CSP (devOrigins.ts). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why `url` cannot be a dev applet, or null. Checked when it is added, so an address the
 * console's CSP will block (another machine, no port) is refused in words, not in devtools.
 */
export function devAppletUrlProblem(url: string): string | null {
  if (!URL.canParse(url)) return M.notAUrl(url);
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' || !LOOPBACK_HOSTS.has(parsed.hostname) || parsed.port === '') return M.notLoopback(url);
  return null;
}

/** One dev applet.json as this browser found it: the registration, or why there is none. */
export interface DevAppletStatus {
  readonly url: string;
  readonly applet?: AppletRegistration;
  readonly problem?: string;
}

/** What a dev applet may not take from the built-ins, or the SDK it needs: the same rules as registering. */
function registrationProblem(applet: AppletRegistration, builtins: readonly AppletRegistration[]): string | null {
  if (builtins.some((b) => b.id === applet.id)) return M.builtinId(applet.id);
  if (builtins.some((b) => b.route === applet.route)) return M.builtinRoute(applet.route);
  if (!isSdkCompatible(applet.sdkVersion)) return M.needsSdk(applet.sdkVersion || '(none)', SDK_VERSION);
  return null;
}

async function checkOne(url: string, builtins: readonly AppletRegistration[], fetchImpl: typeof fetch): Promise<DevAppletStatus> {
  const bad = devAppletUrlProblem(url);
  if (bad) return { url, problem: bad };
  let res: Response;
  try {
    res = await fetchImpl(url, { cache: 'no-store', credentials: 'omit' });
  } catch {
    return { url, problem: M.unreachable(url) };
  }
  if (!res.ok) return { url, problem: M.answered(url, res.status) };
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    return { url, problem: M.notJson(url) };
  }
  const applet = devRegistration(json, url);
  if (!applet) return { url, problem: M.invalid(url) };
  const problem = registrationProblem(applet, builtins);
  return problem ? { url, problem } : { url, applet };
}

/**
 * Fetches each dev applet.json now (a reload picks up a rebuilt manifest) and says, per URL,
 * what it found. `builtins` are the console's own applets, which a dev applet may never replace.
 */
export function checkDevApplets(urls: readonly string[], builtins: readonly AppletRegistration[], fetchImpl: typeof fetch = fetch): Promise<DevAppletStatus[]> {
  return Promise.all(urls.map((url) => checkOne(url, builtins, fetchImpl)));
}

/** The dev applets that can run; one that fails is left out (the Applet Registry page says why). */
export async function loadDevApplets(urls: readonly string[] = devAppletUrls(), fetchImpl: typeof fetch = fetch, builtins: readonly AppletRegistration[] = []): Promise<AppletRegistration[]> {
  const checked = await checkDevApplets(urls, builtins, fetchImpl);
  return checked.flatMap((status) => (status.applet ? [status.applet] : []));
}

const isBuiltin = (applet: AppletRegistration) => applet.source.kind === 'builtin';

/**
 * The server's list with the dev applets in: a dev applet with a registered remote's id or
 * route takes its place (the developer is trying a new build of it); one with a built-in's id or
 * route is left out, so a dev applet can never replace the console's own applets.
 */
export function withDevApplets(registrations: readonly AppletRegistration[], dev: readonly AppletRegistration[]): AppletRegistration[] {
  const builtins = registrations.filter(isBuiltin);
  const allowed = dev.filter((applet) => registrationProblem(applet, builtins) === null);
  const devIds = new Set(allowed.map((applet) => applet.id));
  const devRoutes = new Set(allowed.map((applet) => applet.route));
  return [...registrations.filter((applet) => isBuiltin(applet) || (!devIds.has(applet.id) && !devRoutes.has(applet.route))), ...allowed];
}
