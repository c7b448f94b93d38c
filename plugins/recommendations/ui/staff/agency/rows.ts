import type { AgencyAnswer, AgencyEntry, AgencyRow, PeriodNumbers } from './types';

const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

function period(p: PeriodNumbers | null, prefix: 'h72' | 'd30') {
  return {
    [`${prefix}Engaged`]: p?.engaged ?? null,
    [`${prefix}Revenue`]: p?.revenue ?? null,
    [`${prefix}Viewed`]: p?.viewed ?? null,
    [`${prefix}RpvLift`]: p?.rpvLift ?? null,
    [`${prefix}ClickThrough`]: p?.clickThrough ?? null,
  } as Pick<AgencyRow, `${typeof prefix}${'Engaged' | 'Revenue' | 'Viewed' | 'RpvLift' | 'ClickThrough'}`>;
}

/** One site's entry as a flat row. The first user of the organization stands for its users. */
export function toAgencyRow(external: string, e: AgencyEntry): AgencyRow {
  const user = e.userInfo[0];
  return {
    external,
    merchantName: e.merchant?.name ?? '',
    merchantCountry: e.merchant?.country ?? '',
    merchantIndustry: e.merchant?.industryName ?? (e.merchant?.industry != null ? String(e.merchant.industry) : ''),
    merchantId: e.merchant?.id ?? '',
    userEmail: user?.email ?? '',
    userFirst: user?.first ?? '',
    userLast: user?.last ?? '',
    userCountry: user?.country ?? '',
    userRegion: user?.region ?? '',
    userCompany: user?.company ?? '',
    shopPlan: e.shopInfo?.shopPlan?.displayName ?? '',
    productCount: e.productCount,
    platformRevenue: e.revenues.platform30d ?? null,
    platformRevenueUsd: e.revenues.platform30dUsd ?? null,
    ownRevenue: e.revenues.own30d,
    ownRevenueUsd: e.revenues.own30dUsd,
    currency: e.currency,
    rate: e.rate,
    appInstalled: e.recInfo.installed,
    installDate: date(e.recInfo.firstInstallDate),
    tier: e.recInfo.appTier ?? '',
    total: e.recInfo.appTotal,
    siteName: e.site.name,
    siteUrl: e.site.url,
    siteCreated: date(e.site.created),
    siteId: e.site.id,
    tagInvalidSince: date(e.tagInvalidSince),
    tagValidated: date(e.tagValidated),
    ...period(e.rec72h, 'h72'),
    ...period(e.rec30d, 'd30'),
    interactions: e.interactions,
    purchaseInteractions: e.purchaseInteractions,
    liveCount: e.liveCount,
    awsStatus: e.awsStatus ?? '',
    pageViewsLastMonth: e.pageViewsLastMonth,
    pageViewsCurrentMonth: e.pageViewsCurrentMonth,
    production: e.statusCounts.production,
    staging: e.statusCounts.staging,
    everProduction: e.statusCounts.everProduction,
  };
}

export const toAgencyRows = (answer: AgencyAnswer): AgencyRow[] => Object.entries(answer).map(([external, e]) => toAgencyRow(external, e));
