// Reads the GraphQL selection set of a SessionReport field, so the compiler computes only the
// metrics and parts asked for. Fragments (named and inline) are followed; aliases and
// @skip/@include are not evaluated: a field under either is counted as selected, which at
// worst computes a little more than needed.
import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { METRICS, PARTS, type MetricName, type MetricSelection, type Part, type ReportSelection } from './types';

type Fragments = Record<string, FragmentDefinitionNode>;

/** The fields of a selection set, fragments flattened. */
export function fieldsOf(set: SelectionSetNode | undefined, fragments: Fragments): FieldNode[] {
  const out: FieldNode[] = [];
  for (const sel of set?.selections ?? []) {
    if (sel.kind === 'Field') out.push(sel);
    else if (sel.kind === 'InlineFragment') out.push(...fieldsOf(sel.selectionSet, fragments));
    else {
      const fragment = fragments[sel.name.value];
      if (fragment) out.push(...fieldsOf(fragment.selectionSet, fragments));
    }
  }
  return out;
}

const isMetric = (name: string): name is MetricName => (METRICS as readonly string[]).includes(name);
const isPart = (name: string): name is Part => (PARTS as readonly string[]).includes(name);

/** SessionGroup fields → metrics with their parts; also whether key.siteName is read. */
function groupSelection(nodes: readonly FieldNode[], fragments: Fragments): { metrics: MetricSelection; siteName: boolean } {
  const metrics: Record<string, Set<Part>> = {};
  let siteName = false;
  for (const node of nodes) {
    for (const field of fieldsOf(node.selectionSet, fragments)) {
      const name = field.name.value;
      if (name === 'key') {
        siteName ||= fieldsOf(field.selectionSet, fragments).some((f) => f.name.value === 'siteName');
      } else if (isMetric(name)) {
        const parts = (metrics[name] ??= new Set());
        for (const part of fieldsOf(field.selectionSet, fragments)) if (isPart(part.name.value)) parts.add(part.name.value);
      }
    }
  }
  return { metrics: metrics as MetricSelection, siteName };
}

/** The selection of a SessionReport from the report field's nodes. */
export function reportSelectionFromNodes(nodes: readonly FieldNode[], fragments: Fragments): ReportSelection {
  const top = nodes.flatMap((n) => fieldsOf(n.selectionSet, fragments));
  const named = (name: string) => top.filter((f) => f.name.value === name);
  const groups = named('groups');
  const totals = named('totals');
  const g = groupSelection(groups, fragments);
  return {
    groups: groups.length ? g.metrics : null,
    siteName: g.siteName,
    totals: totals.length ? groupSelection(totals, fragments).metrics : null,
    market: named('market').length > 0,
  };
}

export function reportSelection(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): ReportSelection {
  return reportSelectionFromNodes(info.fieldNodes, info.fragments);
}

/** A stable string of a selection (part of the result cache key). */
export function selectionKey(selection: ReportSelection): string {
  const norm = (sel: MetricSelection | null) =>
    sel &&
    Object.keys(sel)
      .sort()
      .map((m) => [m, [...(sel[m as MetricName] ?? [])].sort()]);
  return JSON.stringify([norm(selection.groups), selection.siteName, norm(selection.totals), selection.market]);
}

/** Every metric with the given parts (siteDataRows and the bench build selections by hand). */
export function selectMetrics(metrics: readonly MetricName[], parts: readonly Part[]): MetricSelection {
  return Object.fromEntries(metrics.map((m) => [m, new Set(parts)])) as MetricSelection;
}
