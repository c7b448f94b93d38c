import { Button, Classes, NonIdealState } from '@blueprintjs/core';
import { Error as ErrorIcon, Home, Refresh, Search } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useConsole } from '../console/ConsoleContext';
import type { ConsoleSite } from '../current-site/consoleSite';
import { errorText } from '../errors/errorText';
import { HOME_PATH } from '../routing/paths';
import { withSiteXid } from '../routing/siteXid';
import type { AppletDefinition, AppletRegistration } from '../sdk';
import { launchable } from './AppletRegistryStore';
import { AppletFrame } from './AppletFrame';
import { PageSpinner } from './AppletPages';
import { openAppletView } from './pageModules';
import { usePagePrefetch } from './prefetchPage';
import { loadApplet } from '../applets/loadApplet';
import { useDocumentTitle } from '../routing/pageTitle';
import { reportLoadError } from '../applets/reportLoadError';
import { APPLET_MESSAGES } from './messages';
import styles from './AppletRoute.module.scss';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; definition: AppletDefinition }
  | { status: 'failed'; error: unknown };

/**
 * Loads the applet's code and shows it in its frame; a failure stays inside the frame. The
 * chunk of the page being opened and the frame's icons load before the pages show
 * (openAppletView, which first runs that page's prefetch), so that page does not go through
 * Suspense on arrival, nor the frame render again for each icon.
 */
function AppletLoader({ registration, site }: { registration: AppletRegistration; site: ConsoleSite }) {
  const store = useConsole();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const { pathname } = useLocation();
  // Read by the load below, which must not run again for navigation inside the applet.
  const here = useRef(pathname);
  useEffect(() => {
    here.current = pathname;
  }, [pathname]);
  // The site a failure is reported for; switching sites must not load the applet again.
  const siteId = useRef(site._id);
  useEffect(() => {
    siteId.current = site._id;
  }, [site._id]);
  const prefetchPage = usePagePrefetch();
  const prefetch = useRef(prefetchPage);
  useEffect(() => {
    prefetch.current = prefetchPage;
  }, [prefetchPage]);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadApplet(registration)
      .then(async (definition) => {
        await openAppletView(definition, here.current, registration.route, prefetch.current);
        return definition;
      })
      .then(
        (definition) => !cancelled && setState({ status: 'ready', definition }),
        (error: unknown) => {
          reportLoadError(registration, siteId.current, errorText(error), store.registry.devIds.has(registration.id));
          if (!cancelled) setState({ status: 'failed', error });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [registration, attempt, store]);

  return (
    <AppletFrame
      registration={registration}
      site={site}
      definition={state.status === 'ready' ? state.definition : undefined}
      loading={state.status === 'loading'}
    >
      {state.status === 'loading' && <PageSpinner />}
      {state.status === 'failed' && (
        <NonIdealState
          icon={<ErrorIcon size={48} />}
          title={APPLET_MESSAGES.loadFailed}
          description={errorText(state.error)}
          action={
            <Button icon={<Refresh />} onClick={() => setAttempt((n) => n + 1)}>
              {APPLET_MESSAGES.retry}
            </Button>
          }
        />
      )}
    </AppletFrame>
  );
}

export function AppletNotFound() {
  const { search } = useLocation();
  useDocumentTitle(APPLET_MESSAGES.notFound);
  return (
    <div className={styles.centered}>
      <NonIdealState
        icon={<Search size={48} />}
        title={APPLET_MESSAGES.notFound}
        description={APPLET_MESSAGES.notFoundDescription}
        action={
          <Link to={withSiteXid(HOME_PATH, search)} className={[Classes.BUTTON, Classes.INTENT_PRIMARY, styles.homeLink].join(' ')} data-testid="applet-not-found-home">
            <Home />
            <span>{APPLET_MESSAGES.home}</span>
          </Link>
        }
      />
    </div>
  );
}

/** /applet/{app}/*: the applet the user may launch on this site, or "Applet not found". */
export const AppletRoute = observer(function AppletRoute() {
  const { app } = useParams();
  const store = useConsole();
  const site = store.sites.current;
  const siteId = site?._id;

  useEffect(() => {
    if (siteId) void store.registry.ensure(siteId);
  }, [store, siteId]);

  if (!site) return null;
  const entry = store.registry.entry(site._id);
  if (!entry || entry.status === 'loading') {
    return (
      <div className={styles.centered}>
        <PageSpinner />
      </div>
    );
  }
  if (entry.status === 'failed') {
    return (
      <div className={styles.centered}>
        <NonIdealState
          icon={<ErrorIcon size={48} />}
          title={APPLET_MESSAGES.registryFailed}
          description={errorText(entry.error)}
          action={
            <Button icon={<Refresh />} onClick={() => void store.registry.ensure(site._id)}>
              {APPLET_MESSAGES.retry}
            </Button>
          }
        />
      </div>
    );
  }
  const registration = launchable(entry.registrations, {
    flags: site.flags ?? {},
    staff: store.session.isStaff,
    devMode: store.session.devMode,
  }).find((candidate) => candidate.route === app);
  if (!registration) return <AppletNotFound />;
  return <AppletLoader key={registration.id} registration={registration} site={site} />;
});
