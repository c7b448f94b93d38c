import type { SessionTimings } from './sessionTimings';

export interface IdleTimerOptions {
  readonly timings: SessionTimings;
  /** "Remember me" sessions have no idle timeout: the timer just starts over. */
  readonly remember: boolean;
  /** While impersonating, no keep-alive is sent (the merchant is not the one acting). */
  readonly impersonating: boolean;
  /** GET /api/users/poke and GET /auth/keep-alive; failures are swallowed. */
  readonly keepAlive: () => Promise<unknown>;
  /** The session dialog opens; `deadline` is when it logs out (epoch ms). */
  readonly onWarn: (deadline: number) => void;
  /** The countdown ran out. */
  readonly onExpire: () => void;
  readonly now?: () => number;
}

/**
 * The idle-session rules of spec 4, without any UI. Activity is recorded as a timestamp and
 * the single timer re-checks it when it fires, so a stream of pointer moves costs nothing.
 */
export class IdleTimer {
  private readonly now: () => number;
  private lastActivity = 0;
  private lastKeepAlive = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private warning = false;
  private running = false;

  constructor(private readonly options: IdleTimerOptions) {
    this.now = options.now ?? Date.now;
  }

  get isWarning(): boolean {
    return this.warning;
  }

  /** Starts counting; the page load itself touched the session, so no keep-alive is due yet. */
  start(): void {
    this.running = true;
    this.warning = false;
    this.lastActivity = this.now();
    this.lastKeepAlive = this.lastActivity;
    this.schedule(this.options.timings.idleMs);
  }

  stop(): void {
    this.running = false;
    this.clear();
  }

  /** A pointer or keyboard action. Ignored while the dialog asks: only its buttons answer it. */
  activity(): void {
    if (!this.running || this.warning) return;
    this.lastActivity = this.now();
    if (this.lastActivity - this.lastKeepAlive >= this.options.timings.throttleMs) this.sendKeepAlive();
  }

  /** "Yes, Continue Session". */
  continueSession(): void {
    if (!this.running) return;
    this.warning = false;
    this.lastActivity = this.now();
    this.sendKeepAlive();
    this.schedule(this.options.timings.idleMs);
  }

  private sendKeepAlive(): void {
    this.lastKeepAlive = this.now();
    if (this.options.impersonating) return;
    this.options.keepAlive().catch(() => {
      // Spec 4: keep-alive failures are swallowed; a real sign-out shows on the next call.
    });
  }

  private schedule(delay: number): void {
    this.clear();
    this.timer = setTimeout(() => this.check(), Math.max(0, delay));
  }

  private clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private check(): void {
    if (!this.running) return;
    const { idleMs, countdownMs } = this.options.timings;
    const idleFor = this.now() - this.lastActivity;
    if (idleFor < idleMs) {
      this.schedule(idleMs - idleFor);
      return;
    }
    if (this.options.remember) {
      this.lastActivity = this.now();
      this.schedule(idleMs);
      return;
    }
    this.warning = true;
    const deadline = this.now() + countdownMs;
    this.options.onWarn(deadline);
    this.clear();
    this.timer = setTimeout(() => {
      if (!this.running || !this.warning) return;
      this.running = false;
      this.options.onExpire();
    }, countdownMs);
  }
}
