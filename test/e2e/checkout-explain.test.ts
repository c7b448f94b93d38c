// Issue 12, part 3, as a merchant lives it: open the score, read why it is what it is (each
// KPI's points add up to the score, the market's quartiles, what the median would add, how the
// market is formed), compare with peers, see the checkout funnel, export it as CSV and find
// the file's rows are the table's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { waitForPath, withScreenshotOnFailure } from '../helpers/browser';
import { parseCsv, waitForDownload } from '../helpers/downloads';
import { clickNav, numberIn, openChk, SCORED_SITE, textOf, waitForLoaded, waitForPage } from './checkout-steps';
import { settle, signIn, useConsole } from './shell-steps';

jest.setTimeout(150_000);

const EXPLANATION = '[data-testid="chk-explanation-table"]';
const FUNNEL = '[data-testid="chk-funnel-table"]';

/** The table's rows as the CSV export reads them: each cell's text (or its data-csv), whitespace collapsed. */
function tableText(page: Page, selector: string): Promise<string[][]> {
  return page.$eval(selector, (table) =>
    Array.from((table as HTMLTableElement).rows).map((row) => Array.from(row.cells).map((cell) => ((cell as HTMLElement).dataset.csv ?? cell.textContent ?? '').replace(/\s+/g, ' ').trim())),
  );
}

describe('Checkout Zen: why the score is what it is, and the checkout funnel', () => {
  const env = useConsole();
  let downloads: string;

  beforeAll(() => {
    downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-csv-'));
  });
  afterAll(() => fs.rmSync(downloads, { recursive: true, force: true }));

  it('a merchant reads why the score is what it is, compares with peers, opens the funnel and exports it as CSV', async () => {
    // A profile that saves downloads where the story can read them.
    const context = await env.browser.createBrowserContext({ downloadBehavior: { policy: 'allow', downloadPath: downloads } });
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    try {
      await withScreenshotOnFailure(page, 'chk-explain', async () => {
        const { server } = env;
        await signIn(page, server);
        await waitForPath(page, '/app/home');
        await openChk(page, server, 'checkout/score', SCORED_SITE);
        await waitForLoaded(page, '[data-testid="chk-score-summary"]');

        // The explanation: five KPIs whose points add up to the score on the gauge.
        await page.waitForSelector(EXPLANATION, { visible: true, timeout: 20_000 });
        const score = Number(await textOf(page, '[data-testid="chk-score-value"]'));
        const rows = (await tableText(page, EXPLANATION)).slice(1);
        expect(rows.map((r) => r[0])).toEqual([
          'Cart Abandonment Rate',
          'Checkout Conversion Rate',
          'Mobile Abandonment Gap',
          'Accelerated Checkout Rate',
          'Checkout Engagement Rate',
        ]);
        const points = rows.map((r) => r[5].match(/^(\d+) of (\d+)$/));
        expect(points.every(Boolean)).toBe(true);
        expect(Math.min(100, points.reduce((sum, m) => sum + Number(m![1]), 0))).toBe(score);
        expect(points.reduce((sum, m) => sum + Number(m![2]), 0)).toBeGreaterThanOrEqual(99); // the weights, each rounded
        // Quartiles in order for every KPI the market shows.
        for (const r of rows) {
          const [p25, median, p75] = r.slice(2, 5).map(numberIn);
          expect(p25).toBeLessThanOrEqual(median);
          expect(median).toBeLessThanOrEqual(p75);
        }
        // How the market is formed, and the engine's choices, beside the numbers.
        expect(await textOf(page, '[data-testid="chk-market-note"]')).toMatch(/\d+ shops made the bar \(at least 1,000 visits, 100 carts and 100 orders in the last 4 weeks\) from \d+ with data/);
        expect(await textOf(page, '[data-testid="chk-how-computed"]')).toContain('up to 2.5 points');

        // A tile's popover says its points; one below the median says what reaching it adds.
        await settle(page);
        await page.click('[data-testid="chk-kpi-tile-car"]');
        expect(await textOf(page, '[data-testid="chk-kpi-points"]')).toMatch(/^\d+ of \d+ points$/);
        expect(await textOf(page, '[data-testid="chk-kpi-quartiles"]')).toMatch(/^\d+\.\d\d% \/ \d+\.\d\d% \/ \d+\.\d\d%$/);
        await page.keyboard.press('Escape');

        // Peers: the whole market or a group that holds enough shops; a small one is disabled.
        const options = await page.$$eval('[data-testid="chk-peer-picker"] option', (os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent, disabled: (o as HTMLOptionElement).disabled })));
        expect(options[0].text).toMatch(/^Whole market \(\d+ shops\)$/);
        expect(options.slice(1).map((o) => o.value)).toEqual(['industry', 'size', 'region']);
        for (const o of options.slice(1)) expect(o.text).toMatch(o.disabled ? /\((market too small)\)$|not known/ : /\(\d+ shops\)$/);
        const open = options.slice(1).find((o) => !o.disabled);
        if (open) {
          await page.select('[data-testid="chk-peer-picker"]', open.value);
          await waitForPage(page, '/applet/chk/checkout/score', { peers: open.value });
        }

        // The funnel: from the left navigation, seven steps, each reached by no more than the one before.
        await clickNav(page, 'Funnel');
        await waitForPage(page, '/applet/chk/checkout/funnel', {});
        await page.waitForSelector(FUNNEL, { visible: true, timeout: 20_000 });
        const funnel = await tableText(page, FUNNEL);
        expect(funnel[0]).toEqual(['Step', 'Sessions', 'Of checkouts', 'Continued', 'Left here', 'Previous period', 'Change']);
        expect(funnel.slice(1).map((r) => r[0])).toEqual(['Checkout start', 'Login', 'Shipping', 'Billing', 'Payment', 'Review', 'Order confirmed']);
        const reached = funnel.slice(1).map((r) => numberIn(r[1]));
        expect(reached[0]).toBeGreaterThan(0);
        for (let i = 1; i < reached.length; i++) expect(reached[i]).toBeLessThanOrEqual(reached[i - 1]);
        expect(await textOf(page, '[data-testid="chk-funnel-worst"]')).toMatch(/^Most shoppers leave at /);

        // Export CSV: the file holds the table's rows.
        await page.click(`[data-testid="chk-funnel"] [data-testid="report-export-csv"]`);
        const file = await waitForDownload(downloads);
        expect(path.basename(file)).toBe('checkout-funnel-last-2-weeks.csv');
        expect(parseCsv(fs.readFileSync(file, 'utf8'))).toEqual(funnel);
      });
    } finally {
      await context.close();
    }
  });
});
