// The shell from the keyboard alone (issue 16, item 7): the user menu and the settings tabs move
// with the arrow keys, and focus goes back to the opener when a dialog closes.
import type { KeyInput, Page } from 'puppeteer-core';
import { waitForPath, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { settle, signIn, useConsole } from './shell-steps';

jest.setTimeout(120_000);

/** What has focus: its test id, else its role and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    return el.getAttribute('data-testid') ?? `${el.getAttribute('role') ?? el.tagName.toLowerCase()}:${el.innerText.trim()}`;
  });

/**
 * Where focus is once a closing dialog has given it back. The dialogs hand it over after their
 * closing transition and a frame or a task later, which a busy machine draws out: wait for the
 * expected place (5 s at most), then say where it is.
 */
async function focusAfterClose(page: Page, expected: string): Promise<string> {
  for (const until = Date.now() + 5_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
    if ((await focused(page)) === expected) break;
  }
  return focused(page);
}

async function press(page: Page, key: KeyInput) {
  await page.keyboard.press(key);
  await settle(page);
}

/** Tabs to the user menu button the way a keyboard user reaches it, and opens it with Enter. */
async function openUserMenuByKeyboard(page: Page) {
  await page.waitForSelector('[data-testid="user-menu"]', { visible: true });
  await page.focus('[data-testid="user-menu"]');
  await press(page, 'Enter');
  await page.waitForSelector('[data-testid="menu-logout"]', { visible: true });
  await settle(page);
}

describe('the shell from the keyboard', () => {
  const env = useConsole();

  it("after signing in, focus is on the first page's heading, not the page body (issue 32 item 26)", () =>
    withScreenshotOnFailure(env.page, 'keyboard-focus-after-sign-in', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await page.waitForFunction(() => document.activeElement?.matches('main h1') === true, { timeout: 15_000 });
      expect(await page.evaluate(() => (document.activeElement as HTMLElement).innerText)).toBe('Apps');
      // Only after a sign-in: a reload leaves focus where the browser puts it.
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForSelector('main h1', { visible: true });
      await settle(page);
      expect(await focused(page)).toBe('body');
    }));

  it('the settings dialog: the first Tab reaches Close, and Tab from the last control wraps to Close, with no hidden stops (issue 32 item 26)', () =>
    withScreenshotOnFailure(env.page, 'keyboard-settings-tab-stops', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await page.goto(`${server.url}/app/home?settings=me`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[role="dialog"] input', { visible: true });
      // Focus starts on the dialog itself (announced by its title), out of the Tab order.
      await page.waitForFunction(() => document.activeElement?.classList.contains('bp6-dialog-container') === true, { timeout: 10_000 });
      const stops: string[] = [];
      for (let i = 0; i < 12; i++) {
        await press(page, 'Tab');
        stops.push(
          await page.evaluate(() => {
            const el = document.activeElement as HTMLElement;
            const visible = el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().height > 0;
            const control = el.matches('button, input, select, textarea, a[href], [role="tab"]');
            return control && visible ? (el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.innerText.trim()) : `not a control: ${el.outerHTML.slice(0, 80)}`;
          }),
        );
      }
      expect(stops[0]).toBe('Close');
      expect(stops.filter((stop) => stop.startsWith('not a control'))).toEqual([]);
      // It wrapped: Close again after the last control.
      expect(stops.lastIndexOf('Close')).toBeGreaterThan(0);
    }));

  it('the user menu opens on its first item and the arrow keys, Home and End move through it; Esc gives focus back', () =>
    withScreenshotOnFailure(env.page, 'keyboard-user-menu', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await openUserMenuByKeyboard(page);
      expect(await focused(page)).toBe('menu-account');
      await press(page, 'ArrowDown');
      expect(await focused(page)).toBe('menu-support');
      await press(page, 'End');
      expect(await focused(page)).toBe('menu-logout');
      await press(page, 'ArrowDown');
      expect(await focused(page)).toBe('menu-account');
      await press(page, 'ArrowUp');
      expect(await focused(page)).toBe('menu-logout');
      await press(page, 'Home');
      expect(await focused(page)).toBe('menu-account');
      await press(page, 'Escape');
      await page.waitForSelector('[data-testid="menu-logout"]', { hidden: true });
      expect(await focusAfterClose(page, 'user-menu')).toBe('user-menu');
    }));

  /** Opens Plans from the user menu by keyboard, closes it with Esc, and says where focus went. */
  async function plansByKeyboardThenEsc(page: Page): Promise<string> {
    await openUserMenuByKeyboard(page);
    await press(page, 'End');
    // Plans is the item above the theme toggle and Logout.
    while ((await focused(page)) !== 'menu-plans') await press(page, 'ArrowUp');
    await press(page, 'Enter');
    await waitForText(page, 'Current plan', 30_000);
    await press(page, 'Escape');
    await page.waitForFunction(() => !document.querySelector('.bp6-dialog'));
    return focusAfterClose(page, 'user-menu');
  }

  it('Plans opened from the user menu and closed with Esc leaves focus on the menu button', () =>
    withScreenshotOnFailure(env.page, 'keyboard-plans-esc', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      expect(await plansByKeyboardThenEsc(page)).toBe('user-menu');
    }));

  it("focus goes back to the menu button too when the Plans dialog's code arrives after the menu closed", () =>
    withScreenshotOnFailure(env.page, 'keyboard-plans-late-chunk', async () => {
      const { page, server } = env;
      // A busy machine: the dialog's chunk (prefetched or not) arrives only once the menu is gone.
      let release: () => void = () => undefined;
      const menuGone = new Promise<void>((resolve) => (release = resolve));
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (/\/js\/plans\./.test(new URL(request.url()).pathname)) void menuGone.then(() => request.continue());
        else void request.continue();
      });
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      // A busy machine: the dialog's closing transitions end in another order (it failed 2 of 2
      // runs so before the fix to returnFocus, and passed 3 of 3 after).
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
      const menuClosed = page
        .waitForFunction(() => document.querySelector('[data-testid="menu-plans"]'), { timeout: 30_000 })
        .then(() => page.waitForSelector('[data-testid="menu-plans"]', { hidden: true, timeout: 60_000 }))
        .then(() => settle(page))
        .finally(release);
      expect(await plansByKeyboardThenEsc(page)).toBe('user-menu');
      await menuClosed;
    }));

  it('the settings tabs move with the arrow keys, Home and End; Enter opens one; Esc closes and focus goes back to the menu button', () =>
    withScreenshotOnFailure(env.page, 'keyboard-settings-tabs', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await openUserMenuByKeyboard(page);
      await press(page, 'Enter'); // Account, the first item
      await page.waitForSelector('[role="tab"][aria-selected="true"]', { visible: true });
      await page.focus('[role="tab"][aria-selected="true"]');
      expect(await focused(page)).toBe('tab:Your Profile');
      await press(page, 'ArrowDown');
      expect(await focused(page)).toBe('tab:Company');
      await press(page, 'End');
      expect(await focused(page)).toBe('tab:Website');
      await press(page, 'ArrowDown');
      expect(await focused(page)).toBe('tab:Your Profile');
      await press(page, 'ArrowUp');
      expect(await focused(page)).toBe('tab:Website');
      await press(page, 'Home');
      expect(await focused(page)).toBe('tab:Your Profile');
      await press(page, 'End');
      await press(page, 'Enter');
      await page.waitForFunction(() => new URLSearchParams(location.search).get('settings') === 'website');
      // The URL moves first; the router renders the new tab in a transition, which keeps the old
      // one on screen until the Website panel is ready (later on a busy machine).
      await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Website', { timeout: 10_000 }).catch(() => undefined);
      expect(await page.$eval('[role="tab"][aria-selected="true"]', (tab) => tab.textContent)).toBe('Website');
      await press(page, 'Escape');
      await page.waitForFunction(() => !document.querySelector('[role="tab"]'));
      expect(await focusAfterClose(page, 'user-menu')).toBe('user-menu');
    }));

  it('the unsaved-changes question, answered with Esc, gives focus back to the tab that asked it', () =>
    withScreenshotOnFailure(env.page, 'keyboard-unsaved-confirm', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await page.goto(`${server.url}/app/home?settings=me`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('input[name="first"]', { visible: true });
      await page.type('input[name="first"]', 'x');
      await page.focus('[role="tab"][aria-selected="true"]');
      await press(page, 'ArrowDown');
      expect(await focused(page)).toBe('tab:Company');
      await press(page, 'Enter');
      await waitForText(page, 'You have unsaved changes. Click cancel to go back and save those changes first.');
      await press(page, 'Escape');
      await page.waitForFunction(() => !document.querySelector('[data-testid="confirm-dialog"]'));
      expect(await focusAfterClose(page, 'tab:Company')).toBe('tab:Company');
      // Still on the profile, the edit kept.
      expect(await page.$eval('input[name="first"]', (input) => (input as HTMLInputElement).value)).toMatch(/x$/);
    }));
});
