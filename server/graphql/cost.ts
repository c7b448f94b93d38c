import { Kind, type DocumentNode, type FieldNode, type GraphQLSchema, type SelectionSetNode, getOperationAST } from 'graphql';
import { getArgumentValues } from 'graphql/execution/values';

/** What a root field's selection asks for: how many leaf values each of its results holds. */
export interface FieldShape {
  /** Leaf fields selected under the root field, aliases each counted, fragments followed. */
  leaves: number;
}

/** What one root field costs, from its coerced arguments; `now` resolves relative periods. */
export type FieldCost = (args: Record<string, unknown>, now: Date, shape: FieldShape) => number;

export interface CostedField {
  field: string;
  alias: string;
  cost: number;
}

/**
 * The cost of a request: the sum over its root fields (aliases each count) of the field's
 * cost function (given its arguments and the size of its selection), 1 for a field that
 * declares none. Fragments on the root are followed. A
 * field whose arguments do not coerce costs 1: execution refuses it anyway.
 */
export function requestCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
  costs: ReadonlyMap<string, FieldCost>,
  now: Date,
): { total: number; fields: CostedField[] } {
  const operation = getOperationAST(document, operationName);
  const root = operation?.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!operation || !root) return { total: 0, fields: [] };
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  // Per fragment, once: a fragment spread twice in each of twenty nested fragments is counted
  // in linear time (the count itself may be huge, and then the request is refused).
  const fragmentLeaves = new Map<string, number>();
  const leavesOf = (selectionSet: SelectionSetNode | undefined): number => {
    if (!selectionSet) return 1;
    let leaves = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) leaves += selection.name.value === '__typename' ? 1 : leavesOf(selection.selectionSet);
      else if (selection.kind === Kind.INLINE_FRAGMENT) leaves += leavesOf(selection.selectionSet);
      else {
        const name = selection.name.value;
        if (!fragmentLeaves.has(name)) {
          fragmentLeaves.set(name, 0); // a cycle (refused by validation anyway) counts nothing
          fragmentLeaves.set(name, leavesOf(fragments.get(name)?.selectionSet));
        }
        leaves += fragmentLeaves.get(name)!;
      }
    }
    return leaves;
  };
  const fields: CostedField[] = [];
  const seenFragments = new Set<string>();
  const walk = (selections: readonly (typeof operation.selectionSet.selections)[number][]) => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) fields.push(costOf(selection));
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet.selections);
      else if (!seenFragments.has(selection.name.value)) {
        seenFragments.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet.selections);
      }
    }
  };
  const costOf = (node: FieldNode): CostedField => {
    const field = node.name.value;
    const alias = node.alias?.value ?? field;
    const fn = costs.get(field);
    const def = root.getFields()[field];
    if (!fn || !def) return { field, alias, cost: field.startsWith('__') ? 0 : 1 };
    try {
      const shape = { leaves: node.selectionSet ? leavesOf(node.selectionSet) : 1 };
      return { field, alias, cost: Math.max(1, Math.ceil(fn(getArgumentValues(def, node, variables), now, shape))) };
    } catch {
      return { field, alias, cost: 1 };
    }
  };
  walk(operation.selectionSet.selections);
  return { total: fields.reduce((sum, f) => sum + f.cost, 0), fields };
}
