/**
 * URL rules for what the console stores and later puts in an href, an img src or a CSP:
 * only absolute http(s) URLs with a real host and no credentials, never javascript:,
 * data:text/html, file: or protocol-relative ones. The Website form (core/settings/validation.ts)
 * and the server (server/sites/routes.ts) both call these, so the browser refuses exactly what
 * the server refuses. It lives in the SDK folder because both sides may import it
 * (eslint.config.mjs); it is not part of the applet surface (sdk/index.ts does not export it).
 */

/** What URL leaves of a host name (lower-cased, punycode) or an IPv6 literal. */
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;

/** The parsed URL when `raw` is an absolute http(s) URL with a host name and no user or password. */
export function httpUrl(raw: string): URL | null {
  // URL would strip or encode these silently; what we store must be what was checked.
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !HOST_PATTERN.test(url.hostname)) return null;
  return url;
}

/**
 * A site's shop address: the website form's rule (it contains http, :// and a dot, spec 5)
 * and an http(s) URL whose host has a dot: a shop on the web, not localhost.
 */
export function isValidSiteUrl(raw: string): boolean {
  if (!(raw.includes('http') && raw.includes('://') && raw.includes('.'))) return false;
  const url = httpUrl(raw);
  return url !== null && url.hostname.includes('.');
}

