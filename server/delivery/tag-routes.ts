/**
 * The storefront tag on the API origin: GET /storefront/tag.js (the stable name shop pages
 * include; a short max-age, so a new build reaches shops within minutes) and
 * GET /storefront/tag.<hash>.js (the same bytes under their content hash, cached for good).
 * Built by webpack.storefront.config.ts into dist/storefront (`npm run build`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import { ENCODING_EXTENSIONS, preferredEncoding } from '../http/console-static';
import { notFound } from '../lib/errors';

export const TAG_MAX_AGE_S = 300;
const HASHED = /^(tag|preview-agent)\.[0-9a-f]{8,20}\.js$/;

export function tagRoutes(app: FastifyInstance, ctx: AppContext) {
  const send = async (request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string) => {
    const plain = path.join(ctx.config.tagDir, file);
    // The build's .br or .gz copy (webpack.storefront.config.ts) when the browser takes it.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const compressed = encoding ? await fs.readFile(`${plain}${ENCODING_EXTENSIONS[encoding]}`).catch(() => null) : null;
    let body: Buffer;
    try {
      body = compressed ?? (await fs.readFile(plain));
    } catch {
      throw notFound('The storefront tag is not built: run npm run build');
    }
    if (compressed && encoding) reply.header('content-encoding', encoding);
    return reply
      .header('vary', 'accept-encoding')
      .header('cache-control', cacheControl)
      // A <script> of another site's pages: the console's same-site resource policy would block it.
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('text/javascript; charset=utf-8')
      .send(body);
  };

  app.get('/storefront/tag.js', { logLevel: 'warn' }, (request, reply) => send(request, reply, 'tag.js', `public, max-age=${TAG_MAX_AGE_S}`));
  app.get('/storefront/preview-agent.js', { logLevel: 'warn' }, (request, reply) => send(request, reply, 'preview-agent.js', `public, max-age=${TAG_MAX_AGE_S}`));
  app.get<{ Params: { file: string } }>('/storefront/:file', { logLevel: 'warn' }, (request, reply) => {
    if (!HASHED.test(request.params.file)) throw notFound(`Not found: /storefront/${request.params.file.slice(0, 60)}`);
    return send(request, reply, request.params.file, 'public, max-age=31536000, immutable');
  });
}
