import { sql } from 'kysely';
import { RECIPES } from '../../plugins/recommendations/engine/types';
import { REC_MESSAGES as M } from '../../plugins/recommendations/model/messages';
import { isCampaignRecipe } from '../../plugins/recommendations/model/readiness';
import { transition, type LifecycleAction } from '../../plugins/recommendations/model/status';
import { precheck } from '../../plugins/recommendations/model/validate';
import type { Db } from '../db/database';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';
import type { SiteRow } from '../sites/access';
import { lifecycleMarker, recordMarker } from './markers';
import { API_MESSAGES as A } from './messages';
import { requestCampaigns } from './readiness';
import { invalid, ruleErrors } from './save';
import { recJson, type RecJson, type RecRow } from './store';

export const FREE_PLAN_CODE = 'FreePlanLimit';

/** The optional `endpoints` of a lifecycle call: a comma list of recipes to provision too. */
export function readEndpoints(value: unknown): string[] {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string' || value.length > 500) throw badRequest(A.badEndpoints);
  const names = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (names.some((n) => !(RECIPES as readonly string[]).includes(n))) throw badRequest(A.badEndpoints);
  return names;
}

export function readCount(value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 0) throw badRequest('productionCount must be a whole number zero or greater');
  return n;
}

/** The checks before Go Live (spec 5): pre-checks, the spec 5 rules, then the free plan limit. */
function assertCanGoLive(site: SiteRow, json: RecJson, endpoints: string[]) {
  const problem = precheck(json);
  if (problem) throw new HttpError(400, problem, 'GO_LIVE', { title: M.unableToGoLive });
  const errors = ruleErrors(json);
  if (errors.length) throw invalid(errors, `${M.goLiveIssues} ${errors[0].message}`);
  const campaign = [json.qualifiedName, json.enrichmentQualifiedName, ...endpoints].some((e) => typeof e === 'string' && isCampaignRecipe(e));
  if (campaign && site.flags?.HicPlusDisableAwsCampaigns === true) throw new HttpError(403, M.freePlanLimit, FREE_PLAN_CODE);
}

/**
 * Moves a recommendation along spec 4 (if nobody wrote since `v`, else 409). Going live
 * asks the platform for the campaigns it needs; they publish on the demo platform's clock.
 */
export async function applyLifecycle(
  db: Db,
  site: SiteRow,
  row: RecRow,
  action: LifecycleAction,
  opts: { v: number; endpoints: string[]; now: Date },
): Promise<RecJson> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('recommendations').selectAll().where('id', '=', row.id).forUpdate().executeTakeFirst();
    if (!current) throw notFound(A.notFound);
    if (current.version !== opts.v) throw conflict();
    const json = recJson(current);
    const next = transition({ status: json.status, everProduction: current.ever_production, everUpdated: current.ever_updated, editor: json.editor as string | undefined }, action);
    if (!next.ok) throw new HttpError(409, next.message, 'INVALID_TRANSITION');
    if (action === 'activate') {
      assertCanGoLive(site, json, opts.endpoints);
      const wanted = [json.qualifiedName, json.enrichmentQualifiedName, ...opts.endpoints].filter((e): e is string => typeof e === 'string');
      await requestCampaigns(trx, site.id, wanted, opts.now);
    }
    const updated = await trx
      .updateTable('recommendations')
      .set({ status: next.status, ever_production: next.everProduction, version: sql<number>`version + 1`, updated_at: opts.now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const kind = lifecycleMarker(json.status, next.status);
    if (kind) await recordMarker(trx, site.id, { at: opts.now, kind, recId: row.id, label: typeof json.name === 'string' && json.name ? json.name : json.external });
    return recJson(updated);
  });
}
