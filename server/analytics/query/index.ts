// The analytics query layer (CONTRACT.md §3): the GraphQL part and the programmatic API the
// Checkout Score service and the bench use.
export { analyticsPart, type AnalyticsPartOptions } from './part';
export { shopProfiles } from './shop-profiles';
export { siteDataRows, siteDataQuery, SITE_DATA_FIELDS, SITE_DATA_SELECTION } from './site-data';
export { runReport, reportSql, buildReport, metricValue, MARKET_BARS } from './report';
export { planReport, type ReportPlan } from './plan';
export { compileStatement, type CompiledStatement, type StatementSpec } from './compile';
export { parseReportArgs, parsePeriod, parseFilters, type ReportArgs, type SessionWhereArgs } from './parse';
export { resolveAlias, autoBin, PERIOD_ALIASES, ALIAS_BINS, type PeriodAlias } from './period';
export { selectMetrics, reportSelection } from './selection';
export { duckdbDialect, dialectFor, type Dialect } from './dialect';
export { runHistogram, compileHistogram, type Histogram } from './histogram';
export { listOrganizations, MARKET_PANEL } from './organizations';
export { QueryQueue } from './queue';
export { PeriodType } from './graphql-types';
export { QUERY_QUEUED_MESSAGE } from './errors';
export type * from './types';
