import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { CaretDown, Flash, LogOut, Moon, User } from '@blueprintjs/icons';
import { useSignedInUser } from '../session/SessionProvider';
import { displayName, LOGOUT_URL } from '../session/sessionUser';
import { useTheme } from '../theme/useTheme';
import { SHELL_MESSAGES } from './messages';
import styles from './UserMenu.module.scss';

export function UserMenu() {
  const user = useSignedInUser();
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';

  const menu = (
    <Menu>
      <MenuItem
        icon={isDark ? <Flash /> : <Moon />}
        text={isDark ? SHELL_MESSAGES.lightTheme : SHELL_MESSAGES.darkTheme}
        onClick={toggleTheme}
      />
      <MenuDivider />
      <MenuItem icon={<LogOut />} text={SHELL_MESSAGES.logout} onClick={() => window.location.assign(LOGOUT_URL)} />
    </Menu>
  );

  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button
        variant="minimal"
        icon={user.image ? <img className={styles.avatar} src={user.image} alt="" /> : <User />}
        endIcon={<CaretDown />}
        textClassName={styles.name}
        data-testid="user-menu"
      >
        {displayName(user)}
      </Button>
    </PopoverNext>
  );
}
