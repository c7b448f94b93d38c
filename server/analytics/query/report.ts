// Runs a report's statements and turns their rows into a SessionReport: primary and compare
// groups are joined by key here, smoothing applies to time series, and every MetricValue
// part comes from compareSamples (CONTRACT.md §4).
import { compareSamples, relativeLift } from '../statistics';
import type { AnalyticsDb } from '../store/types';
import { arrange, type ArrangedRow } from './arrange';
import { aggregateColumn, keyColumn, keyOf, keyValue, SHOPS_COLUMN, SITE_NAME_COLUMN, SMALL_SHOPS_COLUMN, TOTAL_FLAG_COLUMN, type CompiledStatement } from './compile';
import { dialectFor, type Dialect } from './dialect';
import { badQuery, MAX_GROUPS, MESSAGES } from './errors';
import { marketCheck, marketNotice, marketVerdict } from './market-answer';
import { readGuardRows, type GuardResult } from './market-guard';
import { LOWER_IS_BETTER_METRICS, METRIC_DEFS, mobileAbandonmentGap, pointValue, sampleOf, shareAggregate, type Aggregates } from './metrics';
import { zonedBinStarts } from './zone';
import { mergeSelections, planReport, type ReportPlan } from './plan';
import { smoothSeries } from './smoothing';
import type {
  GroupKey,
  KeyValue,
  MetricName,
  MetricSelection,
  MetricValue,
  Part,
  ReportQuery,
  ReportSelection,
  SessionGroup,
  SessionReport,
  WirePeriod,
} from './types';
import { TEST_PARTS } from './types';

export { MARKET_BARS } from './market-answer';

/** A market row's shops (compile.ts SHOPS_COLUMN / SMALL_SHOPS_COLUMN). */
export interface RawShops {
  shops: number;
  /** The shops' ids when fewer than the threshold (server-side only), else null. */
  smallShops: string[] | null;
}

export interface RawGroup {
  values: KeyValue[];
  siteName: string | null;
  aggs: Aggregates;
  /** Market statements only. */
  market?: RawShops;
}

export interface RawResult {
  groups: RawGroup[];
  total: Aggregates | null;
  /** Market statements with a total row only. */
  totalMarket?: RawShops;
}

/** A statement's rows as groups and/or the total; more than MAX_GROUPS groups is an error. */
export function readRows(statement: CompiledStatement, rows: ReadonlyArray<Record<string, unknown>>): RawResult {
  const { spec } = statement;
  // Column names once per statement, not per row × aggregate.
  const aggColumns = spec.aggregates.map((agg) => [agg, aggregateColumn(agg)] as const);
  const keyColumns = spec.dimensions.map(keyColumn);
  const aggsOf = (row: Record<string, unknown>): Aggregates => {
    const out: Aggregates = {};
    for (const [agg, column] of aggColumns) out[agg] = Number(row[column] ?? 0);
    return out;
  };
  const market = spec.marketMinShops !== undefined;
  // A statement without groups always answers one row, even over no sessions (0 shops).
  // The list means something only under the threshold (an engine may send [] above it).
  const shopsOf = (row: Record<string, unknown> | undefined): RawShops => {
    const shops = Number(row?.[SHOPS_COLUMN] ?? 0);
    const list = row?.[SMALL_SHOPS_COLUMN];
    return { shops, smallShops: Array.isArray(list) && shops < spec.marketMinShops! ? list.map(String) : null };
  };
  if (!spec.groups) return { groups: [], total: rows.length ? aggsOf(rows[0]) : {}, ...(market && { totalMarket: shopsOf(rows[0]) }) };
  const isTotal = (row: Record<string, unknown>) => spec.totals && Number(row[TOTAL_FLAG_COLUMN]) === 1;
  const groups = rows
    .filter((row) => !isTotal(row))
    .map((row) => ({
      values: keyColumns.map((column) => keyValue(row[column])),
      siteName: spec.siteName ? (keyValue(row[SITE_NAME_COLUMN]) as string | null) : null,
      aggs: aggsOf(row),
      ...(market && { market: shopsOf(row) }),
    }));
  if (groups.length > (spec.maxGroups ?? MAX_GROUPS)) throw badQuery(MESSAGES.tooManyGroups);
  const totalRow = rows.find(isTotal);
  return { groups, total: spec.totals ? (totalRow ? aggsOf(totalRow) : {}) : null, ...(market && spec.totals && { totalMarket: shopsOf(totalRow) }) };
}

/** One metric's requested parts for a primary/compare pair of aggregates. */
export function metricValue(metric: MetricName, parts: ReadonlySet<Part>, primary: Aggregates, compare: Aggregates | null): MetricValue {
  let comparison;
  if (METRIC_DEFS[metric].kind === 'gap') {
    // A difference of proportions has no sample kind of its own: primary, compare and lift
    // (primary / compare − 1, as for counts) only; the test parts stay null.
    const gap = (aggs: Aggregates) => mobileAbandonmentGap(aggs) ?? Number.NaN;
    comparison = compareSamples({ kind: 'count', value: gap(primary) }, compare ? { kind: 'count', value: gap(compare) } : null, { parts });
  } else {
    const m = metric as Exclude<MetricName, 'mobileAbandonmentGap'>;
    // Only the selected parts are computed (primary/compare alone skip every test).
    comparison = compareSamples(sampleOf(m, primary), compare ? sampleOf(m, compare) : null, { parts });
  }
  // "Win" is "better": for a metric where lower is better, the chance primary is lower.
  const win = comparison.probabilityToWin;
  if (win !== null && LOWER_IS_BETTER_METRICS.has(metric)) comparison = { ...comparison, probabilityToWin: 1 - win };
  const out: MetricValue = {};
  for (const part of parts) (out as Record<string, unknown>)[part] = comparison[part];
  return out;
}

type Evaluate = (primary: Aggregates, compare: Aggregates | null) => MetricValue;

/**
 * One metric's parts as a function of a primary/compare pair, decided once per report rather
 * than per group. Without test parts (the Checkout Score asks primary + compare for 13
 * metrics × every site) the values and lift come straight from the aggregates: what
 * compareSamples answers then, without its samples and result objects (report.test.ts).
 */
export function metricEvaluator(metric: MetricName, parts: ReadonlySet<Part>): Evaluate {
  if ([...parts].some((p) => TEST_PARTS.has(p))) return (primary, compare) => metricValue(metric, parts, primary, compare);
  const wantPrimary = parts.has('primary');
  const wantCompare = parts.has('compare');
  const wantLift = parts.has('lift');
  return (primary, compare) => {
    const p = pointValue(metric, primary);
    const c = compare ? pointValue(metric, compare) : null;
    // Always the same keys in the same order: one object shape for every group.
    const out: MetricValue = {};
    if (wantPrimary) out.primary = p;
    if (wantCompare) out.compare = c;
    if (wantLift) out.lift = compare ? relativeLift(p, c) : null;
    return out;
  };
}

type GroupValues = Partial<Record<MetricName, MetricValue>>;

function selectionEvaluator(selection: MetricSelection): (primary: Aggregates, compare: Aggregates | null) => GroupValues {
  const evaluators = (Object.entries(selection) as Array<[MetricName, ReadonlySet<Part>]>).map(([metric, parts]) => [metric, metricEvaluator(metric, parts)] as const);
  return (primary, compare) => {
    const out: GroupValues = {};
    for (const [metric, evaluate] of evaluators) out[metric] = evaluate(primary, compare);
    return out;
  };
}

const metricValues = (selection: MetricSelection, primary: Aggregates, compare: Aggregates | null) => selectionEvaluator(selection)(primary, compare);

interface WorkRow extends ArrangedRow {
  siteName: string | null;
  primary: Aggregates;
  compare: Aggregates | null;
}

/** A group on its way to the wire; primaryOf reads the (smoothed) primary aggregates. */
class Row implements WorkRow {
  constructor(
    readonly values: KeyValue[],
    readonly siteName: string | null,
    readonly primary: Aggregates,
    readonly compare: Aggregates | null,
    readonly rawShare: number,
  ) {}

  primaryOf(metric: MetricName): number | null {
    return pointValue(metric, this.primary);
  }
}

const workRow = (values: KeyValue[], siteName: string | null, primary: Aggregates, compare: Aggregates | null, rawShare: number): WorkRow =>
  new Row(values, siteName, primary, compare, rawShare);

/**
 * Time series (analyzeBy has arrivalTimeUtc) with smoothing: each series (the other key
 * values) gets every bin of the period, missing bins as zero traffic, then both sides are
 * smoothed bin by bin (smoothing.ts).
 */
function smoothRows(query: ReportQuery, rows: WorkRow[], compareFor: (values: KeyValue[]) => Aggregates | null): WorkRow[] {
  const t = query.analyzeBy.indexOf('arrivalTimeUtc');
  // Bins that have not begun yet ('Today' after 10:00) are not zero traffic: they are not shown,
  // nor does smoothing spread today's numbers into them.
  const bins = zonedBinStarts(query.period, query.period.bin, query.period.timeZone).filter((bin) => query.lastBinStart === undefined || bin <= query.lastBinStart);
  const series = new Map<unknown, { rest: KeyValue[]; siteName: string | null; byBin: Map<number, WorkRow> }>();
  for (const row of rows) {
    const rest = row.values.filter((_, i) => i !== t);
    const key = keyOf(rest);
    let s = series.get(key);
    if (!s) series.set(key, (s = { rest, siteName: row.siteName, byBin: new Map() }));
    s.byBin.set(row.values[t] as number, row);
  }
  if (series.size * bins.length > MAX_GROUPS) throw badQuery(MESSAGES.tooManyGroups);
  // The bin holding now has not finished: averaged with its neighbours it would drag them down.
  const partialLast = query.lastBinStart !== undefined && bins[bins.length - 1] === query.lastBinStart;
  const out: WorkRow[] = [];
  for (const { rest, siteName, byBin } of series.values()) {
    const valuesAt = (bin: number) => [...rest.slice(0, t), bin, ...rest.slice(t)];
    const primary = smoothSeries(bins.map((bin) => byBin.get(bin)?.primary ?? {}), query.smoothing, partialLast);
    const compareRaw = bins.map((bin) => compareFor(valuesAt(bin)));
    const compare = compareRaw.every((c) => c !== null) ? smoothSeries(compareRaw as Aggregates[], query.smoothing, partialLast) : null;
    bins.forEach((bin, i) => out.push(workRow(valuesAt(bin), siteName, primary[i], compare?.[i] ?? null, byBin.get(bin)?.rawShare ?? 0)));
  }
  return out;
}

function wireKey(query: ReportQuery, values: readonly KeyValue[], siteName: string | null, withSiteName: boolean): GroupKey {
  const key: GroupKey = {};
  query.analyzeBy.forEach((d, i) => {
    const v = values[i];
    key[d] = d === 'arrivalTimeUtc' && typeof v === 'number' ? new Date(v).toISOString() : v;
  });
  if (withSiteName) key.siteName = siteName;
  return key;
}

const wirePeriod = (range: { min: Date; max: Date }, bin: WirePeriod['bin'], partialBinStart?: number): WirePeriod => ({
  min: range.min.toISOString(),
  max: range.max.toISOString(),
  bin,
  ...(partialBinStart !== undefined && { partialBinStart: new Date(partialBinStart).toISOString() }),
});

const NO_GUARD: GuardResult = { cells: [], total: false };

/**
 * The SessionReport from the statements' raw results (pure: the unit tests feed it rows). A
 * market's values are withheld where market-privacy.ts says so, `guard` being what the
 * differencing guard's statements refused.
 */
export function buildReport(
  query: ReportQuery,
  selection: ReportSelection,
  plan: ReportPlan,
  primaryRaw: RawResult | null,
  compareRaw: RawResult | null,
  guard: GuardResult = NO_GUARD,
): SessionReport {
  const grouped = query.analyzeBy.length > 0;

  // Compare aggregates of a primary key: market compares drop the site dimensions from the key;
  // a market grouped by nothing but site dimensions has its total for every group.
  const compareIndex = plan.compareDimensions.map((d) => query.analyzeBy.indexOf(d));
  const compareMap = new Map((compareRaw?.groups ?? []).map((g) => [keyOf(g.values), g.aggs]));
  const compareFor = (values: KeyValue[]): Aggregates | null => {
    if (!compareRaw) return null;
    if (!plan.compare?.spec.groups) return compareRaw.total ?? {};
    // A group the compare side never saw had no traffic there: zero, not unknown.
    return compareMap.get(keyOf(compareIndex.map((i) => values[i]))) ?? {};
  };

  let arranged: WorkRow[] = [];
  if (selection.groups && primaryRaw) {
    const share = shareAggregate(query.shareOf ?? 'visits');
    let rows: WorkRow[] = grouped
      ? primaryRaw.groups.map((g) => workRow(g.values, g.siteName, g.aggs, compareFor(g.values), g.aggs[share] ?? 0))
      : [workRow([], null, primaryRaw.total ?? {}, compareRaw ? (compareRaw.total ?? {}) : null, primaryRaw.total?.[share] ?? 0)];
    if (grouped && query.smoothing !== 'none' && query.analyzeBy.includes('arrivalTimeUtc')) rows = smoothRows(query, rows, compareFor);
    arranged = arrange(rows, query);
  }

  // Withheld market values are computed as if there were no comparison: every part that
  // reads the market is null, the primary side stays.
  const verdict = marketVerdict(query, plan, compareRaw, guard, grouped ? arranged.map((row) => row.values) : []);
  const withSiteName = selection.siteName && query.analyzeBy.includes('siteId');
  const valuesOf = selection.groups ? selectionEvaluator(selection.groups) : null;
  let suppressedGroups = 0;
  const groups = arranged.map((row) => {
    const withheld = grouped ? verdict.row(row.values) : verdict.total;
    if (withheld) suppressedGroups++;
    const group = valuesOf!(row.primary, withheld ? null : row.compare) as SessionGroup;
    group.key = wireKey(query, row.values, row.siteName, withSiteName);
    group.marketSuppressed = withheld;
    return group;
  });

  const totalSel = grouped ? selection.totals : mergeSelections(selection.groups, selection.totals);
  const totalCompare = compareRaw && !verdict.total ? (compareRaw.total ?? {}) : null;
  const totals: SessionGroup = {
    key: {},
    ...(totalSel && primaryRaw ? metricValues(totalSel, primaryRaw.total ?? {}, totalCompare) : {}),
    marketSuppressed: verdict.total,
  };

  const market = query.compare?.kind === 'market' && selection.market && compareRaw?.total ? marketCheck(compareRaw.total, verdict.total, query.compare.bars) : null;

  const compare = query.compare;
  return {
    groups,
    totals,
    period: wirePeriod(query.period, query.period.bin, query.lastBinStart),
    comparePeriod: !compare ? null : wirePeriod(compare.kind === 'market' ? query.period : compare.range, query.period.bin),
    market,
    marketNotice: marketNotice(query, suppressedGroups, verdict.total),
  };
}

/** Plans, runs (primary and compare side by side) and builds one report. */
export async function runReport(db: AnalyticsDb & { dialect?: string }, query: ReportQuery, selection: ReportSelection, dialect: Dialect = dialectFor(db.dialect)): Promise<SessionReport> {
  const plan = planReport(dialect, query, selection);
  const run = async (statement: CompiledStatement | null) => (statement ? readRows(statement, await db.all(statement.sql, statement.params)) : null);
  const [primaryRaw, compareRaw, guardRows] = await Promise.all([
    run(plan.primary),
    run(plan.compare),
    Promise.all(plan.guards.map((guard) => db.all(guard.sql, guard.params))),
  ]);
  return buildReport(query, selection, plan, primaryRaw, compareRaw, readGuardRows(plan.guards, guardRows));
}

/** The SQL a report would run (the bench compares it with hand-written SQL). */
export function reportSql(query: ReportQuery, selection: ReportSelection, dialect: Dialect = dialectFor('duckdb')): ReportPlan {
  return planReport(dialect, query, selection);
}
