// The recommendation reports over REST (CONTRACT.md §6): the dashboard and reports' metrics
// and the Subscription page's generated revenue. Only the user's own sites (staff: any).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { badRequest } from '../../lib/errors';
import { CHANNEL_KINDS, type RecChannel } from '../../../plugins/recommendations/model/places';
import type { Db } from '../../db/database';
import { listMarkers } from '../../recommendations/markers';
import { siteForUser } from '../../sites/access';
import { readVisitFilters } from './filters';
import { recommendationReport } from './metrics';
import { ogrReport } from './ogr';
import { localRange, utcText, validZone } from './range';

/** Spec 9: the revenue panel starts here when no start is given. */
export const OGR_DEFAULT_FROM = new Date('2020-01-01T00:00:00Z');

const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

function readChannel(value: unknown): RecChannel | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'online' || value === 'email') return value;
  throw badRequest(`channel must be one of ${Object.keys(CHANNEL_KINDS).join(', ')}`);
}

/** The ids of the site's recommendations of a channel, every status (their history counts). */
async function channelRecommendationIds(db: Db, siteId: string, channel: RecChannel): Promise<string[]> {
  const rows = await db.selectFrom('recommendations').select('id').where('site_id', '=', siteId).where('kind', 'in', [...CHANNEL_KINDS[channel]]).execute();
  return rows.map((r) => r.id);
}

export function recommendationReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const windowDays = ctx.config.attributionWindowDays;

  /**
   * ?site=&from=&to= (local dates, both included; default the last four weeks), the segment
   * filters and &channel=online|email: a channel's dashboard credits only its own
   * recommendations (impact, rows, their markers); visits and sales are the store's.
   */
  app.get('/api2/recommendation/metrics', async (request) => {
    const q = query(request);
    const site = await siteForUser(ctx.db, await requireAuth(ctx, request), q.site);
    const timeZone = validZone(site.time_zone || 'UTC');
    const range = localRange(timeZone, q.from, q.to);
    const filters = readVisitFilters(q);
    const channel = readChannel(q.channel);
    const ids = channel ? await channelRecommendationIds(ctx.db, site.id, channel) : undefined;
    if (ids) filters.attributedTo = ids;
    const [report, allMarkers] = await Promise.all([
      recommendationReport(ctx.analytics, { siteId: site.id, timeZone, ...range, windowDays, filters, now: new Date() }),
      listMarkers(ctx.db, site.id, range.from, range.to),
    ]);
    const own = ids && new Set(ids);
    const markers = own ? allMarkers.filter((m) => m.recommendationId === undefined || own.has(m.recommendationId)) : allMarkers;
    const { partialAt, ...numbers } = report;
    return {
      siteId: site.id,
      currency: site.currency_name,
      timeZone,
      // partialAt: the timeline bucket still in progress (drawn as partial), null when none.
      period: { from: range.from.toISOString(), to: range.to.toISOString(), bucket: range.bucket, partialAt },
      attributionWindowDays: windowDays,
      ...numbers,
      markers,
    };
  });

  /** Spec 7: ?site=&from=&to= as UTC 'YYYY-MM-DD HH:mm:ss'. */
  app.get('/api2/info/ogr', async (request) => {
    const q = query(request);
    const site = await siteForUser(ctx.db, await requireAuth(ctx, request), q.site);
    const from = utcText(q.from, 'from', OGR_DEFAULT_FROM);
    const to = utcText(q.to, 'to', new Date());
    if (from >= to) throw badRequest('from must be before to');
    return ogrReport(ctx.analytics, { siteId: site.id, timeZone: validZone(site.time_zone || 'UTC'), currency: site.currency_name, from, to, windowDays });
  });
}
