/** Trial arithmetic shared by the installation check, the plans route and extend-trial. */

export const DEFAULT_TRIAL_DAYS = 14;
const DAY_MS = 86_400_000;

/** Whole days elapsed since `createdAt`; a creation time in the future counts as 0. */
export function daysSince(createdAt: Date, now: Date): number {
  const elapsed = now.getTime() - createdAt.getTime();
  if (!Number.isFinite(elapsed) || elapsed <= 0) return 0;
  return Math.floor(elapsed / DAY_MS);
}

/** Spec 4: remaining days = trial days minus days since creation, never below 0. */
export function trialDaysRemaining(trialDays: number, createdAt: Date, now: Date): number {
  if (!Number.isFinite(trialDays) || trialDays <= 0) return 0;
  return Math.max(0, Math.floor(trialDays) - daysSince(createdAt, now));
}

/**
 * Trial days after extending by `days`. An expired trial restarts from today (so the
 * merchant really gets `days` more), a running one grows by `days`.
 */
export function extendedTrialDays(trialDays: number, createdAt: Date, now: Date, days: number): number {
  return Math.max(trialDays, daysSince(createdAt, now)) + days;
}
