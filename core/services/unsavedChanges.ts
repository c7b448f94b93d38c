import type { UnsavedChangesService } from '../sdk';
import { appletDraftName } from '../unsaved/DraftKeeper';
import type { UnsavedChangesStore } from '../unsaved/UnsavedChangesStore';

/** Where an applet's drafts belong: without it (the console-wide binding) no draft is kept. */
export interface DraftScope {
  readonly applet: string;
  /** The selected site's id; undefined keeps nothing. */
  readonly siteId: () => string | undefined;
}

/** The console-wide unsaved-changes guard; the shell blocks navigation and tab closing. */
export function createUnsavedChangesService(store: UnsavedChangesStore, scope?: DraftScope): UnsavedChangesService {
  return {
    setDirty: (key, dirty) => store.setDirty(key, dirty),
    get isDirty() {
      return store.isDirty;
    },
    confirmLeave: store.confirmLeave,
    keepDraft: (key, draft) => {
      const siteId = scope?.siteId();
      if (!scope || !siteId) return () => {};
      return store.drafts.keep(key, appletDraftName(scope.applet, siteId, draft.key), draft);
    },
  };
}
