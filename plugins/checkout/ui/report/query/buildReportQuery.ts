// Turns a report definition plus the user's selections into one GraphQL query of the
// analytics schema (CONTRACT §3). Every argument travels as a typed variable, so the query
// text depends only on the definition and the selection set, and the values are JSON.
import type { CompareMode } from '../../charts/types';
import { resolvePeriod, periodAlias, type DateSelection } from '../dates';
import { VISITS_SHARE_MIN } from '../definitions/buildReportDefinition';
import type { QueryArg, QueryDef, ReportDefinition } from '../definitions/types';
import { INTERNAL_ERRORS } from '../messages';
import { KPI_SESSIONS } from '../../../score/periods';
import { numberFilter, type RangeFilterValue } from './rangeFilter';
import { textFilter } from './textFilter';

export const SMOOTHINGS = ['default', 'gradual', 'stark', 'none', 'cumulative'] as const;
export type Smoothing = (typeof SMOOTHINGS)[number];

export interface ReportSelections {
  chartType: string;
  date: DateSelection;
  compare: CompareMode;
  smoothing: Smoothing;
  /** Per dimension: the typed values (spec §5 text filters). */
  textFilters: Readonly<Record<string, readonly string[]>>;
  /** Per numeric field (cartValue): operator and value. */
  rangeFilters: Readonly<Record<string, RangeFilterValue>>;
}

export interface QueryContext {
  /** The site whose data is read: the demo site while demo mode is on. */
  siteId: string;
  now: number;
  /** The site's IANA zone: calendar ranges count in it. */
  timeZone?: string;
}

export interface BuiltQuery {
  query: string;
  variables: Record<string, unknown>;
  queryIndex: number;
  timeSeries: boolean;
}

/** Metric parts every report reads (spec §7). */
export const METRIC_PARTS = 'primary compare lift confidence liftInterval { lower upper } sampleSizeRatio probabilityToWin';

/** GraphQL types of the variables a definition may use, by argument name. */
const ARG_TYPES: Record<string, string> = {
  where: 'SessionWhere!',
  compareTo: 'CompareTo',
  analyzeBy: '[Dimension!]',
  removeNullGroups: 'Boolean',
  smoothing: 'Smoothing',
  orderBy: '[OrderBy!]',
  filterBy: 'FilterBy',
  limit: 'Int',
  field: 'String!',
  binSize: 'Float',
};

/** The compareTo of the compare control (CONTRACT §3 CompareTo); null = no comparison. */
export function compareToFor(mode: CompareMode): { arrivalTimeUtc: 'previousPeriod' } | { market: true } | null {
  if (mode === 'previousPeriod') return { arrivalTimeUtc: 'previousPeriod' };
  if (mode === 'market') return { market: true };
  return null;
}

/**
 * where: the date selection, every filter control, the site, and never QA or baseline traffic.
 * @throws 'unknown control style' for a control the builder does not know (a broken definition).
 */
export function buildWhere(definition: ReportDefinition, selections: ReportSelections, context: QueryContext): Record<string, unknown> {
  let date: DateSelection = { name: periodAlias(definition.period).range };
  const where: Record<string, unknown> = {};
  for (const control of definition.controls) {
    switch (control.style) {
      case 'dateRange':
        date = selections.date;
        break;
      case 'textFilter': {
        const filter = control.dimension && textFilter(control.dimension, selections.textFilters[control.dimension] ?? []);
        if (filter) where[control.dimension as string] = filter;
        break;
      }
      case 'numberRange': {
        const filter = control.dimension && numberFilter(selections.rangeFilters[control.dimension]);
        if (filter) where[control.dimension as string] = filter;
        break;
      }
      case 'compare':
      case 'chartType':
      case 'smoothing':
      case 'analyzeBy':
        break; // these shape other arguments, not where
      default:
        throw new Error(INTERNAL_ERRORS.unknownControlStyle(String(control.style)));
    }
  }
  return {
    // The zone travels with the range: day and week bins are cut at the site's midnight.
    arrivalTimeUtc: { ...resolvePeriod(date, context.now, context.timeZone), ...(context.timeZone ? { timeZone: context.timeZone } : {}) },
    ...where,
    siteId: [context.siteId],
    // The sessions the Score reads too (one definition: score/periods.ts).
    ...KPI_SESSIONS,
  };
}

type Resolver = () => unknown;

function resolvers(definition: ReportDefinition, selections: ReportSelections, context: QueryContext, queryDef: QueryDef): Record<string, Resolver> {
  const has = (style: string) => definition.controls.some((c) => c.style === style);
  return {
    where: () => buildWhere(definition, selections, context),
    compareTo: () => (has('compare') ? compareToFor(selections.compare) : null),
    // Smoothing only means something on a time series (CONTRACT §3).
    smoothing: () => (queryDef.timeSeries && has('smoothing') ? selections.smoothing : null),
    // Small in the measure shown, not in visits: a pie of orders keeps the rare payment types.
    filterBy: () => ({ visitsShareMin: VISITS_SHARE_MIN, shareOf: definition.metricName }),
  };
}

/** A definition's argument with its '$name' variables resolved. @throws 'No resolver for query variable'. */
function resolveArg(value: QueryArg, table: Record<string, Resolver>): unknown {
  if (typeof value === 'string' && value.startsWith('$')) {
    const resolver = table[value.slice(1)];
    if (!resolver) throw new Error(INTERNAL_ERRORS.noResolver(value));
    return resolver();
  }
  if (Array.isArray(value)) return value.map((v) => resolveArg(v, table));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveArg(v as QueryArg, table)]));
  }
  return value;
}

function keyFields(analyzeBy: unknown): string {
  const dims = Array.isArray(analyzeBy) ? (analyzeBy as string[]) : [];
  const fields = dims.flatMap((d) => (d === 'siteId' ? ['siteId', 'siteName'] : [d]));
  return fields.length > 0 ? fields.join(' ') : 'siteId';
}

function selectionSet(definition: ReportDefinition, queryDef: QueryDef, variables: Record<string, unknown>, compare: CompareMode): string {
  if (queryDef.kind === 'histogram') return '{ field binSize bins { min max visits conversions } }';
  if (queryDef.kind === 'organizations') return '{ id name sites { siteId name external platform } }';
  const extra = (queryDef.extraMetrics ?? [])
    .filter((m) => m !== definition.metricName)
    .map((m) => `${m} { primary compare }`)
    .join(' ');
  const withMarket = queryDef.kind === 'compareSessions' && compare === 'market';
  const withheld = withMarket ? ' marketSuppressed' : '';
  const group = `key { ${keyFields(variables.analyzeBy)} } ${definition.metricName} { ${METRIC_PARTS} }${extra ? ` ${extra}` : ''}${withheld}`;
  const market = withMarket ? ' market { visits carts conversions qualifies suppressed } marketNotice { reason minShops suppressedGroups totalsSuppressed }' : '';
  // partialBinStart: the bin still in progress, drawn as partial (never read as a drop).
  const periods = queryDef.kind === 'compareSessions' ? ' period { min max bin partialBinStart } comparePeriod { min max bin }' : ' period { min max bin partialBinStart }';
  return `{ groups { ${group} } totals { ${group} }${periods}${market} }`;
}

/**
 * The query for the chart type in `selections`: its queryIndex picks the definition's query.
 * @throws for a chart type the definition does not offer, or a broken definition.
 */
export function buildReportQuery(definition: ReportDefinition, selections: ReportSelections, context: QueryContext): BuiltQuery {
  const chart = definition.charts.find((c) => c.chartType === selections.chartType) ?? definition.chart;
  const queryDef = definition.queryDef[chart.queryIndex];
  if (!queryDef) throw new Error(INTERNAL_ERRORS.noResolver(`queryDef[${chart.queryIndex}]`));
  const table = resolvers(definition, selections, context, queryDef);
  const variables: Record<string, unknown> = {};
  for (const [name, arg] of Object.entries(queryDef.args)) {
    // 'sessions' has no comparison argument (CONTRACT §3).
    if (name === 'compareTo' && queryDef.kind !== 'compareSessions') continue;
    const value = resolveArg(arg, table);
    if (value !== null && value !== undefined) variables[name] = value;
  }
  const names = Object.keys(variables);
  for (const name of names) {
    if (!ARG_TYPES[name]) throw new Error(INTERNAL_ERRORS.noResolver(`$${name}`));
  }
  const declarations = names.map((n) => `$${n}: ${ARG_TYPES[n]}`).join(', ');
  const args = names.map((n) => `${n}: $${n}`).join(', ');
  const call = queryDef.kind === 'organizations' ? queryDef.kind : `${queryDef.kind}(${args})`;
  const header = declarations && queryDef.kind !== 'organizations' ? `query Report(${declarations})` : 'query Report';
  const query = `${header} { ${call} ${selectionSet(definition, queryDef, variables, selections.compare)} }`;
  return { query, variables, queryIndex: chart.queryIndex, timeSeries: queryDef.timeSeries };
}
