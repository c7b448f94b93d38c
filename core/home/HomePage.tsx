import { Button, Classes, H1, NonIdealState, Tag } from '@blueprintjs/core';
import { Applications, Error as ErrorIcon, Refresh } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { launchable } from '../applet-host/AppletRegistryStore';
import { useConsole } from '../console/ConsoleContext';
import { errorText } from '../errors/errorText';
import { AppTile } from './AppTile';
import { useDocumentTitle } from '../routing/pageTitle';
import { HOME_MESSAGES } from './messages';
import styles from './HomePage.module.scss';

function SkeletonTiles() {
  return (
    <ul className={styles.grid} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className={styles.tileItem}>
          <div className={[Classes.CARD, styles.tile].join(' ')}>
            <span className={[Classes.SKELETON, styles.skeletonIcon].join(' ')} />
            <span className={styles.tileText}>
              <span className={Classes.SKELETON}>Applet title</span>
              <span className={Classes.SKELETON}>A description of what the applet does</span>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The App Library (spec 2): the applets the user may launch for the current site. */
export const HomePage = observer(function HomePage() {
  const store = useConsole();
  const location = useLocation();
  useDocumentTitle(HOME_MESSAGES.heading);
  const user = store.session.user;
  const site = store.sites.current;
  const siteId = site?._id;

  useEffect(() => {
    if (siteId) void store.registry.ensure(siteId);
  }, [store, siteId]);

  const entry = siteId ? store.registry.entry(siteId) : undefined;
  const applets =
    site && entry?.status === 'ready'
      ? launchable(entry.registrations, { flags: site.flags ?? {}, staff: store.session.isStaff, devMode: store.session.devMode })
      : [];

  let body;
  if (store.sites.status === 'ready' && !site) {
    body = <NonIdealState icon={<Applications size={48} />} title={HOME_MESSAGES.noSites} description={HOME_MESSAGES.noSitesDescription} />;
  } else if (!entry || entry.status === 'loading') {
    body = <SkeletonTiles />;
  } else if (entry.status === 'failed') {
    body = (
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={HOME_MESSAGES.failed}
        description={errorText(entry.error)}
        action={
          <Button icon={<Refresh />} onClick={() => siteId && void store.registry.ensure(siteId)}>
            {HOME_MESSAGES.retry}
          </Button>
        }
      />
    );
  } else if (applets.length === 0) {
    body = <NonIdealState icon={<Applications size={48} />} title={HOME_MESSAGES.noApps} description={HOME_MESSAGES.noAppsDescription} />;
  } else {
    body = (
      <ul className={styles.grid} data-testid="app-library">
        {applets.map((registration) => (
          <AppTile
            key={registration.id}
            registration={registration}
            siteXid={site?.external}
            returnTo={`${location.pathname}${location.search}`}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.page}>
      <header className={styles.heading}>
        <div>
          <H1 className={styles.title}>{HOME_MESSAGES.heading}</H1>
          <p className={[Classes.TEXT_MUTED, styles.hint].join(' ')}>{HOME_MESSAGES.hint}</p>
        </div>
        {user && (
          <p className={[Classes.TEXT_MUTED, styles.signedIn].join(' ')}>
            <span data-testid="signed-in-as">{HOME_MESSAGES.signedInAs(user.email)}</span>
            {user.staff && (
              <Tag intent="primary" minimal round data-testid="staff-tag">
                {HOME_MESSAGES.staff}
              </Tag>
            )}
          </p>
        )}
      </header>
      {body}
    </section>
  );
});
