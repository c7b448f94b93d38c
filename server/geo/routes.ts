import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../http/auth';
import type { AppContext } from '../http/context';
import { badRequest, notFound } from '../lib/errors';
import { loadPlaceIndex } from './cities';
import { PLACE_FORMAT_HINT, PlaceFormatError } from './place-index';
import { worldMap } from './world-map';

export const MAX_PLACE_LENGTH = 200;
export const PLACE_NOT_FOUND = 'Place not found';

function readPlace(query: unknown): string {
  const q = (query as Record<string, unknown> | undefined)?.q;
  if (Array.isArray(q)) throw badRequest('q must be given once');
  if (typeof q !== 'string' || q.trim() === '') throw badRequest(`q is required: ${PLACE_FORMAT_HINT}`);
  if (q.length > MAX_PLACE_LENGTH) throw badRequest(`q must be at most ${MAX_PLACE_LENGTH} characters`);
  return q.trim();
}

/** If-None-Match may list several tags, or weak ones (W/"…"), which match by their value. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
}

/**
 * GET /api/geo/geocode/?q=US-NY-New York City → { lat, long, name, country, adminCode } for
 * the map chart (spec §7), and GET /assets/geo/world.json, the world map it draws on.
 */
export function geoRoutes(app: FastifyInstance, ctx: AppContext) {
  let loadLogged = false;
  const geocode = async (request: FastifyRequest) => {
    await requireAuth(ctx, request);
    const place = readPlace(request.query);
    const { index, loadMs } = await loadPlaceIndex();
    if (!loadLogged) {
      loadLogged = true;
      request.log.info({ loadMs, cities: index.size }, 'geocode index loaded');
    }
    let found;
    try {
      found = index.lookup(place);
    } catch (err) {
      if (err instanceof PlaceFormatError) throw badRequest(err.message);
      throw err;
    }
    if (!found) throw notFound(PLACE_NOT_FOUND);
    // Signed-in, so no-store (http/no-store.ts): the map chart keeps answers for the page's life.
    return found;
  };
  app.get('/api/geo/geocode/', geocode);
  app.get('/api/geo/geocode', geocode);

  // Public like the console's other assets (the map holds nothing about anyone). The URL is
  // not content-hashed, so the cache is long but revalidates by ETag instead of 'immutable'.
  app.get('/assets/geo/world.json', async (request, reply) => {
    const map = await worldMap();
    reply.header('etag', map.etag).header('cache-control', 'public, max-age=2592000');
    if (etagMatches(request.headers['if-none-match'], map.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(map.body);
  });
}
