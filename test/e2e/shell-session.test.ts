import { waitForPath, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { clickText, signIn, useConsole } from './shell-steps';

jest.setTimeout(120_000);

/** Shortened timings (documented in core/session/idle/sessionTimings.ts), set before the page loads. */
async function useTimings(page: import('puppeteer-core').Page, timings: { idleMs: number; countdownMs: number; throttleMs: number }) {
  await page.evaluateOnNewDocument((value: string) => localStorage.setItem('h40_session_timings', value), JSON.stringify(timings));
}

describe('the idle session', () => {
  const env = useConsole();

  it('an idle merchant is asked, and "No, Logout" signs them out', () =>
    withScreenshotOnFailure(env.page, 'shell-idle-logout', async () => {
      const { page, server } = env;
      await useTimings(page, { idleMs: 3000, countdownMs: 60_000, throttleMs: 1000 });
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await waitForText(page, 'Your session is about to expire', 20_000);
      await waitForText(page, 'Yes, Continue Session');
      await clickText(page, 'button', 'No, Logout');
      await waitForPath(page, '/login');
      // The session really ended.
      await page.goto(`${server.url}/app/home`, { waitUntil: 'domcontentloaded' });
      await waitForPath(page, '/login');
    }));

  it('"Yes, Continue Session" keeps the merchant signed in', () =>
    withScreenshotOnFailure(env.page, 'shell-idle-continue', async () => {
      const { page, server } = env;
      await useTimings(page, { idleMs: 3000, countdownMs: 60_000, throttleMs: 1000 });
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await waitForText(page, 'Your session is about to expire', 20_000);
      // Spec 7: both calls keep the session alive.
      const keepAlive = page.waitForRequest((request) => request.url().endsWith('/auth/keep-alive'));
      const poke = page.waitForRequest((request) => request.url().endsWith('/api/users/poke'));
      await clickText(page, 'button', 'Yes, Continue Session');
      await Promise.all([keepAlive, poke]);
      await page.waitForFunction(() => !document.body.innerText.includes('Your session is about to expire'));
      await page.reload({ waitUntil: 'domcontentloaded' });
      await waitForPath(page, '/app/home');
    }));

  it('an ignored dialog logs out when the countdown ends', () =>
    withScreenshotOnFailure(env.page, 'shell-idle-expire', async () => {
      const { page, server } = env;
      await useTimings(page, { idleMs: 2000, countdownMs: 2000, throttleMs: 1000 });
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await waitForText(page, 'Your session is about to expire', 20_000);
      await waitForPath(page, '/login', 20_000);
    }));
});
