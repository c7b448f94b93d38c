import { GraphQLObjectType, GraphQLSchema, type GraphQLFieldConfigMap } from 'graphql';
import type { Auth } from '../http/auth';
import type { FieldCost } from './cost';
import type { AppContext } from '../http/context';

/** What every resolver gets: the app's services and the signed-in user (sites are checked per call). */
export interface GraphqlContext {
  ctx: AppContext;
  auth: Auth;
  now: Date;
}

export type RootFields = GraphQLFieldConfigMap<unknown, GraphqlContext>;

/**
 * One feature's contribution to the schema. Later issues (analytics, metadata) add a part
 * instead of editing a shared SDL file; field names must be unique across parts.
 */
export interface SchemaPart {
  name: string;
  query?: RootFields;
  mutation?: RootFields;
  /** What each of its root fields costs (cost.ts); a field without one costs 1 unit. */
  cost?: Record<string, FieldCost>;
}

/** Every part's field costs in one map. */
export function fieldCosts(parts: readonly SchemaPart[]): Map<string, FieldCost> {
  return new Map(parts.flatMap((part) => Object.entries(part.cost ?? {})));
}

function merge(parts: readonly SchemaPart[], key: 'query' | 'mutation'): RootFields {
  const fields: RootFields = {};
  const owner = new Map<string, string>();
  for (const part of parts) {
    for (const [name, field] of Object.entries(part[key] ?? {})) {
      if (owner.has(name)) throw new Error(`GraphQL ${key} field ${name} is defined by both ${owner.get(name)} and ${part.name}`);
      owner.set(name, part.name);
      fields[name] = field;
    }
  }
  return fields;
}

export function buildSchema(parts: readonly SchemaPart[]): GraphQLSchema {
  const query = merge(parts, 'query');
  const mutation = merge(parts, 'mutation');
  if (!Object.keys(query).length) throw new Error('The GraphQL schema needs at least one query field');
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: query }),
    mutation: Object.keys(mutation).length ? new GraphQLObjectType({ name: 'Mutation', fields: mutation }) : undefined,
  });
}
