// `npm run bench --only=rec`: the recommendations applet's own costs (issue 14 "Performance").
//  - The applet's initial chunk: the scripts a signed-in merchant's browser fetches on opening
//    the applet (its Home) beyond the App Library's, gzip -9; Highcharts and monaco must be in
//    none of them.
//  - The online dashboard of a site with 200 recommendations, in headless Chromium, cache on:
//    navigation start to the 200 rows of the table, and to the chart drawn (median of N); and
//    one interaction, the status filter from Active to All and back, to the rows redrawn.
import { gzipSync } from 'node:zlib';
import type { HTTPResponse, Page } from 'puppeteer-core';
import { launchBrowser } from '../../test/helpers/browser';
import { httpClient } from '../../test/helpers/http';
import { startServer } from '../../test/helpers/server';
import { SEED_SITES } from '../../server/seed/world';
import { ensureBuild } from './browser';
import { describeTiming, kb, timing, type Timing } from './util';

const MERCHANT = { email: 'merchant@example.com', password: 'vitrine-merchant' };
const SITE = SEED_SITES.find((s) => s.external === 'northwind-outfitters')!;
export const DASHBOARD_RECS = 200;
const HEAVY = [
  { name: 'highcharts', marker: /Highcharts\.com|Highcharts=\(\(\)=>|highcharts-react/ },
  { name: 'monaco-editor', marker: /monaco-editor|vs\/editor\/editor|MonacoEnvironment/ },
];

export interface RecBenchResult {
  appletJsGzip: number;
  appletChunks: number;
  heavyInApplet: string[];
  toTable: Timing;
  toChart: Timing;
  filter: Timing;
  rows: number;
}

// Page-side code as text: the bench runs through tsx, whose helpers (__name) do not exist in the page.
/** Navigation start → the rows of the table, and → the chart's series drawn (ms, the page's clock). */
const UNTIL_DRAWN = `(want) => new Promise((resolve) => {
  let tableAt = 0;
  const check = () => {
    if (!tableAt && document.querySelectorAll('[data-testid^="rec-row-"]').length >= want) tableAt = performance.now();
    const chartDrawn = document.querySelector('[data-testid="rec-timeline"] svg.highcharts-root .highcharts-series');
    if (tableAt && chartDrawn) resolve({ table: tableAt, chart: performance.now() });
    else if (performance.now() > 60000) resolve({ table: tableAt || NaN, chart: NaN });
    else requestAnimationFrame(check);
  };
  check();
})`;

/** The status filter set to a value: ms until the rows changed and the next frame painted. */
const FILTER_REDRAW = `(value) => new Promise((resolve) => {
  const select = document.querySelector('[data-testid="rec-status-filter"]');
  const before = document.querySelectorAll('[data-testid^="rec-row-"]').length;
  const started = performance.now();
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
  const check = () => {
    const now = document.querySelectorAll('[data-testid^="rec-row-"]').length;
    if (now !== before || performance.now() - started > 2000) requestAnimationFrame(() => resolve(performance.now() - started));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

interface Script {
  url: string;
  gzip: number;
  text: string;
}

/** Every script the page fetches while `step` runs and the network then goes quiet. */
async function scriptsDuring(page: Page, step: () => Promise<void>): Promise<Script[]> {
  const pending: Array<Promise<Script | undefined>> = [];
  const on = (response: HTTPResponse) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.buffer().then((b) => ({ url: response.url(), gzip: gzipSync(b, { level: 9 }).length, text: b.toString('utf8') }), () => undefined));
  };
  page.on('response', on);
  await step();
  await page.waitForNetworkIdle({ idleTime: 750, timeout: 30_000 });
  page.off('response', on);
  return (await Promise.all(pending)).filter((s): s is Script => Boolean(s));
}

async function seedRecommendations(origin: string): Promise<number> {
  const merchant = httpClient(origin);
  await merchant.signIn(MERCHANT.email, MERCHANT.password);
  // The dashboard's default filter (Active) shows every online one but the archived.
  const have = ((await merchant.get(`/api2/recommendation?site=${SITE.id}`)).body as Array<{ kind: string; status: string }>).filter((r) => r.kind !== 'email' && r.status !== 'archived');
  for (let i = have.length; i < DASHBOARD_RECS; i++) {
    const res = await merchant.post('/api2/recommendation/create', { site: SITE.id, recommendation: { kind: 'online', place: 'PDP', qualifiedName: 'similar', name: `Bench ${i + 1}` } });
    if (res.status !== 201) throw new Error(`creating recommendation ${i + 1}: ${res.status}`);
  }
  return ((await merchant.get(`/api2/recommendation?site=${SITE.id}`)).body as Array<{ kind: string; status: string }>).filter((r) => r.kind !== 'email' && r.status !== 'archived').length;
}

export async function recBench({ runs, rebuild }: { runs: number; rebuild: boolean }): Promise<RecBenchResult> {
  console.log('\nRecommendations applet (scripts/bench/rec-dashboard.ts)');
  ensureBuild(rebuild);
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const rows = await seedRecommendations(server.url);
    const page = await browser.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    await page.goto(`${server.url}/login`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('input[name="email"]', { visible: true });
    await page.type('input[name="email"]', MERCHANT.email);
    await page.type('input[name="password"]', MERCHANT.password);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('form button[type="submit"]')]);

    // The applet's chunk: what opening it adds to the App Library's scripts (first visit, cold).
    await page.setCacheEnabled(false);
    const shell = new Set((await scriptsDuring(page, async () => void (await page.goto(`${server.url}/app/home`, { waitUntil: 'domcontentloaded' })))).map((s) => s.url));
    const opened = await scriptsDuring(page, async () => {
      await page.goto(`${server.url}/applet/rec?site-xid=${SITE.external}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="rec-home"]', { timeout: 30_000 });
    });
    const applet = opened.filter((s) => !shell.has(s.url));
    const heavyInApplet = HEAVY.filter((h) => applet.some((s) => h.marker.test(s.text))).map((h) => h.name);
    const appletJsGzip = applet.reduce((n, s) => n + s.gzip, 0);
    console.log(`  applet initial JS (Home, beyond the App Library's): ${kb(appletJsGzip)} gzip in ${applet.length} chunk(s); Highcharts/monaco in it: ${heavyInApplet.join(', ') || 'none'}`);

    // The dashboard with 200 recommendations, a returning merchant's browser (cache on).
    await page.setCacheEnabled(true);
    const url = `${server.url}/applet/rec/online?site-xid=${SITE.external}`;
    await page.goto(url, { waitUntil: 'networkidle0' });
    const table: number[] = [];
    const chart: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.goto('about:blank');
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      const times = (await page.evaluate(`(${UNTIL_DRAWN})(${rows})`)) as { table: number; chart: number };
      table.push(times.table);
      chart.push(times.chart);
    }
    // Active → All → Active: the time from the change to the rows redrawn, in the page's clock.
    const filter: number[] = [];
    for (let i = 0; i < runs; i++) {
      for (const value of ['all', 'active']) {
        filter.push((await page.evaluate(`(${FILTER_REDRAW})(${JSON.stringify(value)})`)) as number);
      }
    }
    const result = { appletJsGzip, appletChunks: applet.length, heavyInApplet, toTable: timing(table), toChart: timing(chart), filter: timing(filter), rows };
    console.log(`  dashboard, ${rows} recommendations: navigation → table ${describeTiming(result.toTable)}`);
    console.log(`  dashboard, ${rows} recommendations: navigation → chart drawn ${describeTiming(result.toChart)}`);
    console.log(`  status filter Active ↔ All, rows redrawn: ${describeTiming(result.filter)}`);
    return result;
  } finally {
    await browser.close();
    await server.stop();
  }
}
