// The merchant reads what recommendations cause (issue 26 §3): the online dashboard's
// "Caused (holdout)" card beside the attributed numbers, in both themes at 1440 and 390 px,
// its words checked against the lift API's own answer; "How this is measured" opened from the
// keyboard; and with the holdout turned off in Data Config, the card says so and links back.
import type { Page } from 'puppeteer-core';
import type { LiftAnswer } from '../../plugins/recommendations/model/lift';
import { liftView, SITE_SCOPE } from '../../plugins/recommendations/ui/dashboard/lift/liftView';
import { LIFT } from '../../plugins/recommendations/ui/dashboard/lift/messages';
import path from 'node:path';
import { ARTIFACTS_DIR, screenshot, withScreenshotOnFailure } from '../helpers/browser';
import { textOf, waitForLoaded } from './checkout-steps';
import { answerTo, settle, signIn, useConsole, waitForUrl } from './shell-steps';

jest.setTimeout(240_000);

const SITE = 'northwind-outfitters';
const dashboardUrl = `/applet/rec/online?site-xid=${SITE}`;
const LOOKS = [
  { width: 1440, height: 900, theme: 'light' },
  { width: 1440, height: 900, theme: 'dark' },
  { width: 390, height: 844, theme: 'light' },
  { width: 390, height: 844, theme: 'dark' },
] as const;

async function openDashboard(page: Page, url: string): Promise<LiftAnswer> {
  const answered = await answerTo(page, { method: 'GET', path: '/api2/recommendation/lift' }, () => page.goto(`${url}${dashboardUrl}`, { waitUntil: 'domcontentloaded' }));
  expect(answered.status()).toBe(200);
  await waitForLoaded(page, '[data-testid="rec-lift"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="rec-lift"] .bp6-skeleton'));
  return (await answered.json()) as LiftAnswer;
}

describe('Recommendations dashboard: caused, not attributed', () => {
  const env = useConsole();

  it('merchant reads the holdout lift beside the attributed numbers, in both themes, wide and on a phone', () =>
    withScreenshotOnFailure(env.page, 'rec-lift', async () => {
      const { page, server } = env;
      await signIn(page, server);
      // The seeded tag history (the exposures behind the lift) is written in the background.
      await server.tagHistoryReady();
      for (const look of LOOKS) {
        await page.evaluateOnNewDocument((t: string) => localStorage.setItem('h40_theme', JSON.stringify(t)), look.theme);
        await page.setViewport({ width: look.width, height: look.height });
        const answer = await openDashboard(page, server.url);
        expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(look.theme === 'dark');

        // Two titles a merchant can tell apart.
        expect(await textOf(page, '[data-testid="rec-attributed-head"]')).toContain(LIFT.attributedTitle);
        expect(await textOf(page, '[data-testid="rec-lift"] h4')).toBe(LIFT.title);

        // What the card says is what the statistics answered for the site's test.
        const view = liftView(answer, SITE_SCOPE);
        expect(answer.sharePct).toBe(10);
        if (view.kind === 'test') {
          expect(await textOf(page, '[data-testid="rec-lift-headline"]')).toBe(view.headline);
          for (const tile of view.tiles) {
            expect(await textOf(page, `[data-testid="rec-lift-${tile.metric}-lift"]`)).toBe(tile.lift);
            expect(await textOf(page, `[data-testid="rec-lift-${tile.metric}-interval"]`)).toBe(tile.interval);
            expect(await textOf(page, `[data-testid="rec-lift-${tile.metric}-verdict"]`)).toBe(tile.verdict);
            const text = await textOf(page, `[data-testid="rec-lift-${tile.metric}"]`);
            expect(text).toContain(tile.withRecs);
            expect(text).toContain(tile.holdout);
          }
          expect(await textOf(page, '[data-testid="rec-lift-visitors"]')).toContain(view.visitors);
          expect(!!(await page.$('[data-testid="rec-lift-srm"]'))).toBe(view.srmWarning !== null);
        } else {
          expect(view.kind).toBe('empty');
          expect(await textOf(page, '[data-testid="rec-lift-empty"]')).toBe(LIFT.empty);
        }
        // Nothing of the card is cut off or pushes the page sideways.
        const overflow = await page.$eval('[data-testid="rec-lift"]', (el) => el.scrollWidth - el.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await settle(page);
        await screenshot(page, `rec-lift-${look.width}-${look.theme}`);
        // The card alone as well, at its real size (a full page at 390 px is too tall to read).
        const card = (await page.$('[data-testid="rec-lift"]'))!;
        await card.screenshot({ path: path.join(ARTIFACTS_DIR, `rec-lift-card-${look.width}-${look.theme}.png`) });
      }
    }));

  it('opens “How this is measured” with the keyboard', () =>
    withScreenshotOnFailure(env.page, 'rec-lift-how', async () => {
      const { page, server } = env;
      await signIn(page, server);
      const answer = await openDashboard(page, server.url);
      const toggle = (await page.waitForSelector('[data-testid="rec-lift-how-toggle"]', { visible: true }))!;
      expect(await toggle.evaluate((el) => el.getAttribute('aria-expanded'))).toBe('false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid="rec-lift-how"]', { visible: true });
      expect(await textOf(page, '[data-testid="rec-lift-how"]')).toBe(answer.howMeasured);
      expect(answer.howMeasured).toMatch(/^Caused, not attributed/);
      expect(await toggle.evaluate((el) => el.getAttribute('aria-expanded'))).toBe('true');
    }));

  it('merchant turns the holdout off in Data Config; the card says nothing is measured and links back there', () =>
    withScreenshotOnFailure(env.page, 'rec-lift-off', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await page.goto(`${server.url}/applet/rec/settings/engine?site-xid=${SITE}`, { waitUntil: 'domcontentloaded' });
      const share = (await page.waitForSelector('[data-testid="rec-holdout-share"]', { visible: true }))!;
      await share.click({ count: 3 });
      await page.keyboard.type('0');
      await answerTo(page, { method: 'PUT', path: '/api2/recommendation/holdout' }, () => page.click('[data-testid="rec-holdout-save"]'));

      const answer = await openDashboard(page, server.url);
      expect(answer).toMatchObject({ sharePct: 0, site: null, recommendations: [] });
      expect(await textOf(page, '[data-testid="rec-lift-off"]')).toContain(LIFT.off);
      await screenshot(page, 'rec-lift-off-1280-light');
      await page.click('[data-testid="rec-lift-off-link"]');
      await waitForUrl(page, `/applet/rec/settings/engine?site-xid=${SITE}`);
      await page.waitForSelector('[data-testid="rec-holdout"]', { visible: true });
    }));
});
