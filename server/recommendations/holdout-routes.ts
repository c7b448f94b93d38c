/**
 * The recommendations holdout setting (issue 26 §2): GET and PUT /api2/recommendation/holdout.
 * A merchant sets the baseline share of their own sites, staff of any site (siteForUser); the
 * salt is made and kept by the server and never sent. Every change is a trend marker on the
 * recommendations dashboards ("Holdout 10 % → 20 %") and a row of the staff action log, so a
 * moved line and who moved the share can both be found. The delivery and tracking caches drop
 * the site's holdout on this write (delivery/invalidation.ts matches the path).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HOLDOUT_PATH, holdoutChangeLabel, isSharePct, MAX_BASELINE_SHARE_PCT, MIN_BASELINE_SHARE_PCT, type HoldoutSetting } from '../../plugins/recommendations/model/holdout';
import { requireAuth } from '../http/auth';
import type { AppContext } from '../http/context';
import { badRequest } from '../lib/errors';
import { asObject, onlyKeys } from '../lib/validate';
import { requiredVersion } from '../lib/version';
import { siteForUser } from '../sites/access';
import { recordStaffAction } from '../staff-log/store';
import { readHoldout, writeHoldoutShare, type Holdout } from './holdout-store';
import { recordMarker } from './markers';
import { siteParam } from './store';

export const HOLDOUT_MESSAGES = {
  sharePct: `sharePct must be a whole number from ${MIN_BASELINE_SHARE_PCT} to ${MAX_BASELINE_SHARE_PCT}`,
} as const;

const json = (h: Holdout): HoldoutSetting => ({ site: h.siteId, sharePct: h.sharePct, __v: h.version });

export function holdoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  async function siteOf(request: FastifyRequest, body: Record<string, unknown> = {}) {
    const auth = await requireAuth(ctx, request);
    return { auth, site: await siteForUser(db, auth, siteParam(request.query, body)) };
  }

  app.get(HOLDOUT_PATH, async (request) => {
    const { site } = await siteOf(request);
    return json(await readHoldout(db, site.id));
  });

  app.put(HOLDOUT_PATH, async (request) => {
    const body = asObject(request.body ?? {});
    onlyKeys(body, ['site', 'sharePct', '__v']);
    const { auth, site } = await siteOf(request, body);
    if (!isSharePct(body.sharePct)) throw badRequest(HOLDOUT_MESSAGES.sharePct);
    const version = requiredVersion(body);
    const { before, after } = await writeHoldoutShare(db, site.id, body.sharePct, version);
    if (after.sharePct !== before.sharePct) {
      const label = holdoutChangeLabel(before.sharePct, after.sharePct);
      await recordMarker(db, site.id, { at: new Date(), kind: 'holdout', label });
      await recordStaffAction(db, auth, { action: 'holdout', site, detail: { from: before.sharePct, to: after.sharePct } });
    }
    return json(after);
  });
}
