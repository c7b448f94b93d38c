// A shopper's visit on the demo storefront becomes Checkout Zen's data within a minute, without
// a restart (issue 26 §1): the storefront tag's events, the cart the server valued and the
// order it stored make a live `sessions` row, which Today's report shows beside the seeded ones.
import type { Page } from 'puppeteer-core';
import { withScreenshotOnFailure, waitForPath } from '../helpers/browser';
import { openChk, SCORED_SITE } from './checkout-steps';
import { signIn, useConsole } from './shell-steps';

jest.setTimeout(180_000);

/** A source no seeded session has: the shopper's row is the only one in its group. */
const SOURCE = 'vitrine-e2e';
const TABLE = '[data-testid="report-table"]';

/** The cells of the report row whose first cell is `label`, or null while there is none. */
const rowOf = (page: Page, label: string) =>
  page.evaluate(
    (s: string, want: string) => {
      const rows = [...document.querySelectorAll(`${s} tbody tr`)].map((r) => [...r.querySelectorAll('td')].map((c) => (c as HTMLElement).innerText.trim()));
      // The report shows a source as a label ('vitrine-e2e' reads 'Vitrine E2e').
      const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
      return rows.find((cells) => words(cells[0] ?? '') === words(want)) ?? null;
    },
    TABLE,
    label,
  );

describe('Checkout Zen shows the storefront’s own visits', () => {
  const env = useConsole();

  it('a shopper’s checkout on the storefront shows up in Checkout Zen’s Today report within a minute', () =>
    withScreenshotOnFailure(env.page, 'chk-live-sessions', async () => {
      const { page, server, browser } = env;
      // The shopper, in a browser of their own, arriving from a newsletter link.
      const shopperContext = await browser.createBrowserContext();
      const shop = await shopperContext.newPage();
      try {
        const store = server.storefrontUrl.replace('127.0.0.1', 'localhost');
        await shop.goto(`${store}/?shop=${SCORED_SITE}&utm_source=${SOURCE}&utm_medium=email`, { waitUntil: 'networkidle0' });
        await Promise.all([shop.waitForNavigation({ waitUntil: 'networkidle0' }), shop.click('.grid .card__link')]);
        await Promise.all([shop.waitForNavigation({ waitUntil: 'networkidle0' }), shop.click('[data-add-button]')]);
        expect(new URL(shop.url()).pathname).toBe('/cart');
        await Promise.all([shop.waitForNavigation({ waitUntil: 'networkidle0' }), shop.click('a[href="/checkout"]')]);
        const fields: Array<[string, string]> = [
          ['#f-email', 'live@example.com'], ['#f-firstName', 'Ada'], ['#f-lastName', 'Lovelace'], ['#f-address1', '1 Main Street'], ['#f-city', 'Portland'],
          ['#f-zip', '97201'], ['#f-cardNumber', '4242 4242 4242 4242'], ['#f-cardName', 'Ada Lovelace'], ['#f-cardExpiry', '12/39'], ['#f-cardCvc', '123'],
        ];
        for (const [selector, value] of fields) await shop.type(selector, value);
        await shop.select('#f-country', 'US');
        await Promise.all([shop.waitForNavigation({ waitUntil: 'networkidle0' }), shop.click('.checkout__form button[type="submit"]')]);
        expect(new URL(shop.url()).pathname).toBe('/checkout/thank-you');
      } finally {
        // Leaving the page sends what the tag still holds, as a shopper closing the tab does.
        await shopperContext.close();
      }

      // The merchant opens Today's orders by source, and looks again until the visit is there.
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      const deadline = Date.now() + 60_000;
      let row: string[] | null = null;
      while (!row && Date.now() < deadline) {
        await openChk(page, server, 'checkout/insights', SCORED_SITE, 'rpt=1&pl=conversions&al=attributionSource&dr=Today');
        await page.waitForSelector(`${TABLE} tbody tr`, { visible: true, timeout: 20_000 });
        row = await rowOf(page, SOURCE);
      }
      if (!row) throw new Error(`Today's report has no row for the source ${SOURCE} a minute after the checkout`);
      // One visit from the newsletter, and it ordered.
      expect(row.slice(1)).toContain('1');
    }));
});
