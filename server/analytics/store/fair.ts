import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Fair scheduling of analytics work between tenants (an organization's users share one).
 * Statements wait for a slot (a database connection) in one queue per tenant; a freed slot
 * goes to the waiting tenant served longest ago, not to whoever queued most, and no tenant
 * holds every slot: a merchant who fires forty heavy reports waits behind his own, while
 * another merchant's dashboard query starts on the slot kept free. The tenant rides along the
 * request's async context, so no query code has to pass it.
 */
const tenants = new AsyncLocalStorage<string>();

/** Runs `fn` (and everything it starts) as `tenant`'s work. */
export function runAsTenant<T>(tenant: string, fn: () => T): T {
  return tenants.run(tenant, fn);
}

/** Work outside any request (seeding, the score's market cache) shares one tenant. */
export const currentTenant = (): string => tenants.getStore() ?? 'system';

export class FairScheduler {
  private running = 0;
  /** Slots held per tenant. */
  private readonly holding = new Map<string, number>();
  /** Waiters per tenant. */
  private readonly queues = new Map<string, Array<() => void>>();
  /** When each tenant was last given a slot (a counter): the longest-unserved goes next. */
  private readonly served = new Map<string, number>();
  private turns = 0;

  /**
   * `perTenant`: the most slots one tenant may hold, all but one by default. The slot a
   * flooding tenant cannot take is what lets another tenant's statement start at once instead
   * of waiting for one of the flood's long statements to end; a tenant alone loses one
   * connection of parallelism (DuckDB's threads are shared by all connections anyway).
   */
  constructor(
    private readonly slots: number,
    private readonly perTenant = Math.max(1, slots - 1),
  ) {}

  async run<T>(job: () => Promise<T>, tenant = currentTenant()): Promise<T> {
    if (this.running < this.slots && this.held(tenant) < this.perTenant) this.start(tenant);
    else {
      await new Promise<void>((resolve) => {
        const queue = this.queues.get(tenant);
        if (queue) queue.push(resolve);
        else this.queues.set(tenant, [resolve]);
      });
    }
    try {
      return await job();
    } finally {
      this.finish(tenant);
    }
  }

  private held(tenant: string): number {
    return this.holding.get(tenant) ?? 0;
  }

  private start(tenant: string) {
    this.running++;
    this.holding.set(tenant, this.held(tenant) + 1);
    this.served.set(tenant, ++this.turns);
  }

  private finish(tenant: string) {
    this.running--;
    const held = this.held(tenant) - 1;
    if (held > 0) this.holding.set(tenant, held);
    else this.holding.delete(tenant);
    this.dispatch();
  }

  /** Free slots go to waiting tenants under their share, the one served longest ago first. */
  private dispatch() {
    while (this.running < this.slots) {
      let next: string | undefined;
      for (const tenant of this.queues.keys()) {
        if (this.held(tenant) >= this.perTenant) continue;
        if (next === undefined || (this.served.get(tenant) ?? 0) < (this.served.get(next) ?? 0)) next = tenant;
      }
      if (next === undefined) return;
      const waiters = this.queues.get(next)!;
      const wake = waiters.shift()!;
      if (!waiters.length) this.queues.delete(next);
      this.start(next);
      // Forget tenants with nothing queued or running once the map grows: their next job starts fresh.
      if (this.served.size > 1000) for (const t of this.served.keys()) if (!this.queues.has(t) && !this.holding.has(t)) this.served.delete(t);
      wake();
    }
  }

  get waiting(): number {
    let n = 0;
    for (const queue of this.queues.values()) n += queue.length;
    return n;
  }

  get active(): number {
    return this.running;
  }
}
