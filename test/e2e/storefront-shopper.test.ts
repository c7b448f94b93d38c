import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, withScreenshotOnFailure } from '../helpers/browser';
import { SEED_SITES } from '../../server/seed/world';
import { startServer, type RunningServer } from '../helpers/server';
import { shopUrl } from '../helpers/shop-fetch';

jest.setTimeout(120_000);

/** Screenshots a person looks at when changing the shop's look (not asserted on). */
const SHOTS_DIR = process.env.STOREFRONT_SHOTS_DIR ?? '/tmp';

describe('a shopper on the demo store', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.stop()]);
  });
  beforeEach(async () => {
    const context = await browser.createBrowserContext();
    page = await context.newPage();
    problems.length = 0;
    // A CSP violation, a missing file or a script error shows up here (the checkout's 422
    // answer to an incomplete form is the one error response the story expects).
    page.on('console', (msg) => msg.type() === 'error' && !/status of 422/.test(msg.text()) && problems.push(msg.text()));
    page.on('pageerror', (err) => problems.push(String(err)));
  });
  afterEach(async () => {
    await page?.browserContext().close();
  });

  // The shop by its public origin (localhost), as a shopper opens it: the tag's events are
  // accepted only from the storefront origin the server announces, and 127.0.0.1 is not it.
  const go = (path: string) => page.goto(`${server.storefrontUrl.replace('127.0.0.1', 'localhost')}${path}`, { waitUntil: 'networkidle0' });
  const text = (selector: string) => page.$eval(selector, (el) => el.textContent?.trim() ?? '');

  it('a shop on its own origin: its pages post their events there, with the token, and they are taken', () =>
    withScreenshotOnFailure(page, 'storefront-own-origin', async () => {
      const origin = shopUrl(server.storefrontUrl, 'northwind-outfitters');
      const posted = page.waitForResponse((res) => res.request().method() === 'POST' && /\/delivery\/v1\/[^/]+\/events$/.test(res.url()), { timeout: 20_000 });
      await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
      expect(await page.evaluate(() => document.body.dataset.vitrineShop)).toBe(SEED_SITES.find((s) => s.external === 'northwind-outfitters')!.id);
      // The first batch leaves 2 s after the page view, once the recs answer brought the token.
      const res = await posted;
      expect(res.status()).toBe(204);
      expect(res.request().headers().origin).toBe(origin);
      expect(JSON.parse(res.request().postData() ?? '{}').token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    }));

  it('browses home, picks a product, adds it to the cart, checks out and sees the confirmation', () =>
    withScreenshotOnFailure(page, 'storefront-shopper', async () => {
      await page.setViewport({ width: 1280, height: 900 });
      await go('/');
      expect(await text('.hero h1')).toBe('New season, new favourites');
      const title = await text('.grid .card__title');
      await Promise.all([page.waitForNavigation(), page.click('.grid .card__link')]);
      expect(await text('.product__title')).toBe(title);

      // The option pickers are plain radios; the script keeps the legend and the button in step.
      const fieldset = await page.$('fieldset.option');
      if (fieldset) {
        const original = await page.$eval('fieldset.option input:checked', (el) => (el as HTMLInputElement).value);
        const other = await page.$$eval('fieldset.option:first-of-type input', (els, keep) => (els as HTMLInputElement[]).map((e) => e.value).find((v) => v !== keep), original);
        if (other) {
          await page.click(`fieldset.option:first-of-type input[value="${other}"]`);
          expect(await text('[data-option-value="0"]')).toBe(other);
          await page.click(`fieldset.option:first-of-type input[value="${original}"]`);
        }
      }
      expect(await page.$eval('[data-add-button]', (el) => (el as HTMLButtonElement).disabled)).toBe(false);
      await Promise.all([page.waitForNavigation(), page.click('[data-add-button]')]);
      expect(new URL(page.url()).pathname).toBe('/cart');
      expect(await text('.cart__items .cart-line__title')).toBe(title);
      expect(await text('[data-cart-count]')).toBe('1');

      // The mini-cart drawer opens from the header on any page.
      await go('/collections/all');
      await page.click('[data-drawer-open]');
      await page.waitForSelector('#CartDrawer:not([hidden])', { visible: true });
      expect(await text('#CartDrawer .cart-line__title')).toBe(title);
      await page.keyboard.press('Escape');
      await page.waitForSelector('#CartDrawer', { hidden: true });

      await go('/cart');
      await Promise.all([page.waitForNavigation(), page.click('a[href="/checkout"]')]);
      expect(new URL(page.url()).pathname).toBe('/checkout');
      // First try without a card: the form says what is missing and keeps what was typed.
      await page.type('#f-email', 'ada@example.com');
      await page.type('#f-firstName', 'Ada');
      await page.type('#f-lastName', 'Lovelace');
      await page.type('#f-address1', '1 Main Street');
      await page.type('#f-city', 'Portland');
      await page.type('#f-zip', '97201');
      await page.select('#f-country', 'US');
      await Promise.all([page.waitForNavigation(), page.click('.checkout__form button[type="submit"]')]);
      expect(await text('.form-error')).toBe('Please fix the highlighted fields.');
      expect(await text('#e-cardNumber')).toBe('Enter a card number');
      expect(await page.$eval('#f-city', (el) => (el as HTMLInputElement).value)).toBe('Portland');
      await page.type('#f-cardNumber', '4242 4242 4242 4242');
      await page.type('#f-cardName', 'Ada Lovelace');
      await page.type('#f-cardExpiry', '12/39');
      await page.type('#f-cardCvc', '123');
      await Promise.all([page.waitForNavigation(), page.click('.checkout__form button[type="submit"]')]);

      expect(new URL(page.url()).pathname).toBe('/checkout/thank-you');
      expect(await text('.confirmation h1')).toBe('Thank you for your order!');
      expect(await text('.confirmation')).toContain('ada@example.com');
      expect(await text('.confirmation .summary-lines')).toContain(title);
      expect(await text('[data-cart-count]')).toBe('0');
      expect(problems).toEqual([]);
    }));

  it('reads well at phone width (screenshots of home, product and cart)', () =>
    withScreenshotOnFailure(page, 'storefront-phone', async () => {
      await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
      await go('/');
      const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(await noSideScroll()).toBe(true);
      await page.screenshot({ path: `${SHOTS_DIR}/storefront-phone-home.png` });
      await go('/products/featured');
      expect(await noSideScroll()).toBe(true);
      await page.screenshot({ path: `${SHOTS_DIR}/storefront-phone-product.png` });
      await Promise.all([page.waitForNavigation(), page.click('[data-add-button]')]);
      expect(await noSideScroll()).toBe(true);
      await page.screenshot({ path: `${SHOTS_DIR}/storefront-phone-cart.png`, fullPage: true });
      expect(problems).toEqual([]);
    }));
});
