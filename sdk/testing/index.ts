// Test doubles for applets (Backstage's test-utils): render an applet's components and run
// its stores without a host. Import from tests only; production bundles never include it.

export { createTestServices, type TestServices, type TestServicesOptions } from './createTestServices';
export { TestServicesProvider } from './TestServicesProvider';
export { MockAlerts } from './MockAlerts';
export { MockApi, type RecordedRequest } from './MockApi';
export { MockConfirm } from './MockConfirm';
export { MockGraphql, type RecordedQuery } from './MockGraphql';
export { MockNavigation, type RecordedNavigation } from './MockNavigation';
export { MockPreferences } from './MockPreferences';
export { MockSession, type MockSessionOptions } from './MockSession';
export { MockSettings, type RecordedSettingsCall } from './MockSettings';
export { MockSite } from './MockSite';
export { MockSnackbars } from './MockSnackbars';
export { MockUnsavedChanges } from './MockUnsavedChanges';
