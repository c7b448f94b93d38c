// Spec section 2: the last location is saved under applet or app paths; up to 20 recent
// paths are remembered.
import type { TypedStorage } from './createStorage';

export const MAX_RECENT_PATHS = 20;
/** Top-level segments under which a location is worth coming back to. */
const SAVED_AREAS = ['applet', 'app'];

/**
 * True when the path has a second segment under applet or app: /applet/rec/x and /app/home
 * yes; /app, /app/, /login no. A query or hash is ignored; segments are case-sensitive like
 * the routes themselves.
 */
export function shouldSaveLocation(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0];
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return segments.length >= 2 && SAVED_AREAS.includes(segments[0]);
}

/**
 * What makes two paths the same place: the path and query without `site-xid`. The console adds
 * `?site-xid=` to a location right after navigating to it, so without this one visit was kept
 * twice (with and without it) and the 20 remembered places were halved.
 */
export function recentPathKey(path: string): string {
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return beforeHash;
  const params = new URLSearchParams(beforeHash.slice(queryAt + 1));
  params.delete('site-xid');
  const query = params.toString();
  return beforeHash.slice(0, queryAt) + (query ? `?${query}` : '');
}

/** `path` first, without an earlier copy of the same place, at most MAX_RECENT_PATHS entries. */
export function addRecentPath(paths: readonly string[], path: string): string[] {
  if (!path) return paths.slice(0, MAX_RECENT_PATHS);
  const key = recentPathKey(path);
  return [path, ...paths.filter((existing) => recentPathKey(existing) !== key)].slice(0, MAX_RECENT_PATHS);
}

export interface LocationSchema {
  lastLocation: string;
  recentPaths: string[];
}

export interface LocationMemory {
  /** Saves `path` (pathname plus search) as last location and recent path when it qualifies. */
  remember(path: string): void;
  lastLocation(): string | undefined;
  recentPaths(): string[];
}

export function createLocationMemory(storage: TypedStorage<LocationSchema>): LocationMemory {
  // Stored data may be from an older build or edited by hand: keep only what looks right.
  const recentPaths = (): string[] => {
    const stored: unknown = storage.get('recentPaths');
    if (!Array.isArray(stored)) return [];
    const strings = stored.filter((path): path is string => typeof path === 'string' && path !== '');
    const keys = strings.map(recentPathKey);
    return strings.filter((_, index) => keys.indexOf(keys[index]) === index).slice(0, MAX_RECENT_PATHS);
  };
  return {
    remember(path) {
      if (!shouldSaveLocation(path)) return;
      storage.set('lastLocation', path);
      storage.set('recentPaths', addRecentPath(recentPaths(), path));
    },
    lastLocation() {
      const stored: unknown = storage.get('lastLocation');
      return typeof stored === 'string' && shouldSaveLocation(stored) ? stored : undefined;
    },
    recentPaths,
  };
}
