// The Vitrine SDK: the only module applets import. Named exports only; every export is
// listed in api-surface.json and described in API.md (api-surface.test.ts checks both).

export { SDK_VERSION, isSdkCompatible } from './version';

// Applets: manifest, definition, registry entry
export {
  PLATFORM_APPS,
  type AppletManifest,
  type AppletPage,
  type AppletRequirements,
  type NavDivider,
  type NavLabel,
  type NavLink,
  type NavNode,
  type PagePrefetchContext,
  type PlatformApp,
} from './applet/manifest';
export { AppletDefinitionError, defineApplet, isAppletDefinition, type AppletDefinition } from './applet/defineApplet';
export {
  meetsRequirements,
  type AppletRegistration,
  type AppletSource,
  type RequirementContext,
} from './applet/registration';

// Services: refs, interfaces and the provider that binds implementations
export { createServiceRef, type ServiceRef, type Subscribable, type Unsubscribe } from './services/serviceRef';
export { ServicesProvider, useService, type ServiceBinding } from './react/ServicesProvider';
export { siteRef, type SiteFlagValue, type SiteInfo, type SiteService } from './services/site';
export { sessionRef, type SessionInfo, type SessionService, type UserInfo } from './services/session';
export {
  settingsRef,
  type AppletDocument,
  type AppletDocumentKeys,
  type NewAppletDocument,
  type SettingsService,
} from './services/settings';
export { SettingsConflictError, SettingsDuplicateError, toSettingsError } from './services/settingsErrors';
export { ApiError, apiRef, type ApiRequestOptions, type ApiService, type HttpMethod } from './services/api';
export { graphqlRef, type GraphqlOptions, type GraphqlService } from './services/graphql';
export { alertsRef, type AlertAction, type AlertsService, type AppletAlert, type Intent } from './services/alerts';
export { SNACKBAR_TIMEOUT_MS, snackbarsRef, type SnackbarOptions, type SnackbarsService } from './services/snackbars';
export { confirmRef, type ConfirmOptions, type ConfirmService } from './services/confirm';
export { unsavedChangesRef, type UnsavedChangesService, type UnsavedDraft } from './services/unsavedChanges';
export { navigationRef, type NavigationService } from './services/navigation';
export { preferencesRef, type Preferences, type PreferencesService, type Theme } from './services/preferences';

// Hooks
export { useSubscribable } from './hooks/useSubscribable';
export { usePreferences, useSession, useSite, type PreferencesState } from './hooks/stateHooks';
export {
  useAlerts,
  useApi,
  useAppletSettings,
  useConfirm,
  useGraphql,
  useNavigation,
  useSnackbars,
} from './hooks/serviceHooks';
export { useUnsavedChangesGuard } from './hooks/useUnsavedChangesGuard';

// Date ranges (shared with the console so every range resolves the same way)
export {
  DATE_RANGE_NAMES,
  MAX_RANGE_START,
  isDateRangeName,
  type DateRangeName,
} from './dates/dateRangeNames';
export { resolveDateRange, type DateRange, type DateRangeOptions, type DateSpan } from './dates/resolveDateRange';
export {
  TIME_ZONE_KINDS,
  isTimeZoneKind,
  resolveTimeZone,
  systemTimeZone,
  type TimeZoneKind,
  type TimeZoneSources,
} from './dates/timeZone';

// CSV export of report tables
export { csvFileName, downloadCsv, tableRows, toCsv } from './csv/csv';

// Settings diffs and mobx-state-tree
export { DIFF_DEPTH_LIMIT, changedFields, type ChangedFields } from './patch/changedFields';
export { buildSettingsPatch, type SettingsPatch } from './patch/buildSettingsPatch';
export { withDirtyTracking, type DirtyTracking } from './mst/withDirtyTracking';
