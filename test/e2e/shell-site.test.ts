import { waitForPath, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { clickText, signIn, useConsole, waitForUrl } from './shell-steps';

jest.setTimeout(120_000);

describe('the current site', () => {
  const env = useConsole();

  it('choosing a site in one tab warns the other tab, naming both sites', () =>
    withScreenshotOnFailure(env.page, 'shell-site-changed', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await page.goto(`${server.url}/app/home?site-xid=alpine-threads`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, 'Alpine Threads');

      // A second tab of the same browser picks another site with the Change Site dialog.
      const other = await page.browserContext().newPage();
      await other.setViewport({ width: 1280, height: 800 });
      await other.goto(`${server.url}/app/home?site-xid=alpine-threads`, { waitUntil: 'domcontentloaded' });
      await other.waitForSelector('[data-testid="site-button"]', { visible: true });
      await other.click('[data-testid="site-button"]');
      await clickText(other, '[role="dialog"] [role="option"], [role="dialog"] button, [role="dialog"] li', 'Northwind UK');
      await waitForUrl(other, '/app/home?site-xid=northwind-uk');
      // The URL changes before React has run the effect that selects the site and stores it.
      await other.waitForFunction(() => localStorage.getItem('h40_lastSite') === '"northwind-uk"', { timeout: 5000 });

      // Back in the first tab (a background tab does not paint), it says so, naming both
      // sites, and reloads on the new one.
      await page.bringToFront();
      await waitForText(page, 'Site Changed in another tab');
      const dialog = await page.$eval('[data-testid="site-changed-dialog"]', (el) => (el as HTMLElement).innerText);
      expect(dialog).toContain('Northwind UK');
      expect(dialog).toContain('Alpine Threads');
      expect(dialog).toContain('Unexpected behaviour may follow if the page is not reloaded.');
      // Warning is all this tab does: it has not put its own site back as the last used.
      expect(await page.evaluate(() => localStorage.getItem('h40_lastSite'))).toBe('"northwind-uk"');
      await clickText(page, '[data-testid="site-changed-dialog"] button', 'Reload');
      await waitForUrl(page, '/app/home?site-xid=northwind-uk');
      await other.close();
    }));
});
