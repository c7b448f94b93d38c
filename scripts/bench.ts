/**
 * `npm run bench`: what the console costs a user, measured in a real browser. Prints figures
 * and ratios; asserts nothing (the budget is shown as a ratio, not enforced).
 *
 *   1. Builds the console if dist/console is missing (or with --build).
 *   2. Starts a seeded server and headless Chromium, opens /login and (signed in) /app/home
 *      with the cache off, and records every script and stylesheet the page fetched until
 *      the network went quiet: the initial JS/CSS, raw and gzip -9.
 *   3. Checks that monaco, ag-grid and Highcharts are in none of those initial chunks.
 *   4. Times submitting the sign-in form until the App Library tiles are visible (median of 5).
 *
 * Options: --build (rebuild first), --runs=N (sign-in timings, default 5).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, HTTPResponse, Page } from 'puppeteer-core';
import { launchBrowser } from '../test/helpers/browser';
import { startServer, type RunningServer } from '../test/helpers/server';

const ROOT = path.resolve(__dirname, '..');
const CONSOLE_DIR = path.join(ROOT, 'dist', 'console');
/** The shell's budget for initial JS, gzip: 300 KB (kilobytes of 1000 bytes, the stricter reading). */
const BUDGET_BYTES = 300_000;
const MERCHANT = { email: 'merchant@example.com', password: 'vitrine-merchant' };
/** The App Library is ready when the built-in applets' tiles are on screen. */
const TILE_TITLES = ['Recommendations', 'Checkout Zen'];
/** Libraries that must only ever load inside the pages that use them (STYLE.md 1). */
const HEAVY_LIBRARIES: Array<{ name: string; marker: RegExp }> = [
  { name: 'monaco-editor', marker: /monaco-editor|vs\/editor\/editor|MonacoEnvironment/ },
  { name: 'ag-grid', marker: /ag-grid-community|ag-grid-react|AG Grid|agGridVersion/ },
  { name: 'highcharts', marker: /Highcharts|highcharts-react/ },
];

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);

interface Resource {
  url: string;
  type: 'script' | 'stylesheet';
  bytes: number;
  gzip: number;
  text: string;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)}%`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function ensureBuild() {
  const indexHtml = path.join(CONSOLE_DIR, 'index.html');
  if (fs.existsSync(indexHtml) && !args.includes('--build')) {
    console.log(`Using the existing build in ${path.relative(ROOT, CONSOLE_DIR)} (--build to rebuild).`);
    return;
  }
  console.log('Building the console (npm run build)...');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/** The scripts and stylesheets index.html itself references (before any chunk loading). */
function referencedByIndexHtml(): string[] {
  const html = fs.readFileSync(path.join(CONSOLE_DIR, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)];
  return refs.map((m) => m[1]);
}

/** Opens `url` in a fresh page with the cache off and records the JS/CSS it fetched. */
async function visit(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>): Promise<Resource[]> {
  const page = await context.newPage();
  await page.setCacheEnabled(false);
  const pending: Array<Promise<Resource | undefined>> = [];
  page.on('response', (response: HTTPResponse) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.buffer().then(
        (body) => ({ url: response.url(), type, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length, text: body.toString('utf8') }),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await ready(page);
  await page.waitForNetworkIdle({ idleTime: 750, timeout: 30_000 });
  const resources = (await Promise.all(pending)).filter((r): r is Resource => Boolean(r));
  await page.close();
  return resources;
}

async function signIn(page: Page, server: RunningServer): Promise<number> {
  await page.goto(`${server.url}/login`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('input[name="email"]', { visible: true });
  await page.type('input[name="email"]', MERCHANT.email);
  await page.type('input[name="password"]', MERCHANT.password);
  const started = performance.now();
  await page.click('form button[type="submit"]');
  return started;
}

async function tilesVisible(page: Page, timeout = 30_000) {
  await page.waitForFunction(
    (titles: string[]) => location.pathname === '/app/home' && titles.every((t) => document.body.innerText.includes(t)),
    { timeout, polling: 'raf' },
    TILE_TITLES,
  );
}

function report(label: string, resources: Resource[], origin: string) {
  console.log(`\n${label}`);
  const rows = [...resources].sort((a, b) => b.gzip - a.gzip);
  for (const r of rows) {
    const name = r.url.startsWith(origin) ? r.url.slice(origin.length) : r.url;
    console.log(`  ${r.type === 'script' ? 'js ' : 'css'}  ${kb(r.bytes).padStart(10)}  ${kb(r.gzip).padStart(9)} gz  ${name}`);
  }
  const js = resources.filter((r) => r.type === 'script');
  const css = resources.filter((r) => r.type === 'stylesheet');
  const sum = (list: Resource[], key: 'bytes' | 'gzip') => list.reduce((n, r) => n + r[key], 0);
  const jsGzip = sum(js, 'gzip');
  console.log(`  JS:  ${js.length} files, ${kb(sum(js, 'bytes'))} raw, ${kb(jsGzip)} gzip — ${pct(jsGzip, BUDGET_BYTES)} of the ${kb(BUDGET_BYTES)} budget`);
  console.log(`  CSS: ${css.length} files, ${kb(sum(css, 'bytes'))} raw, ${kb(sum(css, 'gzip'))} gzip`);
  console.log(`  JS + CSS: ${kb(jsGzip + sum(css, 'gzip'))} gzip — ${pct(jsGzip + sum(css, 'gzip'), BUDGET_BYTES)} of the budget`);
  // Blueprint loads every icon path of a size as soon as one icon is drawn from its name.
  const iconPaths = js.filter((r) => /blueprint-icons-(\d+px|all|next)-paths/.test(r.url));
  if (iconPaths.length) {
    const iconGzip = sum(iconPaths, 'gzip');
    console.log(`  of the JS, Blueprint icon paths (icons drawn by name): ${kb(iconGzip)} gzip; without them ${kb(jsGzip - iconGzip)} = ${pct(jsGzip - iconGzip, BUDGET_BYTES)} of the budget`);
  }
  return { jsGzip, cssGzip: sum(css, 'gzip') };
}

function heavyLibraries(resources: Resource[], origin: string) {
  console.log('\nHeavy libraries in the initial chunks (/login and /app/home)');
  for (const { name, marker } of HEAVY_LIBRARIES) {
    const hits = resources.filter((r) => marker.test(r.text)).map((r) => r.url.replace(origin, ''));
    console.log(`  ${name.padEnd(14)} ${hits.length ? `PRESENT in ${[...new Set(hits)].join(', ')}` : 'absent'}`);
  }
}

async function main() {
  ensureBuild();
  console.log('Starting a seeded server and Chromium...');
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const origin = server.url;

    console.log(`\nindex.html references: ${referencedByIndexHtml().join(', ')}`);

    const anonymous = await browser.createBrowserContext();
    const login = await visit(anonymous, `${origin}/login`, (page) => page.waitForSelector('input[name="email"]', { visible: true }).then(() => {}));
    await anonymous.close();

    const signedIn = await browser.createBrowserContext();
    const first = await signedIn.newPage();
    await signIn(first, server);
    await tilesVisible(first);
    await first.close();
    const home = await visit(signedIn, `${origin}/app/home`, (page) => tilesVisible(page));
    await signedIn.close();

    const loginTotals = report('/login (signed out): initial JS and CSS', login, origin);
    const homeTotals = report('/app/home (signed in, App Library visible): initial JS and CSS', home, origin);
    heavyLibraries([...login, ...home], origin);

    console.log(`\nSign-in to App Library tiles visible (${runs} runs, fresh browser context each, merchant)`);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const started = await signIn(page, server);
      await tilesVisible(page);
      times.push(performance.now() - started);
      await context.close();
    }
    console.log(`  runs:   ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')}`);
    console.log(`  median: ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`);

    console.log('\nSummary');
    console.log(`  /login     initial JS ${kb(loginTotals.jsGzip)} gzip = ${(loginTotals.jsGzip / BUDGET_BYTES).toFixed(2)} × budget; CSS ${kb(loginTotals.cssGzip)} gzip`);
    console.log(`  /app/home  initial JS ${kb(homeTotals.jsGzip)} gzip = ${(homeTotals.jsGzip / BUDGET_BYTES).toFixed(2)} × budget; CSS ${kb(homeTotals.cssGzip)} gzip`);
    console.log(`  sign-in → tiles median ${median(times).toFixed(0)} ms`);
  } finally {
    await Promise.allSettled([browser?.close(), server?.stop()]);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exitCode = 1;
});
