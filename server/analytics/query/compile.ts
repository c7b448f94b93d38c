// ReportQuery pieces → one SQL statement per period. Identifiers come only from the tables
// below (whitelists); every value a user gave is a bound param, never SQL text.
import type { Dialect } from './dialect';
import { zonedBucketSql, zoneMatters, zoneSegments } from './zone';
import { MAX_GROUPS } from './errors';
import type { Aggregate } from './metrics';
import type { Bin, Dimension, KeyValue, NumberCondition, SessionFilters, TextFilterField, TimeRange } from './types';

/** Session columns by dimension / filter field (the `sessions` table is aliased x, `sites` s). */
const SESSION_COLUMNS: Record<Exclude<Dimension, 'arrivalTimeUtc' | 'merchantName' | 'siteTags' | 'cartValueBy100'>, string> = {
  siteId: 'x.site_id',
  formFactor: 'x.form_factor',
  newOrReturning: 'x.new_or_returning',
  attributionChannel: 'x.attribution_channel',
  attributionSource: 'x.attribution_source',
  arrivalPageClass: 'x.arrival_page_class',
  exitPageClass: 'x.exit_page_class',
  transPaymentType: 'x.trans_payment_type',
  country: 'x.country',
  city: 'x.city',
  isQa: 'x.is_qa',
  isBaseline: 'x.is_baseline',
  experienceQualifiedName: 'x.experience_qualified_name',
};

const ABANDONED = 'x.carted AND NOT x.converted';

/** Each aggregate's SQL (CONTRACT.md §2). Form factors are constants of the schema, not input. */
function aggregateSql(dialect: Dialect, agg: Aggregate): string {
  switch (agg) {
    case 'visits':
      return 'count(*)';
    case 'carts':
      return dialect.countIf('x.carted');
    case 'conversions':
      return dialect.countIf('x.converted');
    case 'revenue':
      return dialect.sum('x.revenue');
    case 'revenueSquares':
      return dialect.sum('x.revenue * x.revenue');
    case 'pageViews':
      return dialect.sum('x.page_views');
    case 'cartsAbandoned':
      return dialect.countIf(ABANDONED);
    case 'abandonedCartAmount':
      return dialect.sumIf('x.cart_value', ABANDONED);
    case 'visitsReachedCheckout':
      return dialect.countIf('x.reached_checkout');
    case 'regularCheckoutEngagements':
      return dialect.countIf('x.regular_checkout');
    case 'acceleratedCheckouts':
      return dialect.countIf('x.accelerated_checkout');
    case 'phoneCarts':
      return dialect.countIf("x.form_factor = 'phone' AND x.carted");
    case 'phoneCartsAbandoned':
      return dialect.countIf(`x.form_factor = 'phone' AND ${ABANDONED}`);
    case 'desktopCarts':
      return dialect.countIf("x.form_factor = 'desktop' AND x.carted");
    case 'desktopCartsAbandoned':
      return dialect.countIf(`x.form_factor = 'desktop' AND ${ABANDONED}`);
  }
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** Result column of a dimension's key / an aggregate: derived from whitelisted names only. */
export const keyColumn = (d: Dimension) => `k_${snake(d)}`;
export const aggregateColumn = (a: Aggregate) => `a_${snake(a)}`;
/** A key column's value as the wire has it (BIGINT as a number, anything odd as text). */
export function keyValue(value: unknown): KeyValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

/** A map key for key values: the value itself for one dimension (the usual case), JSON for more. */
export const keyOf = (values: readonly KeyValue[]): unknown => (values.length === 1 ? values[0] : JSON.stringify(values));

export const SITE_NAME_COLUMN = 'site_name';
export const TOTAL_FLAG_COLUMN = 'is_total';
/** Market rows: distinct shops, and their ids when fewer than the threshold (market-privacy.ts). */
export const SHOPS_COLUMN = 'm_shops';
export const SMALL_SHOPS_COLUMN = 'm_small_shops';

/** Bound params in placeholder order. */
export class Params {
  readonly values: unknown[] = [];
  constructor(private readonly dialect: Dialect) {}
  add(value: unknown): string {
    this.values.push(value);
    return this.dialect.placeholder(this.values.length, value);
  }
}

export interface StatementSpec {
  /** Sessions with arrival_time_utc in [min, max). */
  range: TimeRange;
  bin: Bin;
  /** Added to arrival times before bucketing, so compare-period bins line up with the primary's. */
  shiftMs: number;
  /** Day, week and month bins are cut in this IANA zone (Period.timeZone); UTC when absent. */
  timeZone?: string;
  filters: SessionFilters;
  /** Market: site_id NOT IN filters.siteIds instead of IN. */
  excludeSites: boolean;
  dimensions: readonly Dimension[];
  /** Also return any_value(sites.name) (needs siteId among the dimensions). */
  siteName: boolean;
  aggregates: readonly Aggregate[];
  /** Rows per group (needs dimensions). */
  groups: boolean;
  /** The grand-total row (flagged is_total = 1 when groups are also asked for). */
  totals: boolean;
  /** More groups than this is an error (MAX_GROUPS unless an internal caller raised it). */
  maxGroups?: number;
  /**
   * Market statements: also count each row's distinct shops, and list them when there are
   * fewer than this. The ids stay on the server: only the complement rule reads them.
   */
  marketMinShops?: number;
}

export interface CompiledStatement {
  sql: string;
  params: unknown[];
  spec: StatementSpec;
}

export function dimensionSql(dialect: Dialect, d: Dimension, spec: Pick<StatementSpec, 'bin' | 'shiftMs' | 'timeZone' | 'range'>, params: Params): string {
  switch (d) {
    case 'arrivalTimeUtc': {
      const shift = spec.shiftMs ? params.add(spec.shiftMs) : undefined;
      if (!zoneMatters(spec.timeZone, spec.bin)) return dialect.timeBucketMs(spec.bin, 'x.arrival_time_utc', shift);
      // The zone's offsets over the (shifted) range: the compare side is bucketed on the primary's grid.
      const shifted = { min: new Date(spec.range.min.getTime() + spec.shiftMs), max: new Date(spec.range.max.getTime() + spec.shiftMs) };
      const timestamp = (ms: number) => dialect.timestamp(params.add(dialect.timestampValue(new Date(ms))));
      return zonedBucketSql(dialect, spec.bin, 'x.arrival_time_utc', zoneSegments(spec.timeZone, shifted), spec.shiftMs, shift, timestamp);
    }
    case 'merchantName':
      return 's.merchant_name';
    case 'siteTags':
      // One key per distinct tag set ('a,b'), so every session is in exactly one group.
      return dialect.listKey('s.site_tags');
    case 'cartValueBy100':
      // cartValueBy100 = floor(cart_value / 100) × 100; NULL without a cart.
      return dialect.floorToMultiple('x.cart_value', 100);
    default:
      return SESSION_COLUMNS[d];
  }
}

export function textCondition(dialect: Dialect, field: TextFilterField, cond: { in: string[]; like: string[] }, params: Params): string {
  const parts: string[] = [];
  if (field === 'siteTags') {
    // A site matches when any of its tags matches.
    if (cond.in.length) parts.push(dialect.listHasAny('s.site_tags', cond.in.map((v) => params.add(v))));
    for (const pattern of cond.like) parts.push(dialect.listAnyLike('s.site_tags', params.add(pattern)));
  } else {
    const column = SESSION_COLUMNS[field];
    if (cond.in.length) parts.push(`${column} IN (${cond.in.map((v) => params.add(v)).join(', ')})`);
    for (const pattern of cond.like) parts.push(dialect.like(column, params.add(pattern)));
  }
  // Values of one field are alternatives (OR); fields are ANDed by the caller.
  return parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`;
}

const NUMBER_OPS: Record<keyof NumberCondition, string> = { gte: '>=', gt: '>', lte: '<=', lt: '<' };

/** One condition per bound of a cart-value filter (ANDed by the caller). */
export function cartValueConditions(cond: NumberCondition | null, params: Params): string[] {
  return (Object.entries(cond ?? {}) as Array<[keyof NumberCondition, number]>).map(([op, value]) => `x.cart_value ${NUMBER_OPS[op]} ${params.add(value)}`);
}

/** The WHERE conditions of a statement (without the keyword). */
export function whereSql(dialect: Dialect, spec: Pick<StatementSpec, 'range' | 'filters' | 'excludeSites'>, params: Params): string[] {
  const { range, filters } = spec;
  const conds = [
    `x.arrival_time_utc >= ${dialect.timestamp(params.add(dialect.timestampValue(range.min)))}`,
    `x.arrival_time_utc < ${dialect.timestamp(params.add(dialect.timestampValue(range.max)))}`,
  ];
  if (filters.siteIds) {
    conds.push(`x.site_id ${spec.excludeSites ? 'NOT IN' : 'IN'} (${filters.siteIds.map((id) => params.add(id)).join(', ')})`);
  }
  for (const [field, cond] of Object.entries(filters.text) as Array<[TextFilterField, { in: string[]; like: string[] }]>) {
    conds.push(textCondition(dialect, field, cond, params));
  }
  conds.push(...cartValueConditions(filters.cartValue, params));
  if (filters.isQa !== null) conds.push(`x.is_qa = ${params.add(filters.isQa)}`);
  if (filters.isBaseline !== null) conds.push(`x.is_baseline = ${params.add(filters.isBaseline)}`);
  return conds;
}

/** Whether the statement reads the `sites` table. */
export function needsSites(spec: Pick<StatementSpec, 'dimensions' | 'siteName' | 'filters'>): boolean {
  return spec.siteName || spec.dimensions.some((d) => d === 'merchantName' || d === 'siteTags') || spec.filters.text.siteTags !== undefined;
}

export const FROM_SESSIONS = 'FROM sessions AS x';
export const JOIN_SITES = 'LEFT JOIN sites AS s ON s.site_id = x.site_id';

/**
 * One statement for one period. With groups and totals it uses grouping sets, so the period's
 * sessions are scanned once; the total row comes first. Groups are capped at MAX_GROUPS + 1
 * rows, enough to tell "too many" without reading them all.
 */
export function compileStatement(dialect: Dialect, spec: StatementSpec): CompiledStatement {
  if (spec.groups && !spec.dimensions.length) throw new Error('A grouped statement needs dimensions');
  if (!spec.groups && !spec.totals) throw new Error('A statement needs groups or totals');
  if (spec.siteName && !spec.dimensions.includes('siteId')) throw new Error('siteName needs the siteId dimension');
  const params = new Params(dialect);
  const grouped = spec.groups;
  const keys = grouped ? spec.dimensions.map(keyColumn) : [];
  const select: string[] = [];
  if (grouped) {
    spec.dimensions.forEach((d, i) => select.push(`${dimensionSql(dialect, d, spec, params)} AS ${keys[i]}`));
    if (spec.siteName) select.push(`${dialect.anyValue('s.name')} AS ${SITE_NAME_COLUMN}`);
  }
  for (const agg of spec.aggregates) select.push(`${aggregateSql(dialect, agg)} AS ${aggregateColumn(agg)}`);
  if (spec.marketMinShops !== undefined) {
    const shops = dialect.countDistinct('x.site_id');
    select.push(`${shops} AS ${SHOPS_COLUMN}`);
    select.push(`${dialect.distinctListWhen(`${shops} < ${params.add(spec.marketMinShops)}`, 'x.site_id')} AS ${SMALL_SHOPS_COLUMN}`);
  }
  if (grouped && spec.totals) select.push(`${dialect.groupingFlag(keys)} AS ${TOTAL_FLAG_COLUMN}`);

  const lines = [`SELECT ${select.join(', ')}`, FROM_SESSIONS];
  if (needsSites(spec)) lines.push(JOIN_SITES);
  lines.push(`WHERE ${whereSql(dialect, spec, params).join(' AND ')}`);
  if (grouped) {
    lines.push(dialect.groupBy(keys, spec.totals));
    if (spec.totals) lines.push(`ORDER BY ${TOTAL_FLAG_COLUMN} DESC`);
    lines.push(`LIMIT ${params.add((spec.maxGroups ?? MAX_GROUPS) + 1 + (spec.totals ? 1 : 0))}`);
  }
  return { sql: lines.join('\n'), params: params.values, spec };
}
