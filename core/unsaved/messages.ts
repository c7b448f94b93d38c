// Spec 8: the unsaved-changes warnings.
export const UNSAVED_MESSAGES = {
  title: 'Unsaved changes',
  confirm: 'You have unsaved changes. Click cancel to go back and save those changes first.',
  /** Browsers show their own text for beforeunload; this is what we ask for. */
  leavePage: 'You have unsaved changes. If you leave this page, your changes will be lost.',
  /** A form's edit kept through an ended session, back after signing in (issue 16 item 4). */
  restoredDraft: 'Your unsaved changes were kept when your session ended. Review them, then save.',
} as const;
