import type { FastifyInstance } from 'fastify';
import { agencyRoutes } from './agency/routes';
import { liftRoutes } from './analytics/lift/routes';
import { recommendationReportRoutes } from './analytics/recs/routes';
import { appletDocRoutes } from './applets/routes';
import { appletRegistryRoutes } from './applets-registry/routes';
import type { AppContext } from './http/context';
import { serverSchemaParts } from './graphql/parts';
import { createHoldoutCache } from './delivery/holdout-cache';
import { deliveryRoutes } from './delivery/routes';
import { emailImageRoutes } from './email-images/routes';
import { tagRoutes } from './delivery/tag-routes';
import { geoRoutes } from './geo/routes';
import { graphqlRoutes } from './graphql/routes';
import { storeUsageSource } from './graphql/usage-source';
import { organizationRoutes } from './organizations/routes';
import { publicRoutes } from './public/routes';
import { holdoutRoutes } from './recommendations/holdout-routes';
import { recommendationRoutes } from './recommendations/routes';
import { shopRoutes } from './shop/routes';
import { siteRoutes } from './sites/routes';
import { staffLogRoutes } from './staff-log/routes';
import { staticRoutes } from './static/routes';
import { subscriptionRoutes } from './subscriptions/routes';
import { trackingRoutes } from './tracking/routes';
import { userRoutes } from './users/routes';

/** Every JSON API the console calls (console-shell spec section 7). */
export function registerApiRoutes(app: FastifyInstance, ctx: AppContext) {
  siteRoutes(app, ctx);
  appletDocRoutes(app, ctx);
  appletRegistryRoutes(app, ctx);
  userRoutes(app, ctx);
  organizationRoutes(app, ctx);
  staticRoutes(app, ctx);
  geoRoutes(app, ctx);
  shopRoutes(app, ctx);
  subscriptionRoutes(app, ctx);
  recommendationRoutes(app, ctx);
  holdoutRoutes(app, ctx);
  // Both public routes of the tag read the sites' holdouts: one cache, one arm per visitor.
  const holdouts = createHoldoutCache(ctx.db);
  const tracking = trackingRoutes(app, ctx, holdouts);
  recommendationReportRoutes(app, ctx);
  liftRoutes(app, ctx);
  agencyRoutes(app, ctx);
  staffLogRoutes(app, ctx);
  // Public, for the signed-out gallery (/public, the gallery host).
  publicRoutes(app);
  // Public, for shoppers' browsers on the shop's origin: the tag and what it asks for.
  const delivery = deliveryRoutes(app, ctx, holdouts);
  tagRoutes(app, ctx);
  // Public, for email recipients: a slot's picture and link in a copied email (spec 7).
  emailImageRoutes(app, ctx, { ...delivery, writer: tracking.writer });
  graphqlRoutes(app, ctx, { usage: storeUsageSource(ctx.analytics), parts: serverSchemaParts(ctx) });
}
