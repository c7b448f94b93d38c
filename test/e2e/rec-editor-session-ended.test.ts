// Never lose what a user typed, in the recommendation editor too (issue 16 item 4): the
// session ends on the server while the merchant edits a live recommendation; its autosave is
// refused, the sign-in page says why, and signing in again reopens the editor with the edit
// applied, unsaved, for review.
import type { Frame } from 'puppeteer-core';
import { seedRecId } from '../../server/seed/recommendations';
import { ONLINE_MESSAGES as O } from '../../sandbox/editor/sections/online/messages';
import { waitForPath, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { editorFrame, NORTHWIND, useEditorStories } from './rec-editor-steps';
import { MERCHANT } from './shell-steps';

jest.setTimeout(180_000);

const REC_ID = seedRecId(NORTHWIND.id, 'home-best-sellers');
const SESSION_ENDED = 'Your session has ended - sign in to continue';
const RESTORED = 'Your unsaved changes were kept when your session ended. Review them, then save.';
const TITLE = 'Kept through sign-in';
const SHOTS = process.env.VITRINE_SHOTS_DIR;

async function titleField(frame: Frame): Promise<string> {
  const section = '[data-section="title"]';
  await frame.waitForSelector(section);
  if (!(await frame.$(`${section} input`))) await frame.$eval(`${section} .bp6-section-header`, (el) => (el as HTMLElement).click());
  const handle = await frame.waitForFunction(
    (text: string) => [...document.querySelectorAll<HTMLLabelElement>('[data-section="title"] label')].find((l) => l.textContent?.trim() === text)?.htmlFor,
    { timeout: 15_000 },
    O.titleText,
  );
  return `[id="${(await handle.jsonValue()) as string}"]`;
}

describe('the recommendation editor when the session ends under the merchant', () => {
  const merchant = useEditorStories({ width: 390, height: 844 });

  it.each(['light', 'dark'] as const)('reopens the recommendation with the edit restored and unsaved (390 px, %s)', (theme) =>
    withScreenshotOnFailure(merchant.page, `rec-editor-session-ended-${theme}`, async () => {
      const { page } = merchant;
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
      // Also runs in the sandboxed frames, which have no storage: there it does nothing.
      await page.evaluateOnNewDocument((t: string) => {
        try {
          localStorage.setItem('h40_theme', JSON.stringify(t));
        } catch {
          /* a sandboxed frame */
        }
      }, theme);
      let frame = await merchant.openEditor(`pl=H&id=${REC_ID}`);
      // On a phone the navigator opens over the properties: close it, as a merchant would.
      await frame.evaluate(() => (document.querySelector('[data-testid="navigator"] button[aria-label="Close"]') as HTMLElement | null)?.click());
      let title = await titleField(frame);
      const before = await frame.$eval(title, (el) => (el as HTMLInputElement).value);

      // The session ends on the server; the next autosave is refused.
      const session = (await page.browserContext().cookies()).find((cookie) => cookie.name === 'vitrine_sid');
      expect(session).toBeDefined();
      await page.browserContext().deleteCookie(session!);
      const refused = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes(`/api2/recommendation/${REC_ID}`), { timeout: 20_000 });
      await frame.click(title, { count: 3 });
      await frame.$eval(title, (el) => (el as HTMLInputElement).select());
      await frame.type(title, TITLE);
      expect((await refused).status()).toBe(401);

      await waitForPath(page, '/login');
      await waitForText(page, SESSION_ENDED);
      await page.type('input[name="email"]', MERCHANT.email);
      await page.type('input[name="password"]', MERCHANT.password);
      await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('form button[type="submit"]')]);
      await waitForPath(page, '/applet/rec/online/recommend-edit');
      frame = await editorFrame(page);
      await frame.evaluate(() => (document.querySelector('[data-testid="navigator"] button[aria-label="Close"]') as HTMLElement | null)?.click());
      title = await titleField(frame);
      await frame.waitForFunction((sel: string, text: string) => (document.querySelector(sel) as HTMLInputElement | null)?.value === text, { timeout: 15_000 }, title, TITLE);
      await waitForText(page, RESTORED);
      expect(await frame.$('[data-testid="unsaved-bar"]')).not.toBeNull();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/rec-editor-restored-390-${theme}.png` });

      // Not saved behind the merchant's back, even after the autosave delay.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const stored = await page.evaluate(
        (id: string, site: string) => fetch(`/api2/recommendation/${id}?site=${site}`, { credentials: 'include' }).then(async (r) => ({ status: r.status, body: (await r.json()) as { widgetOpts?: { desktop?: { title?: string } } } })),
        REC_ID,
        NORTHWIND.id,
      );
      expect(stored.status).toBe(200);
      expect(stored.body.widgetOpts?.desktop?.title).toBe(before);
      expect(merchant.errors).toEqual([]);
    }));
});
