import { Classes, H4 } from '@blueprintjs/core';
import { ChevronRight } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { AppletIcon } from '../applet-host/AppletIcon';
import type { AppletLocationState } from '../applet-host/AppletFrame';
import { appletPath } from '../routing/paths';
import type { AppletRegistration } from '../sdk';
import styles from './HomePage.module.scss';

interface AppTileProps {
  registration: AppletRegistration;
  siteXid: string | undefined;
  /** Where the applet's back link returns to (this page). */
  returnTo: string;
}

export function AppTile({ registration, siteXid, returnTo }: AppTileProps) {
  const to = siteXid ? `${appletPath(registration.route)}?site-xid=${encodeURIComponent(siteXid)}` : appletPath(registration.route);
  const state: AppletLocationState = { returnTo };
  return (
    <li className={styles.tileItem}>
      <Link
        to={to}
        state={state}
        className={[Classes.CARD, Classes.INTERACTIVE, Classes.ELEVATION_0, styles.tile].join(' ')}
        data-testid={`app-tile-${registration.id}`}
      >
        <AppletIcon icon={registration.icon} size={44} />
        <span className={styles.tileText}>
          <H4 className={styles.tileTitle}>{registration.title}</H4>
          <span className={[Classes.TEXT_MUTED, styles.tileDescription].join(' ')}>{registration.description}</span>
        </span>
        <ChevronRight className={styles.chevron} />
      </Link>
    </li>
  );
}
