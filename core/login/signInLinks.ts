// Where the sign-in page sends its form and its other sign-ins: one list for both pages (the
// React LoginPage and the script-light signInPage).
import { LOGIN_MESSAGES } from './messages';

/** The server's form endpoint: a real POST, so the browser's password manager and no-JS both work. */
export const LOCAL_SIGN_IN_ACTION = '/auth/local';

/** The brand marks and Blueprint's key icon (16 px) as markup, for the page without React. */
const GOOGLE_MARK = '<svg width="16" height="16" viewBox="0 0 48 48" aria-hidden="true"> <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"/> <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"/> <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"/> <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"/> </svg>';
const LINKEDIN_MARK = '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"> <rect x="1" y="1" width="22" height="22" rx="3" fill="#fff"/> <path fill="#0A66C2" d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z"/> </svg>';
const KEY_ICON = '<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor"><path d="M11 0C8.24 0 6 2.24 6 5c0 1.02.31 1.96.83 2.75L.29 14.29a1.003 1.003 0 0 0 1.42 1.42L3 14.41l1.29 1.29c.18.19.43.3.71.3s.53-.11.71-.29l2-2c.18-.18.29-.43.29-.71s-.11-.53-.29-.71L6.41 11l1.83-1.83c.8.52 1.74.83 2.76.83 2.76 0 5-2.24 5-5s-2.24-5-5-5m0 8c-.23 0-.45-.03-.66-.08-.01 0-.02-.01-.03-.01q-.315-.075-.6-.21a3.01 3.01 0 0 1-1.62-2c0-.01-.01-.02-.01-.03C8.03 5.45 8 5.23 8 5c0-1.66 1.34-3 3-3s3 1.34 3 3-1.34 3-3 3"/></svg>';

export interface SignInProviderLink {
  href: string;
  text: string;
  /** Constant SVG markup. */
  icon: string;
}

/** Server routes that start the social and enterprise (SAML) sign-in flows. */
export const SIGN_IN_PROVIDER_LINKS: readonly SignInProviderLink[] = [
  { href: '/auth/google', text: LOGIN_MESSAGES.signInWithGoogle, icon: GOOGLE_MARK },
  { href: '/auth/linkedin', text: LOGIN_MESSAGES.signInWithLinkedIn, icon: LINKEDIN_MARK },
  { href: '/auth/saml', text: LOGIN_MESSAGES.enterpriseSso, icon: KEY_ICON },
];
