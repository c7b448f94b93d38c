import type { Theme } from '../services/preferences';
import type { SiteInfo } from '../services/site';
import { TEST_APPLET } from './fixtures';
import { MockAlerts } from './MockAlerts';
import { MockApi } from './MockApi';
import { MockConfirm } from './MockConfirm';
import { MockGraphql } from './MockGraphql';
import { MockNavigation } from './MockNavigation';
import { MockPreferences } from './MockPreferences';
import { MockSession, type MockSessionOptions } from './MockSession';
import { MockSettings } from './MockSettings';
import { MockSite } from './MockSite';
import { MockSnackbars } from './MockSnackbars';
import { MockUnsavedChanges } from './MockUnsavedChanges';

/** Every SDK service as an in-memory double; the concrete types expose the test controls. */
export interface TestServices {
  readonly site: MockSite;
  readonly session: MockSession;
  readonly settings: MockSettings;
  readonly api: MockApi;
  readonly graphql: MockGraphql;
  readonly alerts: MockAlerts;
  readonly snackbars: MockSnackbars;
  readonly confirm: MockConfirm;
  readonly unsavedChanges: MockUnsavedChanges;
  readonly navigation: MockNavigation;
  readonly preferences: MockPreferences;
}

/** The starting state; every field is optional and defaults to a plain merchant's world. */
export interface TestServicesOptions {
  readonly site?: Partial<SiteInfo>;
  readonly session?: MockSessionOptions;
  /** The applet's stored settings content (without _id etc.); default: no document. */
  readonly settings?: Record<string, unknown> | null;
  /** The applet id: the settings document's `applet` and the base path /applet/{applet}. */
  readonly applet?: string;
  readonly theme?: Theme;
  /** What confirm() answers; default true. */
  readonly confirm?: boolean;
}

/**
 * Fresh doubles for one test. Use them without React (an MST store's env) or render with
 * <TestServicesProvider services={services}>. To replace one double entirely, spread:
 * `{ ...createTestServices(), api: myApi }`.
 */
export function createTestServices(options: TestServicesOptions = {}): TestServices {
  const applet = options.applet ?? TEST_APPLET;
  const site = new MockSite(options.site);
  // Links follow the site, as the host's do when the user switches sites.
  const navigation = new MockNavigation(`/applet/${applet}`, () => site.current.external);
  return {
    site,
    session: new MockSession(options.session),
    settings: new MockSettings(options.settings ?? null, site.current._id, applet),
    api: new MockApi(),
    graphql: new MockGraphql(),
    alerts: new MockAlerts(),
    snackbars: new MockSnackbars(),
    confirm: new MockConfirm(options.confirm ?? true),
    unsavedChanges: new MockUnsavedChanges(),
    navigation,
    preferences: new MockPreferences(options.theme),
  };
}
