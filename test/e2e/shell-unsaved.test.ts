import type { Page } from 'puppeteer-core';
import { waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { clickText, openUserMenu, settle, signIn, useConsole } from './shell-steps';

jest.setTimeout(120_000);

const UNSAVED = 'You have unsaved changes. Click cancel to go back and save those changes first.';

/** The id of the settings field whose label starts with `label`. */
async function fieldId(page: Page, label: string): Promise<string> {
  const handle = await page.waitForFunction(
    (text: string) =>
      [...document.querySelectorAll<HTMLLabelElement>('[role="dialog"] label')].find((l) => l.textContent?.startsWith(text))?.htmlFor,
    {},
    label,
  );
  return (await handle.jsonValue()) as string;
}

async function fieldValue(page: Page, label: string): Promise<string> {
  const id = await fieldId(page, label);
  return page.$eval(`[id="${id}"]`, (input) => (input as HTMLInputElement).value);
}

async function openAccount(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.click('[data-testid="menu-account"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('settings') === 'me');
  await page.waitForSelector('[role="dialog"] [role="tab"]', { visible: true });
  // The dialog moves focus when its opening ends: typing before that loses keys.
  await settle(page);
}

const confirmShown = (page: Page) =>
  page.waitForFunction(
    (text: string) => document.querySelector('[data-testid="confirm-dialog"]')?.textContent?.includes(text),
    { timeout: 15_000 },
    UNSAVED,
  );

describe('unsaved changes in the Settings dialog', () => {
  const env = useConsole();

  it('Back and a header link ask before the edit is lost; Cancel keeps it, Continue discards it', () =>
    withScreenshotOnFailure(env.page, 'shell-unsaved-settings', async () => {
      const { page, server } = env;
      // A browser leave warning would be a second question: there must be none here.
      const browserDialogs: string[] = [];
      page.on('dialog', (dialog) => {
        browserDialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await signIn(page, server);
      await page.waitForFunction(() => location.pathname === '/app/home');
      await openAccount(page);
      const original = await fieldValue(page, 'Title');
      expect(original).not.toBe('');

      const id = await fieldId(page, 'Title');
      await page.click(`[id="${id}"]`);
      await page.$eval(`[id="${id}"]`, (input) => (input as HTMLInputElement).select());
      await page.keyboard.press('Backspace');
      await page.type(`[id="${id}"]`, 'Head of Knitting');
      expect(await fieldValue(page, 'Title')).toBe('Head of Knitting');

      // Back: the Confirm dialog with the spec's text; Cancel stays with the edit.
      await page.goBack();
      await confirmShown(page);
      await waitForText(page, UNSAVED);
      await clickText(page, '[data-testid="confirm-dialog"] button', 'Cancel');
      await page.waitForFunction(() => !document.querySelector('[data-testid="confirm-dialog"]'));
      await settle(page);
      expect(new URL(page.url()).searchParams.get('settings')).toBe('me');
      expect(await page.$('[role="dialog"] [role="tab"]')).not.toBeNull();
      expect(await fieldValue(page, 'Title')).toBe('Head of Knitting');

      // The header's App Library link, behind the dialog's backdrop: clicked as a script would.
      await page.$eval('[data-testid="nav-app-library"]', (link) => (link as HTMLElement).click());
      await confirmShown(page);
      await clickText(page, '[data-testid="confirm-dialog"] button', 'Continue');
      await page.waitForFunction(() => !new URL(location.href).searchParams.has('settings'));
      await page.waitForFunction(() => !document.querySelector('[role="dialog"] [role="tab"]'));
      await page.waitForFunction(() => !document.querySelector('[data-testid="confirm-dialog"]'));

      // The edit was discarded: Account shows the saved title again.
      await openAccount(page);
      expect(await fieldValue(page, 'Title')).toBe(original);
      expect(browserDialogs).toEqual([]);
    }));
});
