import { Alignment, Classes, Navbar, NavbarDivider, NavbarGroup } from '@blueprintjs/core';
import { Applications } from '@blueprintjs/icons';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Logo } from '../brand/Logo';
import { HOME_PATH } from '../routing/paths';
import { withSiteXid } from '../routing/siteXid';
import { SHELL_MESSAGES } from './messages';
import { UserMenu } from './UserMenu';
import styles from './AppHeader.module.scss';

export function AppHeader() {
  const { search } = useLocation();
  const home = withSiteXid(HOME_PATH, search);

  return (
    <Navbar className={styles.header} fixedToTop={false}>
      <NavbarGroup align={Alignment.START}>
        <Link to={home} className={styles.logoLink} aria-label={SHELL_MESSAGES.home}>
          <Logo size={26} compactOnPhone />
        </Link>
        <NavbarDivider />
        <NavLink
          to={home}
          className={({ isActive }) =>
            [Classes.BUTTON, Classes.MINIMAL, styles.navItem, isActive && Classes.ACTIVE].filter(Boolean).join(' ')
          }
        >
          <Applications />
          <span className={Classes.BUTTON_TEXT}>{SHELL_MESSAGES.appLibrary}</span>
        </NavLink>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        <UserMenu />
      </NavbarGroup>
    </Navbar>
  );
}
