import { useEffect, useRef, useState } from 'react';
import { consoleStorage } from '../../storage/consoleStorage';
import { keepAlive } from './keepAlive';
import { IdleTimer } from './IdleTimer';
import { LazySessionExpiryDialog } from '../../dialogs/lazyDialogs';
import { WhenOpened } from '../../dialogs/WhenOpened';
import { resolveSessionTimings } from './sessionTimings';

/** What counts as the user acting (spec 4: "a user action"). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

interface IdleSessionProps {
  remember: boolean;
  impersonating: boolean;
  /** Ends the session: the dialog's "No, Logout", or (without onExpire) the countdown running out. */
  onLogout: () => void;
  /** The countdown ran out: the user did not choose to leave, so the sign-in page says why. */
  onExpire?: () => void;
}

/** Watches activity while signed in and asks before an idle session ends. */
export function IdleSession({ remember, impersonating, onLogout, onExpire }: IdleSessionProps) {
  const [deadline, setDeadline] = useState<number | undefined>();
  const timerRef = useRef<IdleTimer | undefined>(undefined);
  const logoutRef = useRef(onLogout);
  logoutRef.current = onLogout;
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;

  useEffect(() => {
    const timer = new IdleTimer({
      timings: resolveSessionTimings(consoleStorage().get('session_timings')),
      remember,
      impersonating,
      keepAlive: () => keepAlive(),
      onWarn: setDeadline,
      onExpire: () => (expireRef.current ?? logoutRef.current)(),
    });
    timerRef.current = timer;
    const onActivity = () => timer.activity();
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true, capture: true });
    timer.start();
    return () => {
      timer.stop();
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [remember, impersonating]);

  return (
    <WhenOpened open={deadline !== undefined}>
      <LazySessionExpiryDialog
        deadline={deadline}
        onContinue={() => {
          setDeadline(undefined);
          timerRef.current?.continueSession();
        }}
        onLogout={() => {
          timerRef.current?.stop();
          logoutRef.current();
        }}
      />
    </WhenOpened>
  );
}
