// The in-process batch writer: the events route queues rows, and they reach the store in bulk
// every `intervalMs` or as soon as `maxRows` are waiting. Rows a failed write held are
// dropped and logged, never retried forever; a full queue drops new rows the same way, so a
// flood can neither grow memory nor stall requests.
import { appendRecEvents } from '../analytics/recs/append';
import type { RecEventRow } from '../analytics/recs/schema';
import type { AnalyticsDb } from '../analytics/store/types';

export interface EventWriterOptions {
  intervalMs?: number;
  maxRows?: number;
  /** Rows held at most; beyond it new rows are dropped. */
  maxQueued?: number;
  onError?: (error: unknown, rows: number) => void;
  /** Rows now in the store (the live sessions redo their visits). */
  onWritten?: (rows: readonly RecEventRow[]) => void;
}

export interface EventWriter {
  /** Queues rows; false when the queue was full and they were dropped. */
  push(rows: readonly RecEventRow[]): boolean;
  /** Writes whatever is queued now (and waits for a write already running). */
  flush(): Promise<void>;
  /** Stops the timer and writes the rest: call it before closing the store. */
  close(): Promise<void>;
  readonly stats: { written: number; dropped: number; failed: number };
}

export function createEventWriter(db: AnalyticsDb & { readonly dialect?: string }, opts: EventWriterOptions = {}): EventWriter {
  const intervalMs = opts.intervalMs ?? 1000;
  const maxRows = opts.maxRows ?? 500;
  const maxQueued = opts.maxQueued ?? 50_000;
  let queue: RecEventRow[] = [];
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const stats = { written: 0, dropped: 0, failed: 0 };

  const write = (rows: RecEventRow[]) =>
    appendRecEvents(db, rows).then(
      () => {
        stats.written += rows.length;
        opts.onWritten?.(rows);
      },
      (error) => {
        stats.failed += rows.length;
        opts.onError?.(error, rows.length);
      },
    );

  // One write at a time, in order: each flush chains on the one before.
  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const rows = queue;
    queue = [];
    if (rows.length) running = running.then(() => write(rows));
    return running;
  };

  return {
    stats,
    push(rows) {
      if (closed || queue.length + rows.length > maxQueued) {
        stats.dropped += rows.length;
        return false;
      }
      queue.push(...rows);
      if (queue.length >= maxRows) void flush();
      else if (!timer && queue.length) {
        timer = setTimeout(() => void flush(), intervalMs);
        timer.unref();
      }
      return true;
    },
    flush,
    close() {
      closed = true;
      return flush();
    },
  };
}
