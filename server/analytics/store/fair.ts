import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Fair scheduling of analytics work between tenants (an organization's users share one).
 * Statements wait for a slot (a DuckDB connection) in one queue per tenant, and a freed slot
 * goes to the waiting tenant served longest ago, not to whoever queued most: a merchant who fires forty heavy
 * reports waits behind his own, while another merchant's dashboard query takes the next free
 * slot. The tenant rides along the request's async context, so no query code has to pass it.
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
  /** Waiters per tenant. */
  private readonly queues = new Map<string, Array<() => void>>();
  /** When each tenant was last given a slot (a counter): the longest-unserved goes next. */
  private readonly served = new Map<string, number>();
  private turns = 0;

  constructor(private readonly slots: number) {}

  async run<T>(job: () => Promise<T>, tenant = currentTenant()): Promise<T> {
    if (this.running < this.slots) {
      this.running++;
      this.served.set(tenant, ++this.turns);
    } else {
      await new Promise<void>((resolve) => {
        const queue = this.queues.get(tenant);
        if (queue) queue.push(resolve);
        else this.queues.set(tenant, [resolve]);
      });
    }
    try {
      return await job();
    } finally {
      this.handOver();
    }
  }

  /** The freed slot goes to the waiting tenant served longest ago; with nobody waiting it is released. */
  private handOver() {
    let next: string | undefined;
    for (const tenant of this.queues.keys()) {
      if (next === undefined || (this.served.get(tenant) ?? 0) < (this.served.get(next) ?? 0)) next = tenant;
    }
    if (next === undefined) {
      this.running--;
      return;
    }
    const waiters = this.queues.get(next)!;
    const wake = waiters.shift()!;
    if (!waiters.length) this.queues.delete(next);
    this.served.set(next, ++this.turns);
    // Forget tenants with nothing queued once the map grows: their next job starts fresh.
    if (this.served.size > 1000) for (const t of this.served.keys()) if (!this.queues.has(t)) this.served.delete(t);
    wake();
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
