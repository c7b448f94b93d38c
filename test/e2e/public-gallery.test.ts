import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { ARTIFACTS_DIR, screenshot, waitForPath, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { signIn, useConsole } from './shell-steps';

jest.setTimeout(120_000);

/** The full page, and the first screen (what a visitor sees first) for review. */
async function shots(page: Page, name: string) {
  await screenshot(page, name);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-first-screen.png`) as `${string}.png` });
}
const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());

describe('a visitor browses the public gallery (console-shell spec 1)', () => {
  const env = useConsole();

  it('signed out, /public shows the templates on a phone in both themes, keeping its state under h40_public_', () =>
    withScreenshotOnFailure(env.page, 'public-gallery', async () => {
      const { page, server } = env;
      await page.setViewport({ width: 375, height: 740, isMobile: true, hasTouch: true });
      await page.goto(`${server.url}/public`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, 'Frequently Bought Together');
      expect(new URL(page.url()).pathname).toBe('/public');
      expect(await page.title()).toBe('Recommendation gallery - Vitrine');
      // Nothing hidden or experimental reaches a visitor.
      const text = await page.evaluate(() => document.body.innerText);
      expect(text).not.toContain('Checkout Upsell');
      expect(text).not.toContain('Hand-Picked Products');
      // Fits the phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shots(page, 'public-gallery-375-light');

      await page.click('button[aria-label="Dark theme"]');
      await page.waitForFunction(() => document.body.classList.contains('bp6-dark'));
      await shots(page, 'public-gallery-375-dark');
      expect(await storageKeys(page)).toEqual(['h40_public_theme']);

      // The call to action signs in with a page load: the console then keeps its own h40_ keys.
      const signInHref = await page.$eval('header a', (a) => a.getAttribute('href'));
      expect(signInHref).toBe('/login');
    }));

  it('signed in, /public stays the gallery and writes nothing of the console under h40_public_', () =>
    withScreenshotOnFailure(env.page, 'public-gallery-signed-in', async () => {
      const { page, server } = env;
      await page.setViewport({ width: 1280, height: 800 });
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await page.goto(`${server.url}/public`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, 'Open the console');
      await waitForText(page, 'Best Sellers');
      expect(new URL(page.url()).pathname).toBe('/public');
      expect((await storageKeys(page)).filter((key) => key.startsWith('h40_public_'))).toEqual([]);
    }));
});
