import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useConsole } from '../console/ConsoleContext';
import { LazySiteChangedDialog } from '../dialogs/lazyDialogs';
import { WhenOpened } from '../dialogs/WhenOpened';
import { IdleSession } from '../session/idle/IdleSession';
import { signOut } from '../session/signOut';
import { NavigationGuard } from '../unsaved/NavigationGuard';
import { ChangeSiteDialogHost } from './ChangeSiteDialogHost';
import { PlansDialogHost } from './PlansDialogHost';
import { SettingsDialogHost } from './SettingsDialogHost';

/** What exists only while signed in: the sites, the idle-session watch and the shell's dialogs. */
export const SignedInConsole = observer(function SignedInConsole({ children }: { children: ReactNode }) {
  const store = useConsole();
  const { session, sites, unsaved } = store;

  useEffect(() => {
    if (sites.status === 'idle') void sites.load();
  }, [sites]);

  return (
    <>
      {children}
      <NavigationGuard store={unsaved} />
      <IdleSession
        remember={session.user?.remember === true}
        impersonating={session.impersonating}
        onLogout={() => {
          unsaved.clearAll();
          void signOut();
        }}
        onExpire={() => {
          unsaved.clearAll();
          void signOut(undefined, 'idle');
        }}
      />
      <SettingsDialogHost />
      <ChangeSiteDialogHost />
      <PlansDialogHost />
      <WhenOpened open={sites.selectedElsewhere !== undefined && sites.current !== undefined}>
        <LazySiteChangedDialog />
      </WhenOpened>
    </>
  );
});
