// Public surface of the analytics store (CONTRACT.md §1).
export { createAnalyticsSchema, SESSION_COLUMN_NAMES, SESSION_COLUMNS, SITE_COLUMN_NAMES, SITE_COLUMNS } from './schema';
export { AnalyticsStoreClosedError, openAnalyticsStore } from './store';
export type { AnalyticsDb, AnalyticsStore, AnalyticsStoreOptions, TransactionalAnalyticsStore } from './types';
export { ensureAnalyticsSeed, type SeedOutcome } from './seed/seed';
export { seedBenchSessions } from './bench-seed';
export { ANALYTICS_FILE, describeSeedOutcome, openDataDirAnalytics } from './data-dir';
