/**
 * URL rules for what the console stores: the http(s) and site rules are shared with the
 * console (sdk/urls/httpUrl.ts); the avatar rule is the server's own.
 */
import { httpUrl } from '../../sdk/urls/httpUrl';

export { httpUrl, isValidSiteUrl } from '../../sdk/urls/httpUrl';

/** An uploaded avatar may be inlined as a data URL of a raster image, up to this many characters. */
export const MAX_IMAGE_DATA_URL = 64 * 1024;
export const MAX_IMAGE_URL = 2000;

const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** A user's avatar: an http(s) URL, or a base64 PNG, JPEG, GIF or WebP data URL within the size limit. */
export function isValidImageUrl(raw: string): boolean {
  if (raw.startsWith('data:')) return raw.length <= MAX_IMAGE_DATA_URL && IMAGE_DATA_URL.test(raw);
  return raw.length <= MAX_IMAGE_URL && httpUrl(raw) !== null;
}
