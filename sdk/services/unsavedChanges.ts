import { createServiceRef } from './serviceRef';

/**
 * What a form hands the console so its unsaved edit survives a session that ends on the
 * server: the console keeps `snapshot()` in this tab when the session ends, and after the
 * user signs in again calls `restore()` once with it, on the same page and site. The value
 * must survive JSON. `key` names the form within the applet (e.g. 'text-customization').
 * Since 1.11.0.
 */
export interface UnsavedDraft {
  readonly key: string;
  snapshot(): unknown;
  restore(value: unknown): void;
}

/**
 * The console-wide unsaved-changes state. Each form reports under its own key, so one
 * form saving does not clear another's flag. While any key is dirty the host blocks
 * navigation and tab closing (spec 4).
 */
export interface UnsavedChangesService {
  setDirty(key: string, dirty: boolean): void;
  readonly isDirty: boolean;
  /** True when nothing is dirty or the user chose to leave anyway. */
  confirmLeave(): Promise<boolean>;
  /**
   * Keeps `draft` for the guard `key` until the returned function is called. Optional: a host
   * older than 1.11.0 does not keep drafts, and the hook then only guards. Since 1.11.0.
   */
  keepDraft?(key: string, draft: UnsavedDraft): () => void;
}

export const unsavedChangesRef = createServiceRef<UnsavedChangesService>('vitrine.unsavedChanges');
