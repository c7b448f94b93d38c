// Agency Stats in the browser at 10,000 rows (issue 15 "Performance"): the built console's
// /agency page, signed in as staff in dev mode, fed the 10,000-site agency-info answer that
// scripts/bench/agency.ts computed. Figures, not pass/fail: time to first rows, the frame
// times while scrolling the grid top to bottom, and how long a sort takes to show.
import type { HTTPRequest, Page } from 'puppeteer-core';
import { launchBrowser } from '../../test/helpers/browser';
import { startServer, type RunningServer } from '../../test/helpers/server';
import { STAFF } from '../../test/helpers/signed-in';
import { count, describeTiming, ms, timing, type Timing } from './util';

export interface AgencyBrowserResult {
  rows: number;
  /** Navigation start to the answer fully received (the page's own resource timing). */
  responseEnd: Timing;
  /** Navigation start to the first grid row on screen. */
  firstRows: Timing;
  /** Of which after the answer arrived: JSON parse, row shaping and the grid's first paint. */
  afterResponse: Timing;
  /** Frame times while the grid scrolls from the top to the bottom in steps of one screen. */
  scrollFrames: { frames: number; median: number; p95: number; max: number; over50: number };
  /** Click on a header to the first row showing the new order. */
  sort: Timing;
}

const GRID = '[data-testid="rec-agency-grid"]';

async function signInStaff(page: Page, origin: string) {
  await page.goto(`${origin}/login`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('input[name="email"]', { visible: true });
  await page.type('input[name="email"]', STAFF.email);
  await page.type('input[name="password"]', STAFF.password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('form button[type="submit"]')]);
  // Dev mode is the staff member's own switch, kept in this browser.
  await page.evaluate(() => localStorage.setItem('h40_devMode', 'true'));
}

/** Loads /agency once; answers agency-info with `body` itself (the 10,000-site world). */
async function loadOnce(page: Page, url: string): Promise<{ responseEnd: number; firstRows: number }> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return page.evaluate(
    (grid: string) =>
      new Promise<{ responseEnd: number; firstRows: number }>((resolve, reject) => {
        const started = performance.now();
        const poll = () => {
          if (document.querySelector(`${grid} .ag-row .ag-cell`)) {
            const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/api2/recommendation/agency-info')) as PerformanceResourceTiming | undefined;
            resolve({ responseEnd: entry?.responseEnd ?? NaN, firstRows: performance.now() });
          } else if (performance.now() - started > 120_000) reject(new Error('no grid rows within 120 s'));
          else requestAnimationFrame(poll);
        };
        poll();
      }),
    GRID,
  );
}

/** Scrolls the grid's body one screen a frame to the bottom; the time between frames. */
function scrollFrames(page: Page) {
  return page.evaluate(
    (grid: string) =>
      new Promise<number[]>((resolve) => {
        // ag-grid 36 scrolls rows in .ag-grid-viewport (older versions: .ag-body-viewport).
        const viewport = Array.from(document.querySelectorAll<HTMLElement>(`${grid} .ag-grid-viewport, ${grid} .ag-body-viewport`)).find((el) => el.scrollHeight > el.clientHeight + 1);
        if (!viewport) throw new Error('no scrolling grid viewport');
        const deltas: number[] = [];
        let last = performance.now();
        let lastTop = -1;
        const step = () => {
          const now = performance.now();
          deltas.push(now - last);
          last = now;
          const stuck = viewport.scrollTop === lastTop;
          if (stuck || viewport.scrollTop + viewport.clientHeight >= viewport.scrollHeight - 1 || deltas.length > 1000) return resolve(deltas.slice(1));
          lastTop = viewport.scrollTop;
          viewport.scrollTop += viewport.clientHeight;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    GRID,
  );
}

/** Clicks a column header and waits for the first row's cell of that column to change. */
function sortOnce(page: Page, colId: string) {
  return page.evaluate(
    (grid: string, col: string) =>
      new Promise<number>((resolve) => {
        const first = () => document.querySelector(`${grid} .ag-row[row-index="0"] .ag-cell[col-id="${col}"]`)?.textContent ?? '';
        const before = first();
        const started = performance.now();
        (document.querySelector(`${grid} .ag-header-cell[col-id="${col}"] .ag-header-cell-label`) as HTMLElement).click();
        const poll = () => {
          if (first() !== before) resolve(performance.now() - started);
          else if (performance.now() - started > 30_000) resolve(NaN); // no visible change: left out below
          else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      }),
    GRID,
    colId,
  );
}

export async function agencyBrowserBench(body: string, opts: { runs: number }): Promise<AgencyBrowserResult> {
  const rows = Object.keys(JSON.parse(body) as object).length;
  console.log(`\nAgency Stats in the browser: ${count(rows)} rows (built console, headless Chromium)`);
  let server: RunningServer | undefined;
  const browser = await launchBrowser();
  try {
    server = await startServer({ timeoutMs: 180_000 });
    const page = await browser.newPage();
    // tsx keeps function names with a __name helper the page does not have: give it one.
    await page.evaluateOnNewDocument('window.__name = (fn) => fn');
    await page.setViewport({ width: 1440, height: 900 });
    await signInStaff(page, server.url);
    await page.setRequestInterception(true);
    // The answer as the 10,000-site world has it; everything else from the real server.
    page.on('request', (request: HTTPRequest) => {
      if (new URL(request.url()).pathname === '/api2/recommendation/agency-info') {
        void request.respond({ status: 200, contentType: 'application/json; charset=utf-8', body });
      } else void request.continue();
    });
    const url = `${server.url}/applet/rec/agency?site-xid=northwind-outfitters`;
    const loads: { responseEnd: number; firstRows: number }[] = [];
    for (let i = 0; i < opts.runs; i++) {
      // A fresh view each time: the saved grid view is what the last run left.
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('h40_rec_')).forEach((k) => localStorage.removeItem(k)));
      loads.push(await loadOnce(page, url));
    }
    const responseEnd = timing(loads.map((l) => l.responseEnd));
    const firstRows = timing(loads.map((l) => l.firstRows));
    const afterResponse = timing(loads.map((l) => l.firstRows - l.responseEnd));
    console.log(`  navigation to agency-info received: ${describeTiming(responseEnd)} (the answer is handed over by the test harness, 12 MB uncompressed: an upper bound)`);
    console.log(`  navigation to first rows: ${describeTiming(firstRows)}`);
    console.log(`  of which after the answer arrived (parse, rows, first paint): ${describeTiming(afterResponse)}`);

    const deltas = await scrollFrames(page);
    const sorted = [...deltas].sort((a, b) => a - b);
    const frames = {
      frames: deltas.length,
      median: sorted[Math.floor(sorted.length / 2)] ?? NaN,
      p95: sorted[Math.floor(sorted.length * 0.95)] ?? NaN,
      max: sorted.at(-1) ?? NaN,
      over50: deltas.filter((d) => d > 50).length,
    };
    console.log(`  scroll top to bottom, one screen a frame: ${frames.frames} frames, median ${ms(frames.median)}, p95 ${ms(frames.p95)}, max ${ms(frames.max)}, ${frames.over50} over 50 ms`);

    await page.evaluate((grid: string) => document.querySelectorAll<HTMLElement>(`${grid} .ag-grid-viewport, ${grid} .ag-body-viewport`).forEach((el) => (el.scrollTop = 0)), GRID);
    // Site name: ascending (the default), then descending, then back to the stored order.
    const sorts: number[] = [];
    for (let i = 0; i < Math.max(2, opts.runs); i++) sorts.push(await sortOnce(page, i % 2 ? 'siteUrl' : 'siteName'));
    const sort = timing(sorts.filter((t) => Number.isFinite(t)));
    console.log(`  sort by a column, click to new first row: ${describeTiming(sort)}`);
    return { rows, responseEnd, firstRows, afterResponse, scrollFrames: frames, sort };
  } finally {
    await browser.close().catch(() => {});
    await server?.stop();
  }
}
