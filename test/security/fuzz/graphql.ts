// The GraphQL queries the fuzz suite sends, each with valid variables and the variable paths it
// mutates: every argument of every root field (each variable is named after its argument, and
// fuzz.test.ts fails on a schema argument no target mutates).
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
const REPORT_ARGS =
  '$where: SessionWhere!, $analyzeBy: [Dimension!], $limit: Int, $filterBy: FilterBy, $removeNullGroups: Boolean, $smoothing: Smoothing, $orderBy: [OrderBy!]';
const REPORT_CALL = 'where: $where, analyzeBy: $analyzeBy, limit: $limit, filterBy: $filterBy, removeNullGroups: $removeNullGroups, smoothing: $smoothing, orderBy: $orderBy';
const arranged = { removeNullGroups: true, smoothing: 'none', orderBy: [{ field: 'visits', direction: 'desc' }] };

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
    query: `query S(${REPORT_ARGS}) { sessions(${REPORT_CALL}) { totals { visits { primary } } } }`,
    variables: { where, analyzeBy: ['formFactor'], limit: 10, filterBy: { visitsShareMin: 0.01 }, ...arranged },
    fields: [
      ['where', 'cartValue', 'lt'],
      ['limit'],
      ['filterBy', 'visitsShareMin'],
      ['where', 'country', 'in'],
      ['analyzeBy'],
      ['where', 'arrivalTimeUtc', 'min'],
      ['removeNullGroups'],
      ['smoothing'],
      ['orderBy', '0', 'field'],
      ['filterBy', 'shareOf'],
    ],
  },
  {
    name: 'compareSessions',
    as: 'merchant',
    query: `query C(${REPORT_ARGS}, $compareTo: CompareTo) { compareSessions(${REPORT_CALL}, compareTo: $compareTo) { totals { visits { primary compare } } } }`,
    variables: { where, analyzeBy: ['formFactor'], limit: 10, filterBy: { visitsShareMin: 0.01 }, ...arranged, compareTo: { arrivalTimeUtc: 'previousPeriod' } },
    fields: [['where', 'cartValue', 'gt'], ['compareTo'], ['where', 'city', 'in'], ['analyzeBy'], ['limit'], ['filterBy'], ['removeNullGroups'], ['smoothing'], ['orderBy']],
  },
  {
    name: 'scoreDistribution',
    as: 'staff',
    query: 'query D($type: String, $kpi: String, $binSize: Float, $siteId: ID) { scoreDistribution(type: $type, kpi: $kpi, binSize: $binSize, siteId: $siteId) { sitesMadeBar } }',
    variables: { type: 'score', binSize: 10, siteId: SITE.id },
    fields: [['binSize'], ['kpi'], ['siteId'], ['type']],
  },
  {
    name: 'checkoutScore',
    as: 'merchant',
    query: 'query K($siteId: ID!, $demo: Boolean) { checkoutScore(siteId: $siteId, demo: $demo) { __typename } }',
    variables: { siteId: SITE.id, demo: false },
    fields: [['siteId'], ['demo']],
  },
  {
    name: 'usage',
    as: 'merchant',
    query: 'query U($site: ID!) { usage(site: $site) { __typename } }',
    variables: { site: SITE.id },
    fields: [['site']],
  },
];
