import type { Db } from '../db/database';
import { remoteOriginsIn } from './store';

/** Other API processes register remotes too: re-read at least this often. */
export const ORIGINS_TTL_MS = 30_000;

/**
 * The origins of registered remote applets, for the CSP's script-src and connect-src.
 * The CSP is built synchronously on every response, so this keeps a cached list: loaded
 * before the server listens, refreshed at once by this process's register/delete, and
 * re-read in the background when older than the TTL (for registrations made by another
 * process behind the same load balancer).
 */
export class RemoteOrigins {
  private origins: readonly string[] = [];
  private loadedAt = 0;
  private started = 0;
  private applied = 0;
  private background: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = ORIGINS_TTL_MS,
    private readonly onError: (err: unknown) => void = (err) => console.warn('Could not re-read the remote applet origins for the CSP', err),
  ) {}

  /** The cached list; starts one background refresh when it is stale. Never throws. */
  current(): readonly string[] {
    if (!this.background && Date.now() - this.loadedAt > this.ttlMs) {
      this.background = this.refresh()
        .catch(this.onError)
        .finally(() => {
          this.background = undefined;
        });
    }
    return this.origins;
  }

  /**
   * Reads the table now. A read that started earlier but finishes later never overwrites a
   * newer one, so awaiting this after a write always leaves the write's effect in the cache.
   */
  async refresh(): Promise<void> {
    const mine = ++this.started;
    const origins = await remoteOriginsIn(this.db);
    if (mine < this.applied) return;
    this.applied = mine;
    this.origins = Object.freeze(origins);
    this.loadedAt = Date.now();
  }
}

const byDb = new WeakMap<Db, RemoteOrigins>();

/** One cache per database handle: the CSP hook and the registry routes share it. */
export function remoteOriginsFor(db: Db): RemoteOrigins {
  let origins = byDb.get(db);
  if (!origins) {
    origins = new RemoteOrigins(db);
    byDb.set(db, origins);
  }
  return origins;
}
