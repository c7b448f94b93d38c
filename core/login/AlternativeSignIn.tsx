import { AnchorButton } from '@blueprintjs/core';
import { Key } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { GoogleMark, LinkedInMark } from './brandIcons';
import { LOGIN_MESSAGES } from './messages';
import styles from './LoginPage.module.scss';

interface Provider {
  href: string;
  text: string;
  icon: ReactElement;
}

/** Server routes that start the social and enterprise (SAML) sign-in flows. */
export const SIGN_IN_PROVIDERS: readonly Provider[] = [
  { href: '/auth/google', text: LOGIN_MESSAGES.signInWithGoogle, icon: <GoogleMark /> },
  { href: '/auth/linkedin', text: LOGIN_MESSAGES.signInWithLinkedIn, icon: <LinkedInMark /> },
  { href: '/auth/saml', text: LOGIN_MESSAGES.enterpriseSso, icon: <Key /> },
];

export function AlternativeSignIn() {
  return (
    <div className={styles.providers}>
      {SIGN_IN_PROVIDERS.map(({ href, text, icon }) => (
        // These navigate away, so they are links to assistive tech too (AnchorButton says "button").
        <AnchorButton key={href} href={href} role="link" icon={icon} variant="outlined" size="large" fill>
          {text}
        </AnchorButton>
      ))}
    </div>
  );
}
