// The query time budget (CONTRACT.md §3 QUERY_QUEUED). A query that does not finish within
// the budget answers QUERY_QUEUED and keeps running; its outcome is cached under the query's
// key for the retry: a result for ttlMs, a failure until it has been reported once.
import { currentTenant } from '../store/fair';
import { queryQueued } from './errors';

export interface QueryQueueOptions {
  /** How long a result stays cached. Default 10 minutes. */
  ttlMs?: number;
  /** Cached outcomes kept at most (least recently used dropped first). Default 200. */
  maxEntries?: number;
  /**
   * Queries running past their budget at most, per tenant (an organization, store/fair.ts);
   * more of that tenant's are refused with QUERY_QUEUED unstarted. Default 4. Per tenant, so
   * one merchant's flood of slow reports cannot turn every other merchant's query away.
   */
  maxBackground?: number;
  now?: () => number;
}

type Outcome = { ok: true; value: unknown; expires: number } | { ok: false; error: unknown; expires: number };

type Race<T> = { done: true; ok: true; value: T } | { done: true; ok: false; error: unknown } | { done: false };

/** Settles with the task's outcome, or { done: false } after `ms`. */
function within<T>(task: Promise<T>, ms: number): Promise<Race<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ done: false }), ms);
    timer.unref?.();
    task.then(
      (value) => {
        clearTimeout(timer);
        resolve({ done: true, ok: true, value });
      },
      (error) => {
        clearTimeout(timer);
        resolve({ done: true, ok: false, error });
      },
    );
  });
}

export class QueryQueue {
  private readonly cache = new Map<string, Outcome>();
  private readonly background = new Map<string, { task: Promise<unknown>; tenant: string }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBackground: number;
  private readonly now: () => number;

  constructor(opts: QueryQueueOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 10 * 60_000;
    this.maxEntries = opts.maxEntries ?? 200;
    this.maxBackground = opts.maxBackground ?? 4;
    this.now = opts.now ?? Date.now;
  }

  /** Queries now running past their budget. */
  get running(): number {
    return this.background.size;
  }

  private runningFor(tenant: string): number {
    let n = 0;
    for (const entry of this.background.values()) if (entry.tenant === tenant) n++;
    return n;
  }

  get cached(): number {
    return this.cache.size;
  }

  /** The cached outcome of `key`, if any: a failure is handed out once and then forgotten. */
  private take(key: string): Outcome | undefined {
    const hit = this.cache.get(key);
    if (!hit) return undefined;
    this.cache.delete(key);
    if (hit.expires <= this.now()) return undefined;
    if (hit.ok) this.cache.set(key, hit); // re-inserted: most recently used
    return hit;
  }

  private store(key: string, outcome: Outcome) {
    this.cache.delete(key);
    this.cache.set(key, outcome);
    while (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
  }

  private settle<T>(hit: Outcome): T {
    if (hit.ok) return hit.value as T;
    throw hit.error;
  }

  /**
   * Runs `job` under `budgetMs` (≤ 0: never wait, always queue — for tests). Within the budget
   * its result is returned as is and not cached (the next identical query runs afresh); past
   * it, QUERY_QUEUED is thrown and the outcome cached when it arrives. A retry while the query
   * still runs waits up to the budget again for it.
   */
  async run<T>(key: string, budgetMs: number, job: () => Promise<T>): Promise<T> {
    const hit = this.take(key);
    if (hit) return this.settle<T>(hit);

    const running = this.background.get(key)?.task;
    if (running) {
      if (budgetMs > 0) await within(running, budgetMs);
      const late = this.take(key);
      if (late) return this.settle<T>(late);
      throw queryQueued();
    }

    const tenant = currentTenant();
    if (this.runningFor(tenant) >= this.maxBackground) throw queryQueued();
    const task = job();
    if (budgetMs > 0) {
      const raced = await within(task, budgetMs);
      if (raced.done) {
        if (raced.ok) return raced.value;
        throw raced.error;
      }
    }
    this.background.set(key, { task, tenant });
    // One handler stores the outcome and frees the slot in the same tick, so a waiter woken
    // by the same settlement always finds the cache filled.
    task.then(
      (value) => {
        this.background.delete(key);
        this.store(key, { ok: true, value, expires: this.now() + this.ttlMs });
      },
      (error) => {
        this.background.delete(key);
        this.store(key, { ok: false, error, expires: this.now() + this.ttlMs });
      },
    );
    throw queryQueued();
  }
}
