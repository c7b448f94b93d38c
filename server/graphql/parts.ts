import { analyticsPart } from '../analytics/query';
import { checkoutScoreSchemaPart } from '../analytics/score-wiring';
import type { AppContext } from '../http/context';
import type { SchemaPart } from './schema';

/** The schema parts the server adds to the built-in usage part (graphql/routes.ts). */
export function serverSchemaParts(ctx: AppContext): SchemaPart[] {
  return [analyticsPart(), checkoutScoreSchemaPart(ctx)];
}
