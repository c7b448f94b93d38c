// User-facing strings of the session dialog. The title and buttons are the spec's (section 2).
export const SESSION_MESSAGES = {
  expiringTitle: 'Your session is about to expire',
  expiringBody: 'You have been inactive for a while. For your security, you will be logged out in',
  logout: 'No, Logout',
  continueSession: 'Yes, Continue Session',
  // The sign-in page, after the session ended under the user (a save answered 401).
  sessionEnded: 'Your session has ended - sign in to continue',
  idleSignedOut: 'You were signed out because the console was idle. Sign in to continue.',
} as const;

/** 125 s → "2:05". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
