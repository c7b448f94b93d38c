// Story: a merchant opens a live recommendation, adds CSS in Advanced & Code (monaco, loaded
// when the section opens, inside the sandboxed editor frame), sees the store preview apply it
// without re-rendering the widget, and saves it. Then the global settings' code pane.
import { scopeClass } from '../../sdk/sandbox/delivery';
import { seedRecId } from '../../server/seed/recommendations';
import { CODE_SECTION_MESSAGES } from '../../sandbox/editor/sections/code/messages';
import { GLOBAL_MESSAGES } from '../../sandbox/editor/global/messages';
import { screenshot, withScreenshotOnFailure } from '../helpers/browser';
import { clickText, NORTHWIND, previewFrame, settled, useEditorStories } from './rec-editor-steps';

jest.setTimeout(150_000);

const REC_ID = seedRecId(NORTHWIND.id, 'home-best-sellers');
const widget = `[data-vitrine-rec="${REC_ID}"]`;

describe('merchant adds custom CSS to a recommendation in the editor', () => {
  const merchant = useEditorStories();

  it('types CSS in the monaco pane, sees the preview apply it without a re-render, and saves it', () =>
    withScreenshotOnFailure(merchant.page, 'rec-editor-code', async () => {
      const { page } = merchant;
      const frame = await merchant.openEditor(`pl=H&id=${REC_ID}`);
      const preview = await previewFrame(page, REC_ID);
      await frame.evaluate(() => (document.querySelector('[data-section="code"] .bp6-section-header') as HTMLElement).click());
      await frame.waitForSelector('[data-code-pane="css"] .monaco-editor', { timeout: 60_000 });
      // A mark on the rendered widget, once the editor's own first render is done (it renders
      // the editor's copy over the delivered one): a re-render would replace the element.
      await preview.waitForFunction((sel: string) => document.querySelectorAll(sel).length === 1, {}, widget);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await preview.$eval(widget, (el) => el.setAttribute('data-probe', 'kept'));
      await frame.click('[data-code-pane="css"] .monaco-editor .view-lines');
      const rule = `.${scopeClass(REC_ID)} .vitrine-title { letter-spacing: 7px; }`;
      // One input event, as a paste would be: no auto-closed braces or accepted suggestions.
      await page.keyboard.sendCharacter(rule);

      await preview.waitForFunction((sel: string) => getComputedStyle(document.querySelector(`${sel} .vitrine-title`)!).letterSpacing === '7px', { timeout: 10_000 }, widget);
      expect(await preview.$eval(widget, (el) => el.getAttribute('data-probe'))).toBe('kept');
      // The pill of spec 2 on the section's header.
      expect(await frame.$eval('[data-section="code"] .bp6-section-header', (el) => el.textContent)).toContain(CODE_SECTION_MESSAGES.pill);
      await screenshot(page, 'rec-editor-code-1440-light');

      const saved = page.waitForResponse((r) => r.url().includes(`/api2/recommendation/${REC_ID}`) && r.request().method() === 'PUT');
      await clickText(frame, 'button', 'Save and Update');
      const response = await saved;
      expect(response.status()).toBe(200);
      expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ css: expect.stringContaining(rule) });
      expect((await response.json()) as { css: string }).toMatchObject({ css: expect.stringContaining('letter-spacing: 7px') });
      // monaco ran in the sandboxed frame without a page error (its workers start from blobs).
      expect(merchant.errors).toEqual([]);
    }));

  it('the global settings show their code panes, the generated global CSS read-only', () =>
    withScreenshotOnFailure(merchant.page, 'rec-editor-global', async () => {
      const { page } = merchant;
      const frame = await merchant.openEditor('id=global');
      await clickText(frame, '.bp6-section-header *', GLOBAL_MESSAGES.code);
      await frame.waitForSelector('[data-code-pane="css"] .monaco-editor', { timeout: 60_000 });
      // The seeded personalised CSS of the applet document.
      await frame.waitForFunction(() => document.querySelector('[data-code-pane="css"]')?.textContent?.includes('--vitrine-accent'), { timeout: 10_000 });
      await screenshot(page, 'rec-editor-global-1440-light');
      expect(merchant.errors).toEqual([]);
    }));

  it.each([
    { width: 390, height: 844, theme: 'light' as const },
    { width: 390, height: 844, theme: 'dark' as const },
    { width: 1440, height: 900, theme: 'dark' as const },
  ])('shows the code panes and the global settings at $width px, $theme', ({ width, height, theme }) =>
    withScreenshotOnFailure(merchant.page, `rec-editor-code-${width}-${theme}`, async () => {
      const { page } = merchant;
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
      await page.setViewport({ width, height });
      let frame = await merchant.openEditor(`pl=H&id=${REC_ID}`);
      expect(await frame.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(theme === 'dark');
      // On a phone the navigator opens over the properties: close it, as a merchant would.
      const closeNavigator = (f: typeof frame) => f.evaluate(() => (document.querySelector('[data-testid="navigator"] button[aria-label="Close"]') as HTMLElement | null)?.click());
      if (width < 600) await closeNavigator(frame);
      await frame.evaluate(() => (document.querySelector('[data-section="code"] .bp6-section-header') as HTMLElement).click());
      await frame.waitForSelector('[data-code-pane="css"] .monaco-editor', { timeout: 60_000 });
      // monaco follows the editor's theme.
      expect(await frame.$eval('[data-code-pane="css"] .monaco-editor', (el) => el.classList.contains('vs-dark'))).toBe(theme === 'dark');
      await frame.$eval('[data-section="code"]', (el) => el.scrollIntoView());
      await screenshot(page, `rec-editor-code-${width}-${theme}`);

      frame = await merchant.openEditor('id=global');
      if (width < 600) await closeNavigator(frame);
      await clickText(frame, '.bp6-section-header *', GLOBAL_MESSAGES.callToAction);
      await frame.waitForSelector(`label[for="global-product-add-to-cart-btn-font-size"]`, { visible: true });
      await settled(frame); // the section's opening animation
      await screenshot(page, `rec-editor-global-${width}-${theme}`);
      expect(merchant.errors).toEqual([]);
    }),
  );
});
