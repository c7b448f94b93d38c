// Live sessions (CONTRACT.md §1 "Live rows"): what the routes that write call, and the loop.
import type { AnalyticsDb } from '../store/types';
import { insertCartChange, type CartChange } from './carts';
import type { Sessionizer } from './sessionizer';

export { createLiveSessionTables, type CartChange } from './carts';
export { createSessionizer, type Sessionizer } from './sessionizer';

/** The hooks of the routes that change a visit: each records what the server knows and marks the visitor. */
export interface LiveSessions {
  /** Events the tag's writer stored (tracking/writer.ts). */
  eventsWritten(rows: ReadonlyArray<{ site_id: string; visitor_id: string; occurred_at: Date; source: string }>): void;
  /** An order the storefront stored (its row is the truth for revenue and payment type). */
  orderPlaced(siteId: string, visitorId: string, placedAt: Date): void;
  /** The storefront's cart after a change, valued from catalogue prices. */
  cartChanged(change: CartChange): Promise<void>;
}

export function liveSessionHooks(db: AnalyticsDb, sessionizer: Sessionizer): LiveSessions {
  return {
    eventsWritten(rows) {
      for (const r of rows) if (r.source === 'tag' || r.source === 'qa') sessionizer.touch(r.site_id, r.visitor_id, r.occurred_at);
    },
    orderPlaced(siteId, visitorId, placedAt) {
      sessionizer.touch(siteId, visitorId, placedAt);
    },
    async cartChanged(change) {
      await insertCartChange(db, change);
      sessionizer.touch(change.siteId, change.visitorId, change.changedAt);
    },
  };
}
