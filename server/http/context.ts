import type { LiveSessions } from '../analytics/sessions';
import type { AnalyticsStore } from '../analytics/store/types';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { ShopPlatform } from '../shop/platform';

/** What every route module receives: injected, never imported as a global. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  shop: ShopPlatform;
  /** Sessions and sites for the analytics reports (DuckDB, CONTRACT.md §1). */
  analytics: AnalyticsStore;
  /** Signs and checks storefront preview tokens (server/delivery/preview-token.ts). Never logged. */
  previewKey: Buffer;
  /** Live `sessions` rows from the tag's visits (server/analytics/sessions/); absent in tests that need none. */
  liveSessions?: LiveSessions;
}
