// The GraphQL queries the fuzz suite sends, each with valid variables and the variable paths it
// mutates (the arguments of compareSessions, sessions, histogram and the checkout score).
import type { FieldPath } from './mutations';
import { SITE, type Who } from './targets';

export interface GraphqlTarget {
  name: string;
  as: Who;
  query: string;
  variables: Record<string, unknown>;
  /** Paths into the variables; the first gets every family, the rest the core few. */
  fields: FieldPath[];
}

const where = { arrivalTimeUtc: { range: 'l4w' }, siteId: [SITE.id] };
const REPORT_ARGS = '$where: SessionWhere!, $analyzeBy: [Dimension!], $limit: Int, $filterBy: FilterBy';

export const GRAPHQL_TARGETS: GraphqlTarget[] = [
  {
    name: 'histogram',
    as: 'merchant',
    query: 'query H($where: SessionWhere!, $field: String!, $binSize: Float) { histogram(where: $where, field: $field, binSize: $binSize) { binSize bins { min max visits } } }',
    variables: { where, field: 'cartValue', binSize: 10 },
    fields: [['binSize'], ['where', 'cartValue', 'gte'], ['field'], ['where', 'siteId'], ['where', 'arrivalTimeUtc', 'range']],
  },
  {
    name: 'sessions',
    as: 'merchant',
    query: `query S(${REPORT_ARGS}) { sessions(where: $where, analyzeBy: $analyzeBy, limit: $limit, filterBy: $filterBy) { totals { visits { primary } } } }`,
    variables: { where, analyzeBy: ['formFactor'], limit: 10, filterBy: { visitsShareMin: 0.01 } },
    fields: [['where', 'cartValue', 'lt'], ['limit'], ['filterBy', 'visitsShareMin'], ['where', 'country', 'in'], ['analyzeBy'], ['where', 'arrivalTimeUtc', 'min']],
  },
  {
    name: 'compareSessions',
    as: 'merchant',
    query: `query C(${REPORT_ARGS}, $compareTo: CompareTo) { compareSessions(where: $where, analyzeBy: $analyzeBy, limit: $limit, filterBy: $filterBy, compareTo: $compareTo) { totals { visits { primary compare } } } }`,
    variables: { where, limit: 10, compareTo: { arrivalTimeUtc: 'previousPeriod' } },
    fields: [['where', 'cartValue', 'gt'], ['compareTo'], ['where', 'city', 'in']],
  },
  {
    name: 'scoreDistribution',
    as: 'staff',
    query: 'query D($type: String, $kpi: String, $binSize: Float, $siteId: ID) { scoreDistribution(type: $type, kpi: $kpi, binSize: $binSize, siteId: $siteId) { sitesMadeBar } }',
    variables: { type: 'score', binSize: 10, siteId: SITE.id },
    fields: [['binSize'], ['kpi'], ['siteId']],
  },
];
