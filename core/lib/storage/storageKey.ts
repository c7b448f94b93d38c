// Local-storage key prefixes of spec sections 1 and 9: the console and the public gallery
// never share stored state (a gallery visitor is not the signed-in merchant).

export const STORAGE_PREFIX = 'h40_';
export const PUBLIC_STORAGE_PREFIX = 'h40_public_';

/** Hosts that serve only the public gallery, whatever the path. */
export const GALLERY_HOSTS: readonly string[] = ['gallery.vitrine.io'];

export type StorageMode = 'console' | 'public';

export interface LocationLike {
  readonly pathname: string;
  /** `location.hostname` (no port); `host` with a port is accepted too. */
  readonly hostname: string;
}

/**
 * "The path starts with /public" is read per segment: /public and /public/... are the
 * gallery, /publication is not (matches core/storage/preferences.ts).
 */
export function isPublicGallery(location: LocationLike): boolean {
  const { pathname } = location;
  if (pathname === '/public' || pathname.startsWith('/public/')) return true;
  const hostname = location.hostname.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return GALLERY_HOSTS.includes(hostname);
}

export function storageModeFor(location: LocationLike): StorageMode {
  return isPublicGallery(location) ? 'public' : 'console';
}

export function storageKey(name: string, mode: StorageMode = 'console'): string {
  return `${mode === 'public' ? PUBLIC_STORAGE_PREFIX : STORAGE_PREFIX}${name}`;
}
