import { useEffect, useId, useRef } from 'react';
import { useService } from '../react/ServicesProvider';
import { unsavedChangesRef, type UnsavedDraft } from '../services/unsavedChanges';

/**
 * Reports this component's unsaved changes to the console, which then blocks navigation
 * and tab closing. Unmounting clears the flag, so a closed form never blocks anything.
 *
 * With `draft` (since 1.11.0) the edit also survives a session that ends on the server: the
 * console keeps `draft.snapshot()` in this tab and, once the user has signed in again and the
 * form mounts with the same `draft.key`, calls `draft.restore(value)` once. Pass `draft` only
 * once the form has loaded what it edits, so the restored edit lands on loaded data.
 */
export function useUnsavedChangesGuard(dirty: boolean, draft?: UnsavedDraft): void {
  const unsavedChanges = useService(unsavedChangesRef);
  // One key per mounted component: two dirty forms on a page are tracked separately.
  const key = useId();
  // The latest callbacks, so a new draft object each render does not re-register it.
  const latest = useRef(draft);
  latest.current = draft;
  const draftKey = draft?.key;
  useEffect(() => {
    unsavedChanges.setDirty(key, dirty);
  }, [unsavedChanges, key, dirty]);
  useEffect(() => () => unsavedChanges.setDirty(key, false), [unsavedChanges, key]);
  useEffect(() => {
    if (draftKey === undefined || !unsavedChanges.keepDraft) return undefined;
    return unsavedChanges.keepDraft(key, {
      key: draftKey,
      snapshot: () => latest.current?.snapshot(),
      restore: (value) => latest.current?.restore(value),
    });
  }, [unsavedChanges, key, draftKey]);
}
