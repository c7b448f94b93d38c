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

/** `path` first, without an earlier copy of it, at most MAX_RECENT_PATHS entries. */
export function addRecentPath(paths: readonly string[], path: string): string[] {
  if (!path) return paths.slice(0, MAX_RECENT_PATHS);
  return [path, ...paths.filter((existing) => existing !== path)].slice(0, MAX_RECENT_PATHS);
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
    return strings.filter((path, index) => strings.indexOf(path) === index).slice(0, MAX_RECENT_PATHS);
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
