// Installation state is checked again when the tab is back (issue 16, item 17): the merchant
// enables the app embed on the shop platform's page in another tab, comes back, and the alert
// is gone without a reload.
import type { Page } from 'puppeteer-core';
import { waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { signIn, sleep, useConsole } from './shell-steps';

jest.setTimeout(120_000);

const ALERT = 'Action Needed: Enable the App Embed';
// Seeded with the app embed off (server/seed/world.ts).
const SITE = 'trailhead-supply';

const alertShown = (page: Page) => page.evaluate((text: string) => document.body.innerText.includes(text), ALERT);

/** The platform's app-embed page for the site: where "Enable Now" sends the merchant. */
const appEmbedPage = (page: Page) =>
  page.evaluate(async (external: string) => {
    const sites = (await (await fetch('/api2/sites')).json()) as Array<{ _id: string; external: string }>;
    const site = sites.find((s) => s.external === external)!;
    const link = await fetch(`/api2/shop/rec/action/deep-link?site=${site._id}&target=app-embed`);
    return ((await link.json()) as { url: string }).url;
  }, SITE);

describe('coming back to the console tab', () => {
  const env = useConsole();

  it('clears the app embed alert once it was enabled in the other tab, with no reload', () =>
    withScreenshotOnFailure(env.page, 'recheck-on-return', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await page.goto(`${server.url}/applet/rec?site-xid=${SITE}`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, ALERT, 30_000);
      // A reload would show a fresh page: mark this one to prove it stays.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      // On the server's own origin, where this browser's session cookie is (the link may name
      // the configured public host instead of the one the story opened).
      const link = new URL(await appEmbedPage(page), server.url);
      const url = `${server.url}${link.pathname}${link.search}`;

      const platform = await page.browserContext().newPage();
      await platform.goto(url, { waitUntil: 'domcontentloaded' });
      // The first check on return waits out the throttle after the page's own check.
      await sleep(5_500);
      expect(await alertShown(page)).toBe(true);
      // The page's approval link, followed from that page (the platform then sends the tab back
      // to the console; here it is simply closed).
      const approved = await platform.evaluate(async () => {
        const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Enable app embed');
        if (!link) return 'no approval link';
        return (await fetch(link.href, { redirect: 'manual' })).type;
      });
      expect(approved).toBe('opaqueredirect');
      await platform.close();

      await page.bringToFront();
      await page.waitForFunction((text: string) => !document.body.innerText.includes(text), { timeout: 30_000, polling: 200 }, ALERT);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    }));
});
