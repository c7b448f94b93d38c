import { useEffect } from 'react';
import { SETTINGS_MESSAGES } from './messages';

/**
 * While `active`, closing or reloading the browser tab asks first (spec 4: unsaved changes
 * block tab closing). Browsers show their own wording; returnValue is what older ones show.
 */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = SETTINGS_MESSAGES.leaveWarning;
      return SETTINGS_MESSAGES.leaveWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
