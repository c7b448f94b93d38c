// Every user-facing string of the sign-in screen; tests import them from here too.
export const LOGIN_MESSAGES = {
  tagline: 'Merchant console',
  heading: 'Sign in to your account',
  emailLabel: 'E-mail',
  emailPlaceholder: 'you@example.com',
  passwordLabel: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  rememberMe: 'Remember me',
  signIn: 'Sign in',
  or: 'or',
  signInWithGoogle: 'Sign in with Google',
  signInWithLinkedIn: 'Sign in with LinkedIn',
  enterpriseSso: 'Enterprise single sign-on',
  unknownError: 'Unknown error',
} as const;
