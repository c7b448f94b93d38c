import type { AppletRegistration } from '../sdk';

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

/** Fetches each dev applet.json now (a reload picks up a rebuilt manifest); one that fails is left out. */
export async function loadDevApplets(urls: readonly string[] = devAppletUrls(), fetchImpl: typeof fetch = fetch): Promise<AppletRegistration[]> {
  const loaded = await Promise.all(
    urls.map(async (url) => {
      try {
        const res = await fetchImpl(url, { cache: 'no-store', credentials: 'omit' });
        return res.ok ? devRegistration(await res.json(), url) : undefined;
      } catch {
        return undefined;
      }
    }),
  );
  return loaded.filter((registration): registration is AppletRegistration => registration !== undefined);
}

/** The server's list with the dev applets in: a dev applet with a registered id takes its place. */
export function withDevApplets(registrations: readonly AppletRegistration[], dev: readonly AppletRegistration[]): AppletRegistration[] {
  const devIds = new Set(dev.map((applet) => applet.id));
  const devRoutes = new Set(dev.map((applet) => applet.route));
  return [...registrations.filter((applet) => !devIds.has(applet.id) && !devRoutes.has(applet.route)), ...dev];
}
