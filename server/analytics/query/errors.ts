// Errors the analytics query layer shows to the client. Each is an HttpError, so the GraphQL
// layer keeps its message and puts the code in extensions (server/graphql/routes.ts).
import { HttpError } from '../../lib/errors';
import { MAX_FILTER_NUMBER } from '../../../plugins/checkout/filterLimits';

export const MAX_SPAN_DAYS = 1100;
/**
 * Spec §9 'Max (from 2018-01-01)': a longer period is allowed from midnight 2018-01-01 in any
 * site's zone on (UTC+14 is the earliest), in week or month bins.
 */
export const MAX_RANGE_START = new Date('2017-12-31T10:00:00Z');
export const MAX_GROUPS = 5000;
export const MAX_LIMIT = 5000;
export const DEFAULT_LIMIT = 1000;
export const MAX_HISTOGRAM_BINS = 10_000;
/**
 * Numeric filter bounds and bin sizes reach the engine as query parameters; a JS number past
 * 2^63 cannot bind as an integer there. No cart value or page count comes near these. The
 * filter bound is the report form's too (plugins/checkout/filterLimits.ts).
 */
export { MAX_FILTER_NUMBER };
export const MIN_BIN_SIZE = 1e-6;
export const MAX_BIN_SIZE = 1e12;

export const QUERY_QUEUED_MESSAGE = 'Query request has been queued; retry in a few seconds';

export const MESSAGES = {
  unknownAlias: (alias: string) => `Unknown period alias '${alias}' (use one of l24h, l3d, l7d, l2w, l4w, l1m, mtd, ytd)`,
  rangeOrMinMax: 'where.arrivalTimeUtc needs either range or both min and max',
  rangeAndMinMax: 'where.arrivalTimeUtc takes either range or min and max, not both',
  badDate: (field: string, value: string) => `where.arrivalTimeUtc.${field} is not an ISO-8601 date: '${value}'`,
  minNotBeforeMax: 'where.arrivalTimeUtc.min must be before max',
  spanTooLong: `The period spans more than ${MAX_SPAN_DAYS} days`,
  tooManyGroups: `The query has more than ${MAX_GROUPS} groups; use a shorter period, a coarser bin, more filters or fewer analyzeBy dimensions`,
  badLimit: `limit must be between 1 and ${MAX_LIMIT}`,
  emptySiteIds: 'where.siteId must list at least one site',
  badSiteId: 'where.siteId must hold 24-character hex site ids',
  siteIdRequired: 'where.siteId is required: list the sites to analyze',
  emptyTextFilter: (field: string) => `where.${field}.in must list at least one value`,
  tooManyValues: (field: string, max: number) => `where.${field}.in may list at most ${max} values`,
  valueTooLong: (field: string, max: number) => `where.${field}.in values may be at most ${max} characters`,
  badNumberFilter: (field: string) => `where.${field} bounds must be finite numbers between -${MAX_FILTER_NUMBER} and ${MAX_FILTER_NUMBER}`,
  compareBoth: 'compareTo takes either arrivalTimeUtc or market, not both',
  marketNeedsSites: 'compareTo.market needs where.siteId (the market is every other site)',
  marketSiteTags:
    'compareTo.market cannot be combined with where.siteTags: the market is every other shop, never a set of shops picked by their tags',
  marketCartValue:
    'compareTo.market needs where.cartValue as gte/lt bounds in whole hundreds: the market is compared in cart-value buckets of 100',
  unknownOrderField: (field: string) => `orderBy field '${field}' is neither a metric nor a dimension`,
  orderFieldNotAnalyzed: (field: string) => `orderBy field '${field}' is a dimension not in analyzeBy`,
  duplicateDimension: (d: string) => `analyzeBy lists '${d}' twice`,
  badShare: 'filterBy.visitsShareMin must be between 0 and 1',
  badTimeZone: (zone: string) => `arrivalTimeUtc.timeZone '${zone}' is not an IANA time zone`,
  unknownShareOf: (field: string) => `filterBy.shareOf '${field}' is not a metric`,
  badHistogramField: (field: string) => `histogram field '${field}' must be one of cartValue, revenue, pageViews`,
  badBinSize: `binSize must be a positive number between ${MIN_BIN_SIZE} and ${MAX_BIN_SIZE}`,
  tooManyBins: `The histogram has more than ${MAX_HISTOGRAM_BINS} bins; use a larger binSize or filters`,
} as const;

/** A 400 with the BAD_REQUEST code. */
export function badQuery(message: string): HttpError {
  return new HttpError(400, message, 'BAD_REQUEST');
}

/** The query is still running (or could not start yet): the client retries later. */
export function queryQueued(): HttpError {
  return new HttpError(503, QUERY_QUEUED_MESSAGE, 'QUERY_QUEUED');
}
