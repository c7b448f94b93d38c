import { Kind, type DocumentNode, type FieldNode, type GraphQLSchema, getOperationAST } from 'graphql';
import { getArgumentValues } from 'graphql/execution/values';

/** What one root field costs, from its coerced arguments; `now` resolves relative periods. */
export type FieldCost = (args: Record<string, unknown>, now: Date) => number;

export interface CostedField {
  field: string;
  alias: string;
  cost: number;
}

/**
 * The cost of a request: the sum over its root fields (aliases each count) of the field's
 * cost function, 1 for a field that declares none. Fragments on the root are followed. A
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
      return { field, alias, cost: Math.max(1, Math.ceil(fn(getArgumentValues(def, node, variables), now))) };
    } catch {
      return { field, alias, cost: 1 };
    }
  };
  walk(operation.selectionSet.selections);
  return { total: fields.reduce((sum, f) => sum + f.cost, 0), fields };
}
