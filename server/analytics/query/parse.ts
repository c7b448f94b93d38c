// GraphQL args → ReportQuery. GraphQL has already checked the types (enums, Int, Float);
// this checks everything else and answers bad input with a BAD_REQUEST naming the field.
import { MARKET_MIN_SHOPS_FLOOR } from '../../config';
import { isId } from '../../lib/ids';
import { badQuery, DEFAULT_LIMIT, MAX_FILTER_NUMBER, MAX_GROUPS, MAX_LIMIT, MAX_RANGE_START, MAX_SPAN_DAYS, MESSAGES } from './errors';
import { ALIAS_BINS, addMonths, autoBin, DAY_MS, isPeriodAlias, resolveAlias } from './period';
import { isTimeZone, zonedBinStarts } from './zone';
import {
  MARKET_BARS,
  DIMENSIONS,
  METRICS,
  TEXT_FILTER_FIELDS,
  type Bin,
  type Compare,
  type Dimension,
  type MetricName,
  type NumberCondition,
  type OrderField,
  type Period,
  type ReportQuery,
  type SessionFilters,
  type Smoothing,
  type TextCondition,
  type TextFilterField,
} from './types';

/** The width of a cartValueBy100 bucket: market cart-value bounds are whole buckets. */
export const MARKET_CART_VALUE_STEP = 100;

/** Caps that keep one filter from turning into a huge statement. */
export const MAX_FILTER_VALUES = 100;
export const MAX_FILTER_VALUE_LENGTH = 200;
export const MAX_SITE_IDS = 1000;

type Maybe<T> = T | null | undefined;

export interface TimeWhereArgs {
  min?: Maybe<string>;
  max?: Maybe<string>;
  range?: Maybe<string>;
  bin?: Maybe<Bin | 'auto'>;
  timeZone?: Maybe<string>;
}

export interface SessionWhereArgs extends Partial<Record<TextFilterField, Maybe<{ in?: Maybe<readonly string[]> }>>> {
  arrivalTimeUtc: TimeWhereArgs;
  siteId?: Maybe<readonly string[]>;
  cartValue?: Maybe<{ gte?: Maybe<number>; gt?: Maybe<number>; lte?: Maybe<number>; lt?: Maybe<number> }>;
  isQa?: Maybe<boolean>;
  isBaseline?: Maybe<boolean>;
}

export interface ReportArgs {
  where: SessionWhereArgs;
  compareTo?: Maybe<{ arrivalTimeUtc?: Maybe<'previousPeriod' | 'previousYear'>; market?: Maybe<boolean> }>;
  analyzeBy?: Maybe<readonly Dimension[]>;
  removeNullGroups?: Maybe<boolean>;
  smoothing?: Maybe<Smoothing | 'default'>;
  orderBy?: Maybe<ReadonlyArray<{ field: string; direction?: Maybe<'asc' | 'desc'> }>>;
  filterBy?: Maybe<{ visitsShareMin?: Maybe<number>; shareOf?: Maybe<string> }>;
  limit?: Maybe<number>;
}

// Date-only, or date-time with optional seconds, fraction and zone (no zone = UTC).
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function parseIso(field: 'min' | 'max', value: string): Date {
  const m = ISO.exec(value.trim());
  if (!m) throw badQuery(MESSAGES.badDate(field, value));
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = m;
  // Date would roll 2024-02-31 over to March: check each component's range first.
  const daysInMonth = new Date(Date.UTC(Number(y), Number(mo), 0)).getUTCDate();
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > daysInMonth || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) {
    throw badQuery(MESSAGES.badDate(field, value));
  }
  const offset = zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone; // +0530 → +05:30
  const parsed = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${fraction.padEnd(3, '0').slice(0, 3)}${offset}`);
  if (Number.isNaN(parsed.getTime())) throw badQuery(MESSAGES.badDate(field, value));
  return parsed;
}

/** The period: an alias or min/max, its span checked, its bin resolved. */
export function parsePeriod(where: TimeWhereArgs | null | undefined, now: Date): Period & { alias: string | null } {
  const { min, max, range, bin } = where ?? {};
  const timeZone = where?.timeZone ?? undefined;
  if (timeZone !== undefined && !isTimeZone(timeZone)) throw badQuery(MESSAGES.badTimeZone(timeZone));
  const zone = timeZone && timeZone !== 'UTC' ? { timeZone } : {};
  const hasMinMax = min != null || max != null;
  if (range != null && hasMinMax) throw badQuery(MESSAGES.rangeAndMinMax);
  if (range != null) {
    if (!isPeriodAlias(range)) throw badQuery(MESSAGES.unknownAlias(range));
    const resolved = resolveAlias(range, now);
    return { ...resolved, bin: !bin || bin === 'auto' ? ALIAS_BINS[range] : bin, ...zone, alias: range };
  }
  if (min == null || max == null) throw badQuery(MESSAGES.rangeOrMinMax);
  const resolved = { min: parseIso('min', min), max: parseIso('max', max) };
  if (resolved.min.getTime() >= resolved.max.getTime()) throw badQuery(MESSAGES.minNotBeforeMax);
  const resolvedBin = !bin || bin === 'auto' ? autoBin(resolved) : bin;
  // Longer than MAX_SPAN_DAYS only as the picker's Max (spec §9: from 2018-01-01), and only in
  // week or month bins (a few hundred points; hour or day bins would be tens of thousands).
  const long = resolved.max.getTime() - resolved.min.getTime() > MAX_SPAN_DAYS * DAY_MS;
  if (long && (resolved.min.getTime() < MAX_RANGE_START.getTime() || (resolvedBin !== 'week' && resolvedBin !== 'month'))) {
    throw badQuery(MESSAGES.spanTooLong);
  }
  return { ...resolved, bin: resolvedBin, ...zone, alias: null };
}

/** '*' and '%' are wildcards (→ %); '_' and '\' are literal, escaped for LIKE … ESCAPE '\'. */
export function likePattern(value: string): string {
  return value.replace(/[\\_]/g, (c) => `\\${c}`).replace(/\*/g, '%');
}

const isWildcard = (value: string) => value.includes('*') || value.includes('%');

function parseText(field: TextFilterField, values: readonly string[]): TextCondition {
  if (values.length === 0) throw badQuery(MESSAGES.emptyTextFilter(field));
  if (values.length > MAX_FILTER_VALUES) throw badQuery(MESSAGES.tooManyValues(field, MAX_FILTER_VALUES));
  if (values.some((v) => v.length > MAX_FILTER_VALUE_LENGTH)) throw badQuery(MESSAGES.valueTooLong(field, MAX_FILTER_VALUE_LENGTH));
  // Sorted and deduplicated: equal filters give equal SQL and equal cache keys.
  const uniq = (list: string[]) => [...new Set(list)].sort();
  return { in: uniq(values.filter((v) => !isWildcard(v))), like: uniq(values.filter(isWildcard).map(likePattern)) };
}

function parseNumber(field: string, value: SessionWhereArgs['cartValue']): NumberCondition | null {
  if (!value) return null;
  const out: NumberCondition = {};
  for (const op of ['gte', 'gt', 'lte', 'lt'] as const) {
    const bound = value[op];
    if (bound == null) continue;
    if (typeof bound !== 'number' || !(Math.abs(bound) <= MAX_FILTER_NUMBER)) throw badQuery(MESSAGES.badNumberFilter(field));
    out[op] = bound;
  }
  return Object.keys(out).length ? out : null;
}

export function parseSiteIds(ids: Maybe<readonly string[]>): string[] | null {
  if (ids == null) return null;
  if (ids.length === 0) throw badQuery(MESSAGES.emptySiteIds);
  if (ids.length > MAX_SITE_IDS || !ids.every(isId)) throw badQuery(ids.length > MAX_SITE_IDS ? MESSAGES.tooManyValues('siteId', MAX_SITE_IDS) : MESSAGES.badSiteId);
  return [...new Set(ids)].sort();
}

export function parseFilters(where: SessionWhereArgs): SessionFilters {
  const text: SessionFilters['text'] = {};
  for (const field of TEXT_FILTER_FIELDS) {
    const values = where[field]?.in;
    if (values != null) text[field] = parseText(field, values);
  }
  return {
    siteIds: parseSiteIds(where.siteId),
    text,
    cartValue: parseNumber('cartValue', where.cartValue),
    isQa: where.isQa ?? null,
    isBaseline: where.isBaseline ?? null,
  };
}

function parseCompare(args: ReportArgs['compareTo'], period: Period, filters: SessionFilters): Compare | null {
  const time = args?.arrivalTimeUtc ?? null;
  const market = args?.market === true;
  if (time && market) throw badQuery(MESSAGES.compareBoth);
  if (market) {
    if (!filters.siteIds) throw badQuery(MESSAGES.marketNeedsSites);
    // A market picked by shop attributes is a handful of named shops (CONTRACT.md "Market privacy").
    if (filters.text.siteTags) throw badQuery(MESSAGES.marketSiteTags);
    if (filters.cartValue && !isMarketCartValue(filters.cartValue)) throw badQuery(MESSAGES.marketCartValue);
    // The caller's other readable sites and the threshold are added once access is known (part.ts).
    return { kind: 'market', excludeSiteIds: filters.siteIds, minShops: MARKET_MIN_SHOPS_FLOOR, bars: MARKET_BARS };
  }
  if (time === 'previousPeriod') {
    // The same length immediately before: [min − (max − min), min).
    const length = period.max.getTime() - period.min.getTime();
    return { kind: time, range: { min: new Date(period.min.getTime() - length), max: new Date(period.min) } };
  }
  if (time === 'previousYear') {
    // One calendar year back (29 February → 28 February).
    return { kind: time, range: { min: addMonths(period.min, -12), max: addMonths(period.max, -12) } };
  }
  return null;
}

/**
 * Market cart-value bounds must be unions of whole cartValueBy100 buckets ([a, b) with a and
 * b multiples of 100), so two market ranges differ by whole buckets, each of which the
 * differencing guard checks (market-guard.ts): gt/lte or 150 would cut a bucket in two.
 */
export function isMarketCartValue(cond: NumberCondition): boolean {
  const whole = (v: number | undefined) => v === undefined || v % MARKET_CART_VALUE_STEP === 0;
  return cond.gt === undefined && cond.lte === undefined && whole(cond.gte) && whole(cond.lt);
}

/** 'default' (spec §9 Smoothing): gradual for hour bins, stark for day, none for week/month. */
export function resolveSmoothing(smoothing: ReportArgs['smoothing'], bin: Bin): Smoothing {
  if (smoothing == null) return 'none';
  if (smoothing !== 'default') return smoothing;
  return bin === 'hour' ? 'gradual' : bin === 'day' ? 'stark' : 'none';
}

const isMetric = (field: string): field is MetricName => (METRICS as readonly string[]).includes(field);
const isDimension = (field: string): field is Dimension => (DIMENSIONS as readonly string[]).includes(field);

function parseOrderBy(args: ReportArgs['orderBy'], analyzeBy: readonly Dimension[]): OrderField[] {
  return (args ?? []).map(({ field, direction }) => {
    if (!isMetric(field) && !isDimension(field)) throw badQuery(MESSAGES.unknownOrderField(field));
    if (isDimension(field) && !analyzeBy.includes(field)) throw badQuery(MESSAGES.orderFieldNotAnalyzed(field));
    return { field, direction: direction ?? 'desc' };
  });
}

function parseAnalyzeBy(args: ReportArgs['analyzeBy'], period: Period): Dimension[] {
  const dims = [...(args ?? [])];
  const seen = new Set<Dimension>();
  for (const d of dims) {
    if (seen.has(d)) throw badQuery(MESSAGES.duplicateDimension(d));
    seen.add(d);
  }
  // Each time bin is at least one group: refuse before running what must fail anyway.
  if (seen.has('arrivalTimeUtc') && zonedBinStarts(period, period.bin, period.timeZone, MAX_GROUPS).length > MAX_GROUPS) throw badQuery(MESSAGES.tooManyGroups);
  return dims;
}

/** The bin holding now, when the period has bins after it (ReportQuery.lastBinStart). */
function lastBinStart(period: Period, now: Date): { lastBinStart?: number } {
  if (period.max.getTime() <= now.getTime()) return {};
  const started = zonedBinStarts({ min: period.min, max: new Date(Math.max(period.min.getTime(), now.getTime()) + 1) }, period.bin, period.timeZone);
  return started.length ? { lastBinStart: started[started.length - 1] } : {};
}

/** compareSessions/sessions args → ReportQuery (sessions passes no compareTo). */
export function parseReportArgs(args: ReportArgs, now: Date): ReportQuery {
  const { alias: _alias, ...period } = parsePeriod(args.where?.arrivalTimeUtc, now);
  const filters = parseFilters(args.where);
  const analyzeBy = parseAnalyzeBy(args.analyzeBy, period);
  // A time series (at most MAX_GROUPS bins, checked above) is never cut short by the default:
  // a chart missing its last bins would look like a drop in traffic.
  const limit = args.limit ?? (analyzeBy.includes('arrivalTimeUtc') ? MAX_LIMIT : DEFAULT_LIMIT);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw badQuery(MESSAGES.badLimit);
  const share = args.filterBy?.visitsShareMin ?? null;
  if (share !== null && !(share >= 0 && share <= 1)) throw badQuery(MESSAGES.badShare);
  const shareOf = args.filterBy?.shareOf ?? 'visits';
  if (!isMetric(shareOf)) throw badQuery(MESSAGES.unknownShareOf(shareOf));
  return {
    period,
    filters,
    compare: parseCompare(args.compareTo, period, filters),
    analyzeBy,
    removeNullGroups: args.removeNullGroups ?? false,
    smoothing: resolveSmoothing(args.smoothing, period.bin),
    orderBy: parseOrderBy(args.orderBy, analyzeBy),
    visitsShareMin: share,
    shareOf,
    ...lastBinStart(period, now),
    limit,
  };
}
