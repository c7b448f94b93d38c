import { Button, NonIdealState } from '@blueprintjs/core';
import { Error as ErrorIcon, Refresh } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../applet-host/AppletPages';
import { useConsole } from '../console/ConsoleContext';
import type { ConsoleStore } from '../console/ConsoleStore';
import { errorText } from '../errors/errorText';
import { focusAfterSignIn } from '../lib/a11y/focusAfterSignIn';
import { consoleLocationMemory, locationToSave } from '../routing/locationMemory';
import { SITE_MESSAGES } from '../current-site/messages';
import { SITE_XID_PARAM, setSiteXid } from '../routing/siteXid';
import { ServicesProvider } from '../sdk';
import { createConsoleServices, type ConsoleServices } from '../services/hostServices';
import { useOpenAccount } from './SettingsDialogHost';
import { AppHeader } from './AppHeader';
import { SHELL_MESSAGES } from './messages';
import styles from './ShellLayout.module.scss';

/**
 * The site named by the URL's site-xid becomes current; when the URL names none (or an unknown
 * one) the chosen site's id is written into it, so every link and reload keeps it.
 */
function useSiteFromUrl(store: ConsoleStore): void {
  const location = useLocation();
  const navigate = useNavigate();
  const ready = store.sites.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    const siteXid = new URLSearchParams(location.search).get(SITE_XID_PARAM);
    const site = store.sites.applySiteXid(siteXid);
    if (site && siteXid !== site.external) {
      if (siteXid) store.snackbars.show({ message: SITE_MESSAGES.siteUnavailable(siteXid, site.name), intent: 'warning' });
      const here = `${location.pathname}${location.search}${location.hash}`;
      navigate(setSiteXid(here, site.external), { replace: true, state: location.state });
    }
  }, [store, ready, location, navigate]);
}

/** Spec 2: the last location is saved under applet or app paths; 20 recent paths remembered. */
function useRememberLocation(store: ConsoleStore): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    consoleLocationMemory(store.storage).remember(locationToSave(pathname, search));
  }, [store, pathname, search]);
}

/** The services applets share, once a site is current (applets never run without one). */
function useConsoleServices(store: ConsoleStore): ConsoleServices | undefined {
  const hasSite = store.sites.current !== undefined;
  const [services, setServices] = useState<ConsoleServices>();
  useEffect(() => {
    if (!hasSite) return;
    const created = createConsoleServices(store);
    setServices(created);
    return () => {
      created.dispose();
      setServices(undefined);
    };
  }, [store, hasSite]);
  return services;
}

/** Header plus the page: the App Library or an applet. */
export const ShellLayout = observer(function ShellLayout() {
  const store = useConsole();
  const openAccount = useOpenAccount();
  useSiteFromUrl(store);
  useRememberLocation(store);
  useEffect(() => focusAfterSignIn(), []);
  const services = useConsoleServices(store);
  const { sites } = store;

  let content;
  if (sites.status === 'failed') {
    content = (
      <div className={styles.state}>
        <NonIdealState
          icon={<ErrorIcon size={48} />}
          title={SHELL_MESSAGES.sitesFailed}
          description={errorText(sites.error)}
          action={
            <Button icon={<Refresh />} onClick={() => void sites.load()}>
              {SHELL_MESSAGES.tryAgain}
            </Button>
          }
        />
      </div>
    );
  } else if (sites.status !== 'ready' || (sites.sites.length > 0 && !services)) {
    content = (
      <div className={styles.state}>
        <PageSpinner />
      </div>
    );
  } else if (services) {
    content = (
      <ServicesProvider services={services.bindings}>
        <Outlet />
      </ServicesProvider>
    );
  } else {
    content = <Outlet />;
  }

  return (
    <div className={styles.shell}>
      <AppHeader onAccount={openAccount} />
      <main className={styles.content}>{content}</main>
    </div>
  );
});
