// `npm run bench`: the recommendation editor's own costs (issue 13 "Performance").
//  - The editor frame's start-up JavaScript (the scripts its page loads), gzip, and the lazy
//    monaco and sass chunks beside it, never in it.
//  - A penpal call's round trip against a raw postMessage round trip, between a page and a
//    sandboxed (allow-scripts, origin 'null') frame in Chromium, as the console and the editor
//    frame talk: the same window pair, sequential calls, medians.
//  - The store preview following edits end to end (editor-preview.ts): a style-only edit and a
//    location change, through the real console, frames and penpal links.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { launchBrowser } from '../../test/helpers/browser';
import { previewFollowBench, type PreviewFollowResult } from './editor-preview';
import { median } from './util';

const ROOT = path.join(__dirname, '..', '..');
const FRAME_DIR = path.join(ROOT, 'dist', 'editor-frame');
const CALLS = 2000;

export interface EditorBenchResult {
  startJsGzip: number;
  lazy: Array<{ name: string; gzip: number }>;
  penpal: { median: number; raw: number; ratio: number };
  preview: PreviewFollowResult;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The scripts the frame's page names, and the named lazy chunks (monaco, sass) next to them. */
function frameJs(): Pick<EditorBenchResult, 'startJsGzip' | 'lazy'> {
  const html = fs.readFileSync(path.join(FRAME_DIR, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="\/editor-frame\/([^"]+)"/g)].map((m) => path.join(FRAME_DIR, m[1]));
  const jsDir = path.join(FRAME_DIR, 'js');
  const lazy = fs
    .readdirSync(jsDir)
    .filter((f) => /^(monaco|sass)[.-]/.test(f) && f.endsWith('.js'))
    .map((f) => ({ name: f.replace(/\.[0-9a-f]{10}\.js$/, ''), gzip: gzipSize(path.join(jsDir, f)) }));
  return { startJsGzip: scripts.reduce((sum, file) => sum + gzipSize(file), 0), lazy };
}

const CHILD = `
import { connect, WindowMessenger } from 'penpal';
window.addEventListener('message', (e) => { if (e.data && e.data.rawPing !== undefined) e.source.postMessage({ rawPong: e.data.rawPing }, '*'); });
connect({ messenger: new WindowMessenger({ remoteWindow: window.parent, allowedOrigins: ['*'] }), methods: { echo: (x) => x } });
`;

const PARENT = `
import { connect, WindowMessenger } from 'penpal';
const frame = document.createElement('iframe');
frame.sandbox = 'allow-scripts';
frame.srcdoc = '<script>' + CHILD_CODE + '</' + 'script>';
document.body.append(frame);
const link = connect({ messenger: new WindowMessenger({ remoteWindow: frame.contentWindow, allowedOrigins: ['*'] }), methods: {} });
const raw = (i) => new Promise((resolve) => {
  const on = (e) => { if (e.source === frame.contentWindow && e.data && e.data.rawPong === i) { removeEventListener('message', on); resolve(); } };
  addEventListener('message', on);
  frame.contentWindow.postMessage({ rawPing: i }, '*');
});
window.measure = async (n) => {
  const remote = await link.promise;
  for (let i = 0; i < 50; i++) { await remote.echo(i); await raw(-i - 1); }
  const pen = [], post = [];
  // Blocks of 20 calls (a single round trip is under the browser's timer resolution),
  // interleaved, so a busy moment costs both sides alike.
  for (let b = 0; b < n / 20; b++) {
    let t = performance.now(); for (let i = 0; i < 20; i++) await remote.echo(i); pen.push((performance.now() - t) / 20);
    t = performance.now(); for (let i = 0; i < 20; i++) await raw(b * 20 + i); post.push((performance.now() - t) / 20);
  }
  return { pen, post };
};
`;

async function bundle(source: string, define: Record<string, string> = {}): Promise<string> {
  const out = await build({ stdin: { contents: source, resolveDir: ROOT, loader: 'js' }, bundle: true, write: false, format: 'iife', minify: true, define });
  return out.outputFiles[0].text;
}

async function penpalRoundTrip(): Promise<EditorBenchResult['penpal']> {
  const child = await bundle(CHILD);
  const parent = await bundle(PARENT, { CHILD_CODE: JSON.stringify(child.replace(/<\/script/gi, '<\\/script')) });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><body><script>${parent}</script></body>`);
    const { pen, post } = await page.evaluate((n: number) => (window as unknown as { measure(n: number): Promise<{ pen: number[]; post: number[] }> }).measure(n), CALLS);
    const p = median(pen);
    const r = median(post);
    return { median: p, raw: r, ratio: p / r };
  } finally {
    await browser.close();
  }
}

export async function editorBench(): Promise<EditorBenchResult> {
  console.log('\nRecommendation editor (scripts/bench/editor.ts)');
  if (!fs.existsSync(path.join(FRAME_DIR, 'index.html'))) throw new Error('dist/editor-frame is missing: run npm run build first');
  const js = frameJs();
  console.log(`  editor frame start-up JS ${(js.startJsGzip / 1000).toFixed(1)} KB gzip; lazy: ${js.lazy.map((l) => `${l.name} ${(l.gzip / 1000).toFixed(0)} KB`).join(', ')}`);
  const penpal = await penpalRoundTrip();
  console.log(`  penpal round trip median ${penpal.median.toFixed(3)} ms vs raw postMessage ${penpal.raw.toFixed(3)} ms = ${penpal.ratio.toFixed(2)}× (target ≤ 2×), ${CALLS} calls each, sandboxed frame`);
  const preview = await previewFollowBench();
  return { ...js, penpal, preview };
}
