import { waitForPath, withScreenshotOnFailure } from '../helpers/browser';
import { holdGraphql, NEW_SITE, numberIn, openChk, SCORED_SITE, textOf, textsOf, waitForLoaded, waitForPage } from './checkout-steps';
import { settle, signIn, useConsole } from './shell-steps';

jest.setTimeout(120_000);

const TILES = '[data-testid="chk-kpi-tiles"] [role="button"]';
const KPI_LABELS = ['Cart Abandonment Rate', 'Checkout Conversion Rate', 'Mobile Abandonment Gap', 'Accelerated Checkout Rate', 'Checkout Engagement Rate'];

describe('Checkout Score', () => {
  const env = useConsole();

  it('shows calculating... until the score arrives, then the gauge, score, rank, trend and five KPI tiles; a tile explains its KPI and leads to its trend', () =>
    withScreenshotOnFailure(env.page, 'chk-score-page', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');

      // A slow answer: skeleton tiles and 'calculating...' until it arrives.
      const gate = await holdGraphql(page, 'checkoutScore');
      try {
        await openChk(page, server, 'checkout/score', SCORED_SITE);
        await page.waitForSelector('[data-testid="chk-calculating"]', { visible: true });
        expect(await textOf(page, '[data-testid="chk-calculating"]')).toBe('calculating...');
        expect(await page.$$eval('[data-testid="chk-kpi-tile-skeleton"]', (tiles) => tiles.length)).toBe(5);
        expect(await page.$('[data-testid="chk-score-value"]')).toBeNull();
        expect(gate.held()).toBeGreaterThan(0);
      } finally {
        gate.release();
      }
      await waitForLoaded(page, '[data-testid="chk-score-summary"]');
      expect(await page.$('[data-testid="chk-calculating"]')).toBeNull();
      expect(await page.$('[data-testid="chk-kpi-tile-skeleton"]')).toBeNull();

      // The gauge is a Highcharts chart (an SVG) with the score in its middle.
      await page.waitForSelector('[data-testid="chk-gauge"] svg.highcharts-root', { visible: true });
      expect(await page.$$eval('[data-testid="chk-gauge"] svg .highcharts-point', (points) => points.length)).toBeGreaterThan(0);
      const value = await textOf(page, '[data-testid="chk-score-value"]');
      expect(value).toMatch(/^\d{1,3}$/);
      expect(Number(value)).toBeLessThanOrEqual(100);
      expect(await textOf(page, '[data-testid="chk-band"]')).toMatch(/^(Very Poor|Poor|Fair|Good|Excellent)$/);
      const rank = await textOf(page, '[data-testid="chk-rank"]');
      expect(rank).toMatch(/^Better than \d{1,3}% of merchants$/);
      expect(numberIn(rank)).toBeLessThanOrEqual(100);
      expect(await textOf(page, '[data-testid="chk-trend"]')).toMatch(/^[+−]?\d+ pts vs the previous four weeks$/);

      // Five KPI tiles, each with a sub-score and the store's value.
      await page.waitForFunction((s: string) => document.querySelectorAll(s).length === 5, {}, TILES);
      const tiles = await textsOf(page, TILES);
      expect(tiles.map((t) => t.split('\n')[0])).toEqual(KPI_LABELS);
      // Rates in percent; the Mobile Abandonment Gap, a difference of two rates, in percentage points.
      for (const tile of tiles) expect(tile).toMatch(tile.startsWith('Mobile Abandonment Gap') ? /\n\d{1,3}\nYour store: [+−]?\d+\.\d\d pp$/ : /\n\d{1,3}\nYour store: \d+\.\d\d%$/);

      // A tile opens its explanation: what the KPI is, the store vs the market median.
      await settle(page);
      await page.click('[data-testid="chk-kpi-tile-car"]');
      const popover = '[data-testid="chk-kpi-explanation-car"]';
      const explanation = await textOf(page, popover);
      expect(explanation).toContain('Cart Abandonment Rate');
      expect(explanation).toContain('Share of carts that were created but did not end in an order');
      expect(await textOf(page, `${popover} [data-testid="chk-kpi-site-value"]`)).toMatch(/^\d+\.\d\d%$/);
      expect(await textOf(page, `${popover} [data-testid="chk-kpi-market-median"]`)).toMatch(/^\d+\.\d\d%$/);
      expect(explanation).toContain('Market median');
      expect(await textOf(page, `${popover} [data-testid="chk-view-trend"]`)).toBe('View Trend');

      // View Trend opens the KPI's trend report.
      await settle(page);
      await page.click(`${popover} [data-testid="chk-view-trend"]`);
      await waitForPage(page, '/applet/chk/checkout/insights', { rpt: '1', pl: 'car', al: 'arrivalTimeUtc', cl: 'line', 'site-xid': SCORED_SITE });
      expect(await textOf(page, '[data-testid="report-title"]')).toBe('Cart Abandonment Rate Trend');
      await page.waitForSelector('[data-testid="report-chart"] svg.highcharts-root', { visible: true });
    }));

  it('a store with under 100 orders has no score yet: --- and the Checkout Zen is live banner', () =>
    withScreenshotOnFailure(env.page, 'chk-score-unscored', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await openChk(page, server, 'checkout/score', NEW_SITE);
      await waitForLoaded(page, '[data-testid="chk-score-summary"]');
      expect(await textOf(page, '[data-testid="chk-score-value"]')).toBe('---');
      expect(await textOf(page, '[data-testid="chk-band"]')).toBe('---');
      expect(await page.$('[data-testid="chk-rank"]')).toBeNull();

      const banner = await textOf(page, '[data-testid="chk-banner-live"]');
      expect(banner).toContain('Checkout Zen is live');
      const collected = await textOf(page, '[data-testid="chk-orders-collected"]');
      expect(collected).toMatch(/^\d{1,2}\/100 orders collected$/);
      expect(numberIn(collected)).toBeLessThan(100);
      // Only Home offers demo data.
      expect(banner).not.toContain('Show demo data');
    }));
});
