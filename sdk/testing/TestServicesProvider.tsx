import { useMemo, useState, type ReactNode } from 'react';
import { ServicesProvider } from '../react/ServicesProvider';
import { alertsRef } from '../services/alerts';
import { apiRef } from '../services/api';
import { confirmRef } from '../services/confirm';
import { graphqlRef } from '../services/graphql';
import { navigationRef } from '../services/navigation';
import { preferencesRef } from '../services/preferences';
import { sessionRef } from '../services/session';
import { settingsRef } from '../services/settings';
import { siteRef } from '../services/site';
import { snackbarsRef } from '../services/snackbars';
import { unsavedChangesRef } from '../services/unsavedChanges';
import { createTestServices, type TestServices } from './createTestServices';

export interface TestServicesProviderProps {
  /** The doubles to bind; default: a fresh createTestServices() for this mount. */
  readonly services?: TestServices;
  readonly children?: ReactNode;
}

/** Binds every SDK service to its double, so an applet's components render without a host. */
export function TestServicesProvider({ services, children }: TestServicesProviderProps) {
  const [own] = useState(() => (services ? undefined : createTestServices()));
  const doubles = services ?? own!;
  const bindings = useMemo(
    () =>
      [
        [siteRef, doubles.site],
        [sessionRef, doubles.session],
        [settingsRef, doubles.settings],
        [apiRef, doubles.api],
        [graphqlRef, doubles.graphql],
        [alertsRef, doubles.alerts],
        [snackbarsRef, doubles.snackbars],
        [confirmRef, doubles.confirm],
        [unsavedChangesRef, doubles.unsavedChanges],
        [navigationRef, doubles.navigation],
        [preferencesRef, doubles.preferences],
      ] as const,
    [doubles],
  );
  return <ServicesProvider services={bindings}>{children}</ServicesProvider>;
}
