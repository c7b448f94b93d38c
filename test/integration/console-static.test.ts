import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { preferredEncoding, serveConsole } from '../../server/http/console-static';

const SCRIPT = 'console.log("the console starts");\n'.repeat(100);
const PAGE = `<!doctype html><title>Vitrine</title>${'<div></div>'.repeat(100)}`;

describe('the console static files', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-static-'));
    fs.mkdirSync(path.join(dir, 'js'));
    const write = (name: string, text: string) => {
      fs.writeFileSync(path.join(dir, name), text);
      fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text));
    };
    write('js/main.0123456789.js', SCRIPT);
    write('index.html', PAGE);
    app = Fastify();
    await serveConsole(app, dir);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A raw GET: fetch would undo the compression this checks. */
  const get = (url: string, acceptEncoding: string) =>
    new Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; rawPayload: Buffer; body: string }>((resolve, reject) => {
      const { port } = app.server.address() as { port: number };
      http
        .get({ host: '127.0.0.1', port, path: url, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const rawPayload = Buffer.concat(chunks);
            resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, rawPayload, body: rawPayload.toString() });
          });
        })
        .on('error', reject);
    });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed script to a browser that takes br', async () => {
    const res = await get('/js/main.0123456789.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('sends gzip to a browser without brotli, and the plain file to one without either', async () => {
    const gz = await get('/js/main.0123456789.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/js/main.0123456789.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the console page of every route too', async () => {
    const res = await get('/login', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
  });

  it('reads Accept-Encoding as browsers send it', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
  });
});
