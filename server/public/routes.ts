import type { FastifyInstance } from 'fastify';
import { publicGallery } from './gallery';

export const PUBLIC_GALLERY_PATH = '/api2/public/gallery';

/**
 * Signed-out reads for the public gallery. No session is read and nothing is written; the
 * answer is the same for every visitor, so browsers and shared caches may keep it a while.
 */
export function publicRoutes(app: FastifyInstance) {
  app.get(PUBLIC_GALLERY_PATH, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return publicGallery();
  });
}
