/** User-facing sign-in messages, in one place so tests and code agree. */
export const AUTH_MESSAGES = {
  badCredentials: 'Incorrect e-mail or password.',
  missingFields: 'Please enter your e-mail and password.',
  logoutIsPost: 'Sign out from the console’s user menu: signing out takes a POST with the session’s token.',
  throttled: 'Too many failed sign-in attempts. Please wait a while and try again.',
  crossOrigin: 'Sign-in must come from the Vitrine sign-in page.',
  notSignedIn: 'Not signed in',
  notConfigured: (name: string) => `${name} sign-in is not configured.`,
} as const;
