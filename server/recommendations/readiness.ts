import { sql } from 'kysely';
import { RECIPES } from '../../plugins/recommendations/engine/types';
import { GROWTH_BOTS } from '../../plugins/recommendations/model/catalogue';
import { REC_MESSAGES as M } from '../../plugins/recommendations/model/messages';
import { basePlace } from '../../plugins/recommendations/model/places';
import { endpointStatus, isCampaignRecipe, type EndpointStatus } from '../../plugins/recommendations/model/readiness';
import type { Db } from '../db/database';
import type { Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import type { SiteRow } from '../sites/access';
import type { RecRow } from './store';

const BOTS = new Set(GROWTH_BOTS.map((b) => b.keyId));

/** Spec 3's provisioning status of a site, plus each recommendation's endpoint readiness. */
export interface SiteReadiness {
  site: string;
  'aws-status': 'active' | 'idle' | 'disabled';
  'aws-timestamp': string | null;
  'data-status': 'waiting' | 'ready';
  'data-timestamp': string | null;
  message: string;
  endpoints: Record<string, EndpointStatus>;
  recommendations: Record<string, EndpointStatus>;
}

interface EndpointRow {
  endpoint: string;
  campaign_requested_at: Date | null;
  campaign_deleted_at: Date | null;
}

const date = (d: Date | string | null) => (d === null ? null : new Date(d));

/** The shop's data is collected and a first model trained this long after the tag first works. */
export function dataReadyAt(site: SiteRow, provisionMs: number): Date | null {
  return site.tag_first_validated ? new Date(new Date(site.tag_first_validated).getTime() + provisionMs) : null;
}

export async function siteReadiness(db: Db, site: SiteRow, opts: { plus: boolean; provisionMs: number; now: Date; recs?: RecRow[] }): Promise<SiteReadiness> {
  const [rows, recs] = await Promise.all([
    db.selectFrom('rec_endpoints').select(['endpoint', 'campaign_requested_at', 'campaign_deleted_at']).where('site_id', '=', site.id).execute(),
    opts.recs ?? db.selectFrom('recommendations').selectAll().where('site_id', '=', site.id).orderBy('created_at').execute(),
  ]);
  const byEndpoint = new Map<string, EndpointRow>(rows.map((r) => [r.endpoint, { ...r, campaign_requested_at: date(r.campaign_requested_at), campaign_deleted_at: date(r.campaign_deleted_at) }]));
  const ready = dataReadyAt(site, opts.provisionMs);
  const status = (endpoint: string, supported: boolean) => {
    const row = byEndpoint.get(endpoint);
    return endpointStatus({
      endpoint,
      dataReadyAt: ready,
      campaignRequestedAt: row?.campaign_requested_at ?? null,
      campaignDeletedAt: row?.campaign_deleted_at ?? null,
      supported,
      now: opts.now,
      provisionMs: opts.provisionMs,
    });
  };
  const endpoints = Object.fromEntries(RECIPES.map((r) => [r, status(r, true)]));
  const recommendations: Record<string, EndpointStatus> = {};
  for (const rec of recs) {
    const qname = String(rec.doc.qualifiedName ?? '');
    const known = (RECIPES as readonly string[]).includes(qname) || BOTS.has(qname);
    const onMissingPage = basePlace(String(rec.doc.place ?? '')) === 'CO' && !opts.plus;
    recommendations[rec.id] = status(qname, known && !onMissingPage);
  }
  const disabled = site.flags?.HicPlusDisableAwsCampaigns === true;
  const active = [...byEndpoint.values()].some((r) => r.campaign_requested_at && (!r.campaign_deleted_at || r.campaign_deleted_at < r.campaign_requested_at));
  const stamps = [...byEndpoint.values()].flatMap((r) => [r.campaign_requested_at, r.campaign_deleted_at]).filter((d): d is Date => d !== null);
  const latest = stamps.length ? new Date(Math.max(...stamps.map((d) => d.getTime()))).toISOString() : null;
  const waiting = !ready || ready > opts.now;
  return {
    site: site.id,
    'aws-status': disabled ? 'disabled' : active ? 'active' : 'idle',
    'aws-timestamp': latest,
    'data-status': waiting ? 'waiting' : 'ready',
    'data-timestamp': ready ? ready.toISOString() : null,
    message: waiting ? M.waiting : '',
    endpoints,
    recommendations,
  };
}

type Trx = Transaction<Schema>;

/**
 * Asks the platform to publish the campaigns a recommendation needs. An endpoint whose
 * campaign is already requested (pending or live) keeps its time: going live again is instant.
 */
export async function requestCampaigns(trx: Trx, siteId: string, endpoints: string[], now: Date): Promise<void> {
  for (const endpoint of new Set(endpoints.filter(isCampaignRecipe))) {
    await trx
      .insertInto('rec_endpoints')
      .values({ site_id: siteId, endpoint, campaign_requested_at: now })
      .onConflict((oc) =>
        oc.columns(['site_id', 'endpoint']).doUpdateSet({
          campaign_requested_at: sql`CASE WHEN rec_endpoints.campaign_requested_at IS NULL
            OR (rec_endpoints.campaign_deleted_at IS NOT NULL AND rec_endpoints.campaign_deleted_at >= rec_endpoints.campaign_requested_at)
            THEN excluded.campaign_requested_at ELSE rec_endpoints.campaign_requested_at END`,
        }),
      )
      .execute();
  }
}

/** Tears down every requested campaign of a site; returns the endpoints it deleted. */
export async function deprovisionCampaigns(db: Db, siteId: string, now: Date): Promise<string[]> {
  const rows = await db
    .updateTable('rec_endpoints')
    .set({ campaign_deleted_at: now })
    .where('site_id', '=', siteId)
    .where('campaign_requested_at', 'is not', null)
    .where((eb) => eb.or([eb('campaign_deleted_at', 'is', null), eb('campaign_deleted_at', '<', eb.ref('campaign_requested_at'))]))
    .returning('endpoint')
    .execute();
  return rows.map((r) => r.endpoint).sort();
}
