// Story: a merchant opens a template's new recommendation in the editor. The editor runs in
// its own sandboxed frame; the store preview, the storefront itself, lies exactly over the
// editor's middle. The merchant switches to mobile, moves the recommendation to another
// page, saves it, goes live, and a shopper sees it on the storefront.
import { screenshot, withScreenshotOnFailure } from '../helpers/browser';
import { SHELL_MESSAGES as M } from '../../sandbox/editor/shell/messages';
import { seedRecId } from '../../server/seed/recommendations';
import { openUserMenu } from './shell-steps';
import { clickText, idFromUrl, NORTHWIND, overlayAndSlot, previewFrame, settled, statusChip, useEditorStories, waitForStatus } from './rec-editor-steps';

jest.setTimeout(120_000);

describe('merchant builds a recommendation from a template in the editor', () => {
  const merchant = useEditorStories();

  it('opens the new recommendation, sees it in the preview over the editor, switches to mobile, moves it, saves, goes live, and a shopper sees it', () =>
    withScreenshotOnFailure(merchant.page, 'rec-editor-shell', async () => {
      const { page, browser } = merchant;
      // The console fetches the shop's products for the preview sample (spec 9: 25 of up to 50).
      const shopProducts = page.waitForResponse((r) => r.url().includes('/api2/shop/rec/action/products') && new URL(r.url()).searchParams.get('num') === '50', { timeout: 30_000 });
      const frame = await merchant.openEditor('pl=H&external=best-sellers');
      const id = await idFromUrl(page);
      expect(await statusChip(frame)).toBe('Initial');
      const preview = await previewFrame(page, id);
      expect(new URL(preview.url()).searchParams.get('vitrine-preview')).toBeTruthy();

      // A new recommendation previews with that sample: 25 cards (its slider shows them all), named from the shop.
      const shopTitles = new Set(((await (await shopProducts).json()) as { products: Array<{ title: string }> }).products.map((p) => p.title));
      await preview.waitForFunction((sel: string) => document.querySelectorAll(sel).length === 25, { timeout: 10_000 }, `[data-vitrine-rec="${id}"] .vitrine-product`);
      const shown = await preview.$$eval(`[data-vitrine-rec="${id}"] .vitrine-product-title`, (els) => els.map((el) => el.textContent ?? ''));
      expect(shown).toHaveLength(25);
      expect(shown.filter((t) => !shopTitles.has(t.replace(/ \(\d+\)$/, '')))).toEqual([]);

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
      // The menu lies over the preview's slot: the console hides the preview meanwhile.
      await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="preview-overlay"]')!).visibility === 'hidden', { timeout: 5_000 });
      await screenshot(page, 'rec-editor-shell-1440-placement-menu');
      await clickText(frame, '.bp6-popover .bp6-menu-item .bp6-fill', 'Cart');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('pl') === 'CRT', { timeout: 10_000 });
      await page.waitForFunction(() => (document.querySelector('iframe[title="Store preview"]') as HTMLIFrameElement).src.includes('/cart'), { timeout: 15_000 });
      await frame.waitForFunction((text: string) => [...document.querySelectorAll('[data-testid="notice"]')].some((n) => n.textContent?.includes(text)), { timeout: 10_000 }, M.notOnThisPage);

      // Save makes it a Draft; Go live makes it Live.
      await frame.click('[data-action="save"]');
      await waitForStatus(frame, 'Draft');
      await frame.click('[data-action="activate"]');
      await waitForStatus(frame, 'Live');
      // The save kept a version: who and when.
      await frame.click('[data-testid="versions"]');
      await frame.waitForSelector('[data-version]', { timeout: 10_000 });
      expect(await frame.$$eval('[data-version]', (items) => items.length)).toBe(1);
      await screenshot(page, 'rec-editor-shell-1440-versions');
      await page.keyboard.press('Escape');

      // A shopper (no preview token, another browser profile) sees it on the home page. The
      // preview shows the cart page, where the recommendation is not: its address gives the store.
      const shopperUrl = new URL(await page.$eval('iframe[title="Store preview"]', (el) => (el as HTMLIFrameElement).src));
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

  it('works at phone width and in the dark theme: one of preview and properties at a time, the preview still over its slot', () =>
    withScreenshotOnFailure(merchant.page, 'rec-editor-shell-phone', async () => {
      const { page } = merchant;
      const id = seedRecId(NORTHWIND.id, 'home-best-sellers');
      let frame = await merchant.openEditor(`pl=H&id=${id}`);
      await previewFrame(page, id);
      // The console's theme reaches the frame live.
      await openUserMenu(page);
      await page.click('[data-testid="menu-theme"]');
      await frame.waitForFunction(() => document.body.classList.contains('bp6-dark'), { timeout: 10_000 });
      await Promise.all([settled(page), settled(frame)]);
      await screenshot(page, 'rec-editor-shell-1440-dark');

      // A phone opens the editor anew: the theme chosen stays.
      await page.setViewport({ width: 390, height: 844 });
      frame = await merchant.openEditor(`pl=H&id=${id}`);
      expect(await frame.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
      // Properties first; the preview is hidden until its tab is chosen.
      await frame.waitForSelector('[data-testid="properties"]');
      await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="preview-overlay"]')!).visibility === 'hidden');
      await screenshot(page, 'rec-editor-shell-390-dark-properties');
      await clickText(frame, '.bp6-segmented-control button', M.previewTab);
      await previewFrame(page, id);
      await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="preview-overlay"]')!).visibility === 'visible');
      const { overlay, slot } = await overlayAndSlot(page, frame);
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(overlay[key] - slot[key])).toBeLessThan(2);
      await Promise.all([settled(page), settled(frame)]);
      await screenshot(page, 'rec-editor-shell-390-dark-preview');

      await openUserMenu(page);
      await page.click('[data-testid="menu-theme"]');
      await frame.waitForFunction(() => !document.body.classList.contains('bp6-dark'), { timeout: 10_000 });
      await Promise.all([settled(page), settled(frame)]);
      await screenshot(page, 'rec-editor-shell-390-light-preview');
    }));
});
