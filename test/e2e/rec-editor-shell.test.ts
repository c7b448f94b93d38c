// Story: a merchant opens a template's new recommendation in the editor. The editor runs in
// its own sandboxed frame; the store preview, the storefront itself, lies exactly over the
// editor's middle. The merchant switches to mobile, moves the recommendation to another
// page, saves it, goes live, and a shopper sees it on the storefront.
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, screenshot, withScreenshotOnFailure } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { SHELL_MESSAGES as M } from '../../sandbox/editor/shell/messages';
import { signIn } from './shell-steps';
import { clickText, consoleUrl, editorFrame, editorUrl, idFromUrl, overlayAndSlot, previewFrame, statusChip, waitForStatus } from './rec-editor-steps';

jest.setTimeout(120_000);

describe('merchant builds a recommendation from a template in the editor', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { ANALYTICS_SEED_SCALE: '0.05' } }), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.stop()]);
  });
  beforeEach(async () => {
    page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1440, height: 900 });
  });
  afterEach(async () => {
    await page?.browserContext().close();
  });

  it('opens the new recommendation, sees it in the preview over the editor, switches to mobile, moves it, saves, goes live, and a shopper sees it', () =>
    withScreenshotOnFailure(page, 'rec-editor-shell', async () => {
      await signIn(page, { ...server, url: consoleUrl(server) });
      await page.goto(editorUrl(server, 'pl=H&external=best-sellers'), { waitUntil: 'domcontentloaded' });
      const id = await idFromUrl(page);
      const frame = await editorFrame(page);
      expect(await statusChip(frame)).toBe('Initial');
      let preview = await previewFrame(page, id);
      expect(new URL(preview.url()).searchParams.get('vitrine-preview')).toBeTruthy();

      // The preview lies exactly over the editor's middle slot.
      const { overlay, slot } = await overlayAndSlot(page, frame);
      expect(overlay.visibility).toBe('visible');
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(overlay[key] - slot[key])).toBeLessThan(2);
      // A new recommendation opens its first section, or prompts for one when no sections are registered yet.
      await frame.waitForSelector('[data-section], [data-testid="select-section"], [data-testid="properties"] .bp6-non-ideal-state');
      await screenshot(page, 'rec-editor-shell-1440-light');

      // Mobile: a phone-wide storefront.
      await clickText(frame, 'button', M.mobile);
      await page.waitForFunction(() => (document.querySelector('iframe[title="Store preview"]') as HTMLIFrameElement).getBoundingClientRect().width === 375, { timeout: 10_000 });
      await preview.waitForSelector(`[data-vitrine-rec="${id}"]`);
      await clickText(frame, 'button', M.desktop);

      // Another page: the placement selector lists pages under PAGES with their badges.
      await frame.click('[data-testid="placement"]');
      await frame.waitForFunction((pages: string) => document.body.textContent?.includes(pages), {}, M.pages);
      expect(await frame.evaluate(() => document.querySelector('.bp6-popover .bp6-menu')?.textContent ?? '')).toMatch(/\d+ live.*\d+ not live/);
      await clickText(frame, '.bp6-popover .bp6-menu-item .bp6-fill', 'Cart');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('pl') === 'CRT', { timeout: 10_000 });
      await page.waitForFunction(() => (document.querySelector('iframe[title="Store preview"]') as HTMLIFrameElement).src.includes('/cart'), { timeout: 15_000 });
      await frame.waitForFunction((text: string) => [...document.querySelectorAll('[data-testid="notice"]')].some((n) => n.textContent?.includes(text)), { timeout: 10_000 }, M.notOnThisPage);

      // Save makes it a Draft; Go live makes it Live.
      await frame.click('[data-action="save"]');
      await waitForStatus(frame, 'Draft');
      await frame.click('[data-action="activate"]');
      await waitForStatus(frame, 'Live');

      // A shopper (no preview token, another browser profile) sees it on the home page.
      preview = await previewFrame(page, id).catch(() => preview);
      const shopperUrl = new URL(preview.url());
      shopperUrl.pathname = '/';
      shopperUrl.searchParams.delete('vitrine-preview');
      const shopper = await (await browser.createBrowserContext()).newPage();
      try {
        await shopper.goto(shopperUrl.toString(), { waitUntil: 'domcontentloaded' });
        await shopper.waitForSelector(`[data-vitrine-rec="${id}"] .vitrine-product`, { timeout: 30_000 });
      } finally {
        await shopper.browserContext().close();
      }
    }));
});
