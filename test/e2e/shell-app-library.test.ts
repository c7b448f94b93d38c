import { waitForPath, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { clickText, queryParam, signIn, useConsole, waitForUrl } from './shell-steps';

jest.setTimeout(120_000);

describe('the App Library and applet routes', () => {
  const env = useConsole();

  it('merchant signs in and launches an applet from the App Library', () =>
    withScreenshotOnFailure(env.page, 'shell-launch-applet', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await waitForText(page, 'Apps');
      await waitForText(page, 'click on an app to launch');
      const site = queryParam(page, 'site-xid');
      expect(site).toBeTruthy();
      await page.waitForSelector('[data-testid="app-tile-rec"]', { visible: true });
      await page.click('[data-testid="app-tile-rec"]');
      await waitForUrl(page, `/applet/rec?site-xid=${site}`);
      await page.waitForSelector('[data-testid="applet-nav"]', { visible: true });
      // The left navigation works and keeps the site.
      await clickText(page, '[data-testid="applet-nav"] a', 'Dashboard');
      await waitForUrl(page, `/applet/rec/online?site-xid=${site}`);
      const active = await page.$eval('[data-testid="applet-nav"] a[aria-current="page"]', (a) => (a as HTMLElement).innerText);
      expect(active).toContain('Dashboard');
      // Back to the library from the applet.
      await page.click('[data-testid="nav-app-library"]');
      await waitForUrl(page, `/app/home?site-xid=${site}`);
    }));

  it('an unknown applet shows "Applet not found" and Home goes back to the App Library', () =>
    withScreenshotOnFailure(env.page, 'shell-applet-not-found', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await page.goto(`${server.url}/applet/no-such-app?site-xid=northwind-uk`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, 'Applet not found');
      // The header keeps working around it.
      expect(await page.$('[data-testid="user-menu"]')).not.toBeNull();
      await page.click('[data-testid="applet-not-found-home"]');
      await waitForUrl(page, '/app/home?site-xid=northwind-uk');
      await waitForText(page, 'click on an app to launch');
    }));

  it('/ with ?app=chk opens the checkout applet', () =>
    withScreenshotOnFailure(env.page, 'shell-root-app-param', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await page.goto(`${server.url}/?app=chk&site-xid=northwind-canada`, { waitUntil: 'domcontentloaded' });
      await waitForUrl(page, '/applet/chk?site-xid=northwind-canada');
      await page.waitForSelector('[data-testid="applet-frame"][data-applet="chk"]', { visible: true });
    }));

  it('/ brings the merchant back to the last location', () =>
    withScreenshotOnFailure(env.page, 'shell-last-location', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await page.goto(`${server.url}/applet/rec/email?site-xid=fjord-knitwear`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="applet-nav"]', { visible: true });
      await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
      await waitForUrl(page, '/applet/rec/email?site-xid=fjord-knitwear');
      const recent = await page.evaluate(() => JSON.parse(localStorage.getItem('h40_recentPaths') ?? '[]'));
      expect(recent[0]).toBe('/applet/rec/email?site-xid=fjord-knitwear');
    }));

  it('site-xid is kept across redirects, sign-in included', () =>
    withScreenshotOnFailure(env.page, 'shell-site-xid-redirects', async () => {
      const { page, server } = env;
      // Signed out: to /login with the site …
      await page.goto(`${server.url}/applet/rec?site-xid=northwind-uk`, { waitUntil: 'domcontentloaded' });
      await waitForUrl(page, '/login?site-xid=northwind-uk');
      // … and after signing in, on that site.
      await page.waitForSelector('input[name="email"]', { visible: true });
      await page.type('input[name="email"]', 'merchant@example.com');
      await page.type('input[name="password"]', 'vitrine-merchant');
      await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('form button[type="submit"]')]);
      await waitForPath(page, '/app/home');
      expect(queryParam(page, 'site-xid')).toBe('northwind-uk');
      await waitForText(page, 'Northwind UK');
      // An unknown path goes to the App Library with the site.
      await page.goto(`${server.url}/nowhere/at/all?site-xid=summit-gear-co`, { waitUntil: 'domcontentloaded' });
      await waitForUrl(page, '/app/home?site-xid=summit-gear-co');
      await waitForText(page, 'Summit Gear Co');
      // The current site is the last used one when a link names none.
      await page.goto(`${server.url}/app/home`, { waitUntil: 'domcontentloaded' });
      await waitForUrl(page, '/app/home?site-xid=summit-gear-co');
    }));
});
