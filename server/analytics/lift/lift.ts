// The holdout lift of one site and range (CONTRACT.md §4.2): one statement for every test's
// arm sums (lift-sql.ts), then the pure statistics (server/analytics/statistics) per test.
import type { LiftTest, RecommendationLift } from '../../../plugins/recommendations/model/lift';
import { dialectFor } from '../query/dialect';
import { recSqlFor } from '../recs/sql-dialect';
import { armSumsFromRow, holdoutLift } from '../statistics';
import type { AnalyticsStore } from '../store/types';
import { liftSql, SITE_SCOPE, type LiftQuery } from './lift-sql';

const DAY_MS = 86_400_000;

export interface LiftOptions extends LiftQuery {
  /** The site's baseline share, 0 < share < 1. */
  baselineShare: number;
  minimumEffect?: number;
  now: Date;
}

export interface LiftTests {
  site: LiftTest | null;
  /** By recommendation id, most visitors first (names are the caller's to add). */
  recommendations: Array<Omit<RecommendationLift, 'name'>>;
}

interface ArmRow extends Record<string, unknown> {
  scope: string;
  arm: 'baseline' | 'treatment';
  first_at: string;
}

/**
 * Days the test has run, for the daily traffic behind daysNeeded: from its first exposure to
 * the range's end (or now). At least one day: a test an hour old would otherwise extrapolate
 * an hour's traffic (a quiet night or a busy lunch) to a daily rate.
 */
export function daysElapsed(firstExposureAt: Date, to: Date, now: Date): number {
  const end = Math.min(to.getTime(), now.getTime());
  return Math.max(1, (end - firstExposureAt.getTime()) / DAY_MS);
}

export async function holdoutLiftTests(store: AnalyticsStore, opts: LiftOptions): Promise<LiftTests> {
  const { sql, params } = liftSql(opts, recSqlFor(store.dialect), dialectFor(store.dialect));
  const rows = await store.all<ArmRow>(sql, params);
  const scopes = new Map<string, { baseline?: ArmRow; treatment?: ArmRow }>();
  for (const row of rows) scopes.set(row.scope, { ...scopes.get(row.scope), [row.arm]: row });
  const tests = [...scopes].map(([scope, arms]) => {
    const treatment = armSumsFromRow(arms.treatment);
    const baseline = armSumsFromRow(arms.baseline);
    const firstAt = new Date(Math.min(...[arms.treatment, arms.baseline].filter((r) => r).map((r) => Date.parse(String(r!.first_at)))));
    const days = daysElapsed(firstAt, opts.to, opts.now);
    const result = holdoutLift(treatment, baseline, { baselineShare: opts.baselineShare, minimumEffect: opts.minimumEffect, daysElapsed: days });
    const test: LiftTest = { visitors: { treatment: treatment.visitors, baseline: baseline.visitors }, firstExposureAt: firstAt.toISOString(), daysElapsed: days, ...result };
    return { scope, test };
  });
  const size = (t: LiftTest) => t.visitors.treatment + t.visitors.baseline;
  return {
    site: tests.find((t) => t.scope === SITE_SCOPE)?.test ?? null,
    recommendations: tests
      .filter((t) => t.scope !== SITE_SCOPE)
      .sort((a, b) => size(b.test) - size(a.test) || a.scope.localeCompare(b.scope))
      .map(({ scope, test }) => ({ recommendationId: scope, ...test })),
  };
}
