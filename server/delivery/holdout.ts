// The recommendations holdout (issue 26 §2): a share of a site's visitors, its baseline, sees no
// recommendation at all, so the reports can say what recommendations cause. Assignment is a
// pure function of the visitor id and a per-site salt, decided on the server before anything
// renders: the same on every page and visit, no flicker, nothing stored per visitor. The salt
// keeps a visitor's arm on one site independent of their arm on another.
import { createHash } from 'node:crypto';
import { DEFAULT_BASELINE_SHARE_PCT, MAX_BASELINE_SHARE_PCT, MIN_BASELINE_SHARE_PCT } from '../../plugins/recommendations/model/holdout';
import type { Arm } from '../../sdk/sandbox/delivery';

export type { Arm };
// The bounds live with the setting the console edits (one list for the field and the server).
export { DEFAULT_BASELINE_SHARE_PCT, MAX_BASELINE_SHARE_PCT, MIN_BASELINE_SHARE_PCT };

/** `sessions.experience_qualified_name` of a visit in a site's recommendations holdout. */
export const HOLDOUT_EXPERIENCE = 'Recommendations.Holdout';

/** Buckets of the hash: 10,000 gives shares to 0.01 %. */
const BUCKETS = 10_000;

/** The visitor's bucket in [0, BUCKETS): SHA-256 of salt and id, first 6 bytes, mod BUCKETS. */
export function holdoutBucket(visitorId: string, salt: string): number {
  const digest = createHash('sha256').update(salt).update('\u0000').update(visitorId).digest();
  return digest.readUIntBE(0, 6) % BUCKETS;
}

/**
 * 'baseline' for the first `sharePct` % of buckets. Raising the share only moves treatment
 * visitors into the baseline (and lowering it only the other way), so a change never swaps arms.
 */
export function assignArm(visitorId: string, salt: string, sharePct: number): Arm {
  const pct = Math.min(MAX_BASELINE_SHARE_PCT, Math.max(MIN_BASELINE_SHARE_PCT, sharePct));
  return holdoutBucket(visitorId, salt) < Math.round((pct / 100) * BUCKETS) ? 'baseline' : 'treatment';
}
