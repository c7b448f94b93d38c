// The live half of `sessions`: every few seconds, the visits that got events, orders or cart
// changes since the last run are derived again (derive.ts) and their rows replaced, so a
// shopper's visit shows in Checkout Zen within seconds, in the same table as the seeded history.
// Idle costs nothing: the routes that write (the tag's event writer, the checkout, the cart)
// say which visitors changed, and a run with nobody to redo runs no query. A restart loses that
// list, so start() first redoes what the data says may be stale (catchUp).
import { SESSION_IDLE_MS, visitsOf } from './attach';
import { deriveSessionRow } from './derive';
import { readVisitors } from './read';
import type { Db } from './sql';
import type { SessionRow } from './types';
import { replaceLiveRows } from './write';

const DAY_MS = 86_400_000;
/** A visit is read whole when it started at most this long before the change that redoes it. */
export const VISIT_SPAN_MS = DAY_MS;
/**
 * The tag's events may arrive up to a day after they happened (tracking/validate.ts
 * MAX_EVENT_AGE_MS): after a restart, visits active since this long before the newest live row
 * are redone.
 */
export const LATE_EVENTS_MS = DAY_MS;
/** Visitors read per statement. */
const CHUNK = 200;

export interface SessionizerOptions {
  /** Default 3 s. */
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

export interface Sessionizer {
  /** A visitor of a site has new data at `at` (an event, an order, a cart change). */
  touch(siteId: string, visitorId: string, at: Date): void;
  /** Redoes the touched visits now; resolves with the rows written. */
  runOnce(): Promise<number>;
  /** Marks what the data says may be stale (see catchUp), then runs every interval. */
  start(): Promise<void>;
  /** Stops the timer and finishes (or waits for) the run under way. */
  stop(): Promise<void>;
  readonly stats: { runs: number; rows: number; failed: number };
}

/** site → visitor → the earliest change not yet redone (ms). */
type Pending = Map<string, Map<string, number>>;

function add(pending: Pending, siteId: string, visitorId: string, at: number) {
  let visitors = pending.get(siteId);
  if (!visitors) pending.set(siteId, (visitors = new Map()));
  const before = visitors.get(visitorId);
  if (before === undefined || at < before) visitors.set(visitorId, at);
}

/** The rows of one site's touched visitors: every visit active within the idle timeout of a change. */
export async function deriveVisitorRows(db: Db, siteId: string, visitors: ReadonlyMap<string, number>): Promise<SessionRow[]> {
  const since = Math.min(...visitors.values());
  const data = await readVisitors(db, siteId, [...visitors.keys()], new Date(since - SESSION_IDLE_MS - VISIT_SPAN_MS));
  const rows: SessionRow[] = [];
  for (const visitor of data) {
    const changedAt = visitors.get(visitor.visitorId)!;
    for (const visit of visitsOf(visitor)) {
      if (visit.events[visit.events.length - 1].at >= changedAt - SESSION_IDLE_MS) rows.push(deriveSessionRow(visit));
    }
  }
  return rows;
}

/**
 * Visitors whose rows may be stale after a restart, from the data alone: every visitor with a
 * live event or a storefront order since LATE_EVENTS_MS before the newest live row (all of them
 * when there is none: a first start, or a reseed that dropped the table).
 */
export async function staleVisitors(db: Db): Promise<Array<{ siteId: string; visitorId: string; since: number }>> {
  // The count, not a NULL max: ClickHouse's max over no rows is the epoch.
  const [{ n, newest }] = await db.all<{ n: number; newest: string | null }>(
    'SELECT count(*) AS n, max(arrival_time_utc) AS newest FROM sessions WHERE session_id IS NOT NULL',
  );
  const from = new Date(Number(n) > 0 ? Date.parse(String(newest)) - LATE_EVENTS_MS : 0);
  const rows = await db.all<{ siteId: string; visitorId: string; since: string }>(
    `SELECT site_id AS "siteId", visitor_id AS "visitorId", min(changed_at) AS since FROM (
       SELECT site_id, visitor_id, occurred_at AS changed_at FROM rec_events WHERE source IN ('tag', 'qa') AND occurred_at >= $1
       UNION ALL
       SELECT site_id, visitor_id, placed_at AS changed_at FROM orders WHERE source = 'storefront' AND placed_at >= $1
     ) t GROUP BY site_id, visitor_id`,
    [from],
  );
  return rows.map((r) => ({ siteId: r.siteId, visitorId: r.visitorId, since: Date.parse(String(r.since)) }));
}

export function createSessionizer(db: Db, opts: SessionizerOptions = {}): Sessionizer {
  const intervalMs = opts.intervalMs ?? 3000;
  let pending: Pending = new Map();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;
  const stats = { runs: 0, rows: 0, failed: 0 };

  async function run(): Promise<number> {
    const work = pending;
    pending = new Map();
    let written = 0;
    for (const [siteId, visitors] of work) {
      const entries = [...visitors];
      for (let i = 0; i < entries.length; i += CHUNK) {
        const chunk = new Map(entries.slice(i, i + CHUNK));
        try {
          const rows = await deriveVisitorRows(db, siteId, chunk);
          await replaceLiveRows(db, siteId, rows);
          written += rows.length;
        } catch (error) {
          // Kept for the next run: a failed write must not lose a visit's row for good.
          for (const [visitorId, at] of chunk) add(pending, siteId, visitorId, at);
          stats.failed += chunk.size;
          opts.onError?.(error);
        }
      }
    }
    stats.runs++;
    stats.rows += written;
    return written;
  }

  // One run at a time, each after the one before.
  const runOnce = () => (running = running.then(() => (pending.size ? run() : 0)));

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void runOnce().finally(schedule), intervalMs);
    timer.unref();
  }

  return {
    stats,
    touch(siteId, visitorId, at) {
      if (!stopped) add(pending, siteId, visitorId, at.getTime());
    },
    runOnce,
    async start() {
      try {
        for (const v of await staleVisitors(db)) add(pending, v.siteId, v.visitorId, v.since);
      } catch (error) {
        opts.onError?.(error);
      }
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
