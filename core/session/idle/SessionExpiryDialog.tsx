import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Time } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { formatCountdown, SESSION_MESSAGES } from '../messages';
import { DialogContents } from '../../dialogs/DialogContents';
import styles from './SessionExpiryDialog.module.scss';

interface SessionExpiryDialogProps {
  /** When the countdown ends (epoch ms); undefined: closed. */
  deadline: number | undefined;
  onContinue: () => void;
  onLogout: () => void;
}

function useRemaining(deadline: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === undefined ? 0 : Math.max(0, deadline - now);
}

/** Spec 2: the session dialog. It must be answered: no close button, Esc or outside click. */
export function SessionExpiryDialog({ deadline, onContinue, onLogout }: SessionExpiryDialogProps) {
  const remaining = useRemaining(deadline);

  return (
    <Dialog
      isOpen={deadline !== undefined}
      title={SESSION_MESSAGES.expiringTitle}
      icon={<Time />}
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      className={styles.dialog}
    >
      <DialogContents testId="session-expiry-dialog">
        <DialogBody>
          <p className={styles.text}>{SESSION_MESSAGES.expiringBody}</p>
          <p className={styles.countdown} role="timer" aria-live="polite" data-testid="session-countdown">
            {formatCountdown(remaining)}
          </p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onLogout}>{SESSION_MESSAGES.logout}</Button>
              <Button intent="primary" onClick={onContinue} autoFocus>
                {SESSION_MESSAGES.continueSession}
              </Button>
            </>
          }
        />
      </DialogContents>
    </Dialog>
  );
}
