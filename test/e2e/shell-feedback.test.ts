import type { HTTPRequest } from 'puppeteer-core';
import { waitForPath, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { clickText, signIn, sleep, useConsole } from './shell-steps';

jest.setTimeout(120_000);

const SNACKBAR = '.vitrine-snackbar';

describe('errors and snackbars', () => {
  const env = useConsole();

  it('a server error opens the closable "Unable to continue" modal with its message', () =>
    withScreenshotOnFailure(env.page, 'shell-error-modal', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await page.waitForSelector('[data-testid="app-tile-rec"]', { visible: true });
      // The next load of the applet list (after the reload) answers 500 once.
      let injected = false;
      await page.setRequestInterception(true);
      page.on('request', (request: HTTPRequest) => {
        if (!injected && request.url().includes('/api2/applets?')) {
          injected = true;
          void request.respond({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Injected failure' }) });
        } else void request.continue();
      });
      await page.reload({ waitUntil: 'domcontentloaded' });
      await waitForText(page, 'Unable to continue');
      await waitForText(page, 'This may be temporary problem such as a network issue. Please try again later.');
      await waitForText(page, 'Injected failure');
      await waitForText(page, 'support@vitrine.dev');
      await clickText(page, '[data-testid="error-modal"] button', 'Close');
      await page.waitForFunction(() => !document.body.innerText.includes('This may be temporary problem'));
      // The page offers to try again, and that works.
      await clickText(page, 'button', 'Try Again');
      await page.waitForSelector('[data-testid="app-tile-rec"]', { visible: true });
    }));

  it('a snackbar confirms an action and hides after about 3 seconds', () =>
    withScreenshotOnFailure(env.page, 'shell-snackbar', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      // Northwind UK's tag was disabled by hand: the alert offers to re-enable it.
      await page.goto(`${server.url}/applet/rec?site-xid=northwind-uk`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, 'The data collection tag on your site has been manually disabled.');
      await clickText(page, '[data-testid="alert-stack"] button', 'Re-enable Tag');
      await page.waitForSelector(SNACKBAR, { visible: true });
      const shownAt = Date.now();
      await sleep(1000 - (Date.now() - shownAt));
      expect(await page.$(SNACKBAR)).not.toBeNull();
      await sleep(4000 - (Date.now() - shownAt));
      expect(await page.$(SNACKBAR)).toBeNull();
      // The alert is gone too: the tag is enabled again.
      await page.waitForFunction(() => !document.body.innerText.includes('has been manually disabled'));
    }));

  it('an unverifiable shop shows the status warning, with Reconnect when the shop is known', () =>
    withScreenshotOnFailure(env.page, 'shell-shop-status', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      let status = 424;
      await page.setRequestInterception(true);
      page.on('request', (request: HTTPRequest) => {
        if (request.url().includes('/api2/shop/rec/installation')) {
          const body = status === 429 ? { message: 'Too many requests' } : { message: 'The access token is missing.', code: 'ShopAccessTokenNotExists' };
          void request.respond({ status, contentType: 'application/json', body: JSON.stringify(body) });
        } else void request.continue();
      });
      await page.goto(`${server.url}/applet/rec?site-xid=alpine-threads`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, 'ShopAccessTokenNotExists: The access token is missing.');
      await waitForText(page, 'Reconnect App from Shopify');
      // Not a server failure of the console: no error modal.
      expect(await page.evaluate(() => document.body.innerText.includes('Unable to continue'))).toBe(false);
      status = 429;
      await page.reload({ waitUntil: 'domcontentloaded' });
      await waitForText(page, 'could not be verified right now');
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'domcontentloaded' }),
        clickText(page, '[data-testid="alert-stack"] button', 'Try Again'),
      ]);
      await waitForText(page, 'could not be verified right now');
    }));
});
