import { Button, Checkbox, FormGroup, InputGroup, Tooltip } from '@blueprintjs/core';
import { Envelope, EyeOff, EyeOpen, Lock } from '@blueprintjs/icons';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { withSiteXid } from '../routing/siteXid';
import { nextFromSearch } from '../session/signInReason';
import { rememberEmail, rememberedEmail } from './rememberedEmail';
import { LOGIN_MESSAGES } from './messages';
import { LOCAL_SIGN_IN_ACTION } from './signInLinks';
import styles from './LoginPage.module.scss';
import { markSignIn } from '../lib/a11y/focusAfterSignIn';


export { LOCAL_SIGN_IN_ACTION };

function PasswordToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const label = visible ? LOGIN_MESSAGES.hidePassword : LOGIN_MESSAGES.showPassword;
  return (
    <Tooltip content={label} placement="top">
      <Button
        variant="minimal"
        icon={visible ? <EyeOff /> : <EyeOpen />}
        aria-label={label}
        aria-pressed={visible}
        onClick={onToggle}
      />
    </Tooltip>
  );
}

export function LoginForm({ failed = false }: { failed?: boolean }) {
  const [passwordVisible, setPasswordVisible] = useState(false);
  const { search } = useLocation();
  // Back to where the session ended (?next=), else the site the link named.
  const next = nextFromSearch(search) ?? withSiteXid('/', search);
  // A failed sign-in comes back as a new page: the e-mail typed is kept, the password is not.
  const [email] = useState(() => (failed ? rememberedEmail() : ''));

  return (
    <form
      method="post"
      action={LOCAL_SIGN_IN_ACTION}
      className={styles.form}
      onSubmit={(event) => {
        rememberEmail(new FormData(event.currentTarget).get('email'));
        markSignIn();
      }}
    >
      <FormGroup label={LOGIN_MESSAGES.emailLabel} labelFor="login-email">
        <InputGroup
          id="login-email"
          name="email"
          type="email"
          size="large"
          leftIcon={<Envelope />}
          placeholder={LOGIN_MESSAGES.emailPlaceholder}
          autoComplete="username"
          defaultValue={email}
          autoFocus={!email}
          required
        />
      </FormGroup>
      <FormGroup label={LOGIN_MESSAGES.passwordLabel} labelFor="login-password">
        <InputGroup
          id="login-password"
          name="password"
          type={passwordVisible ? 'text' : 'password'}
          size="large"
          leftIcon={<Lock />}
          rightElement={<PasswordToggle visible={passwordVisible} onToggle={() => setPasswordVisible((v) => !v)} />}
          autoComplete="current-password"
          autoFocus={Boolean(email)}
          required
        />
      </FormGroup>
      <Checkbox name="remember" value="1" label={LOGIN_MESSAGES.rememberMe} className={styles.remember} />
      {/* After signing in the server redirects to `next`: keep the site the link named. */}
      {next !== '/' && <input type="hidden" name="next" value={next} />}
      <Button type="submit" intent="primary" size="large" fill>
        {LOGIN_MESSAGES.signIn}
      </Button>
    </form>
  );
}
