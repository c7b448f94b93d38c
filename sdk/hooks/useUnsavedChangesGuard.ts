import { useEffect, useId } from 'react';
import { useService } from '../react/ServicesProvider';
import { unsavedChangesRef } from '../services/unsavedChanges';

/**
 * Reports this component's unsaved changes to the console, which then blocks navigation
 * and tab closing. Unmounting clears the flag, so a closed form never blocks anything.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const unsavedChanges = useService(unsavedChangesRef);
  // One key per mounted component: two dirty forms on a page are tracked separately.
  const key = useId();
  useEffect(() => {
    unsavedChanges.setDirty(key, dirty);
  }, [unsavedChanges, key, dirty]);
  useEffect(() => () => unsavedChanges.setDirty(key, false), [unsavedChanges, key]);
}
