import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Vitrine</title>
<p>The console has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

export const ENCODING_EXTENSIONS = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof ENCODING_EXTENSIONS;

/** The encodings an Accept-Encoding header takes (a q=0 entry refuses an encoding). */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** br when the browser takes it, else gzip, else none. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = acceptedEncodings(header);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Paths owned by the API: an unknown one is a JSON 404, never the console page. */
const API_PREFIXES = ['/api/', '/api2/', '/auth/', '/graphql', '/delivery/', '/storefront/'];

/**
 * Serves the built console: content-hashed assets cached for a year, index.html never
 * cached, and every other GET under the console's routes answered with index.html so
 * the client router takes over. Directory listing is off.
 */
export async function serveConsole(app: FastifyInstance, consoleDir: string) {
  const indexPath = path.join(consoleDir, 'index.html');
  if (fs.existsSync(consoleDir)) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: '/',
      index: false,
      list: false,
      wildcard: false,
      // The build writes a .br and a .gz beside every text file (scripts/build/PrecompressPlugin):
      // sent as they are, by what the browser accepts, with no compressing per request.
      preCompressed: true,
      // Off: @fastify/static's own header (public, max-age=0) would overwrite ours below, and
      // every cached chunk would be revalidated on each navigation.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = /\.[0-9a-f]{8,}\./.test(path.basename(filePath));
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers br, gzip or plain: a shared cache must key on what was accepted.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    if (!fs.existsSync(indexPath)) return reply.send(NOT_BUILT);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const compressed = encoding && `${indexPath}${ENCODING_EXTENSIONS[encoding]}`;
    if (encoding && compressed && fs.existsSync(compressed)) {
      return reply.header('content-encoding', encoding).send(fs.createReadStream(compressed));
    }
    return reply.send(fs.createReadStream(indexPath));
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p) || request.url === p.replace(/\/$/, ''));
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0]);
    if (request.method !== 'GET' || isApi || looksLikeFile) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    return sendIndex(request, reply);
  });
}
