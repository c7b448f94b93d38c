import type { Page } from 'puppeteer-core';
import { waitForPath, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import type { RunningServer } from '../helpers/server';
import {
  firstColumn,
  headers,
  openChk,
  SCORED_SITE,
  textOf,
  textsOf,
  waitForGone,
  waitForLoaded,
  waitForMatch,
  waitForPage,
} from './checkout-steps';
import { clickText, queryParam, settle, signIn, useConsole } from './shell-steps';

jest.setTimeout(120_000);

const INSIGHTS = '/applet/chk/checkout/insights';
const TABLE = '[data-testid="report-table"]';
const KPIS = ['car', 'checkoutConversionRate', 'mobileAbandonmentGap', 'acceleratedCheckoutRate', 'checkoutEngagementRate'];

/** Opens a report by its link and waits for its chart and table. */
async function openReport(page: Page, server: RunningServer, query: string): Promise<void> {
  await openChk(page, server, 'checkout/insights', SCORED_SITE, query);
  await page.waitForSelector('[data-testid="report-view"]', { visible: true });
  await page.waitForSelector(`${TABLE} tbody tr`, { visible: true, timeout: 20_000 });
}

/** Waits until the report table's first column reads exactly `rows` (in any order). */
async function waitForRows(page: Page, rows: string[], timeout = 10_000): Promise<void> {
  try {
    await page.waitForFunction(
      (s: string, want: string[]) => {
        const got = [...document.querySelectorAll(`${s} tbody tr`)].map((r) => (r.querySelector('td') as HTMLElement | null)?.innerText.trim() ?? '');
        return got.length === want.length && want.every((w) => got.includes(w));
      },
      { timeout },
      TABLE,
      rows,
    );
  } catch {
    throw new Error(`The report table should list ${rows.join(', ')}; it lists ${(await firstColumn(page, TABLE)).join(', ') || 'nothing'}`);
  }
}

describe('Checkout Zen Insights and reports', () => {
  const env = useConsole();

  it('Score Insights has a card per KPI with two links at a time; By device opens a report the merchant filters and compares', () =>
    withScreenshotOnFailure(env.page, 'chk-insights-cards', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await openChk(page, server, 'checkout/insights', SCORED_SITE);
      expect(await textOf(page, '[data-testid="chk-insights"] h2')).toBe('Score Insights');
      const cards = await page.$$eval('[data-testid="chk-insights"] [data-testid^="insight-"][data-testid$="-links"]', (els) =>
        els.map((el) => el.getAttribute('data-testid')),
      );
      expect(cards).toEqual(KPIS.map((k) => `insight-${k}-links`));
      for (const kpi of KPIS) {
        await waitForLoaded(page, `[data-testid="insight-${kpi}"]`);
        expect(await textOf(page, `[data-testid="insight-${kpi}-score"]`)).toMatch(/^\d{1,3}$/);
        expect(await textOf(page, `[data-testid="insight-${kpi}-delta"]`)).toMatch(/^[+−]?\d+ pts$/);
      }

      const links = '[data-testid="insight-car-links"] li a';
      expect(await textsOf(page, links)).toEqual(['Trend', 'By device']);
      await clickText(page, '[data-testid="insight-car-links"] button', 'Show all');
      await page.waitForFunction((s: string) => document.querySelectorAll(s).length === 5, {}, links);
      expect(await textOf(page, '[data-testid="insight-car-links"] button')).toBe('Show less');
      // The other cards stay collapsed.
      expect(await page.$$eval('[data-testid="insight-checkoutConversionRate-links"] li', (li) => li.length)).toBe(2);
      await clickText(page, '[data-testid="insight-car-links"] button', 'Show less');
      await page.waitForFunction((s: string) => document.querySelectorAll(s).length === 2, {}, links);

      // A link opens its report.
      await clickText(page, '[data-testid="insight-car-links"] li a', 'By device');
      await waitForPage(page, INSIGHTS, { rpt: '1', pl: 'car', al: 'formFactor', cl: 'column', 'site-xid': SCORED_SITE });
      expect(await textOf(page, '[data-testid="report-title"]')).toBe('Cart Abandonment Rate by Device');
      await page.waitForSelector('[data-testid="report-chart"] [data-chart-type="column"] svg.highcharts-root', { visible: true });

      // A Device filter narrows the table; comparing with the previous period adds compare and lift columns.
      await page.waitForSelector(`${TABLE} tbody tr`, { visible: true, timeout: 20_000 });
      await waitForRows(page, ['Desktop', 'Phone', 'Tablet']);
      expect(await headers(page, TABLE)).toEqual(['Device', 'Cart Abandonment Rate']);

      // Device: Phone (the suggestion under the Device filter).
      await clickText(page, '[data-testid="report-filters"] .bp6-form-group:has(#report-filter-formFactor) .bp6-tag', 'Phone');
      await waitForRows(page, ['Phone']);
      // The filter's tag reads as its suggestion did ('Phone', the query sends 'phone'), and Phone is no longer offered.
      expect(await textsOf(page, '.bp6-form-group:has(#report-filter-formFactor) .bp6-tag-input .bp6-tag')).toEqual(['Phone']);
      expect(await textsOf(page, '.bp6-form-group:has(#report-filter-formFactor) .bp6-tag.bp6-interactive')).toEqual(['Desktop', 'Tablet']);

      await page.select('[data-testid="report-compare"]', 'previousPeriod');
      await page.waitForFunction((s: string) => document.querySelectorAll(`${s} thead th`).length === 5, { timeout: 15_000 }, TABLE);
      expect(await headers(page, TABLE)).toEqual(['Device', 'Cart Abandonment Rate', 'Previous period', 'Lift', 'Confidence']);
      await waitForRows(page, ['Phone']);
      const cells = await page.$$eval(`${TABLE} tbody tr td`, (tds) => tds.map((td) => (td as HTMLElement).innerText.trim()));
      expect(cells[1]).toMatch(/^\d+\.\d{2}%$/);
      expect(cells[2]).toMatch(/^\d+\.\d{2}%$/);
      expect(cells[3]).toMatch(/^[+−-]?\d+\.\d{2}%$/);
      // The chart shows the comparison too.
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="report-chart"] .highcharts-series').length >= 2);
    }));

  it('a trend report shows its title, chart and rows; a chart type button redraws it and updates cl; hidden settings are remembered', () =>
    withScreenshotOnFailure(env.page, 'chk-report-trend', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await openReport(page, server, 'rpt=1&pl=car&al=arrivalTimeUtc');
      expect(await textOf(page, '[data-testid="report-title"]')).toBe('Cart Abandonment Rate Trend');
      expect(await textOf(page, '[data-testid="insights-breadcrumbs"]')).toContain('Score Insights');
      await page.waitForSelector('[data-testid="report-chart"] [data-chart-type="line"] svg.highcharts-root', { visible: true });
      expect(await page.$('[data-testid="report-chart"] .highcharts-series.highcharts-line-series')).not.toBeNull();
      expect(await headers(page, TABLE)).toEqual(['Date', 'Cart Abandonment Rate']);
      const rows = await page.$$eval(`${TABLE} tbody tr`, (trs) => trs.map((tr) => (tr as HTMLElement).innerText));
      // Last 2 Weeks by day: about 14 rows of a date and a rate.
      expect(rows.length).toBeGreaterThanOrEqual(14);
      // The day still going on in the shop's time zone (at most one) says so, and may have no
      // rate yet (no visit so far that day).
      const partial = rows.filter((row) => row.includes('(partial'));
      expect(partial.length).toBeLessThanOrEqual(1);
      for (const row of rows) {
        if (partial.includes(row)) expect(row).toMatch(/^\w{3} \d{1,2}, \d{4} \(partial, not over yet\)\t(\d+\.\d{2}%|Unavailable)$/);
        else expect(row).toMatch(/^\w{3} \d{1,2}, \d{4}\t\d+\.\d{2}%$/);
      }
      // The default chart is now in the URL.
      await waitForPage(page, INSIGHTS, { cl: 'line' });

      await settle(page);
      await page.click('[data-testid="chart-type-column"]');
      await waitForPage(page, INSIGHTS, { rpt: '1', pl: 'car', al: 'arrivalTimeUtc', cl: 'column' });
      await page.waitForSelector('[data-testid="report-chart"] [data-chart-type="column"] .highcharts-column-series', { visible: true });
      expect(await page.$('[data-testid="report-chart"] .highcharts-line-series')).toBeNull();
      expect(await page.$eval('[data-testid="chart-type-column"]', (b) => b.getAttribute('aria-pressed'))).toBe('true');
      expect(await page.$eval('[data-testid="chart-type-line"]', (b) => b.getAttribute('aria-pressed'))).toBe('false');

      // Hiding the report settings collapses the table too, and the choice survives a reload.
      expect(await textOf(page, '[data-testid="report-settings-toggle"]')).toBe('Hide Report Settings');
      expect(await textOf(page, '[data-testid="report-analyze-by"]')).toContain('Analyze By');
      expect(await textOf(page, '[data-testid="report-filters"]')).toContain('Filters');

      await settle(page);
      await page.click('[data-testid="report-settings-toggle"]');
      await waitForMatch(page, '[data-testid="report-settings-toggle"]', /^Show Report Settings$/);
      await page.waitForSelector('[data-testid="report-settings"]', { hidden: true });
      await waitForGone(page, `${TABLE} table`);

      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="report-chart"] svg.highcharts-root', { visible: true, timeout: 20_000 });
      expect(await textOf(page, '[data-testid="report-settings-toggle"]')).toBe('Show Report Settings');
      expect(await page.$(`${TABLE} table`)).toBeNull();
      expect(await page.$eval('[data-testid="report-settings"]', (el) => (el as HTMLElement).offsetParent === null)).toBe(true);

      await settle(page);
      await page.click('[data-testid="report-settings-toggle"]');
      await page.waitForSelector('[data-testid="report-settings"]', { visible: true });
      await page.waitForSelector(`${TABLE} tbody tr`, { visible: true });
    }));

  it('on a phone a report opens with the chart first and its settings hidden; a merchant who opens them gets them open next time', () =>
    withScreenshotOnFailure(env.page, 'chk-report-phone-settings', async () => {
      const { page, server } = env;
      const PHONE = { width: 375, height: 740 };
      await page.setViewport({ ...PHONE, isMobile: true, hasTouch: true });
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await openChk(page, server, 'checkout/insights', SCORED_SITE, 'rpt=1&pl=car&al=arrivalTimeUtc&cl=line');
      await page.waitForSelector('[data-testid="report-chart"] svg.highcharts-root', { visible: true, timeout: 20_000 });
      expect(await textOf(page, '[data-testid="report-settings-toggle"]')).toBe('Show Report Settings');
      expect(await page.$eval('[data-testid="report-settings"]', (el) => (el as HTMLElement).offsetParent === null)).toBe(true);
      expect(await page.$(`${TABLE} table`)).toBeNull();
      // The chart starts on the first screen instead of below the Analyze By and Filters blocks.
      const chartTop = await page.$eval('[data-testid="report-chart"]', (el) => el.getBoundingClientRect().top + window.scrollY);
      expect(chartTop).toBeLessThan(PHONE.height);

      await settle(page);
      await page.click('[data-testid="report-settings-toggle"]');
      await page.waitForSelector('[data-testid="report-settings"]', { visible: true });
      await page.waitForSelector(`${TABLE} tbody tr`, { visible: true });

      // The merchant's choice wins over the phone default.
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="report-chart"] svg.highcharts-root', { visible: true, timeout: 20_000 });
      expect(await textOf(page, '[data-testid="report-settings-toggle"]')).toBe('Hide Report Settings');
      await page.waitForSelector('[data-testid="report-settings"]', { visible: true });
    }));

  it('Analyze By Device from a trend shows one row per device', () =>
    withScreenshotOnFailure(env.page, 'chk-report-analyze-by', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await openReport(page, server, 'rpt=1&pl=car&al=arrivalTimeUtc');
      await page.select('#report-analyze-by', 'formFactor');
      await waitForPage(page, INSIGHTS, { al: 'formFactor' });
      await waitForMatch(page, '[data-testid="report-title"]', /^Cart Abandonment Rate by Device$/);
      // What the user asked for: the rate per device, not the trend over time.
      await waitForRows(page, ['Desktop', 'Phone', 'Tablet']);
      expect((await headers(page, TABLE))[0]).toBe('Device');
    }));

  it('a link with rpt other than 1 or an unknown metric says what is wrong; the breadcrumb goes back; report actions are staff-only', () =>
    withScreenshotOnFailure(env.page, 'chk-report-bad-links', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await openChk(page, server, 'checkout/insights', SCORED_SITE, 'rpt=2&pl=car&al=arrivalTimeUtc');
      await waitForText(page, 'Report not available');
      expect(await page.$('[data-testid="report-view"]')).toBeNull();

      await openChk(page, server, 'checkout/insights', SCORED_SITE, 'rpt=1&pl=nonsense&al=arrivalTimeUtc');
      await waitForText(page, 'Report configuration issue');
      expect(await page.$('[data-testid="report-view"]')).toBeNull();

      await clickText(page, '[data-testid="insights-breadcrumbs"] a', 'Score Insights');
      await waitForPage(page, INSIGHTS, { 'site-xid': SCORED_SITE });
      expect(queryParam(page, 'rpt')).toBeNull();
      expect(await textOf(page, '[data-testid="chk-insights"] h2')).toBe('Score Insights');

      // Print, Share, Save and Help are there, but for staff only.
      await clickText(page, '[data-testid="insight-car-links"] li a', 'Trend');
      await waitForPage(page, INSIGHTS, { rpt: '1', pl: 'car', al: 'arrivalTimeUtc' });
      await page.waitForSelector('[data-testid="report-actions"]', { visible: true });
      const actions = await page.$$eval('[data-testid="report-actions"] button', (buttons) =>
        buttons.map((b) => `${(b as HTMLElement).innerText.trim()}:${(b as HTMLButtonElement).disabled ? 'disabled' : 'enabled'}`),
      );
      expect(actions).toEqual(['Print:disabled', 'Share:disabled', 'Save:disabled', 'Help:disabled']);
    }));
});
