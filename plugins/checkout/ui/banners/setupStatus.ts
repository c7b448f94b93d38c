// Spec §4 "Setup" and §9 "On-boarding": the tag counts as installed when both validation
// timestamps exist; data is expected to be usable 7 days after the first validation.
import type { SiteInfo } from 'sdk';

/** The orders a store needs for a score: the score engine's rule (score/rules.ts hasEnoughOrders). */
export { MIN_CONVERSIONS as MIN_ORDERS } from '../../score/rules';
export const EXPECTED_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SetupStatus =
  | { kind: 'not-installed' }
  | { kind: 'collecting'; daysSince: number; daysExpected: number }
  | { kind: 'ready' };

export function setupStatus(site: Pick<SiteInfo, 'tagValidated' | 'tagFirstValidated'>, now: Date): SetupStatus {
  if (!site.tagValidated || !site.tagFirstValidated) return { kind: 'not-installed' };
  const first = Date.parse(site.tagFirstValidated);
  if (Number.isNaN(first)) return { kind: 'not-installed' };
  const daysSince = Math.max(0, Math.floor((now.getTime() - first) / DAY_MS));
  const daysExpected = EXPECTED_DAYS - daysSince;
  return daysExpected > 0 ? { kind: 'collecting', daysSince, daysExpected } : { kind: 'ready' };
}
