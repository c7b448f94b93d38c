import { NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useSession } from 'sdk';
import { STAFF } from './messages';

/**
 * The staff screens are for staff in dev mode (spec 6). The nav hides them from everyone else,
 * but an address can still be typed: show why there is nothing here instead of a page whose
 * every call the server refuses (it does, whatever this says).
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { isStaff, devMode } = useSession();
  if (isStaff && devMode) return <>{children}</>;
  return (
    <div data-testid="rec-staff-only">
      <NonIdealState icon="lock" title={STAFF.devModeOnlyTitle} description={STAFF.devModeOnly} />
    </div>
  );
}
