import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { editorFrameCsp, serveEditorFrame } from './editor-frame';

const STORE = 'http://localhost:4001';

/** Over a real socket: fastify's inject pulls an ESM-only package jest cannot load here. */
async function get(app: FastifyInstance, url: string) {
  const base = await app.listen({ port: 0, host: '127.0.0.1' }).catch(() => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
  const res = await fetch(`${base}${url}`);
  return { statusCode: res.status, headers: Object.fromEntries(res.headers.entries()), body: await res.text() };
}

describe('the editor frame page', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-frame-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.join(dir, 'js'));
    fs.writeFileSync(path.join(dir, 'js', 'editor.0123456789.js'), 'void 0');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('has a strict CSP of its own: own scripts, no fetch, no frames, framed only by the console', () => {
    const csp = editorFrameCsp(STORE);
    // Opaque origin even when opened outside the console's sandboxed iframe (no allow-same-origin).
    expect(csp.split('; ')).toContain('sandbox allow-scripts');
    expect(csp).not.toContain('allow-same-origin');
    for (const directive of ["default-src 'none'", "script-src 'self'", "connect-src 'none'", "frame-src 'none'", "frame-ancestors 'self'", "form-action 'none'", "base-uri 'none'"]) expect(csp).toContain(directive);
    expect(csp).toContain(`img-src 'self' data: https: ${STORE}`);
    // 'unsafe-eval' is there for the code panes (dart-sass, the JS check); inline scripts never are.
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('serves the page and its assets with that CSP, readable from the sandboxed (opaque) origin', async () => {
    const app = Fastify({ forceCloseConnections: true });
    await serveEditorFrame(app, dir, STORE);
    const page = await get(app, '/editor-frame/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(editorFrameCsp(STORE));
    expect(page.headers['cache-control']).toBe('no-cache');
    const script = await get(app, '/editor-frame/js/editor.0123456789.js');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.headers['cache-control']).toContain('immutable');
    expect([403, 404]).toContain((await get(app, '/editor-frame/..%2F..%2Fetc%2Fpasswd')).statusCode);
    await app.close();
  });

  it('says it is not built rather than failing when the build is missing', async () => {
    const app = Fastify({ forceCloseConnections: true });
    await serveEditorFrame(app, path.join(dir, 'missing'), STORE);
    const res = await get(app, '/editor-frame/');
    expect([res.statusCode, res.body]).toEqual([503, expect.stringContaining('npm run build')]);
    await app.close();
  });
});
