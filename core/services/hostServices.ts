import { reaction } from 'mobx';
import type { AlertsStore } from '../alerts/AlertsStore';
import type { ConsoleStore } from '../console/ConsoleStore';
import { GraphqlClient } from '../lib/graphql/GraphqlClient';
import {
  alertsRef,
  apiRef,
  confirmRef,
  graphqlRef,
  navigationRef,
  preferencesRef,
  sessionRef,
  settingsRef,
  siteRef,
  snackbarsRef,
  unsavedChangesRef,
  type ServiceBinding,
  type ServiceRef,
} from '../sdk';
import { createAlertsService } from './alerts';
import { createApiService } from './api';
import { createConfirmService } from './confirm';
import { createGraphqlService, postGraphql } from './graphql';
import { createNavigationService } from './navigation';
import { createPreferencesService } from './preferences';
import { createSessionService } from './session';
import { createSettingsService } from './settings';
import { createSiteService } from './site';
import { createSnackbarsService } from './snackbars';
import { createUnsavedChangesService } from './unsavedChanges';

export type AnyBinding = ServiceBinding<unknown>;

/** One [ref, implementation] pair; the generic keeps each pair's types together. */
export function bind<T>(ref: ServiceRef<T>, implementation: T): AnyBinding {
  return [ref, implementation] as unknown as AnyBinding;
}

export interface ConsoleServices {
  readonly bindings: readonly AnyBinding[];
  dispose(): void;
}

/**
 * The services every applet shares: site, session, api, graphql, snackbars, confirm, unsaved
 * changes, preferences. Made once a site is selected (applets never run without one).
 */
export function createConsoleServices(store: ConsoleStore): ConsoleServices {
  const site = createSiteService(store.sites);
  const session = createSessionService(store.session);
  const siteId = () => store.sites.current?._id;
  const client = new GraphqlClient({ post: postGraphql });
  // Cached answers are per site: another site's numbers must never show.
  const clearCache = reaction(
    () => store.sites.currentId,
    () => client.clear(),
  );
  return {
    bindings: [
      bind(siteRef, site),
      bind(sessionRef, session),
      bind(apiRef, createApiService({ siteId, errors: store.errors })),
      bind(graphqlRef, createGraphqlService({ client, errors: store.errors })),
      bind(snackbarsRef, createSnackbarsService(store.snackbars)),
      bind(confirmRef, createConfirmService(store.confirm)),
      bind(unsavedChangesRef, createUnsavedChangesService(store.unsaved)),
      bind(preferencesRef, createPreferencesService()),
    ],
    dispose() {
      site.dispose();
      session.dispose();
      clearCache();
    },
  };
}

export interface AppletServicesInput {
  readonly store: ConsoleStore;
  readonly applet: string;
  readonly basePath: string;
  readonly alerts: AlertsStore;
  readonly navigate: (to: string, options: { replace: boolean }) => void;
}

/** The services that belong to one applet: its settings document, its links, its alert stack. */
export function createAppletBindings({ store, applet, basePath, alerts, navigate }: AppletServicesInput): readonly AnyBinding[] {
  const currentSiteId = () => {
    const id = store.sites.current?._id;
    if (!id) throw new Error('No site is selected');
    return id;
  };
  return [
    bind(settingsRef, createSettingsService({ applet, siteId: currentSiteId, errors: store.errors })),
    bind(navigationRef, createNavigationService({ basePath, siteXid: () => store.sites.current?.external, navigate })),
    bind(alertsRef, createAlertsService(alerts)),
    // The applet's own binding: its forms' drafts are kept under its id and the current site.
    bind(unsavedChangesRef, createUnsavedChangesService(store.unsaved, { applet, siteId: () => store.sites.current?._id })),
  ];
}
