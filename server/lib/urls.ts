/**
 * URL rules for what the console stores and later puts in an href, an img src or a CSP:
 * only absolute http(s) URLs with a real host and no credentials, never javascript:,
 * data:text/html, file: or protocol-relative ones.
 */

/** What URL leaves of a host name (lower-cased, punycode) or an IPv6 literal. */
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;

/** An uploaded avatar may be inlined as a data URL of a raster image, up to this many characters. */
export const MAX_IMAGE_DATA_URL = 64 * 1024;
export const MAX_IMAGE_URL = 2000;

const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

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

/** A user's avatar: an http(s) URL, or a base64 PNG, JPEG, GIF or WebP data URL within the size limit. */
export function isValidImageUrl(raw: string): boolean {
  if (raw.startsWith('data:')) return raw.length <= MAX_IMAGE_DATA_URL && IMAGE_DATA_URL.test(raw);
  return raw.length <= MAX_IMAGE_URL && httpUrl(raw) !== null;
}
