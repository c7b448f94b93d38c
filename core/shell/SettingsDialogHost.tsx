import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useConsole } from '../console/ConsoleContext';
import { returnFocus, USER_MENU_SELECTOR } from '../lib/a11y/returnFocus';
import type { ConsoleSite } from '../current-site/consoleSite';
import { setQueryParam } from '../routing/siteXid';
import type { SessionUser } from '../session/sessionUser';
import { lastSettingsTab, type SettingsTab } from '../settings/settingsTabs';
import { leavesPageOrDialog } from '../unsaved/leavesPage';
import { SETTINGS_PARAM, settingsTabFrom } from './settingsParam';

/**
 * The dialog and its tabs (with luxon, for the subscription's dates) load when it first opens,
 * not with the shell every page runs at start; the browser prefetches the chunk when idle.
 */
const SettingsDialog = lazy(() =>
  import(/* webpackChunkName: "settings", webpackPrefetch: true */ '../settings/SettingsDialog').then((module) => ({
    default: module.SettingsDialog<SessionUser, ConsoleSite>,
  })),
);

/** The key the Settings dialog's unsaved changes have in the console's UnsavedChangesStore. */
export const SETTINGS_UNSAVED_KEY = 'settings';

/** An edited settings form is left by leaving the page and also by closing the dialog (Back). */
const leavesSettings = leavesPageOrDialog(SETTINGS_PARAM);

/** The path of the current location with the settings parameter set (a tab) or removed (null). */
function withSettings(location: { pathname: string; search: string; hash: string }, tab: SettingsTab | null): string {
  return setQueryParam(`${location.pathname}${location.search}${location.hash}`, SETTINGS_PARAM, tab);
}

/** Opens the Settings dialog on the last tab used: a new history entry, so Back closes it. */
export function useOpenAccount(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return () => navigate(withSettings(location, lastSettingsTab()), { state: location.state });
}

/** The Settings dialog, open while the URL says ?settings={tab} (spec 2). */
export const SettingsDialogHost = observer(function SettingsDialogHost() {
  const { session, sites, unsaved } = useConsole();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = settingsTabFrom(location.search);
  // Once opened, the dialog stays mounted so that closing it plays its transition.
  const [opened, setOpened] = useState(false);
  if (tab !== undefined && !opened) setOpened(true);
  const user = session.user;
  if (!user || !opened) return null;

  return (
    <Suspense fallback={null}>
      <SettingsDialog
        isOpen={tab !== undefined}
        tab={tab ?? lastSettingsTab()}
        onTabChange={(next) => navigate(withSettings(location, next), { state: location.state })}
        onClose={() => navigate(withSettings(location, null), { state: location.state })}
        onClosed={returnFocus(USER_MENU_SELECTOR)}
        user={user}
        site={sites.current ?? null}
        isStaff={session.isStaff}
        onSiteSaved={(site) => sites.updateSite(site)}
        onUserSaved={(saved) => session.updateUser(saved)}
        confirmLeave={unsaved.askToLeave}
        onDirtyChange={(dirty) => unsaved.setDirty(SETTINGS_UNSAVED_KEY, dirty, leavesSettings)}
      />
    </Suspense>
  );
});
