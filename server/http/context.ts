import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { ShopPlatform } from '../shop/platform';

/** What every route module receives: injected, never imported as a global. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  shop: ShopPlatform;
}
