import { AnchorButton } from '@blueprintjs/core';
import { Key } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { GoogleMark, LinkedInMark } from './brandIcons';
import { SIGN_IN_PROVIDER_LINKS } from './signInLinks';
import styles from './LoginPage.module.scss';

interface Provider {
  href: string;
  text: string;
  icon: ReactElement;
}

const ICONS: Record<string, ReactElement> = { '/auth/google': <GoogleMark />, '/auth/linkedin': <LinkedInMark />, '/auth/saml': <Key /> };

/** Server routes that start the social and enterprise (SAML) sign-in flows (signInLinks). */
export const SIGN_IN_PROVIDERS: readonly Provider[] = SIGN_IN_PROVIDER_LINKS.map(({ href, text }) => ({ href, text, icon: ICONS[href] }));

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
