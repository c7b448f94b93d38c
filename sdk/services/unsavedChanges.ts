import { createServiceRef } from './serviceRef';

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
}

export const unsavedChangesRef = createServiceRef<UnsavedChangesService>('vitrine.unsavedChanges');
