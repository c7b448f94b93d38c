import { Button, Classes, H5 } from '@blueprintjs/core';
import { ArrowLeft, Menu } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { lazy, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AlertsStore } from '../alerts/AlertsStore';
import { AlertStack } from '../alerts/AlertStack';
import { shopAppFor, useInstallationAlerts } from '../alerts/useInstallationAlerts';
import { useConsole } from '../console/ConsoleContext';
import { WhenOpened } from '../dialogs/WhenOpened';
import type { ConsoleSite } from '../current-site/consoleSite';
import { useIsNarrow } from '../hooks/useMediaQuery';
import { useDocumentTitle } from '../routing/pageTitle';
import { appletPath, HOME_PATH } from '../routing/paths';
import { withSiteXid } from '../routing/siteXid';
import { ServicesProvider, type AppletDefinition, type AppletRegistration } from '../sdk';
import { createAppletBindings } from '../services/hostServices';
import { buildLink } from '../services/navigation';
import { AppletErrorBoundary } from './AppletErrorBoundary';
import { AppletIcon } from './AppletIcon';
import { AppletNav } from './AppletNav';
import { AppletPages } from './AppletPages';
import { usePagePrefetch } from './prefetchPage';
import { APPLET_MESSAGES } from './messages';
import { activeNavLabel, activeNavPath, pageForPath, pageHidesAlerts, relativeToBase } from './navMatch';
import styles from './AppletFrame.module.scss';

// The phone's navigation drawer (Blueprint's Drawer and overlay code) loads when first opened.
const NavDrawer = lazy(() => import(/* webpackChunkName: "dialogs" */ './NavDrawer').then((m) => ({ default: m.NavDrawer })));

/** Router state the App Library passes: where "back" goes. */
export interface AppletLocationState {
  returnTo?: string;
}

interface AppletFrameProps {
  registration: AppletRegistration;
  site: ConsoleSite;
  /** Undefined while loading or when loading failed (then `children` says why). */
  definition?: AppletDefinition;
  /** The applet's code is still loading: its installation check waits (useInstallationAlerts). */
  loading?: boolean;
  children?: ReactNode;
}

/**
 * One applet's area (spec 2): the left navigation (a drawer on phones), the alert stack and
 * the applet's pages, with the per-applet services bound around them.
 */
export const AppletFrame = observer(function AppletFrame({ registration, site, definition, loading = false, children }: AppletFrameProps) {
  const store = useConsole();
  const navigate = useNavigate();
  const location = useLocation();
  // Up to the tablet breakpoint the 248 px sidebar would squeeze the page: it becomes a drawer.
  const isPhone = useIsNarrow();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const basePath = appletPath(registration.route);
  const alerts = useMemo(() => new AlertsStore(), []);

  useInstallationAlerts(store, site, shopAppFor(registration), alerts, !loading);
  const prefetch = usePagePrefetch();

  const bindings = useMemo(
    () => createAppletBindings({ store, applet: registration.id, basePath, alerts, navigate: (to, options) => navigate(to, options) }),
    [store, registration.id, basePath, alerts, navigate],
  );

  // The drawer closes when the page changes, however that happened.
  useEffect(() => setDrawerOpen(false), [location.pathname]);
  useEffect(() => {
    if (!isPhone) setDrawerOpen(false);
  }, [isPhone]);

  const returnTo = (location.state as AppletLocationState | null)?.returnTo ?? withSiteXid(HOME_PATH, location.search);
  const nav = definition?.nav ?? [];
  const relativePath = relativeToBase(location.pathname, basePath);
  const activePath = activeNavPath(nav, relativePath);
  const hideAlerts = definition ? pageHidesAlerts(definition.pages, relativePath) : false;
  // The page's own title when it has one (an editor the nav lists only as its dashboard), else
  // the nav entry it lies under: "Score - Checkout Zen - Vitrine".
  const pageTitle = definition ? pageForPath(definition.pages, relativePath)?.title : undefined;
  useDocumentTitle(pageTitle ?? activeNavLabel(nav, relativePath), registration.title);
  const linkTo = (path: string) => buildLink(basePath, path, site.external);

  const sidebar = (
    <div className={styles.sidebarInner}>
      <div className={styles.appTitle}>
        <AppletIcon icon={registration.icon} size={32} />
        <H5 className={[styles.appName, Classes.TEXT_OVERFLOW_ELLIPSIS].join(' ')}>{registration.title}</H5>
      </div>
      <Link to={returnTo} className={[Classes.TEXT_MUTED, styles.back].join(' ')} onClick={() => setDrawerOpen(false)}>
        <ArrowLeft size={12} />
        <span>{APPLET_MESSAGES.backToLibrary}</span>
      </Link>
      {nav.length > 0 && (
        <AppletNav
          nodes={nav}
          activePath={activePath}
          linkTo={linkTo}
          onNavigate={() => setDrawerOpen(false)}
          requirements={{ flags: site.flags, staff: store.session.isStaff, devMode: store.session.devMode }}
        />
      )}
    </div>
  );

  return (
    <div className={styles.frame} data-testid="applet-frame" data-applet={registration.id}>
      {!isPhone && <aside className={styles.sidebar}>{sidebar}</aside>}
      <div className={styles.main}>
        {isPhone && (
          <div className={styles.phoneBar}>
            <Button
              variant="minimal"
              icon={<Menu />}
              aria-label={APPLET_MESSAGES.openNavigation}
              data-testid="applet-nav-button"
              onClick={() => setDrawerOpen(true)}
            />
            <AppletIcon icon={registration.icon} size={24} />
            <span className={[styles.phoneTitle, Classes.TEXT_OVERFLOW_ELLIPSIS].join(' ')}>{registration.title}</span>
          </div>
        )}
        <div className={styles.content}>
          {!hideAlerts && <AlertStack store={alerts} />}
          {definition ? (
            <ServicesProvider services={bindings}>
              <AppletErrorBoundary key={location.pathname}>
                <AppletPages definition={definition} prefetch={prefetch} />
              </AppletErrorBoundary>
            </ServicesProvider>
          ) : (
            children
          )}
        </div>
      </div>
      {isPhone && (
        <WhenOpened open={drawerOpen}>
          <NavDrawer
            isOpen={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            position="left"
            size="min(300px, 85vw)"
            className={styles.drawer}
          >
            {sidebar}
          </NavDrawer>
        </WhenOpened>
      )}
    </div>
  );
});
