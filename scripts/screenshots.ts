/**
 * `npm run screenshots`: every Checkout Zen (chk) screen as a PNG in .screenshots/, for a
 * visual review. Starts a seeded server and headless Chromium (the console must be built:
 * `npm run build`), signs in as the merchant and as staff (dev mode on), and shoots each
 * screen in the light and the dark theme at 1280 px, and Home, Score and a report at 375 px (the
 * report as a phone opens it, settings hidden, and once more with the settings opened).
 *
 * Options: --only=<substring> (shots whose name contains it), --keep (do not empty the folder).
 * Charts are shot once their animation is over.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { launchBrowser } from '../test/helpers/browser';
import { REPO_ROOT, startServer, type RunningServer } from '../test/helpers/server';

const OUT_DIR = path.join(REPO_ROOT, '.screenshots');
const MERCHANT = { email: 'merchant@example.com', password: 'vitrine-merchant' };
const STAFF = { email: 'staff@vitrine.dev', password: 'vitrine-staff' };
const SCORED = 'northwind-outfitters';
const NEW_STORE = 'fjord-knitwear';
const BIGCOMMERCE = 'maple-leaf-books';

type Theme = 'light' | 'dark';
type Who = 'merchant' | 'staff';

interface Shot {
  name: string;
  who: Who;
  /** Path and query under the console, site-xid included. */
  url: string;
  /** What shows the screen is ready. */
  ready: string;
  /** What the user does before the picture (open a popover, pick a comparison…). */
  act?(page: Page): Promise<void>;
  /** Also at 375 px; 'only': at 375 px alone. */
  phone?: boolean | 'only';
  /** These widths instead (the staff screens: a wide laptop and a phone). */
  widths?: number[];
}

const chk = (sub: string, site: string, query = '') => `/applet/chk${sub ? `/${sub}` : ''}?site-xid=${site}${query ? `&${query}` : ''}`;
const report = (query: string) => chk('checkout/insights', SCORED, `rpt=1&${query}`);
const REPORT_READY = '[data-testid="report-chart"] svg.highcharts-root, [data-testid="report-chart"] table, [data-testid="report-chart"] [role="alert"]';

async function clickButton(page: Page, scope: string, text: string): Promise<void> {
  const handle = await page.waitForFunction(
    (s: string, t: string) => [...document.querySelectorAll<HTMLElement>(`${s} button`)].find((b) => b.offsetParent !== null && b.innerText.includes(t)),
    { timeout: 15_000 },
    scope,
    text,
  );
  await (handle as unknown as { click(): Promise<void> }).click();
}

/** Opens the report's settings pane (hidden by default on a phone). */
async function showReportSettings(page: Page): Promise<void> {
  await clickButton(page, '[data-testid="report-shelf"]', 'Show Report Settings');
  await page.waitForSelector('[data-testid="report-settings"]', { visible: true });
}

async function openTile(page: Page): Promise<void> {
  await page.click('[data-testid="chk-kpi-tile-car"]');
  await page.waitForSelector('[data-testid="chk-kpi-explanation-car"]', { visible: true });
}

const rec = (sub: string, site: string) => `/applet/rec${sub ? `/${sub}` : ''}?site-xid=${site}`;
const REC_HOME_READY = '[data-testid="rec-channel-online"] [aria-busy="false"]';
const REC_DASHBOARD_READY = '[data-testid="rec-summary-revenue-value"]:not(.bp6-skeleton)';

/** A server started alone seeds the tag's history in the background: reload until it shows. */
async function recMetricsSeeded(page: Page): Promise<void> {
  for (let i = 0; i < 30; i += 1) {
    const raw = await page.$eval('[data-testid="rec-summary-revenueImpacted-value"]', (el) => (el as HTMLElement).dataset.raw);
    if (raw && raw !== '0') break;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector(REC_DASHBOARD_READY, { visible: true, timeout: 30_000 });
  }
  await page.waitForSelector('[data-testid="rec-timeline"] svg.highcharts-root', { visible: true, timeout: 30_000 });
}

const SHOTS: Shot[] = [
  { name: 'rec-home', who: 'merchant', url: rec('', SCORED), ready: REC_HOME_READY, phone: true },
  { name: 'rec-home-new-store', who: 'merchant', url: rec('', NEW_STORE), ready: '[data-testid="rec-quick-start"]' },
  { name: 'rec-home-free-plan', who: 'merchant', url: rec('', 'alpine-threads'), ready: REC_HOME_READY },
  { name: 'rec-dashboard', who: 'merchant', url: rec('online', SCORED), ready: REC_DASHBOARD_READY, act: recMetricsSeeded, phone: true },
  {
    name: 'rec-dashboard-range',
    who: 'merchant',
    url: rec('online', SCORED),
    ready: REC_DASHBOARD_READY,
    async act(page) {
      await page.click('[data-testid="rec-range"]');
      await page.waitForSelector('[data-testid="rec-range-picker"]', { visible: true });
    },
  },
  { name: 'rec-dashboard-staff', who: 'staff', url: rec('online', SCORED), ready: '[data-testid="rec-pill"]' },
  // The recommendations staff screens (issue 15), at 1440 and 390 px.
  { name: 'rec-staff-internal', who: 'staff', url: rec('settings/internal', SCORED), ready: '[data-testid="rec-staff-billing-current"]', widths: [1440, 390] },
  {
    // The staff action log, with rows: a flag turned on and off again first.
    name: 'rec-staff-log',
    who: 'staff',
    url: rec('settings/internal', 'urban-cycle'),
    ready: '[data-testid="rec-staff-log"]',
    widths: [1440, 390],
    async act(page) {
      for (let i = 0; i < 2; i++) {
        const rows = (await page.$$('[data-testid="rec-staff-log-row"]')).length;
        await page.click('label:has(> [data-testid="rec-staff-flag-HicPlusInternalReporting"])');
        await page.waitForFunction((n: number) => document.querySelectorAll('[data-testid="rec-staff-log-row"]').length > n, {}, rows);
      }
    },
  },
  {
    name: 'rec-staff-strong-confirm',
    who: 'staff',
    url: rec('settings/internal', SCORED),
    ready: '[data-testid="rec-staff-reset-run"]',
    widths: [1440, 390],
    async act(page) {
      await page.click('[data-testid="rec-staff-reset-run"]');
      await page.waitForSelector('[data-testid="strong-confirm-input"]', { visible: true });
      await page.type('[data-testid="strong-confirm-input"]', 'Northwind');
    },
  },
  {
    name: 'rec-dashboard-staff-info',
    who: 'staff',
    url: rec('online', SCORED),
    ready: '[data-testid="rec-pill"]',
    widths: [1440, 390],
    async act(page) {
      await page.keyboard.down('Control');
      await page.click('[data-testid^="rec-row-"] a');
      await page.keyboard.up('Control');
      await page.waitForSelector('[data-testid="rec-staff-info-fields"]', { visible: true });
    },
  },
  { name: 'rec-staff-status', who: 'staff', url: rec('status', NEW_STORE), ready: '[data-testid="rec-provisioning-endpoints"]', widths: [1440, 390] },
  { name: 'rec-staff-offer-bots', who: 'staff', url: rec('offer-bots', SCORED), ready: '[data-testid="rec-offer-bots-list"]', widths: [1440] },
  { name: 'rec-staff-discounts', who: 'staff', url: rec('offer-bots/discounts', SCORED), ready: '[data-testid="rec-discounts-table"], [data-testid="rec-discounts"] .bp6-non-ideal-state', widths: [1440, 390] },
  { name: 'rec-staff-agency', who: 'staff', url: rec('agency', SCORED), ready: '[data-testid="rec-agency-grid"] .ag-row', widths: [1440, 390] },
  {
    name: 'rec-staff-agency-columns',
    who: 'staff',
    url: rec('agency', SCORED),
    ready: '[data-testid="rec-agency-grid"] .ag-row',
    widths: [1440],
    async act(page) {
      await page.click('[data-testid="rec-agency-columns"]');
      await page.waitForSelector('[data-testid="rec-agency-columns-menu"]', { visible: true });
    },
  },
  { name: 'home', who: 'merchant', url: chk('', SCORED), ready: '[data-testid="chk-card-score-value"]:not(.bp6-skeleton)', phone: true },
  { name: 'home-live-banner', who: 'merchant', url: chk('', NEW_STORE), ready: '[data-testid="chk-banner-live"]' },
  {
    name: 'home-demo-mode',
    who: 'merchant',
    url: chk('', NEW_STORE),
    ready: '[data-testid="chk-banner-live"]',
    async act(page) {
      await clickButton(page, '[data-testid="chk-banner-live"]', 'Show demo data');
      await page.waitForSelector('[data-testid="chk-banner-demo"]', { visible: true });
      await page.waitForSelector('[data-testid="chk-card-score-value"]:not(.bp6-skeleton)');
    },
  },
  { name: 'score', who: 'merchant', url: chk('checkout/score', SCORED), ready: '[data-testid="chk-score-value"]', phone: true },
  { name: 'score-unscored', who: 'merchant', url: chk('checkout/score', NEW_STORE), ready: '[data-testid="chk-score-value"]' },
  { name: 'score-tile-popover', who: 'merchant', url: chk('checkout/score', SCORED), ready: '[data-testid="chk-kpi-tile-car"]', act: openTile },
  { name: 'score-staff-devmode', who: 'staff', url: chk('checkout/score', SCORED), ready: '[data-testid="chk-distribution-grid"] .ag-row' },
  { name: 'score-staff-tile-popover', who: 'staff', url: chk('checkout/score', SCORED), ready: '[data-testid="chk-kpi-tile-car"]', act: openTile },
  { name: 'insights', who: 'merchant', url: chk('checkout/insights', SCORED), ready: '[data-testid="insight-car-score"]:not(.bp6-skeleton)' },
  { name: 'report-trend-line', who: 'merchant', url: report('pl=car&al=arrivalTimeUtc&cl=line'), ready: REPORT_READY, phone: true },
  // The phone shot above shows the chart first, as a phone opens it; this one keeps the pane's phone layout in view.
  {
    name: 'report-trend-line-settings',
    who: 'merchant',
    url: report('pl=car&al=arrivalTimeUtc&cl=line'),
    ready: REPORT_READY,
    phone: 'only',
    act: showReportSettings,
  },
  {
    name: 'report-device-column-compare',
    who: 'merchant',
    url: report('pl=car&al=formFactor&cl=column'),
    ready: REPORT_READY,
    async act(page) {
      await page.select('[data-testid="report-compare"]', 'previousPeriod');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="report-table"] thead th').length >= 5, { timeout: 15_000 });
    },
  },
  { name: 'report-country-map', who: 'merchant', url: report('pl=conversions&al=country&cl=map'), ready: REPORT_READY },
  { name: 'report-channel-table', who: 'merchant', url: report('pl=car&al=attributionChannel&cl=table'), ready: REPORT_READY },
  { name: 'report-not-available', who: 'merchant', url: report('pl=car&al=arrivalTimeUtc').replace('rpt=1', 'rpt=2'), ready: '[data-testid="chk-insights-report"]' },
  { name: 'tips', who: 'merchant', url: chk('checkout/tips', SCORED), ready: '[data-testid="chk-tips-list"]' },
  { name: 'settings-shopify', who: 'merchant', url: chk('settings', SCORED), ready: '[data-testid="chk-shopify-status"], [data-testid="chk-settings-none"]' },
  { name: 'settings-bigcommerce', who: 'merchant', url: chk('settings', BIGCOMMERCE), ready: '[data-testid="chk-settings-none"]' },
  { name: 'about', who: 'merchant', url: chk('about', SCORED), ready: '[data-testid="chk-about-learn-more"]' },
  { name: 'playground', who: 'staff', url: chk('playground', SCORED), ready: '[data-testid="chk-pg-score"]' },
];

async function signIn(context: BrowserContext, server: RunningServer, who: typeof MERCHANT, devMode: boolean): Promise<Page> {
  const page = await context.newPage();
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await page.goto(`${server.url}/login`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('input[name="email"]', { visible: true });
  await page.type('input[name="email"]', who.email);
  await page.type('input[name="password"]', who.password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('form button[type="submit"]')]);
  if (devMode) await page.evaluate(() => localStorage.setItem('h40_devMode', 'true'));
  return page;
}

/** Waits for CSS animations and the network to rest, and for Highcharts to finish drawing. */
async function quiet(page: Page): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 15_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      { timeout: 5_000, polling: 50 },
    )
    .catch(() => undefined);
  // Highcharts animates in JavaScript (reduced motion or not): wait until the drawing (series
  // shapes, their groups' scale and the clip rectangles lines are revealed through) holds still for 400 ms.
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __shotShape?: string; __shotSince?: number };
        const shape = [...document.querySelectorAll('.highcharts-series, .highcharts-series path, .highcharts-series rect, clipPath rect, .highcharts-point')]
          .map((el) => ['d', 'x', 'y', 'width', 'height', 'transform', 'opacity'].map((a) => el.getAttribute(a) ?? '').join(','))
          .join('|');
        const now = performance.now();
        if (w.__shotShape !== shape) {
          w.__shotShape = shape;
          w.__shotSince = now;
          return false;
        }
        return now - (w.__shotSince ?? now) >= 400;
      },
      { timeout: 10_000, polling: 100 },
    )
    .catch(() => undefined);
}

async function shoot(page: Page, server: RunningServer, shot: Shot, theme: Theme, width: number): Promise<string> {
  await page.setViewport({ width, height: width < 600 ? 812 : 800 });
  await page.evaluate((t: string) => {
    localStorage.setItem('h40_theme', JSON.stringify(t));
    // Demo mode and the report settings pane's shown/hidden choice are remembered: each shot
    // starts without them, as a user who has not chosen yet sees the screen.
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('h40_chk_demo:') || key.startsWith('h40_chk_report_settings_hidden:')) localStorage.removeItem(key);
    }
  }, theme);
  await page.goto(`${server.url}${shot.url}`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector(shot.ready, { visible: true, timeout: 30_000 });
  await quiet(page);
  if (shot.act) {
    await shot.act(page);
    await quiet(page);
  }
  const file = path.join(OUT_DIR, `${shot.name}-${theme}-${width}.png`) as `${string}.png`;
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  if (!fs.existsSync(path.join(REPO_ROOT, 'dist', 'console', 'index.html'))) {
    process.stderr.write('No dist/console: run `npm run build` first.\n');
    return 1;
  }
  if (!args.includes('--keep')) fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUT_DIR, { recursive: true });

  process.stderr.write('Starting a seeded server and Chromium...\n');
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const files: string[] = [];
  const failures: string[] = [];
  try {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const pages: Record<Who, Page> = {
      merchant: await signIn(await browser.createBrowserContext(), server, MERCHANT, false),
      staff: await signIn(await browser.createBrowserContext(), server, STAFF, true),
    };
    for (const shot of SHOTS) {
      if (only && !shot.name.includes(only)) continue;
      const sizes = shot.widths ?? (shot.phone === 'only' ? [375] : shot.phone ? [1280, 375] : [1280]);
      for (const width of sizes) {
        for (const theme of ['light', 'dark'] as const) {
          try {
            files.push(await shoot(pages[shot.who], server, shot, theme, width));
            process.stderr.write('.');
          } catch (err) {
            failures.push(`${shot.name}-${theme}-${width}: ${err instanceof Error ? err.message.split('\n')[0] : err}`);
            process.stderr.write('x');
          }
        }
      }
    }
    process.stderr.write('\n');
  } finally {
    await Promise.allSettled([browser?.close(), server?.stop()]);
  }
  for (const file of files) process.stdout.write(`${path.relative(REPO_ROOT, file)}\n`);
  process.stdout.write(`${files.length} screenshots in ${path.relative(REPO_ROOT, OUT_DIR)}/\n`);
  for (const failure of failures) process.stderr.write(`FAILED ${failure}\n`);
  return failures.length ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`${err instanceof Error ? err.stack : err}\n`);
    process.exitCode = 1;
  },
);
