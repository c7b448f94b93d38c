/**
 * The recommendations holdout's setting (issue 26 §2), shared by the server (validation, the
 * marker's label) and the Data Config page (the field's bounds and message): a share of a
 * site's visitors, its baseline, sees no recommendation, so reports can compare them.
 */

/** The share a site's holdout starts with, and the range a merchant or staff may set, in %. */
export const DEFAULT_BASELINE_SHARE_PCT = 10;
export const MIN_BASELINE_SHARE_PCT = 0;
export const MAX_BASELINE_SHARE_PCT = 50;

/** GET and PUT of one site's holdout setting. */
export const HOLDOUT_PATH = '/api2/recommendation/holdout';

/** The setting as the console reads and writes it (the salt never leaves the server). */
export interface HoldoutSetting {
  site: string;
  sharePct: number;
  __v: number;
}

/** Whether `value` can be stored as a baseline share: a whole number of percent in range. */
export function isSharePct(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_BASELINE_SHARE_PCT && value <= MAX_BASELINE_SHARE_PCT;
}

/** The marker's and the staff log's words for a change: "10 % → 20 %". */
export const holdoutChangeLabel = (from: number, to: number) => `${from} % → ${to} %`;
