import { waitForPath, withScreenshotOnFailure } from '../helpers/browser';
import { openChk, SCORED_SITE } from './checkout-steps';
import { signIn, useConsole } from './shell-steps';

jest.setTimeout(120_000);

const LAPTOP = { width: 1440, height: 900 };

// Issue 12, defect 11: what a merchant on a 1440 x 900 laptop saw.
describe('Checkout Zen reports on a laptop screen', () => {
  const env = useConsole();

  it('a merchant with the report settings open sees the chart on the first screen, beside them', () =>
    withScreenshotOnFailure(env.page, 'chk-report-laptop-settings', async () => {
      const { page, server } = env;
      await page.setViewport(LAPTOP);
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await openChk(page, server, 'checkout/insights', SCORED_SITE, 'rpt=1&pl=car&al=formFactor&cl=column');
      await page.waitForSelector('[data-testid="report-chart"] svg.highcharts-root', { visible: true, timeout: 20_000 });
      await page.waitForSelector('[data-testid="report-settings"]', { visible: true });
      const chart = await page.$eval('[data-testid="report-chart"]', (el) => el.getBoundingClientRect().toJSON() as DOMRect);
      const settings = await page.$eval('[data-testid="report-settings"]', (el) => el.getBoundingClientRect().toJSON() as DOMRect);
      // The chart's top half is on the first screen; the settings are a column to its right.
      expect(chart.top + chart.height / 2).toBeLessThan(LAPTOP.height);
      expect(settings.left).toBeGreaterThanOrEqual(chart.right - 1);
    }));

  it('a report on the map shows every label of its colour scale whole', () =>
    withScreenshotOnFailure(env.page, 'chk-report-map-legend', async () => {
      const { page, server } = env;
      await page.setViewport(LAPTOP);
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await openChk(page, server, 'checkout/insights', SCORED_SITE, 'rpt=1&pl=revenue&al=country&cl=map');
      await page.waitForSelector('[data-testid="report-chart"] .highcharts-coloraxis-labels text', { visible: true, timeout: 30_000 });
      const { labels, chart } = await page.$eval('[data-testid="report-chart"]', (root) => ({
        labels: [...root.querySelectorAll('.highcharts-coloraxis-labels text')].map((t) => ({
          // What is drawn (a cut label ends in '…'; its <title> holds the whole one).
          text: [...t.childNodes].filter((n) => n.nodeName !== 'title').map((n) => n.textContent).join(''),
          box: t.getBoundingClientRect().toJSON() as DOMRect,
        })),
        chart: root.getBoundingClientRect().toJSON() as DOMRect,
      }));
      expect(labels.length).toBeGreaterThan(1);
      for (const { text, box } of labels) {
        expect(text).not.toContain('…');
        expect(box.left).toBeGreaterThanOrEqual(chart.left);
        expect(box.right).toBeLessThanOrEqual(chart.right);
      }
    }));
});
