import { waitForPath, withScreenshotOnFailure } from '../helpers/browser';
import { clickText, signIn, useConsole, waitForUrl } from './shell-steps';

jest.setTimeout(120_000);

describe('the console on a phone (375 px) and a small tablet', () => {
  const env = useConsole();

  it('the applet navigation is a drawer opened from the menu button', () =>
    withScreenshotOnFailure(env.page, 'shell-phone-drawer', async () => {
      const { page, server } = env;
      await page.setViewport({ width: 375, height: 740, isMobile: true, hasTouch: true });
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await page.goto(`${server.url}/applet/rec?site-xid=alpine-threads`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="applet-nav-button"]', { visible: true });
      // No sidebar on a phone until the menu button opens it.
      expect(await page.$('[data-testid="applet-nav"]')).toBeNull();
      await page.click('[data-testid="applet-nav-button"]');
      await page.waitForSelector('[data-testid="applet-nav"]', { visible: true });
      await clickText(page, '[data-testid="applet-nav"] a', 'Dashboard');
      await waitForUrl(page, '/applet/rec/online?site-xid=alpine-threads');
      // Following a link closes the drawer.
      await page.waitForFunction(() => !document.querySelector('[data-testid="applet-nav"]'));
    }));

  it.each([
    [700, 'a drawer', false],
    [768, 'the sidebar beside the page', true],
  ])('at %i px the applet navigation is %s', (width, _what, sidebar) =>
    withScreenshotOnFailure(env.page, `shell-nav-${width}`, async () => {
      const { page, server } = env;
      await page.setViewport({ width, height: 800 });
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await page.goto(`${server.url}/applet/chk?site-xid=northwind-outfitters`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector(sidebar ? '[data-testid="applet-nav"]' : '[data-testid="applet-nav-button"]', { visible: true });
      if (sidebar) {
        expect(await page.$('[data-testid="applet-nav-button"]')).toBeNull();
        return;
      }
      // Between the phone and tablet breakpoints the 248 px sidebar would squeeze the page.
      expect(await page.$('[data-testid="applet-nav"]')).toBeNull();
      await page.click('[data-testid="applet-nav-button"]');
      await page.waitForSelector('[data-testid="applet-nav"]', { visible: true });
    }));
});
