import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, waitForPath, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { openUserMenu } from './shell-steps';

jest.setTimeout(90_000);

/** Fills the sign-in form the way a person does and submits it. */
async function signIn(page: Page, server: RunningServer, email: string, password: string, query = '') {
  await page.goto(`${server.url}/login${query}`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('input[name="email"]', { visible: true });
  await page.type('input[name="email"]', email);
  await page.type('input[name="password"]', password);
  const submit = await page.$('form button[type="submit"], form input[type="submit"]');
  if (submit) await submit.click();
  else await page.focus('input[name="password"]').then(() => page.keyboard.press('Enter'));
}

describe('signing in to the console', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.stop()]);
  });
  beforeEach(async () => {
    // A fresh cookie jar per story: one person, one browser profile.
    const context = await browser.createBrowserContext();
    page = await context.newPage();
  });
  afterEach(async () => {
    await page?.browserContext().close();
  });

  it('merchant signs in and lands on the home page', () =>
    withScreenshotOnFailure(page, 'merchant-signs-in', async () => {
      await signIn(page, server, 'merchant@example.com', 'vitrine-merchant');
      await waitForPath(page, '/app/home');
      await waitForText(page, 'Signed in as merchant@example.com');
    }));

  it('a wrong password brings the merchant back to the sign-in page with an error', () =>
    withScreenshotOnFailure(page, 'wrong-password', async () => {
      await signIn(page, server, 'merchant@example.com', 'not-the-password');
      await waitForPath(page, '/login');
      await waitForText(page, 'Incorrect e-mail or password.');
    }));

  it('a long hand-made ?err= message stays inside the sign-in card, at 1440 and 390 px', () =>
    withScreenshotOnFailure(page, 'long-err', async () => {
      const message = 'A'.repeat(3000);
      for (const width of [1440, 390]) {
        await page.setViewport({ width, height: 900 });
        await page.goto(`${server.url}/login?err=${encodeURIComponent(JSON.stringify({ message }))}`, { waitUntil: 'domcontentloaded' });
        await page.waitForSelector('[role="alert"]', { visible: true });
        const box = await page.$eval('[role="alert"]', (alert) => {
          const card = alert.closest('.bp6-card')!.getBoundingClientRect();
          const own = alert.getBoundingClientRect();
          return { card: { left: card.left, right: card.right }, own: { left: own.left, right: own.right }, scroll: alert.scrollWidth - alert.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth };
        });
        expect(box.own.left).toBeGreaterThanOrEqual(box.card.left);
        expect(box.own.right).toBeLessThanOrEqual(box.card.right);
        expect(box.scroll).toBeLessThanOrEqual(0);
        expect(box.page).toBeLessThanOrEqual(0);
      }
    }));

  it('staff signs in and is shown as staff', () =>
    withScreenshotOnFailure(page, 'staff-signs-in', async () => {
      await signIn(page, server, 'staff@vitrine.dev', 'vitrine-staff');
      await waitForPath(page, '/app/home');
      await waitForText(page, 'Staff');
    }));

  // Issue 27: '/..//evil.example' used to come back from the server as 'location: //evil.example'.
  it('a sign-in link whose ?next= would leave the console lands on the console instead', () =>
    withScreenshotOnFailure(page, 'open-redirect', async () => {
      await signIn(page, server, 'merchant@example.com', 'vitrine-merchant', `?reason=expired&next=${encodeURIComponent('/..//evil.example')}`);
      await waitForPath(page, '/app/home');
      expect(new URL(page.url()).origin).toBe(server.url);
      await waitForText(page, 'Signed in as merchant@example.com');
    }));

  it('logging out returns to the sign-in page and ends the session', () =>
    withScreenshotOnFailure(page, 'logout', async () => {
      await signIn(page, server, 'merchant@example.com', 'vitrine-merchant');
      await waitForPath(page, '/app/home');
      await openUserMenu(page);
      await page.click('[data-testid="menu-logout"]');
      await waitForPath(page, '/login');
      // The session is really gone: the console sends us back to sign in.
      await page.goto(`${server.url}/app/home`, { waitUntil: 'domcontentloaded' });
      await waitForPath(page, '/login');
    }));
});
