import { Classes, Icon, Menu, MenuDivider, MenuItem, PopoverNext, Switch } from '@blueprintjs/core';
import { Code, Flash, Help, LogOut, Moon, User } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SUPPORT_EMAIL } from '../brand/brand';
import { useConsole } from '../console/ConsoleContext';
import { returnFocus, USER_MENU_SELECTOR } from '../lib/a11y/returnFocus';
import { moveFocus } from '../lib/a11y/rovingFocus';
import { displayName } from '../session/sessionUser';
import { signOut } from '../session/signOut';
import { useTheme } from '../theme/useTheme';
import { SHELL_MESSAGES } from './messages';
import { UserMenuButton } from './UserMenuButton';
import { USER_MENU_EXTRA_ITEMS, type UserMenuExtraItem } from './userMenuItems';
import styles from './UserMenu.module.scss';

const MENU_ITEMS = '[role="menuitem"], [role="menuitemcheckbox"]';

export interface UserMenuPopoverProps {
  onAccount: () => void;
  /** Defaults to the registry list; tests pass their own. */
  extraItems?: readonly UserMenuExtraItem[];
  /** Pressed before this code had loaded: opens at once. */
  defaultIsOpen: boolean;
  /** The button it replaces had focus: the new one takes it. */
  takeFocus: boolean;
}

/**
 * The user menu's popover: Account, Support, extra items, theme, DevMode (staff only), Logout
 * (spec 2). Its own chunk (with Blueprint's popover, menu and floating-ui), loaded by UserMenu
 * when the button is first pointed at, focused or pressed.
 */
export const UserMenuPopover = observer(function UserMenuPopover({ onAccount, extraItems = USER_MENU_EXTRA_ITEMS, defaultIsOpen, takeFocus }: UserMenuPopoverProps) {
  const store = useConsole();
  const { session, unsaved } = store;
  const user = session.user;
  const { theme, toggleTheme } = useTheme();
  useEffect(() => {
    if (takeFocus) document.querySelector<HTMLElement>(USER_MENU_SELECTOR)?.focus();
  }, [takeFocus]);
  if (!user) return null;
  const isDark = theme === 'dark';
  const extras = extraItems.filter((item) => !item.staffOnly || session.isStaff);

  const logout = async () => {
    if (!(await unsaved.confirmLeave())) return;
    unsaved.clearAll();
    void signOut();
  };

  // Arrow keys, Home and End move between the items (the DevMode switch is one of them).
  const onMenuKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(MENU_ITEMS));
    moveFocus(event, items, 'vertical');
  };

  // The identity sits above the menu, not in it: a role="menu" may hold only menu items and
  // separators (axe: aria-required-children, listitem). DevMode is a menuitemcheckbox, the
  // switch's role inside a menu, in a presentational row.
  const menu = (
    <div>
      <div className={styles.identity} data-testid="user-menu-identity">
        <div className={[styles.identityName, Classes.TEXT_OVERFLOW_ELLIPSIS].join(' ')}>{displayName(user)}</div>
        <div className={[Classes.TEXT_MUTED, Classes.TEXT_SMALL, Classes.TEXT_OVERFLOW_ELLIPSIS].join(' ')}>{user.email}</div>
      </div>
      <Menu className={styles.menu} data-testid="user-menu-items" aria-label={SHELL_MESSAGES.userMenu} onKeyDown={onMenuKeyDown}>
        <MenuItem icon={<User />} text={SHELL_MESSAGES.account} onClick={onAccount} data-testid="menu-account" />
        <MenuItem icon={<Help />} text={SHELL_MESSAGES.support} href={`mailto:${SUPPORT_EMAIL}`} data-testid="menu-support" />
        {extras.map((item) => (
          <MenuItem
            key={item.id}
            icon={<Icon icon={item.icon} />}
            text={item.text}
            href={item.href}
            target={item.href && /^https?:/.test(item.href) ? '_blank' : undefined}
            onClick={item.onClick ? () => item.onClick?.(store) : undefined}
            data-testid={`menu-${item.id}`}
          />
        ))}
        <MenuDivider />
        <MenuItem
          icon={isDark ? <Flash /> : <Moon />}
          text={isDark ? SHELL_MESSAGES.lightTheme : SHELL_MESSAGES.darkTheme}
          onClick={toggleTheme}
          data-testid="menu-theme"
        />
        {session.isStaff && (
          <li className={styles.switchRow} role="none">
            <Switch
              checked={session.devModePreference}
              onChange={(event) => session.setDevMode(event.currentTarget.checked)}
              labelElement={
                <span className={styles.switchLabel}>
                  <Code />
                  {SHELL_MESSAGES.devMode}
                </span>
              }
              alignIndicator="end"
              className={styles.switch}
              role="menuitemcheckbox"
              aria-checked={session.devModePreference}
              data-testid="devmode-switch"
            />
          </li>
        )}
        <MenuDivider />
        <MenuItem icon={<LogOut />} text={SHELL_MESSAGES.logout} onClick={() => void logout()} data-testid="menu-logout" />
      </Menu>
    </div>
  );

  return (
    <PopoverNext
      content={menu}
      placement="bottom-end"
      defaultIsOpen={defaultIsOpen}
      // A menu button (WAI-ARIA): opening puts focus on the first item, where the arrow keys
      // work (on the popover's own wrapper they reached no handler); Esc gives it back to the
      // button (Blueprint's shouldReturnFocusOnClose left it on the page body).
      onOpened={(node) => node.querySelector<HTMLElement>(MENU_ITEMS)?.focus()}
      onClosed={returnFocus(USER_MENU_SELECTOR)}
    >
      <UserMenuButton user={user} />
    </PopoverNext>
  );
});
