// Everything the console keeps in local storage, typed, under the h40_ prefix (h40_public_ in
// the public gallery). Built on core/lib/storage, so a full or disabled storage never breaks
// the page.
import { createStorage, defaultBackend, type TypedStorage } from '../lib/storage/createStorage';
import type { LocationSchema } from '../lib/storage/recentPaths';
import { storageModeFor, storageKey } from '../lib/storage/storageKey';

/** Overrides of the idle-session timings, for tests and demos (see session/idle/sessionTimings). */
export interface SessionTimingsOverride {
  idleMs?: number;
  countdownMs?: number;
  throttleMs?: number;
}

export interface ConsoleSchema extends LocationSchema {
  theme: 'light' | 'dark';
  /** Staff only: the DevMode switch of the user menu. */
  devMode: boolean;
  /** The `external` id of the site last used in any tab. */
  lastSite: string;
  /**
   * The last site selected (SitesStore), with its `_id`: the next page load can ask for its
   * applet registry (which takes the `_id`) before the site list has answered.
   */
  bootSite: { external: string; id: string };
  /** h40_session_timings: {"idleMs":…, "countdownMs":…, "throttleMs":…}. */
  session_timings: SessionTimingsOverride;
}

export type ConsoleStorage = TypedStorage<ConsoleSchema>;

let storage: ConsoleStorage | undefined;

/** The page's storage; created on first use so the gallery/console mode reads the real location. */
export function consoleStorage(): ConsoleStorage {
  storage ??= createStorage<ConsoleSchema>(defaultBackend(), storageModeFor(window.location));
  return storage;
}

/** The raw key a value is stored under, e.g. for matching `storage` events from other tabs. */
export function consoleStorageKey(name: keyof ConsoleSchema & string): string {
  return storageKey(name, storageModeFor(window.location));
}
