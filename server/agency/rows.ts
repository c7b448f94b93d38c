// GET /api2/recommendation/agency-info (spec 7, Agency row of spec 3): one row per site, keyed
// by the site's external id, every field computed from stored data. Staff only. A handful of
// grouped queries whatever the number of sites (10,000 sites: the same seven statements).
import { agencyMetrics, type AgencyMetrics } from '../analytics/recs/agency-metrics';
import type { AnalyticsDb } from '../analytics/store/types';
import type { Db } from '../db/database';
import { PLANS, FREE_PLAN_NAME } from '../plans/catalogue';
import { priceOf } from '../shop/subscription-json';
import { FOREX_DATE, FOREX_RATES, toUsd } from '../static/forex';
import { INDUSTRIES } from '../static/industries';

const INDUSTRY_NAMES = new Map(INDUSTRIES.map((i) => [i.code, i.name]));

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const money = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);
const group = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const out = new Map<K, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
};

export async function agencyRows(db: Db, analytics: AnalyticsDb, opts: { now: Date; windowDays: number }): Promise<Record<string, unknown>> {
  const [sites, orgs, members, installs, subs, recs, products, metrics] = await Promise.all([
    db.selectFrom('sites').selectAll().orderBy('created_at').execute(),
    db.selectFrom('organizations').select(['id', 'name', 'country', 'industry', 'merchant_id', 'time_zone']).execute(),
    db.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.user_id')
      .select(['memberships.organization_id', 'users.email', 'users.first', 'users.last', 'users.name']).orderBy('users.email').execute(),
    db.selectFrom('shop_installations').select(['site_id', 'state']).execute(),
    db.selectFrom('subscriptions').select(['site_id', 'name', 'status', 'created_at', 'line_items']).orderBy('created_at').execute(),
    db.selectFrom('recommendations')
      .select((eb) => [
        'site_id',
        eb.fn.countAll<number>().filterWhere('status', '=', 'production').as('production'),
        eb.fn.countAll<number>().filterWhere('status', '=', 'staging').as('staging'),
        eb.fn.countAll<number>().filterWhere('ever_production', '=', true).as('ever_production'),
      ])
      .groupBy('site_id').execute(),
    db.selectFrom('catalog_products').select((eb) => ['site_id', eb.fn.countAll<number>().as('n')]).where('published', '=', true).groupBy('site_id').execute(),
    agencyMetrics(analytics, opts.now, opts.windowDays),
  ]);
  // The same rule as the Provisioning Status screen (server/recommendations/readiness.ts):
  // a requested campaign not deleted since is active.
  const campaigns = await db
    .selectFrom('rec_endpoints')
    .select((eb) => ['site_id', eb.fn.countAll<number>().as('n')])
    .where('campaign_requested_at', 'is not', null)
    .where((eb) => eb.or([eb('campaign_deleted_at', 'is', null), eb('campaign_deleted_at', '<', eb.ref('campaign_requested_at'))]))
    .groupBy('site_id')
    .execute();
  const activeCampaigns = new Set(campaigns.filter((c) => Number(c.n) > 0).map((c) => c.site_id));
  const orgById = new Map(orgs.map((o) => [o.id, o]));
  const usersByOrg = group(members, (m) => m.organization_id);
  const stateBySite = new Map(installs.map((i) => [i.site_id, i.state as Record<string, unknown>]));
  const subsBySite = group(subs, (s) => s.site_id);
  const recsBySite = new Map(recs.map((r) => [r.site_id, r]));
  const productsBySite = new Map(products.map((p) => [p.site_id, Number(p.n)]));

  const out: Record<string, unknown> = {};
  for (const site of sites) {
    const org = site.organization_id ? orgById.get(site.organization_id) : undefined;
    const state = stateBySite.get(site.id);
    const siteSubs = subsBySite.get(site.id) ?? [];
    const active = siteSubs.filter((s) => s.status === 'active').at(-1);
    const plan = active ? PLANS.find((p) => p.title === active.name) : undefined;
    const m: AgencyMetrics | undefined = metrics.get(site.id);
    const rec = recsBySite.get(site.id);
    const installed = state?.installed === true;
    const tagOk = installed && state?.tagEnabled !== false && site.tag_validated !== null;
    const currency = site.currency_name || 'USD';
    const platformRevenue = m?.orderRevenue30d ?? 0;
    const ownRevenue = m?.trackedRevenue30d ?? 0;
    out[site.external] = {
      recInfo: {
        // The first subscription is the install (every install picks a plan, free included);
        // a shop without one counts from its first tag validation.
        firstInstallDate: iso(siteSubs[0]?.created_at ?? site.tag_first_validated),
        installed,
        appTier: active ? (plan?.planName ?? active.name) : installed ? FREE_PLAN_NAME : null,
        appTotal: active ? priceOf(active).price : 0,
        status: active ? 'active' : siteSubs.length ? siteSubs.at(-1)!.status : 'none',
        enabled: installed && state?.tagEnabled !== false && state?.appEmbedEnabled !== false,
      },
      shopInfo: { shopPlan: { displayName: (state?.shopPlan as { displayName?: string } | undefined)?.displayName ?? null } },
      // Valid: installed, tag on and validated. Otherwise invalid since the tag was last heard
      // from (or, never heard from, since the site was created).
      tagInvalidSince: tagOk ? null : (m?.lastEventAt ?? iso(site.created_at)),
      tagValidated: iso(site.tag_validated),
      userInfo: (site.organization_id ? (usersByOrg.get(site.organization_id) ?? []) : []).map((u) => ({
        // No address is stored for a user: the region is the area of the organization's time
        // zone ("Europe/Oslo" -> "Europe"), the country the organization's.
        email: u.email, first: u.first, last: u.last, name: u.name, country: org?.country ?? '', region: org?.time_zone?.split('/')[0] ?? '', company: org?.name ?? '',
      })),
      merchant: org ? { id: org.merchant_id, name: org.name, country: org.country, industry: org.industry, industryName: org.industry === null ? null : (INDUSTRY_NAMES.get(org.industry) ?? null) } : null,
      site: { id: site.id, name: site.name, url: site.url, platform: site.platform, created: iso(site.created_at) },
      productCount: productsBySite.get(site.id) ?? 0,
      currency,
      rate: FOREX_RATES[currency] ?? null,
      rateDate: FOREX_DATE,
      // Platform: every order the shop took (its platform's figure). Own estimate: the orders
      // the tag saw a session for, what Vitrine measures by itself. Both over the last 30 days.
      revenues: {
        platform30d: platformRevenue,
        platform30dUsd: money(toUsd(platformRevenue, currency)),
        own30d: ownRevenue,
        own30dUsd: money(toUsd(ownRevenue, currency)),
      },
      awsStatus: site.flags?.HicPlusDisableAwsCampaigns === true ? 'disabled' : activeCampaigns.has(site.id) ? 'active' : 'idle',
      rec72h: m?.h72 ?? null,
      rec30d: m?.d30 ?? null,
      recRevenue30dUsd: m ? money(toUsd(m.d30.revenue, currency)) : null,
      interactions: m?.interactions ?? 0,
      purchaseInteractions: m?.purchaseInteractions ?? 0,
      liveCount: Number(rec?.production ?? 0),
      pageViewsCurrentMonth: m?.pageViewsCurrentMonth ?? 0,
      pageViewsLastMonth: m?.pageViewsLastMonth ?? 0,
      statusCounts: { production: Number(rec?.production ?? 0), staging: Number(rec?.staging ?? 0), everProduction: Number(rec?.ever_production ?? 0) },
    };
  }
  return out;
}
