// Spec 8: the unsaved-changes warnings.
export const UNSAVED_MESSAGES = {
  title: 'Unsaved changes',
  confirm: 'You have unsaved changes. Click cancel to go back and save those changes first.',
  /** Browsers show their own text for beforeunload; this is what we ask for. */
  leavePage: 'You have unsaved changes. If you leave this page, your changes will be lost.',
} as const;
