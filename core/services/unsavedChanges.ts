import type { UnsavedChangesService } from '../sdk';
import type { UnsavedChangesStore } from '../unsaved/UnsavedChangesStore';

/** The console-wide unsaved-changes guard; the shell blocks navigation and tab closing. */
export function createUnsavedChangesService(store: UnsavedChangesStore): UnsavedChangesService {
  return {
    setDirty: (key, dirty) => store.setDirty(key, dirty),
    get isDirty() {
      return store.isDirty;
    },
    confirmLeave: store.confirmLeave,
  };
}
