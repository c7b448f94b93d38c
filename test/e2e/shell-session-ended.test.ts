// Never lose what a user typed (issue 16, items 4 and 5): a save the server refuses because the
// session ended keeps the edit in this tab, the sign-in page says why, and signing in again
// brings the user back to the same place with the edit shown for review.
import type { Page } from 'puppeteer-core';
import { waitForPath, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { MERCHANT, settle, signIn, useConsole } from './shell-steps';

jest.setTimeout(120_000);

const SESSION_ENDED = 'Your session has ended - sign in to continue';
const RESTORED = 'Your unsaved changes were kept when your session ended. Review them, then save.';
const FIRST_NAME = 'input[name="first"]';

const inputValue = (page: Page, selector: string) => page.$eval(selector, (input) => (input as HTMLInputElement).value);

/** The session ends on the server's side: the browser's session cookie no longer opens one. */
async function endSessionOnServer(page: Page) {
  const cookies = await page.browserContext().cookies();
  const session = cookies.find((cookie) => cookie.name === 'vitrine_sid');
  expect(session).toBeDefined();
  await page.browserContext().deleteCookie(session!);
}

describe('a session that ends under the user', () => {
  const env = useConsole();

  it('keeps an unsaved profile edit through signing in again, back in the same place', () =>
    withScreenshotOnFailure(env.page, 'session-ended-draft', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await page.goto(`${server.url}/app/home?settings=me`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector(FIRST_NAME, { visible: true });
      const before = await inputValue(page, FIRST_NAME);
      await page.click(FIRST_NAME, { count: 3 });
      await page.type(FIRST_NAME, 'Mayada');
      await endSessionOnServer(page);
      await settle(page);
      const refused = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/api/users/'));
      await page.click('button[type="submit"]');
      expect((await refused).status()).toBe(401);

      await waitForPath(page, '/login');
      await waitForText(page, SESSION_ENDED);
      expect(new URL(page.url()).searchParams.get('next')).toContain('settings=me');

      await page.type('input[name="email"]', MERCHANT.email);
      await page.type('input[name="password"]', MERCHANT.password);
      await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('form button[type="submit"]')]);
      await waitForPath(page, '/app/home');
      expect(new URL(page.url()).searchParams.get('settings')).toBe('me');
      await page.waitForSelector(FIRST_NAME, { visible: true });
      expect(await inputValue(page, FIRST_NAME)).toBe('Mayada');
      await waitForText(page, RESTORED);
      // Shown for review, not saved behind the user's back.
      const me = await page.evaluate(() => fetch('/api2/auth/', { credentials: 'include' }).then((r) => r.json()));
      expect(me.first ?? me.user?.first).toBe(before);
    }));

  it('an idle logout tells the user on the sign-in page why they were signed out', () =>
    withScreenshotOnFailure(env.page, 'session-idle-reason', async () => {
      const { page, server } = env;
      await page.evaluateOnNewDocument(
        (value: string) => localStorage.setItem('h40_session_timings', value),
        JSON.stringify({ idleMs: 2000, countdownMs: 2000, throttleMs: 1000 }),
      );
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await waitForPath(page, '/login', 30_000);
      await waitForText(page, 'You were signed out because the console was idle. Sign in to continue.');
    }));

  it('a failed sign-in keeps the e-mail typed, not the password', () =>
    withScreenshotOnFailure(env.page, 'sign-in-keeps-email', async () => {
      const { page, server } = env;
      await signIn(page, server, { ...MERCHANT, password: 'not-the-password' });
      await waitForPath(page, '/login');
      await waitForText(page, 'Incorrect e-mail or password.');
      await page.waitForSelector('input[name="email"]', { visible: true });
      expect(await inputValue(page, 'input[name="email"]')).toBe(MERCHANT.email);
      expect(await inputValue(page, 'input[name="password"]')).toBe('');
    }));
});
