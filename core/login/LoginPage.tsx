import { Callout, Card, Classes, H1 } from '@blueprintjs/core';
import { Error as ErrorIcon, InfoSign } from '@blueprintjs/icons';
import { useLocation } from 'react-router-dom';
import { Logo } from '../brand/Logo';
import { AlternativeSignIn } from './AlternativeSignIn';
import { LoginForm } from './LoginForm';
import { readLoginError } from './loginError';
import { signInReasonMessage } from '../session/signInReason';
import { LOGIN_MESSAGES } from './messages';
import { useDocumentTitle } from '../routing/pageTitle';
import styles from './LoginPage.module.scss';

export function LoginPage() {
  const { search } = useLocation();
  useDocumentTitle(LOGIN_MESSAGES.signIn);
  const error = readLoginError(search);
  const reason = error === null ? signInReasonMessage(search) : null;

  return (
    <div className={styles.page}>
      <main className={styles.column}>
        <div className={styles.brand}>
          <Logo size={40} />
          <span className={Classes.TEXT_MUTED}>{LOGIN_MESSAGES.tagline}</span>
        </div>
        <Card elevation={2} className={styles.card}>
          <H1 className={styles.heading}>{LOGIN_MESSAGES.heading}</H1>
          {error !== null && (
            <Callout intent="danger" icon={<ErrorIcon />} className={styles.error} role="alert">
              {error}
            </Callout>
          )}
          {reason !== null && (
            <Callout intent="primary" icon={<InfoSign />} className={styles.error} role="status">
              {reason}
            </Callout>
          )}
          <LoginForm failed={error !== null} />
          <div className={styles.divider} role="separator">
            <span className={Classes.TEXT_MUTED}>{LOGIN_MESSAGES.or}</span>
          </div>
          <AlternativeSignIn />
        </Card>
      </main>
    </div>
  );
}
