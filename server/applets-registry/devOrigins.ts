/** The cookie a developer's console sets for its dev applets (core/applets/devApplets.ts). */
export const DEV_APPLET_ORIGINS_COOKIE = 'vitrine_dev_applet_origins';
const LOOPBACK_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1|\[::1\]):\d{1,5}$/;
const MAX_DEV_ORIGINS = 5;

/**
 * The dev-applet origins a browser asks to load scripts from, for its own CSP: loopback only
 * (`npm run dev` on the developer's machine), so the cookie can never open the console to a
 * host on the network, whoever set it. Nothing is registered; other browsers are unaffected.
 */
export function devAppletOrigins(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEV_APPLET_ORIGINS_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return [];
    }
    return [...new Set(value.split(' ').filter((origin) => LOOPBACK_ORIGIN.test(origin)))].slice(0, MAX_DEV_ORIGINS);
  }
  return [];
}
