import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../http/auth';
import type { AppContext } from '../http/context';
import { countryOptions } from './countries';
import { INDUSTRIES } from './industries';
import { currentTimezoneOptions } from './timezones';

/**
 * The dropdown feeds (spec 7). They hold nothing secret, but they are only used inside the
 * signed-in console, so they require sign-in like every other API; the browser may cache
 * them for an hour (time zone offsets can change at the next DST transition).
 */
export function staticRoutes(app: FastifyInstance, ctx: AppContext) {
  const cacheable = 'private, max-age=3600';

  app.get('/api/static/timezones2', async (request, reply) => {
    await requireAuth(ctx, request);
    reply.header('cache-control', cacheable);
    return currentTimezoneOptions();
  });

  app.get('/api/static/industries', async (request, reply) => {
    await requireAuth(ctx, request);
    reply.header('cache-control', cacheable);
    return INDUSTRIES;
  });

  app.get('/api/geo/countries', async (request, reply) => {
    await requireAuth(ctx, request);
    reply.header('cache-control', cacheable);
    return countryOptions('en');
  });
}
