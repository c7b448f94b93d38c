// Spec sections 4 and 9: trial remaining days = trial days minus days since creation, never
// below 0; the default trial is 14 days.
import { DateTime } from 'luxon';

export const DEFAULT_TRIAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrialInput {
  /** Subscription.trialDays; null or undefined means the default. 0 means no trial. */
  readonly trialDays?: number | null;
  /** Subscription.createdAt: an ISO string, a Date or epoch milliseconds. */
  readonly createdAt: string | Date | number | null | undefined;
  /** Default: the current time. */
  readonly now?: Date | number;
}

function toMillis(value: TrialInput['createdAt']): number {
  if (value === null || value === undefined || value === '') return NaN;
  if (typeof value === 'string') return DateTime.fromISO(value, { setZone: true }).toMillis();
  return Number(value);
}

/**
 * Days since creation count whole 24-hour periods (a subscription made an hour ago has used
 * 0 days), so the number changes at the time of day the trial started, the same for every
 * viewer whatever their time zone. A creation date in the future, or one that is missing or
 * invalid, counts as 0 days used: the same arithmetic as server/plans/trial.ts, so the
 * console never disagrees with the server about the same subscription.
 */
export function trialRemainingDays({ trialDays, createdAt, now = Date.now() }: TrialInput): number {
  const days = trialDays ?? DEFAULT_TRIAL_DAYS;
  if (!Number.isFinite(days) || days <= 0) return 0;
  const elapsed = Number(now) - toMillis(createdAt);
  const used = Number.isFinite(elapsed) && elapsed > 0 ? Math.floor(elapsed / DAY_MS) : 0;
  return Math.max(0, Math.floor(days) - used);
}
