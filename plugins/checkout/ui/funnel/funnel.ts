// The checkout-step funnel (issue 12, part 3) from the exit-page classes: a session that left
// the checkout on a step got at least that far, so the sessions reaching a step are those that
// left on it or on any later one. Orders end on checkout-confirm. Pure.

/** The checkout's steps in order (spec §9 page classes): the start page, then its sub-steps. */
export const FUNNEL_STEPS = [
  'checkout',
  'checkout-login',
  'checkout-shipping',
  'checkout-billing',
  'checkout-payment',
  'checkout-review',
  'checkout-confirm',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export interface FunnelRow {
  step: FunnelStep;
  /** Sessions that got to this step (left on it or later). */
  reached: number;
  /** reached / the first step's reached; null without checkouts. */
  shareOfStart: number | null;
  /** Sessions that left the checkout on this step (none for the confirmation: those ordered). */
  left: number;
  /** The next step's reached / this one's; null on the last step or when nobody got here. */
  continued: number | null;
  /** The same in the comparison period, when there is one. */
  reachedBefore: number | null;
  /** reached / reachedBefore − 1; null without a base. */
  change: number | null;
}

/** Sessions per exit-page class, now and (optionally) in the period compared with. */
export type ExitCounts = Partial<Record<string, { primary: number | null; compare: number | null }>>;

const reachedFrom = (exits: readonly number[]) => exits.map((_, i) => exits.slice(i).reduce((sum, n) => sum + n, 0));

export function buildFunnel(counts: ExitCounts, withCompare: boolean): FunnelRow[] {
  const now = FUNNEL_STEPS.map((step) => counts[step]?.primary ?? 0);
  const before = FUNNEL_STEPS.map((step) => counts[step]?.compare ?? 0);
  const reached = reachedFrom(now);
  const reachedBefore = reachedFrom(before);
  const last = FUNNEL_STEPS.length - 1;
  return FUNNEL_STEPS.map((step, i) => ({
    step,
    reached: reached[i],
    shareOfStart: reached[0] > 0 ? reached[i] / reached[0] : null,
    left: i === last ? 0 : now[i],
    continued: i < last && reached[i] > 0 ? reached[i + 1] / reached[i] : null,
    reachedBefore: withCompare ? reachedBefore[i] : null,
    change: withCompare && reachedBefore[i] > 0 ? reached[i] / reachedBefore[i] - 1 : null,
  }));
}

/** The step that loses the most sessions (not the confirmation): where to look first. */
export function biggestDropOff(rows: readonly FunnelRow[]): FunnelRow | null {
  const candidates = rows.filter((r) => r.step !== 'checkout-confirm' && r.left > 0);
  return candidates.reduce<FunnelRow | null>((worst, r) => (worst === null || r.left > worst.left ? r : worst), null);
}
