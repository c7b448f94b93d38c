/**
 * The staff actions the server records (recommendations spec 2 and 6, issue "staff tools":
 * who did what, when, on which site). Ids are stored in the log; labels are what the
 * Internal Only Settings page shows. Shared by the server (writes) and the console (reads).
 */
export const STAFF_ACTIONS = {
  'custom-plan': 'Custom billing plan',
  'extend-trial': 'Extend trial',
  clone: 'Clone recommendations',
  'site-reset': 'Site reset',
  deprovision: 'Campaign deprovisioning',
  flags: 'Flags',
  'site-settings': 'Dev mode styling',
  'dynamic-tag': 'Dynamic tag flags',
  discount: 'Dynamic discount',
  'custom-discount': 'Custom discount',
  uninstall: 'Admin Uninstall and Cleanup',
  'clean-uninstall': 'Clean Uninstall',
  'cancel-subscription': 'Cancel subscription',
  'applet-registry': 'Applet registry',
  organization: 'Organization with an external id',
  holdout: 'Recommendations holdout',
} as const;

export type StaffActionId = keyof typeof STAFF_ACTIONS;

/** One row of GET /api2/staff-actions, newest first. */
export interface StaffActionEntry {
  id: number;
  at: string;
  action: StaffActionId | string;
  user: { id: string; email: string; name: string };
  site: { id: string; name: string } | null;
  detail: Record<string, unknown>;
}

/** Label of an action id; an id this console does not know yet shows as itself. */
export const staffActionLabel = (action: string): string => (STAFF_ACTIONS as Record<string, string>)[action] ?? action;
