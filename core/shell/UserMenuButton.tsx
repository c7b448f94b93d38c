import { Button, type ButtonProps } from '@blueprintjs/core';
import { CaretDown, User } from '@blueprintjs/icons';
import { displayName, type SessionUser } from '../session/sessionUser';
import { SHELL_MESSAGES } from './messages';
import styles from './UserMenu.module.scss';

/** The header's user menu button: the same before and after the menu's code has loaded. */
export function UserMenuButton({ user, ...props }: { user: SessionUser } & Omit<ButtonProps, 'children'>) {
  return (
    <Button
      variant="minimal"
      icon={user.image ? <img className={styles.avatar} src={user.image} alt="" /> : <User />}
      endIcon={<CaretDown />}
      textClassName={styles.name}
      // The visible name starts the accessible one (WCAG 2.5.3: say what you see).
      aria-label={SHELL_MESSAGES.userMenuOf(displayName(user))}
      data-testid="user-menu"
      {...props}
    >
      {displayName(user)}
    </Button>
  );
}
