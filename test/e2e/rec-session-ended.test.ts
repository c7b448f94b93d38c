// Never lose what a user typed, on applet pages too (issue 16 item 4): an edit on a
// recommendations settings page survives a session that ends on the server. The save is
// refused, the sign-in page says why, and signing in again brings the merchant back to the
// same page with the edit restored, dirty and not saved.
import type { HTTPRequest, Page } from 'puppeteer-core';
import { waitForPath, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { waitForLoaded } from './checkout-steps';
import { MERCHANT, settle, signIn, useConsole } from './shell-steps';

jest.setTimeout(180_000);

const SITE = 'northwind-outfitters';
const TEXT_PAGE = `/applet/rec/settings/global?site-xid=${SITE}`;
const SESSION_ENDED = 'Your session has ended - sign in to continue';
const RESTORED = 'Your unsaved changes were kept when your session ended. Review them, then save.';
const FIELD = '[data-testid="rec-text-addToCartTitle"]';
const SAVE = '[data-testid="rec-text-save"]';
const SHOTS = process.env.VITRINE_SHOTS_DIR;

const inputValue = (page: Page, selector: string) => page.$eval(selector, (input) => (input as HTMLInputElement).value);

/** Whether a snackbar lies over the element (viewport boxes). */
const coveredByToast = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const a = el.getBoundingClientRect();
    return [...document.querySelectorAll('.bp6-toast')].some((toast) => {
      const b = toast.getBoundingClientRect();
      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    });
  });

async function endSessionOnServer(page: Page) {
  const session = (await page.browserContext().cookies()).find((cookie) => cookie.name === 'vitrine_sid');
  expect(session).toBeDefined();
  await page.browserContext().deleteCookie(session!);
}

describe('an applet page whose session ends under the merchant', () => {
  const env = useConsole();

  it.each(['light', 'dark'] as const)('keeps the Text Customization edit through signing in again (390 px, %s)', (theme) =>
    withScreenshotOnFailure(env.page, `rec-session-ended-${theme}`, async () => {
      const { page, server } = env;
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
      await page.evaluateOnNewDocument((t: string) => localStorage.setItem('h40_theme', JSON.stringify(t)), theme);
      await page.setViewport({ width: 390, height: 844 });
      await signIn(page, server);
      await page.goto(`${server.url}${TEXT_PAGE}`, { waitUntil: 'domcontentloaded' });
      await waitForLoaded(page, FIELD);
      const before = await inputValue(page, FIELD);
      await page.click(FIELD, { count: 3 });
      await page.type(FIELD, 'Buy it now');
      await endSessionOnServer(page);
      await settle(page);
      const refused = page.waitForResponse((res) => res.request().method() === 'PATCH');
      await page.click(SAVE);
      expect((await refused).status()).toBe(401);

      await waitForPath(page, '/login');
      await waitForText(page, SESSION_ENDED);
      expect(new URL(page.url()).searchParams.get('next')).toContain('/applet/rec/settings/global');

      const writes: string[] = [];
      page.on('request', (request: HTTPRequest) => {
        if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method()) && !request.url().includes('/auth')) writes.push(`${request.method()} ${request.url()}`);
      });
      await page.type('input[name="email"]', MERCHANT.email);
      await page.type('input[name="password"]', MERCHANT.password);
      await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('form button[type="submit"]')]);
      await waitForPath(page, '/applet/rec/settings/global');
      await waitForLoaded(page, FIELD);
      await page.waitForFunction((s: string) => (document.querySelector(s) as HTMLInputElement | null)?.value === 'Buy it now', { timeout: 10_000 }, FIELD);
      await waitForText(page, RESTORED);
      // The notice stays 10 s while the merchant reviews: at phone width it must not cover Save.
      expect(await coveredByToast(page, SAVE)).toBe(false);
      // Restored for review: the page is dirty (Save is on) and nothing was saved behind the merchant's back.
      expect(await page.$eval(SAVE, (button) => (button as HTMLButtonElement).disabled)).toBe(false);
      expect(writes.filter((w) => w.startsWith('PATCH') || w.startsWith('PUT'))).toEqual([]);
      if (SHOTS) {
        await settle(page);
        await page.screenshot({ path: `${SHOTS}/rec-text-restored-390-${theme}.png`, fullPage: false });
      }
      // The stored edit is dropped once restored: a reload starts from what the server has.
      page.on('dialog', (dialog) => void dialog.accept());
      await page.reload({ waitUntil: 'domcontentloaded' });
      await waitForLoaded(page, FIELD);
      expect(await inputValue(page, FIELD)).toBe(before);
    }));
});
