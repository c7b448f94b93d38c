import { Alignment, Classes, Navbar, NavbarDivider, NavbarGroup } from '@blueprintjs/core';
import { Applications } from '@blueprintjs/icons';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../brand/brand';
import { Logo } from '../brand/Logo';
import { SiteButton } from '../current-site/SiteButton';
import { HOME_PATH } from '../routing/paths';
import { withSiteXid } from '../routing/siteXid';
import { SHELL_MESSAGES } from './messages';
import { UserMenu } from './UserMenu';
import styles from './AppHeader.module.scss';

export function AppHeader({ onAccount }: { onAccount: () => void }) {
  const { search } = useLocation();
  const home = withSiteXid(HOME_PATH, search);

  return (
    <Navbar className={styles.header} fixedToTop={false}>
      <NavbarGroup align={Alignment.START} className={styles.group}>
        <Link to={home} className={styles.logoLink} aria-label={SHELL_MESSAGES.logoHome(PRODUCT_NAME)} data-testid="header-logo">
          <Logo size={26} compactOnPhone />
        </Link>
        <NavbarDivider className={styles.divider} />
        <NavLink
          to={home}
          end
          className={({ isActive }) =>
            [Classes.BUTTON, Classes.MINIMAL, styles.navItem, isActive && Classes.ACTIVE].filter(Boolean).join(' ')
          }
          aria-label={SHELL_MESSAGES.appLibrary}
          data-testid="nav-app-library"
        >
          <Applications />
          <span className={[Classes.BUTTON_TEXT, styles.navText].join(' ')}>{SHELL_MESSAGES.appLibrary}</span>
        </NavLink>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END} className={styles.group}>
        <SiteButton />
        <NavbarDivider className={styles.divider} />
        <UserMenu onAccount={onAccount} />
      </NavbarGroup>
    </Navbar>
  );
}
