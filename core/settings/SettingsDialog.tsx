import { Callout, Dialog, Tab, Tabs } from '@blueprintjs/core';
import { CreditCard, Globe, Office, User } from '@blueprintjs/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { moveFocus } from '../lib/a11y/rovingFocus';
import { CompanyTab } from './CompanyTab';
import { SETTINGS_MESSAGES } from './messages';
import { ProfileTab } from './ProfileTab';
import type { SettingsSite, SettingsUser } from './settingsApi';
import { isSettingsTab, rememberSettingsTab, SETTINGS_TABS, type SettingsTab } from './settingsTabs';
import { SubscriptionTab } from './SubscriptionTab';
import { useLeaveWarning } from './useLeaveWarning';
import { useIsPhone } from '../hooks/useMediaQuery';
import { WebsiteTab } from './WebsiteTab';
import styles from './SettingsDialog.module.scss';
import { focusDialog } from '../dialogs/focusDialog';

export interface SettingsDialogProps<U extends SettingsUser = SettingsUser, S extends SettingsSite = SettingsSite> {
  isOpen: boolean;
  /** The tab shown; the shell keeps it in the URL (lastSettingsTab() when the URL has none). */
  tab: SettingsTab;
  onTabChange(tab: SettingsTab): void;
  onClose(): void;
  user: U;
  /** The current site; the site tabs explain themselves when there is none. */
  site: S | null;
  isStaff: boolean;
  /** Called with the site as the server saved it (merged over the one passed in). */
  onSiteSaved(site: S): void;
  /** Called with the user as the server saved it (merged over the one passed in). */
  onUserSaved(user: U): void;
  /** The shell's unsaved-changes confirm: resolves true when the user chooses to leave. */
  confirmLeave(): Promise<boolean>;
  /**
   * Told whenever the open form starts or stops having unsaved changes, and false on unmount.
   * After a confirmed leave (tab switch or close) it is told false before onTabChange/onClose
   * run, so a shell-wide navigation guard does not ask a second time.
   */
  onDirtyChange?(dirty: boolean): void;
  /** After the closing transition: the shell puts focus back on the dialog's opener. */
  onClosed?(closing: HTMLElement): void;
}

const TAB_ICONS: Record<SettingsTab, React.JSX.Element> = {
  me: <User />,
  company: <Office />,
  billing: <CreditCard />,
  website: <Globe />,
};

/** Account settings (spec 2): Your Profile, Company, Subscription and Website. */
export function SettingsDialog<U extends SettingsUser, S extends SettingsSite>(props: SettingsDialogProps<U, S>) {
  const { isOpen, tab, onTabChange, onClose, user, site, isStaff, onSiteSaved, onUserSaved, confirmLeave, onDirtyChange, onClosed } = props;
  const [dirty, setDirty] = useState(false);
  const isPhone = useIsPhone();
  const asking = useRef(false);
  // The latest callback, so a parent's new function does not count as a change of state.
  const dirtyListener = useRef(onDirtyChange);
  dirtyListener.current = onDirtyChange;

  useLeaveWarning(isOpen && dirty);

  useEffect(() => {
    dirtyListener.current?.(dirty);
  }, [dirty]);
  useEffect(() => () => dirtyListener.current?.(false), []);

  useEffect(() => {
    if (isOpen) rememberSettingsTab(tab);
  }, [isOpen, tab]);

  /** Runs `leave` now, or after the shell's confirm when the open form has unsaved changes. */
  const guard = useCallback(
    async (leave: () => void) => {
      if (!dirty) return leave();
      if (asking.current) return; // one question at a time (Escape and a tab click together)
      asking.current = true;
      try {
        if (await confirmLeave()) {
          setDirty(false);
          // Before leaving: the shell's guard must see a clean form and not ask again.
          dirtyListener.current?.(false);
          leave();
        }
      } finally {
        asking.current = false;
      }
    },
    [dirty, confirmLeave],
  );

  const selectTab = (next: string | number) => {
    if (isSettingsTab(next) && next !== tab) void guard(() => onTabChange(next));
  };

  const onTabKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.getAttribute('role') !== 'tab') return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
    if (moveFocus(event, tabs, 'both')) event.stopPropagation();
  };

  const shown = isSettingsTab(tab) ? tab : SETTINGS_TABS[0];
  const siteKey = site?._id ?? 'none';
  const panels: Record<SettingsTab, () => React.JSX.Element | null> = {
    me: () => <ProfileTab key={user._id} user={user} onSaved={(saved) => onUserSaved({ ...user, ...saved })} onDirtyChange={setDirty} />,
    company: () =>
      site && (
        <CompanyTab key={siteKey} site={site} onSiteSaved={(saved) => onSiteSaved({ ...site, ...saved })} onDirtyChange={setDirty} />
      ),
    billing: () => site && <SubscriptionTab key={siteKey} site={site} isStaff={isStaff} />,
    website: () =>
      site && <WebsiteTab key={siteKey} site={site} onSaved={(saved) => onSiteSaved({ ...site, ...saved })} onDirtyChange={setDirty} />,
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => void guard(onClose)}
      onClosed={onClosed}
      onOpened={focusDialog}
      title={SETTINGS_MESSAGES.title}
      className={styles.dialog}
      canOutsideClickClose={false}
    >
      {/* Blueprint's own arrow handling finds no tab to move to (it looks for
          aria-disabled="false"), and it has no Home/End: this handles all four first. */}
      <div onKeyDownCapture={onTabKeyDown} className={styles.tabsKeys}>
        <Tabs
          id="settings-tabs"
          className={styles.tabs}
          vertical={!isPhone}
          selectedTabId={shown}
          onChange={selectTab}
          animate={!isPhone}
          renderActiveTabPanelOnly
        >
          {SETTINGS_TABS.map((id) => (
            <Tab
              key={id}
              id={id}
              icon={isPhone ? undefined : TAB_ICONS[id]}
              title={SETTINGS_MESSAGES.tabs[id]}
              panelClassName={styles.content}
              // Mounted only while open: each opening starts from the records as they are now.
              panel={isOpen && id === shown ? (panels[id]() ?? <NoSite />) : undefined}
            />
          ))}
        </Tabs>
      </div>
    </Dialog>
  );
}

function NoSite() {
  return (
    <div className={styles.panel}>
      <Callout intent="primary">{SETTINGS_MESSAGES.noSite}</Callout>
    </div>
  );
}
