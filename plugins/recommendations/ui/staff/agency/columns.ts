import type { ColDef, ColGroupDef } from 'ag-grid-community';
import { fmtDate, fmtInt, fmtMoney, fmtPct, fmtRate } from './format';
import { AGENCY } from './messages';
import type { AgencyRow } from './types';

type Col = ColDef<AgencyRow>;
const H = AGENCY.headers;

const text = (field: keyof AgencyRow, extra: Col = {}): Col => ({ field, headerName: H[field as keyof typeof H], filter: 'agTextColumnFilter', ...extra });
const num = (field: keyof AgencyRow, header: string, format: (v: unknown) => string = fmtInt, extra: Col = {}): Col => ({
  field,
  headerName: header,
  filter: 'agNumberColumnFilter',
  type: 'rightAligned',
  valueFormatter: (p) => format(p.value),
  ...extra,
});
const date = (field: keyof AgencyRow, extra: Col = {}): Col => ({
  field,
  headerName: H[field as keyof typeof H],
  filter: 'agDateColumnFilter',
  valueFormatter: (p) => fmtDate(p.value),
  width: 130,
  ...extra,
});
const yesNo = (field: keyof AgencyRow): Col => ({
  field,
  headerName: H[field as keyof typeof H],
  filter: 'agTextColumnFilter',
  // Filter and export by the words staff see, not true/false.
  filterValueGetter: (p) => (p.data?.[field] ? AGENCY.yes : AGENCY.no),
  valueFormatter: (p) => (p.value ? AGENCY.yes : AGENCY.no),
  width: 110,
});

const period = (prefix: 'h72' | 'd30', header: string): ColGroupDef<AgencyRow> => ({
  headerName: header,
  groupId: prefix,
  children: [
    num(`${prefix}Engaged`, H.engaged),
    num(`${prefix}Revenue`, H.revenue, fmtMoney),
    num(`${prefix}Viewed`, H.viewed),
    num(`${prefix}RpvLift`, H.rpvLift, fmtPct),
    num(`${prefix}ClickThrough`, H.clickThrough, fmtPct),
  ],
});

// Not 'siteName': ag-grid would rename the column's id to keep ids unique ('siteName_1').
const PINNED_GROUP = 'pinnedName';

/** Spec 3's Agency row, grouped as staff read it; the site name stays pinned on the left. */
export const AGENCY_COLUMNS: ColGroupDef<AgencyRow>[] = [
  // The pinned name has a group of its own: ag-grid draws a group whose children are partly
  // pinned once per area, so the header read 'Site | Site | Merchant'.
  { headerName: '', groupId: PINNED_GROUP, children: [text('siteName', { pinned: 'left', lockPinned: true, width: 180, sort: 'asc' })] },
  {
    headerName: AGENCY.groups.site,
    groupId: 'site',
    children: [
      text('siteUrl', { width: 220 }),
      date('siteCreated'),
      text('siteId', { width: 230 }),
    ],
  },
  {
    headerName: AGENCY.groups.merchant,
    groupId: 'merchant',
    children: [text('merchantName'), text('merchantCountry', { width: 110 }), text('merchantIndustry'), text('merchantId', { width: 130 })],
  },
  {
    headerName: AGENCY.groups.user,
    groupId: 'user',
    children: [text('userEmail', { width: 220 }), text('userFirst', { width: 120 }), text('userLast', { width: 120 }), text('userCountry', { width: 110 }), text('userRegion', { width: 120 }), text('userCompany')],
  },
  {
    headerName: AGENCY.groups.shop,
    groupId: 'shop',
    children: [
      text('shopPlan', { width: 140 }),
      num('productCount', H.productCount),
      num('platformRevenue', H.platformRevenue, fmtMoney, { width: 170 }),
      num('platformRevenueUsd', H.platformRevenueUsd, fmtMoney, { width: 190 }),
      num('ownRevenue', H.ownRevenue, fmtMoney, { width: 190 }),
      num('ownRevenueUsd', H.ownRevenueUsd, fmtMoney, { width: 210 }),
      text('currency', { width: 110 }),
      num('rate', H.rate, fmtRate, { width: 130 }),
    ],
  },
  {
    headerName: AGENCY.groups.app,
    groupId: 'app',
    children: [yesNo('appInstalled'), date('installDate'), text('tier', { width: 130 }), num('total', H.total, fmtMoney, { width: 110 })],
  },
  { headerName: AGENCY.groups.tag, groupId: 'tag', children: [date('tagInvalidSince'), date('tagValidated')] },
  period('h72', AGENCY.groups.h72),
  period('d30', AGENCY.groups.d30),
  {
    headerName: AGENCY.groups.activity,
    groupId: 'activity',
    children: [
      num('interactions', H.interactions),
      num('purchaseInteractions', H.purchaseInteractions, fmtInt, { width: 190 }),
      num('liveCount', H.liveCount, fmtInt, { width: 90 }),
      text('awsStatus', { width: 120 }),
      num('pageViewsLastMonth', H.pageViewsLastMonth, fmtInt, { width: 190 }),
      num('pageViewsCurrentMonth', H.pageViewsCurrentMonth, fmtInt, { width: 190 }),
    ],
  },
  {
    headerName: AGENCY.groups.status,
    groupId: 'status',
    children: [num('production', H.production), num('staging', H.staging), num('everProduction', H.everProduction, fmtInt, { width: 150 })],
  },
];

export const DEFAULT_COL: ColDef<AgencyRow> = { sortable: true, resizable: true, filter: true, width: 150, floatingFilter: false };

/** Every leaf column with its group, for the column chooser. */
export const leafColumns = () =>
  AGENCY_COLUMNS.flatMap((g) =>
    g.children.map((c) => ({
      // The chooser lists the pinned name under Site, where staff look for it.
      group: g.groupId === PINNED_GROUP ? AGENCY.groups.site : (g.headerName ?? ''),
      field: (c as ColDef<AgencyRow>).field as string,
      header: (c as ColDef<AgencyRow>).headerName ?? '',
    })),
  );
