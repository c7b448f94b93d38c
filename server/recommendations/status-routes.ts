import type { FastifyInstance, FastifyRequest } from 'fastify';
import { templatesFor } from '../../plugins/recommendations/model/availability';
import { ALL_TEMPLATES } from '../../plugins/recommendations/model/catalogue';
import { buildGallery } from '../../plugins/recommendations/model/gallery';
import { REC_MESSAGES as M } from '../../plugins/recommendations/model/messages';
import { isKind } from '../../plugins/recommendations/model/places';
import { STARTER_PRESETS } from '../../plugins/recommendations/model/presets';
import { requireAuth, requireStaff } from '../http/auth';
import { recordStaffAction } from '../staff-log/store';
import type { AppContext } from '../http/context';
import { badRequest } from '../lib/errors';
import { asObject } from '../lib/validate';
import { organizationScope, siteForUser } from '../sites/access';
import { deprovisionCampaigns, siteReadiness } from './readiness';
import { assertModifiable, pageExists, shopFacts } from './shop-facts';

const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
const TRUE = new Set(['1', 'true']);

/** More than this many sites in one '*' status call would be a report, not a status screen. */
const MAX_STATUS_SITES = 200;

/** The template catalogue, endpoint readiness and campaign deprovisioning. */
export function recStatusRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  /**
   * The gallery and the templates a site may use. Hidden and asterisk templates are for dev
   * mode, which only staff have: a merchant's devMode=1 is ignored. With place (and kind),
   * only the templates available there (spec 5).
   */
  app.get('/api2/recommendation/templates', async (request) => {
    const auth = await requireAuth(ctx, request);
    const q = query(request);
    const site = await siteForUser(db, auth, q.site);
    const devMode = auth.staff && TRUE.has(String(q.devMode ?? ''));
    const facts = await shopFacts(ctx, auth, site);
    const { gallery, templates } = buildGallery(ALL_TEMPLATES, { devMode });
    const out: Record<string, unknown> = { devMode, gallery, templates, presets: STARTER_PRESETS };
    if (q.place !== undefined) {
      if (typeof q.place !== 'string' || q.place.length > 110) throw badRequest('place must be a page place');
      const kind = q.kind ?? 'online';
      if (!isKind(kind)) throw badRequest('kind must be one of online, hyper-online, email');
      out.available = templatesFor(ALL_TEMPLATES, q.place, kind, { devMode, pageExists: pageExists(facts) }).map((t) => t.keyId);
    }
    return out;
  });

  /** Endpoint readiness of one site, or of every site the user may act on ('*'). */
  app.get('/api2/recommendation/end-point/status', async (request) => {
    const auth = await requireAuth(ctx, request);
    const wanted = query(request).site;
    const now = new Date();
    const one = async (site: Awaited<ReturnType<typeof siteForUser>>) => {
      const facts = await shopFacts(ctx, auth, site);
      return siteReadiness(db, site, { plus: facts.plus, provisionMs: ctx.config.demoProvisionMs, now });
    };
    if (wanted !== '*') return one(await siteForUser(db, auth, wanted));
    const scope = await organizationScope(db, auth);
    let q = db.selectFrom('sites').selectAll().orderBy('name').orderBy('id').limit(MAX_STATUS_SITES);
    if (scope) q = scope.length ? q.where('organization_id', 'in', scope) : q.where('id', '=', '');
    const sites = await q.execute();
    const out = [];
    for (const site of sites) out.push(await one(site));
    return out;
  });

  /**
   * Internal Only Settings: tears down the site's campaigns (spec 2). The answer holds
   * status ok, or a message; wait 30 minutes before enabling them again (spec 4).
   */
  app.post('/api2/recommendation/deprovision-live-campaigns', async (request) => {
    const auth = await requireStaff(ctx, request);
    const body = asObject(request.body ?? {});
    const siteId = body.siteId ?? query(request).siteId;
    if (siteId === undefined || siteId === '') throw badRequest(M.missingSite);
    const site = await siteForUser(db, auth, siteId);
    await assertModifiable(ctx, auth, site);
    const deprovisioned = await deprovisionCampaigns(db, site.id, new Date());
    await recordStaffAction(db, auth, { action: 'deprovision', site, detail: { endpoints: deprovisioned } });
    return { status: 'ok', deprovisioned };
  });
}
