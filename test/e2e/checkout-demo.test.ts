import type { Page } from 'puppeteer-core';
import { waitForPath, withScreenshotOnFailure } from '../helpers/browser';
import {
  changeSite,
  chkUrl,
  clickNav,
  NEW_SITE,
  numberIn,
  openChk,
  recordGraphql,
  textOf,
  waitForGone,
  waitForLoaded,
  waitForMatch,
} from './checkout-steps';
import { clickText, signIn, useConsole, waitForUrl } from './shell-steps';

jest.setTimeout(120_000);

/** The fixed public demo site whose data demo mode shows (server/seed/world.ts DEMO_SITE_ID). */
const DEMO_SITE_ID = '64d0c0ffee00000000000de0';
const OTHER_SITE = { xid: 'alpine-threads', name: 'Alpine Threads' };

/** Fjord Knitwear's own Home: under 100 orders, no score, demo data offered. */
async function expectOwnData(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="chk-banner-live"]', { visible: true });
  await waitForLoaded(page, '[data-testid="chk-card-score"]');
  expect(await page.$('[data-testid="chk-banner-demo"]')).toBeNull();
  expect(await textOf(page, '[data-testid="chk-card-score-value"]')).toBe('---');
  expect(numberIn(await textOf(page, '[data-testid="chk-card-orders-value"]'))).toBeLessThan(100);
  expect(await textOf(page, '[data-testid="chk-banner-live"]')).toContain('Show demo data');
}

/** The demo store's data: the Demo Data banner, a score and more than 100 orders. */
async function expectDemoData(page: Page): Promise<void> {
  const banner = await textOf(page, '[data-testid="chk-banner-demo"]');
  expect(banner).toContain('Demo Data');
  expect(banner).toContain('Exit demo mode');
  await waitForLoaded(page, '[data-testid="chk-card-score"]');
  await waitForMatch(page, '[data-testid="chk-card-score-value"]', /^\d{1,3}$/);
  expect(await page.$('[data-testid="chk-banner-live"]')).toBeNull();
  for (const card of ['carts', 'orders', 'abandoned']) {
    expect(await textOf(page, `[data-testid="chk-card-${card}-value"]`)).toMatch(/\d{1,3}(,\d{3})*$/);
  }
  expect(numberIn(await textOf(page, '[data-testid="chk-card-orders-value"]'))).toBeGreaterThanOrEqual(100);
}

describe('Checkout Zen demo mode', () => {
  const env = useConsole();

  it('a new store shows demo data on request, exits it, and a site change turns it off for good', () =>
    withScreenshotOnFailure(env.page, 'chk-demo-mode', async () => {
      const { page, server } = env;
      const queries = recordGraphql(page);
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await openChk(page, server, '', NEW_SITE);
      await expectOwnData(page);

      await clickText(page, '[data-testid="chk-banner-live"] button', 'Show demo data');
      await expectDemoData(page);
      // The numbers are the demo store's: the applet asked for the fixed demo site.
      const asked = queries.filter((q) => q.query.includes('checkoutScore')).at(-1);
      expect(asked?.variables).toMatchObject({ siteId: DEMO_SITE_ID, demo: true });

      await clickText(page, '[data-testid="chk-banner-demo"] button', 'Exit demo mode');
      await waitForGone(page, '[data-testid="chk-banner-demo"]');
      await expectOwnData(page);

      // On again, then to another site with the Change Site dialog: demo mode is off there…
      await clickText(page, '[data-testid="chk-banner-live"] button', 'Show demo data');
      await page.waitForSelector('[data-testid="chk-banner-demo"]', { visible: true });
      await changeSite(page, OTHER_SITE.name);
      await waitForUrl(page, chkUrl('', OTHER_SITE.xid));
      await waitForLoaded(page, '[data-testid="chk-card-orders"]');
      expect(await page.$('[data-testid="chk-banner-demo"]')).toBeNull();

      // …and stays off when the merchant comes back.
      await changeSite(page, 'Fjord Knitwear');
      await waitForUrl(page, chkUrl('', NEW_SITE));
      await expectOwnData(page);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expectOwnData(page);
    }));

  it('demo mode stays on while the merchant moves between Checkout Zen pages of the site', () =>
    withScreenshotOnFailure(env.page, 'chk-demo-mode-pages', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await openChk(page, server, '', NEW_SITE);
      await clickText(page, '[data-testid="chk-banner-live"] button', 'Show demo data');
      await expectDemoData(page);

      await clickNav(page, 'Score');
      await waitForUrl(page, chkUrl('checkout/score', NEW_SITE));
      await waitForLoaded(page, '[data-testid="chk-score-summary"]');
      // Spec §4: demo mode is a per-site switch that resets only when the site changes.
      expect(await page.$('[data-testid="chk-banner-demo"]')).not.toBeNull();
      expect(await textOf(page, '[data-testid="chk-mock-score"]')).toBe('Sample score');
      expect(await textOf(page, '[data-testid="chk-score-value"]')).toMatch(/^\d{1,3}$/);
    }));
});
