// A merchant reads the recommendation Reports: real figures from tracking, another date range,
// a segment filter, and the section exported as CSV.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { SEED_SITES } from '../../server/seed/world';
import { withScreenshotOnFailure } from '../helpers/browser';
import { parseCsv, waitForDownload } from '../helpers/downloads';
import { textOf, waitForLoaded } from './checkout-steps';
import { answerTo, settle, signIn, useConsole } from './shell-steps';

jest.setTimeout(120_000);

const SITE = 'northwind-outfitters';
const SITE_ID = SEED_SITES.find((s) => s.external === SITE)!.id;
const REPORTS = `/applet/rec/online/reports?site-xid=${SITE}&section=sales`;

interface Answer {
  siteId: string;
  period: { from: string; to: string };
  summary: Record<string, number>;
  timeline: Array<{ at: string; revenue: number; visits: number }>;
}

const rawOf = (page: Page, testId: string) => page.$eval(`[data-testid="${testId}"]`, (el) => Number((el as HTMLElement).dataset.raw));
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('Recommendation reports', () => {
  const env = useConsole();
  let downloads: string;
  beforeAll(() => {
    downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-rec-csv-'));
  });
  afterAll(() => fs.rmSync(downloads, { recursive: true, force: true }));

  it('merchant opens Reports, reads the sales of the last 4 weeks, picks the last 7 days and mobile visitors, and exports them', async () => {
    const context = await env.browser.createBrowserContext({ downloadBehavior: { policy: 'allow', downloadPath: downloads } });
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    try {
      await withScreenshotOnFailure(page, 'rec-reports', async () => {
        const { server } = env;
        await signIn(page, server);
        // A server started alone seeds the tag's history in the background: wait for it.
        await page.waitForFunction(
          async (site: string) => {
            const answer = await fetch(`/api2/recommendation/metrics?site=${site}`, { credentials: 'same-origin' });
            return answer.ok && (await answer.json()).summary.revenueImpacted > 0;
          },
          { timeout: 90_000, polling: 2_000 },
          SITE_ID,
        );

        // Sales, the last 4 weeks: the tiles are the API's numbers.
        const first = await answerTo(page, { method: 'GET', path: '/api2/recommendation/metrics' }, () => page.goto(`${server.url}${REPORTS}`, { waitUntil: 'domcontentloaded' }));
        const four = (await first.json()) as Answer;
        await waitForLoaded(page, '[data-testid="rec-report-tiles"]');
        expect(await textOf(page, '[data-testid="rec-range"]')).toContain('Last 4 Weeks');
        for (const key of ['revenue', 'visits', 'conversions']) expect(await rawOf(page, `rec-report-${key}-value`)).toBe(four.summary[key]);
        expect(four.summary.visits).toBeGreaterThan(0);
        await page.waitForSelector('[data-testid="rec-report-trend"] svg.highcharts-root', { visible: true });

        // The last 7 days, applied.
        await settle(page);
        await page.click('[data-testid="rec-range"]');
        await page.waitForSelector('[data-testid="rec-range-name"]', { visible: true });
        await page.select('[data-testid="rec-range-name"]', 'Last 7 Days');
        // The popover must have finished opening, or a busy machine's click on Apply lands on its transition.
        await settle(page);
        const week = await answerTo(page, { method: 'GET', path: '/api2/recommendation/metrics' }, () => page.click('[data-testid="rec-range-apply"]'));
        const seven = (await week.json()) as Answer;
        expect(seven.timeline).toHaveLength(7);
        await page.waitForFunction((v: number) => document.querySelector<HTMLElement>('[data-testid="rec-report-visits-value"]')?.dataset.raw === String(v), {}, seven.summary.visits);
        expect(seven.summary.visits).toBeLessThan(four.summary.visits);

        // A segment: mobile visitors only, kept in the address.
        const mobile = await answerTo(page, { method: 'GET', path: '/api2/recommendation/metrics' }, () => page.select('[data-testid="rec-segment-device"]', 'mobile'));
        expect(queryOf(mobile.url())).toMatchObject({ formFactor: 'mobile', from: queryOf(week.url()).from });
        const phones = (await mobile.json()) as Answer;
        await page.waitForFunction((v: number) => document.querySelector<HTMLElement>('[data-testid="rec-report-visits-value"]')?.dataset.raw === String(v), {}, phones.summary.visits);
        expect(phones.summary.visits).toBeLessThan(seven.summary.visits);
        expect(new URL(page.url()).searchParams.get('device')).toBe('mobile');

        // Export CSV: the file holds the table's rows, one per day.
        const table = await page.$$eval('[data-testid="rec-report-table"] tr', (rows) => rows.map((r) => Array.from((r as HTMLTableRowElement).cells, (c) => c.textContent ?? '')));
        await page.click('[data-testid="rec-report-export"]');
        const file = await waitForDownload(downloads);
        expect(path.basename(file)).toBe(`recommendation-reports-sales-${phones.period.from.slice(0, 10)}-${phones.period.to.slice(0, 10)}.csv`);
        const csv = parseCsv(fs.readFileSync(file, 'utf8'));
        expect(csv).toEqual(table);
        expect(csv[0]).toEqual(['Day', 'Revenue', 'Visits', 'Conversions', 'Revenue per Visit', 'Conversion Rate', 'Avg. Order Value', 'Cart Abandonment Rate']);
        expect(csv).toHaveLength(8);
      });
    } finally {
      await context.close();
    }
  });
});
