import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Fair scheduling of analytics work between tenants (an organization's users share one).
 * Statements wait for a slot (a database connection) in one queue per tenant. An organization
 * alone may use every working slot, as if there were no queue. When several have work, each is
 * held to an equal share (the working slots ÷ the tenants with work, at least one), and a freed
 * slot goes to the waiting one holding the fewest (then the one served longest ago). A tenant
 * counts as having work for a short grace period after its last statement ends: a dashboard
 * request is several statements one after another, and between two of them a flood must not
 * take back the slots (the engine's cores, really) the next one needs; that is what held a
 * victim to 3-5x its time alone. The engine gets `reserve` connections more than the working
 * slots, and those go only to a tenant under its fair share: another merchant's first
 * statement starts at once instead of waiting for one of a flood's long statements to end.
 * The tenant rides along the request's async context, so no query code has to pass it.
 */
const tenants = new AsyncLocalStorage<string>();

/** Runs `fn` (and everything it starts) as `tenant`'s work. */
export function runAsTenant<T>(tenant: string, fn: () => T): T {
  return tenants.run(tenant, fn);
}

/** Work outside any request (seeding, the score's market cache) shares one tenant. */
export const currentTenant = (): string => tenants.getStore() ?? 'system';

/** Connections each store opens beyond its working slots, for a newcomer's statement. */
export const RESERVE_SLOTS = 1;

/** How long a tenant still counts as having work after its last statement ended. */
export const ACTIVE_GRACE_MS = 250;

export interface FairSchedulerOptions {
  graceMs?: number;
  /** The clock (tests move it by hand). */
  now?: () => number;
}

export class FairScheduler {
  private running = 0;
  /** Slots held per tenant. */
  private readonly holding = new Map<string, number>();
  /** Waiters per tenant. */
  private readonly queues = new Map<string, Array<() => void>>();
  /** When each tenant was last given a slot (a counter): among equals, the longest-unserved goes next. */
  private readonly served = new Map<string, number>();
  private turns = 0;
  /** When each tenant's last statement ended, while that is within the grace period. */
  private readonly lastEnded = new Map<string, number>();
  private readonly graceMs: number;
  private readonly now: () => number;
  /** A dispatch due when a grace period ends (slots held back for a tenant may be free then). */
  private graceTimer: NodeJS.Timeout | undefined;

  /**
   * `slots`: the statements the engine works on at once, all of which one tenant alone may
   * use; `reserve`: slots beyond those (the store opens that many connections more), kept for
   * tenants under their fair share (a newcomer's first statement above all).
   */
  constructor(
    private readonly slots: number,
    private readonly reserve = RESERVE_SLOTS,
    options: FairSchedulerOptions = {},
  ) {
    this.graceMs = options.graceMs ?? ACTIVE_GRACE_MS;
    this.now = options.now ?? Date.now;
  }

  /** Connections the store needs: the working slots and the reserve. */
  get capacity(): number {
    return this.slots + this.reserve;
  }

  async run<T>(job: () => Promise<T>, tenant = currentTenant()): Promise<T> {
    // Behind its own queue if it has one: a tenant's statements start in the order it sent them.
    if (!this.queues.has(tenant) && this.mayStart(tenant)) this.start(tenant);
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

  /** Tenants with work running, waiting or within their grace period, `tenant` included. */
  private activeWith(tenant: string): number {
    const active = new Set<string>([tenant, ...this.holding.keys(), ...this.queues.keys()]);
    const now = this.now();
    for (const [t, ended] of this.lastEnded) {
      if (now - ended < this.graceMs) active.add(t);
      else this.lastEnded.delete(t);
    }
    return active.size;
  }

  /**
   * Under its fair share (slots ÷ tenants with work, at least one), or alone: a lone tenant
   * may fill every working slot. Never more than `slots` for one tenant: the reserve is never
   * a lone flood's.
   */
  private mayStart(tenant: string): boolean {
    const held = this.held(tenant);
    if (held >= this.slots || this.running >= this.capacity) return false;
    const active = this.activeWith(tenant);
    if (active === 1) return this.running < this.slots;
    return held < Math.max(1, Math.floor(this.slots / active));
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
    else {
      this.holding.delete(tenant);
      if (!this.queues.has(tenant) && this.graceMs > 0) {
        this.lastEnded.set(tenant, this.now());
        this.dispatchAfterGrace();
      }
    }
    this.dispatch();
  }

  /** Once the grace period is over, slots held back for that tenant go to whoever waits. */
  private dispatchAfterGrace() {
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = setTimeout(() => {
      this.graceTimer = undefined;
      this.dispatch();
    }, this.graceMs + 1);
    this.graceTimer.unref();
  }

  /** Free slots go to waiting tenants that may start: the fewest held first, then the one served longest ago. */
  private dispatch() {
    while (this.running < this.capacity) {
      let next: string | undefined;
      for (const tenant of this.queues.keys()) {
        if (!this.mayStart(tenant)) continue;
        if (next === undefined || this.before(tenant, next)) next = tenant;
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

  private before(a: string, b: string): boolean {
    const byHeld = this.held(a) - this.held(b);
    return byHeld !== 0 ? byHeld < 0 : (this.served.get(a) ?? 0) < (this.served.get(b) ?? 0);
  }

  get waiting(): number {
    let n = 0;
    for (const queue of this.queues.values()) n += queue.length;
    return n;
  }

  get active(): number {
    return this.running;
  }

  /** Slots `tenant` holds now (tests, diagnostics). */
  runningFor(tenant: string): number {
    return this.held(tenant);
  }
}
