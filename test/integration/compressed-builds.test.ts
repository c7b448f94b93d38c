// The built console, editor frame and storefront tag as a browser downloads them: every text
// asset has its .br and .gz written at build time, and the server sends them by Accept-Encoding
// (issue 16, item 10). Needs `npm run build`.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT, startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(120_000);

const DIST = path.join(REPO_ROOT, 'dist');
const TEXT = /\.(js|css|html|svg|json|txt)$/;
/** The build leaves files this small as they are (scripts/build/PrecompressPlugin.ts). */
const MIN_BYTES = 256;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** A raw GET: fetch would undo the compression this checks. */
function get(server: RunningServer, url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
    http
      .get(`${server.url}${url}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe.each(['console', 'editor-frame', 'storefront'])('the %s build', (build) => {
  it('has a smaller .br and .gz beside every text file worth compressing', () => {
    const files = filesUnder(path.join(DIST, build));
    const text = files.filter((f) => TEXT.test(f) && fs.statSync(f).size >= MIN_BYTES);
    expect(text.length).toBeGreaterThan(0);
    const missing = text.filter((f) => !fs.existsSync(`${f}.br`) || !fs.existsSync(`${f}.gz`));
    expect(missing.map((f) => path.relative(DIST, f))).toEqual([]);
    for (const file of text) expect(fs.statSync(`${file}.br`).size).toBeLessThan(fs.statSync(file).size);
  });
});

describe('what the server sends', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  const expectBrotliOf = async (url: string, file: string) => {
    const res = await get(server, url, 'gzip, deflate, br');
    expect([url, res.status, res.headers['content-encoding']]).toEqual([url, 200, 'br']);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.raw).equals(fs.readFileSync(file))).toBe(true);
    return res;
  };

  it("compresses the sign-in page and every script and style it names", async () => {
    const page = zlib.brotliDecompressSync((await expectBrotliOf('/login', path.join(DIST, 'console/index.html'))).raw).toString();
    const assets = [...page.matchAll(/(?:src|href)="(\/(?:js|css)\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) await expectBrotliOf(asset, path.join(DIST, 'console', asset));
  });

  it("compresses the editor frame's page and its largest chunks", async () => {
    await expectBrotliOf('/editor-frame/', path.join(DIST, 'editor-frame/index.html'));
    const biggest = filesUnder(path.join(DIST, 'editor-frame/js'))
      .filter((f) => f.endsWith('.js'))
      .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)
      .slice(0, 3);
    for (const file of biggest) await expectBrotliOf(`/editor-frame/${path.relative(path.join(DIST, 'editor-frame'), file)}`, file);
  });

  it('compresses the storefront tag under its stable and its hashed name, and gzips for a browser without brotli', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(DIST, 'storefront/manifest.json'), 'utf8')) as { 'tag.js': string };
    await expectBrotliOf('/storefront/tag.js', path.join(DIST, 'storefront/tag.js'));
    await expectBrotliOf(`/storefront/${manifest['tag.js']}`, path.join(DIST, 'storefront', manifest['tag.js']));
    const gz = await get(server, '/storefront/tag.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.raw).equals(fs.readFileSync(path.join(DIST, 'storefront/tag.js')))).toBe(true);
    const plain = await get(server, '/storefront/tag.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.equals(fs.readFileSync(path.join(DIST, 'storefront/tag.js')))).toBe(true);
  });
});
