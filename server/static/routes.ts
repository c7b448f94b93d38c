import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../http/auth';
import type { AppContext } from '../http/context';
import { countryOptions } from './countries';
import { INDUSTRIES } from './industries';
import { currentTimezoneOptions } from './timezones';

/**
 * The dropdown feeds (spec 7). They hold nothing secret, but they are only used inside the
 * signed-in console, so they require sign-in like every other API, and like every signed-in
 * answer they are no-store (http/no-store.ts): the console keeps them in memory for the page's life.
 */
export function staticRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/static/timezones2', async (request) => {
    await requireAuth(ctx, request);
    return currentTimezoneOptions();
  });

  app.get('/api/static/industries', async (request) => {
    await requireAuth(ctx, request);
    return INDUSTRIES;
  });

  app.get('/api/geo/countries', async (request) => {
    await requireAuth(ctx, request);
    return countryOptions('en');
  });
}
