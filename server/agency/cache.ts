import type { Db } from '../db/database';

/**
 * How long one computed agency-info answer is served again. Its numbers are 72-hour and
 * 30-day figures and counts staff scan across thousands of sites: a minute old is as good as
 * new, while computing it at 10,000 sites takes seconds (scripts/bench/agency.ts).
 */
export const AGENCY_TTL_MS = 60_000;
/**
 * Past the TTL an answer is still sent, at once, for this long while a new one is computed
 * behind it (stale-while-revalidate): staff opening the page now and then never wait for the
 * seconds of work, and the `age` header says how old the figures are.
 */
export const AGENCY_STALE_MS = 10 * 60_000;

export interface CachedAnswer<T> {
  value: T;
  /** When it was computed (ms since the epoch). */
  at: number;
}

/**
 * One computed answer kept for a TTL, then served stale while a new one is computed, computed
 * once however many staff ask at the same time (single flight), and dropped by `invalidate()`
 * when a staff action changes what it shows: the next request then waits for new figures. An
 * answer whose computation started before an invalidation is handed to its waiting callers
 * but never kept.
 */
export class AgencyCache<T = unknown> {
  #entry: CachedAnswer<T> | null = null;
  #pending: Promise<CachedAnswer<T>> | null = null;
  #generation = 0;

  constructor(
    private readonly compute: () => Promise<T>,
    private readonly ttlMs = AGENCY_TTL_MS,
    private readonly now: () => number = Date.now,
    private readonly staleMs = AGENCY_STALE_MS,
    /** A failed refresh behind a stale answer: nobody awaits it, so it is reported here. */
    private readonly onBackgroundError: (err: unknown) => void = () => undefined,
  ) {}

  async get(opts: { fresh?: boolean } = {}): Promise<CachedAnswer<T> & { hit: 'hit' | 'stale' | 'miss' }> {
    const entry = this.#entry;
    const age = entry ? this.now() - entry.at : Infinity;
    if (!opts.fresh && entry && age < this.ttlMs) return { ...entry, hit: 'hit' };
    if (!opts.fresh && entry && age < this.ttlMs + this.staleMs) {
      this.#load(false).catch(this.onBackgroundError);
      return { ...entry, hit: 'stale' };
    }
    return { ...(await this.#load(opts.fresh === true)), hit: 'miss' };
  }

  invalidate(): void {
    this.#entry = null;
    this.#generation++;
  }

  #load(fresh: boolean): Promise<CachedAnswer<T>> {
    // A forced refresh may not reuse a computation that started before it was asked for.
    if (this.#pending && !fresh) return this.#pending;
    const generation = fresh ? ++this.#generation : this.#generation;
    const at = this.now();
    const pending = this.compute().then(
      (value) => {
        const answer = { value, at };
        if (generation === this.#generation) this.#entry = answer;
        if (this.#pending === pending) this.#pending = null;
        return answer;
      },
      (err: unknown) => {
        if (this.#pending === pending) this.#pending = null;
        throw err;
      },
    );
    this.#pending = pending;
    return pending;
  }
}

/** One cache per database: staff actions (server/staff-log) drop it through the db they write to. */
const caches = new WeakMap<Db, AgencyCache<unknown>>();

export function agencyCacheFor<T>(db: Db, create: () => AgencyCache<T>): AgencyCache<T> {
  let cache = caches.get(db) as AgencyCache<T> | undefined;
  if (!cache) caches.set(db, (cache = create()));
  return cache;
}

export function invalidateAgencyCache(db: Db): void {
  caches.get(db)?.invalidate();
}
