// Story: a merchant opens a live email recommendation in the email editor. Its preview shows
// the email with product pictures from the console's image service; the provider's variable is
// filled in and locked; the merchant copies the HTML, and that HTML, in an email as the
// provider sends it to one recipient, shows a product picture in every slot.
import { createHash } from 'node:crypto';
import type { Page } from 'puppeteer-core';
import { EMAIL_MESSAGES as M } from '../../sandbox/editor/email/messages';
import { seedRecId } from '../../server/seed/recommendations';
import { screenshot, withScreenshotOnFailure } from '../helpers/browser';
import { clickText, NORTHWIND, useEditorStories } from './rec-editor-steps';

jest.setTimeout(120_000);

const LIVE_EMAIL = seedRecId(NORTHWIND.id, 'email-best');

/**
 * The pictures the email preview loads (an iframe of the editor frame without scripts, so the
 * test cannot look inside it: it watches what the browser fetched instead).
 */
function watchSlotImages(page: Page) {
  const seen: Array<{ url: string; status: number; type: string; bytes: number }> = [];
  page.on('response', (res) => {
    if (!res.url().includes('/email/v1/slot')) return;
    void res.buffer().then(
      (body) => seen.push({ url: res.url(), status: res.status(), type: res.headers()['content-type'] ?? '', bytes: body.length }),
      () => seen.push({ url: res.url(), status: res.status(), type: res.headers()['content-type'] ?? '', bytes: 0 }),
    );
  });
  return seen;
}

describe('merchant copies an email recommendation into their email', () => {
  const merchant = useEditorStories();

  it('opens the live email, sees its products, copies the HTML, and the email shows a product picture in every slot', () =>
    withScreenshotOnFailure(merchant.page, 'rec-email-editor', async () => {
      const { page } = merchant;
      const slots = watchSlotImages(page);
      const frame = await merchant.openEditor(`id=${LIVE_EMAIL}`, 'email');

      // The preview: the live email's four slots, each a PNG of a product from the image service.
      await frame.waitForSelector(`iframe[title="${M.previewTitle}"]`, { timeout: 15_000 });
      for (let i = 0; i < 100 && slots.length < 4; i++) await new Promise((r) => setTimeout(r, 100));
      expect(slots).toHaveLength(4);
      for (const slot of slots) {
        expect(slot).toMatchObject({ status: 200, type: 'image/png' });
        expect(slot.bytes).toBeGreaterThan(5_000);
        expect(new URL(slot.url).searchParams.get('type')).toBe('image');
      }
      // Klaviyo is the seeded provider: its variable is filled in and locked.
      await frame.click('[data-section="email-provider"] .bp6-section-header');
      const variable = await frame.waitForSelector('#email-variable', { timeout: 15_000 });
      expect(await variable!.evaluate((el) => [(el as HTMLInputElement).value, (el as HTMLInputElement).disabled])).toEqual(['{{ email|hash_sha256 }}', true]);
      await screenshot(page, 'rec-email-editor-1440-light');

      // Copy HTML. The sandboxed frame may not reach the system clipboard; the test reads what
      // the pane hands to the Clipboard API.
      await frame.evaluate(() => {
        Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void ((window as unknown as { copied: string }).copied = text) } });
      });
      await clickText(frame, 'button', M.copyHtml);
      await page.waitForFunction((text: string) => document.body.textContent?.includes(text), { timeout: 10_000 }, M.copied);
      const copied = await frame.evaluate(() => (window as unknown as { copied: string }).copied);
      expect(copied).toContain('hash={{ email|hash_sha256 }}');
      expect(copied).not.toContain('preview=');

      // Show HTML shows the same HTML; Return to Preview brings the email back.
      await clickText(frame, 'button', M.showHtml);
      expect(await frame.$eval(`textarea[aria-label="${M.showHtml}"]`, (el) => (el as HTMLTextAreaElement).value)).toBe(copied);
      await clickText(frame, 'button', M.returnToPreview);
      await frame.waitForSelector(`iframe[title="${M.previewTitle}"]`);

      // The provider sends the email to one recipient: the merge tag becomes their hashed address.
      const recipient = createHash('sha256').update('ada@example.com').digest('hex');
      const inbox = await page.browserContext().newPage();
      try {
        const received = watchSlotImages(inbox);
        await inbox.setContent(`<!doctype html><html><body>${copied.split('{{ email|hash_sha256 }}').join(recipient)}</body></html>`, { waitUntil: 'load' });
        const images = await inbox.$$eval('img', (imgs) => imgs.map((img) => ({ complete: img.complete, width: img.naturalWidth, height: img.naturalHeight })));
        expect(images).toHaveLength(4);
        for (const image of images) {
          expect(image.complete).toBe(true);
          expect(image.width).toBeGreaterThan(0);
          expect(image.height).toBeGreaterThan(image.width);
        }
        for (let i = 0; i < 50 && received.length < 4; i++) await new Promise((r) => setTimeout(r, 100));
        // Products, not the placeholder (about 3 KB of grey shapes).
        expect(received.map((r) => r.status)).toEqual([200, 200, 200, 200]);
        for (const r of received) expect(r.bytes).toBeGreaterThan(5_000);
        await screenshot(inbox, 'rec-email-inbox');
      } finally {
        await inbox.close();
      }
    }));
});
