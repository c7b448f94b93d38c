/**
 * The largest magnitude a numeric report filter may have (a cart value bound, say). Filter bounds
 * reach the analytics engine as query parameters, and a JS number past 2^63 cannot bind as an
 * integer there; no cart value comes near it. Shared by the report form (so Apply refuses what
 * the server would) and the query layer (server/analytics/query/errors.ts).
 */
export const MAX_FILTER_NUMBER = 1e15;
