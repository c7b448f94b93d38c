// Story: a merchant adds a recommendation to each page of the store and the editor's store
// preview shows it every time: opened fresh and reopened, on every place the template offers.
// The product page used to lose the preview in most loads (its variant picker rewrote the
// address and dropped the preview token before the tag read it). The Desktop preview is a real
// desktop page (1280 px, scaled to fit) with every widget of the page in the desktop layout.
import type { Frame, Page } from 'puppeteer-core';
import { screenshot, withScreenshotOnFailure } from '../helpers/browser';
import { idFromUrl, useEditorStories } from './rec-editor-steps';

jest.setTimeout(900_000);

/** Recently Viewed offers these places (the catalogue): pages first, then Sitewide. */
const PLACES = process.env.PLACES ? process.env.PLACES.split(',') : ['PDP', 'H', 'CAT', 'CRT', 'ACC', 'E404', 'SITEWIDE'];
const LOADS_PER_PLACE = 3;

async function shownInPreview(page: Page, recId: string): Promise<Frame> {
  const handle = await page.waitForSelector('iframe[title="Store preview"]', { timeout: 30_000 });
  const frame = (await handle!.contentFrame())!;
  // Whatever the page does meanwhile, it either shows the widget or the preview says it cannot.
  const outcome = await Promise.race([
    frame.waitForSelector(`[data-vitrine-rec="${recId}"]`, { timeout: 60_000 }).then(() => 'shown'),
    page.waitForSelector('[data-testid="preview-overlay"] [role="alert"]', { timeout: 60_000 }).then(async (el) => `alert: ${await el!.evaluate((e) => e.textContent)}`),
  ]);
  expect(outcome).toBe('shown');
  return frame;
}

/** Reloads the storefront page in the preview frame, as the merchant's browser would. */
async function reloadPreview(page: Page): Promise<void> {
  const handle = await page.waitForSelector('iframe[title="Store preview"]');
  const frame = (await handle!.contentFrame())!;
  await frame.evaluate(() => {
    // The old page's widgets go with it: what the story then waits for is the new page's.
    document.querySelectorAll('[data-vitrine-rec]').forEach((el) => el.remove());
    location.reload();
  });
  await frame.waitForNavigation({ waitUntil: 'domcontentloaded', timeout: 30_000 }).catch(() => undefined);
}

describe('the store preview connects on every place', () => {
  const merchant = useEditorStories({ width: 1440, height: 900 }, { serverTimeoutMs: 180_000 });

  it(`shows a new Recently Viewed in the preview on every place, ${LOADS_PER_PLACE} loads each`, () =>
    withScreenshotOnFailure(merchant.page, 'rec-editor-preview-places', async () => {
      const { page } = merchant;
      const outcomes: string[] = [];
      for (const place of PLACES) {
        await merchant.openEditor(`pl=${place}&external=recently-viewed`);
        const id = await idFromUrl(page);
        for (let load = 1; load <= LOADS_PER_PLACE; load++) {
          const started = Date.now();
          // Then the store page loads again (the editor stays): each load is another roll of the race.
          if (load > 1) await reloadPreview(page);
          const frame = await shownInPreview(page, id);
          outcomes.push(`${place}#${load} ${Date.now() - started} ms`);
          process.stdout.write(`${outcomes[outcomes.length - 1]}\n`);
          if (place === 'PDP') {
            // The variant picker ran (the address names the variant) and the preview kept its token.
            const search = await frame.evaluate(() => location.search);
            expect(search).toContain('variant=');
            expect(search).toContain('vitrine-preview=');
          }
        }
      }
      expect(outcomes).toHaveLength(PLACES.length * LOADS_PER_PLACE);
    }));

  it('draws the Desktop preview as a 1280 px desktop page scaled to fit, every widget in the desktop layout', () =>
    withScreenshotOnFailure(merchant.page, 'rec-editor-preview-desktop', async () => {
      const { page } = merchant;
      await merchant.openEditor('pl=PDP&external=recently-viewed');
      const id = await idFromUrl(page);
      const frame = await shownInPreview(page, id);
      const inside = await frame.evaluate(() => ({
        width: window.innerWidth,
        tag: (window as Window & { __vitrineTag?: { formFactor?: string } }).__vitrineTag?.formFactor,
        widgets: [...document.querySelectorAll('.vitrine-widget')].map((el) => el.className),
      }));
      expect(inside.width).toBe(1280);
      expect(inside.tag).toBe('desktop');
      expect(inside.widgets.length).toBeGreaterThan(1);
      const box = await page.$eval('iframe[title="Store preview"]', (el) => {
        const r = el.getBoundingClientRect();
        return { width: r.width, overlay: el.closest('[data-testid="preview-overlay"]')!.getBoundingClientRect().width };
      });
      // Scaled down to the overlay's width: the whole desktop page is visible, not cut.
      expect(Math.abs(box.width - box.overlay)).toBeLessThanOrEqual(2);
      await screenshot(page, 'rec-editor-preview-desktop-1440');
    }));
});
