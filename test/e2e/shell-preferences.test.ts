import { waitForPath, withScreenshotOnFailure } from '../helpers/browser';
import { clickText, openUserMenu, queryParam, settle, signIn, STAFF, useConsole } from './shell-steps';

jest.setTimeout(120_000);

const isDark = (page: import('puppeteer-core').Page) => page.evaluate(() => document.body.classList.contains('bp6-dark'));

describe('the user menu preferences', () => {
  const env = useConsole();

  it('the theme toggle switches to dark and stays dark after a reload', () =>
    withScreenshotOnFailure(env.page, 'shell-theme', async () => {
      const { page, server } = env;
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      expect(await isDark(page)).toBe(false);
      await openUserMenu(page);
      await page.click('[data-testid="menu-theme"]');
      await page.waitForFunction(() => document.body.classList.contains('bp6-dark'));
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="user-menu"]', { visible: true });
      expect(await isDark(page)).toBe(true);
      // And back.
      await openUserMenu(page);
      await page.click('[data-testid="menu-theme"]');
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="user-menu"]', { visible: true });
      expect(await isDark(page)).toBe(false);
    }));

  it('merchants have no DevMode switch', () =>
    withScreenshotOnFailure(env.page, 'shell-devmode-merchant', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await openUserMenu(page);
      expect(await page.$('[data-testid="devmode-switch"]')).toBeNull();
      const text = await page.$eval('[data-testid="user-menu-items"]', (el) => (el as HTMLElement).innerText);
      expect(text).not.toContain('DevMode');
    }));

  it('staff see the DevMode switch, and their choice is remembered', () =>
    withScreenshotOnFailure(env.page, 'shell-devmode-staff', async () => {
      const { page, server } = env;
      await signIn(page, server, STAFF);
      await waitForPath(page, '/app/home');
      await openUserMenu(page);
      const devMode = await page.waitForSelector('[data-testid="devmode-switch"]');
      expect(await devMode!.evaluate((input) => (input as HTMLInputElement).checked)).toBe(false);
      await page.$eval('[data-testid="devmode-switch"]', (input) => (input as HTMLInputElement).click());
      expect(await page.evaluate(() => localStorage.getItem('h40_devMode'))).toBe('true');
      await page.reload({ waitUntil: 'domcontentloaded' });
      await openUserMenu(page);
      const again = await page.waitForSelector('[data-testid="devmode-switch"]');
      expect(await again!.evaluate((input) => (input as HTMLInputElement).checked)).toBe(true);
    }));

  it('Account opens the Settings dialog through the URL, so back and forward work', () =>
    withScreenshotOnFailure(env.page, 'shell-settings-url', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await openUserMenu(page);
      await page.click('[data-testid="menu-account"]');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('settings') === 'me');
      await page.waitForSelector('[role="dialog"] [role="tab"]', { visible: true });
      await clickText(page, '[role="tab"]', 'Company');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('settings') === 'company');
      await page.goBack();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('settings') === 'me');
      await page.goBack();
      await page.waitForFunction(() => !new URL(location.href).searchParams.has('settings'));
      await page.waitForFunction(() => !document.querySelector('[role="dialog"] [role="tab"]'));
      await page.goForward();
      await page.waitForSelector('[role="dialog"] [role="tab"]', { visible: true });
      expect(queryParam(page, 'settings')).toBe('me');
      // Closing removes it from the URL; the next opening comes back to the last tab.
      await clickText(page, '[role="tab"]', 'Website');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('settings') === 'website');
      await settle(page);
      await page.click('[role="dialog"] button[aria-label="Close"]');
      await page.waitForFunction(() => !new URL(location.href).searchParams.has('settings'));
      await openUserMenu(page);
      await page.click('[data-testid="menu-account"]');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('settings') === 'website');
    }));
});
