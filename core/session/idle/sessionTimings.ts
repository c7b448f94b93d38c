// Spec 4 and 9: 30 minutes idle opens the session dialog, which logs out after 120 s; user
// activity sends a keep-alive at most every 10 minutes.
//
// Tests and demos shorten them by putting, before the page loads,
//   localStorage.h40_session_timings = '{"idleMs":3000,"countdownMs":5000,"throttleMs":1000}'
// (any subset of the three; values must be positive numbers of milliseconds).
import type { SessionTimingsOverride } from '../../storage/consoleStorage';

export interface SessionTimings {
  /** Without activity for this long, the session dialog opens. */
  readonly idleMs: number;
  /** The dialog's countdown before logging out. */
  readonly countdownMs: number;
  /** At most one keep-alive per this many ms of activity. */
  readonly throttleMs: number;
}

export const DEFAULT_SESSION_TIMINGS: SessionTimings = Object.freeze({
  idleMs: 30 * 60_000,
  countdownMs: 120_000,
  throttleMs: 10 * 60_000,
});

const isDuration = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The defaults with every valid override applied; anything malformed is ignored. */
export function resolveSessionTimings(override: unknown): SessionTimings {
  if (!override || typeof override !== 'object' || Array.isArray(override)) return DEFAULT_SESSION_TIMINGS;
  const { idleMs, countdownMs, throttleMs } = override as SessionTimingsOverride;
  return {
    idleMs: isDuration(idleMs) ? idleMs : DEFAULT_SESSION_TIMINGS.idleMs,
    countdownMs: isDuration(countdownMs) ? countdownMs : DEFAULT_SESSION_TIMINGS.countdownMs,
    throttleMs: isDuration(throttleMs) ? throttleMs : DEFAULT_SESSION_TIMINGS.throttleMs,
  };
}
