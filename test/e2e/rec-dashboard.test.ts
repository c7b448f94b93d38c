import type { Page } from 'puppeteer-core';
import { withScreenshotOnFailure } from '../helpers/browser';
import { textOf, waitForLoaded } from './checkout-steps';
import { answerTo, settle, signIn, useConsole, waitForUrl } from './shell-steps';

jest.setTimeout(120_000);

const SITE = 'northwind-outfitters';
const recUrl = (path: string) => `/applet/rec${path ? `/${path}` : ''}?site-xid=${SITE}`;

interface Rec {
  _id: string;
  site: string;
  kind: string;
  status: string;
  displayStatus: string;
  editor?: string | null;
  name?: string;
}
interface Metrics {
  summary: Record<string, number>;
  recommendations: Array<{ recommendationId: string; views: number }>;
}

const count = (recs: Rec[], status: string) => recs.filter((r) => r.kind !== 'email' && r.displayStatus === status).length;

async function rawOf(page: Page, testId: string): Promise<number> {
  return Number(await page.$eval(`[data-testid="${testId}"]`, (el) => (el as HTMLElement).dataset.raw));
}

async function waitForTracking(page: Page, siteId: string): Promise<void> {
  await page.waitForFunction(
    async (site: string) => {
      const answer = await fetch(`/api2/recommendation/metrics?site=${encodeURIComponent(site)}`, { credentials: 'same-origin' });
      return answer.ok && ((await answer.json()) as Metrics).summary.revenueImpacted > 0;
    },
    { timeout: 90_000, polling: 2_000 },
    siteId,
  );
}

describe('Recommendations dashboard', () => {
  const env = useConsole();

  it('merchant sees the counts on Home, reads the online dashboard and pauses a live recommendation', () =>
    withScreenshotOnFailure(env.page, 'rec-dashboard-pause', async () => {
      const { page, server } = env;
      await signIn(page, server);

      // Home: the Online Store Channel counts are the API's.
      const listed = await answerTo(page, { method: 'GET', path: '/api2/recommendation' }, () =>
        page.goto(`${server.url}${recUrl('')}`, { waitUntil: 'domcontentloaded' }),
      );
      const recs = (await listed.json()) as Rec[];
      await waitForLoaded(page, '[data-testid="rec-channel-online"]');
      for (const status of ['production', 'deactivated', 'staging', 'archived']) {
        expect(Number(await textOf(page, `[data-testid="rec-channel-online-${status}"]`))).toBe(count(recs, status));
      }
      expect(count(recs, 'production')).toBeGreaterThan(0);

      // A server started alone seeds the storefront tag's history in the background: wait for it.
      await waitForTracking(page, recs[0].site);

      // The channel's Dashboard button opens the online dashboard with the last 4 weeks.
      await settle(page);
      const answered = await answerTo(page, { method: 'GET', path: '/api2/recommendation/metrics' }, async () => {
        const buttons = await page.$$('[data-testid="rec-channel-online"] button');
        await buttons[buttons.length - 1].click();
      });
      await waitForUrl(page, recUrl('online'));
      const metrics = (await answered.json()) as Metrics;
      expect(await textOf(page, '[data-testid="rec-range"]')).toContain('Last 4 Weeks');
      await waitForLoaded(page, '[data-testid="rec-summary"]');
      for (const key of ['revenueImpacted', 'directClickRevenue', 'visitsImpacted', 'revenue', 'visits', 'conversions']) {
        expect(await rawOf(page, `rec-summary-${key}-value`)).toBe(metrics.summary[key]);
      }
      expect(metrics.summary.revenueImpacted).toBeGreaterThan(0);
      await page.waitForSelector('[data-testid="rec-timeline"] svg.highcharts-root', { visible: true });
      expect(await textOf(page, '[data-testid="rec-count-live"]')).toBe(`${count(recs, 'production')} live`);

      // The rows: the active ones (all but archived) with their views from tracking.
      const rows = await page.$$eval('[data-testid^="rec-row-"]', (els) => els.map((el) => (el as HTMLElement).dataset.testid!.slice('rec-row-'.length)));
      const active = recs.filter((r) => r.kind !== 'email' && r.status !== 'archived').map((r) => r._id);
      expect(rows.sort()).toEqual(active.sort());
      const withViews = metrics.recommendations.find((m) => m.views > 0 && rows.includes(m.recommendationId))!;
      expect(await textOf(page, `[data-testid="rec-row-${withViews.recommendationId}"] [data-testid="rec-views"]`)).toBe(withViews.views.toLocaleString('en-US'));

      // Installed in the theme: each row says what the server found once it has checked.
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="rec-theme"][data-state="checking"]').length === 0, { timeout: 10_000 });
      const theme = await page.evaluate(async (site: string) => (await (await fetch(`/api2/recommendation/theme-status?site=${site}`)).json()) as { recommendations: Record<string, string> }, recs[0].site);
      const shown = await page.$$eval('[data-testid^="rec-row-"]', (els) => els.map((el) => [(el as HTMLElement).dataset.testid!.slice('rec-row-'.length), el.querySelector<HTMLElement>('[data-testid="rec-theme"]')?.dataset.state]));
      expect(Object.fromEntries(shown)).toEqual(Object.fromEntries(rows.map((id) => [id, theme.recommendations[id] ?? 'unknown'])));
      expect(Object.values(theme.recommendations)).toContain('installed');

      // Pause a live recommendation (not one made in the platform's editor): it asks first.
      const live = recs.find((r) => r.kind !== 'email' && r.status === 'production' && r.editor !== 'shopify')!;
      const row = `[data-testid="rec-row-${live._id}"]`;
      await page.click(`${row} label:has([data-testid="rec-live-switch"])`);
      // The dialog's test id is on a display: contents wrapper: wait for its buttons.
      await page.waitForSelector('[data-testid="confirm-dialog"] button', { visible: true });
      expect(await page.$eval('[data-testid="confirm-dialog"]', (el) => (el as HTMLElement).innerText)).toContain('stops showing on your store');
      await settle(page);
      const paused = await answerTo(page, { method: 'PATCH', path: `/api2/recommendation/deactivate/${live._id}` }, async () => {
        const buttons = await page.$$('[data-testid="confirm-dialog"] button.bp6-intent-primary');
        await buttons[0].click();
      });
      expect(paused.status()).toBe(200);
      expect(await textOf(page, `${row} [data-testid="rec-status"]`)).toBe('Paused');
      expect(await textOf(page, '[data-testid="rec-count-live"]')).toBe(`${count(recs, 'production') - 1} live`);
    }));
});
