import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticServer {
  /** Its own origin, e.g. http://127.0.0.1:40123 (no trailing slash). */
  url: string;
  /** Every request so far: method, path (without query) and the status answered. */
  readonly requests: ReadonlyArray<{ method: string; path: string; status: number }>;
  stop(): Promise<void>;
}

export interface StaticServerOptions {
  /** Origins allowed to read responses cross-origin (CORS); the console's, for chunk loading with crossorigin. */
  corsOrigins?: string[];
}

/**
 * Serves `dir` read-only on a random port of 127.0.0.1: a separate origin from the console,
 * as a third-party applet host is. GET and HEAD only, no directory listing, nothing outside
 * `dir`; every response `no-cache` so a rebuilt remote is picked up.
 */
export async function startStaticServer(dir: string, opts: StaticServerOptions = {}): Promise<StaticServer> {
  const root = path.resolve(dir);
  const requests: Array<{ method: string; path: string; status: number }> = [];

  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    let pathname = '/';
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      pathname = '';
    }
    const answer = (status: number, body?: Buffer | string, type = 'text/plain; charset=utf-8') => {
      requests.push({ method, path: pathname, status });
      const origin = req.headers.origin;
      if (origin && opts.corsOrigins?.includes(origin)) {
        res.setHeader('access-control-allow-origin', origin);
        res.setHeader('vary', 'Origin');
      }
      res.setHeader('cache-control', 'no-cache');
      res.setHeader('x-content-type-options', 'nosniff');
      res.writeHead(status, { 'content-type': type });
      res.end(method === 'HEAD' ? undefined : body);
    };

    if (method !== 'GET' && method !== 'HEAD') return answer(405, 'Method not allowed');
    const file = path.join(root, pathname);
    if (!pathname || (file !== root && !file.startsWith(root + path.sep))) return answer(404, 'Not found');
    fs.readFile(file, (err, data) => {
      if (err) return answer(404, 'Not found');
      answer(200, data, TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return stopping;
    },
  };
}
