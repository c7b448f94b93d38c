// GET /api2/recommendation/lift (CONTRACT.md §4.2): what the site's recommendations cause,
// treatment against its holdout, for the site and each recommendation with exposures in the
// range. The merchant of the site or staff (siteForUser); every bad parameter a 400 naming it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIFT_PATH, type LiftAnswer } from '../../../plugins/recommendations/model/lift';
import type { Db } from '../../db/database';
import { requireAuth } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { badRequest } from '../../lib/errors';
import { readHoldout } from '../../recommendations/holdout-store';
import { siteForUser } from '../../sites/access';
import { localRange, validZone } from '../recs/range';
import { DEFAULT_MINIMUM_EFFECT, HOW_LIFT_IS_MEASURED } from '../statistics';
import { holdoutLiftTests } from './lift';

export const LIFT_MESSAGES = {
  date: (name: string) => `${name} must be a date (YYYY-MM-DD)`,
  minimumEffect: 'minimumEffect must be a number above 0 and at most 1 (0.05 = 5 %)',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A local date of the site (localRange resolves it), refused here so the 400 names its field. */
function dateParam(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  const day = typeof value === 'string' && DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  // 2026-02-30 parses as a day in March: a real date reads back as itself.
  if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== value) throw badRequest(LIFT_MESSAGES.date(name));
  return value as string;
}

function minimumEffectParam(value: unknown): number {
  if (value === undefined || value === '') return DEFAULT_MINIMUM_EFFECT;
  const n = typeof value === 'string' && /^\d*\.?\d+$/.test(value) ? Number(value) : NaN;
  if (!(n > 0 && n <= 1)) throw badRequest(LIFT_MESSAGES.minimumEffect);
  return n;
}

/** Names of the site's recommendations (their name, else the external id), by id. */
async function recommendationNames(db: Db, siteId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('recommendations').select(['id', 'external', 'doc']).where('site_id', '=', siteId).execute();
  return new Map(rows.map((r) => [r.id, typeof r.doc?.name === 'string' && r.doc.name ? r.doc.name : r.external]));
}

export function liftRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(LIFT_PATH, async (request: FastifyRequest): Promise<LiftAnswer> => {
    const q = (request.query ?? {}) as Record<string, unknown>;
    const site = await siteForUser(ctx.db, await requireAuth(ctx, request), q.site);
    const timeZone = validZone(site.time_zone || 'UTC');
    const range = localRange(timeZone, dateParam(q.from, 'from'), dateParam(q.to, 'to'));
    const minimumEffect = minimumEffectParam(q.minimumEffect);
    const { sharePct } = await readHoldout(ctx.db, site.id);
    const answer: LiftAnswer = {
      siteId: site.id,
      currency: site.currency_name,
      timeZone,
      period: { from: range.from.toISOString(), to: range.to.toISOString() },
      sharePct,
      minimumEffect,
      howMeasured: HOW_LIFT_IS_MEASURED,
      site: null,
      recommendations: [],
    };
    // A share of 0: nobody is held out, so there is nothing to compare with.
    if (sharePct === 0) return answer;
    const [tests, names] = await Promise.all([
      holdoutLiftTests(ctx.analytics, { siteId: site.id, from: range.from, to: range.to, baselineShare: sharePct / 100, minimumEffect, now: new Date() }),
      recommendationNames(ctx.db, site.id),
    ]);
    return { ...answer, site: tests.site, recommendations: tests.recommendations.map((r) => ({ ...r, name: names.get(r.recommendationId) ?? '' })) };
  });
}
