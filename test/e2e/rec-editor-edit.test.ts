// Stories: a merchant edits a live recommendation in the editor's sections and sees the store
// preview follow: the title changes, the widget moves to another location, Ctrl+S saves, Undo
// brings a value back, and leaving with unsaved changes asks first. Screenshots of the
// properties pane at 1440 and 390 px, light and dark, are kept in test-artifacts/.
import type { Frame } from 'puppeteer-core';
import { seedRecId } from '../../server/seed/recommendations';
import { ONLINE_MESSAGES as O } from '../../sandbox/editor/sections/online/messages';
import { SHELL_MESSAGES as S } from '../../sandbox/editor/shell/messages';
import { screenshot, withScreenshotOnFailure } from '../helpers/browser';
import { clickText, NORTHWIND, previewFrame, useEditorStories } from './rec-editor-steps';

jest.setTimeout(180_000);

const REC_ID = seedRecId(NORTHWIND.id, 'home-best-sellers');
const WIDGET = `[data-vitrine-rec="${REC_ID}"]`;
const UNSAVED = 'You have unsaved changes. Click cancel to go back and save those changes first.';

/** Opens a section of the properties pane (a click on its header) unless it is open already. */
async function openSection(frame: Frame, id: string): Promise<void> {
  const section = `[data-section="${id}"]`;
  await frame.waitForSelector(section);
  if (await frame.$(`${section} input, ${section} select, ${section} textarea`)) return;
  // A click in script: the sandboxed frame cannot scroll the console page to bring a header
  // low in the pane into the viewport, so a mouse click there would miss.
  await frame.$eval(`${section} .bp6-section-header`, (el) => (el as HTMLElement).click());
  await frame.waitForSelector(`${section} input, ${section} select`);
}

/** The selector of the control labelled `label` inside a section (FormGroup label -> id). */
async function field(frame: Frame, id: string, label: string): Promise<string> {
  const handle = await frame.waitForFunction(
    (section: string, text: string) => [...document.querySelectorAll<HTMLLabelElement>(`[data-section="${section}"] label`)].find((l) => l.textContent?.trim() === text)?.htmlFor,
    { timeout: 15_000 },
    id,
    label,
  );
  return `[id="${(await handle.jsonValue()) as string}"]`;
}

async function replaceText(frame: Frame, selector: string, text: string): Promise<void> {
  await frame.click(selector, { count: 3 });
  await frame.$eval(selector, (el) => (el as HTMLInputElement).select());
  await frame.type(selector, text);
}

const widgetText = (preview: Frame) => preview.$eval(WIDGET, (el) => el.textContent ?? '');
const unsavedShown = (frame: Frame) => frame.$('[data-testid="unsaved-bar"]').then(Boolean);

describe('merchant edits a recommendation in the editor sections', () => {
  const merchant = useEditorStories();

  /** The live recommendation in the editor, and the store preview showing it. */
  async function openLiveRecommendation(): Promise<{ frame: Frame; preview: Frame }> {
    const frame = await merchant.openEditor(`pl=H&id=${REC_ID}`);
    return { frame, preview: await previewFrame(merchant.page, REC_ID) };
  }

  it('edits the title and sees the preview follow, undoes a change, and saves with Ctrl+S', () =>
    withScreenshotOnFailure(merchant.page, 'rec-editor-edit-title', async () => {
      const { page } = merchant;
      const { frame, preview } = await openLiveRecommendation();
      await openSection(frame, 'title');
      let title = await field(frame, 'title', O.titleText);
      await replaceText(frame, title, 'Picked for you');
      await preview.waitForFunction((sel: string) => document.querySelector(sel)?.textContent?.includes('Picked for you'), { timeout: 15_000 }, WIDGET);
      expect(await unsavedShown(frame)).toBe(true);

      // Show Title off hides it in the preview; Undo brings the switch and the title back. The
      // switch is another field than the title typed just before: its own step, however soon.
      await frame.click(`[data-section="title"] input[role="switch"]`);
      await preview.waitForFunction((sel: string) => !document.querySelector(sel)?.textContent?.includes('Picked for you'), { timeout: 15_000 }, WIDGET);
      await frame.click(`button[aria-label="${S.undo}"]`);
      await frame.waitForFunction(() => (document.querySelector('[data-section="title"] input[role="switch"]') as HTMLInputElement | null)?.checked === true, { timeout: 10_000 });
      await preview.waitForFunction((sel: string) => document.querySelector(sel)?.textContent?.includes('Picked for you'), { timeout: 15_000 }, WIDGET);
      // The field came back with the switch (a new element): find it again.
      title = await field(frame, 'title', O.titleText);
      expect(await frame.$eval(title, (el) => (el as HTMLInputElement).value)).toBe('Picked for you');

      // Ctrl+S from inside the editor saves (PUT with the changed fields) and the bar goes away.
      const saved = page.waitForResponse((r) => r.url().includes(`/api2/recommendation/${REC_ID}`) && r.request().method() === 'PUT');
      await frame.focus(title);
      await page.keyboard.down('Control');
      await page.keyboard.press('s');
      await page.keyboard.up('Control');
      expect((await saved).status()).toBe(200);
      await frame.waitForFunction(() => !document.querySelector('[data-testid="unsaved-bar"]'), { timeout: 15_000 });
      expect(await widgetText(preview)).toContain('Picked for you');
    }));

  it('changes the location and sees the widget move, then is asked before leaving unsaved', () =>
    withScreenshotOnFailure(merchant.page, 'rec-editor-edit-location', async () => {
      const { page } = merchant;
      const { frame, preview } = await openLiveRecommendation();
      await openSection(frame, 'widget-location');
      const location = await field(frame, 'widget-location', O.location);
      const insertAbove = await frame.$eval(`[data-section="widget-location"] input[type="checkbox"]`, (el) => (el as HTMLInputElement).checked);
      if (!insertAbove) await clickText(frame, '[data-section="widget-location"] label', O.insertAbove);
      await replaceText(frame, location, 'footer');
      // Before the site footer now: the widget (in its slot wrapper) is the footer's previous sibling.
      await preview.waitForFunction(
        (sel: string) => {
          const widget = document.querySelector(sel);
          const before = document.querySelector('footer.site-footer')?.previousElementSibling;
          return Boolean(widget && before && (before === widget || before.contains(widget)));
        },
        { timeout: 15_000 },
        WIDGET,
      );

      // An empty location is refused in place with spec 5's message.
      await frame.click(location, { count: 3 });
      await page.keyboard.press('Backspace');
      await frame.waitForFunction((text: string) => document.querySelector('[data-section="widget-location"]')?.textContent?.includes(text), { timeout: 10_000 }, O.locationRequired);
      await replaceText(frame, location, 'footer');

      // Exit to list with unsaved changes: the console asks; Cancel stays in the editor.
      await clickText(frame, 'button', S.exit);
      await page.waitForFunction((text: string) => document.querySelector('[data-testid="confirm-dialog"]')?.textContent?.includes(text), { timeout: 15_000 }, UNSAVED);
      await clickText(page.mainFrame(), '[data-testid="confirm-dialog"] button', 'Cancel');
      await page.waitForFunction(() => !document.querySelector('[data-testid="confirm-dialog"]'));
      expect(new URL(page.url()).pathname).toContain('/recommend-edit');
      expect(await frame.$eval(location, (el) => (el as HTMLInputElement).value)).toBe('footer');
    }));

  it('looks right at 1440 and 390 px, light and dark', () =>
    withScreenshotOnFailure(merchant.page, 'rec-editor-edit-shots', async () => {
      const { page } = merchant;
      for (const theme of ['light', 'dark'] as const) {
        // The console's preference, read at start; the editor frame takes it over penpal.
        await page.evaluateOnNewDocument((t: string) => localStorage.setItem('h40_theme', JSON.stringify(t)), theme);
        for (const width of [1440, 390]) {
          await page.setViewport({ width, height: width > 800 ? 900 : 844 });
          const { frame } = await openLiveRecommendation();
          // On a phone the navigator floats over the pane: close it to see the sections.
          if (width < 800 && (await frame.$('[data-testid="navigator"] button[aria-label="Close"]'))) {
            await frame.$eval('[data-testid="navigator"] button[aria-label="Close"]', (el) => (el as HTMLElement).click());
          }
          for (const id of ['product-details', 'title', 'widget-settings', 'widget-location']) await openSection(frame, id);
          await screenshot(page, `rec-editor-sections-${width}-${theme}`);
        }
      }
    }));
});
