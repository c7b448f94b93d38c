// Stories: the store preview goes to a recommendation's Alternate Preview Path; a store below
// the highest plan opening the checkout page is told 'Unsupported page'; the email editor's
// preview follows an unsaved card change, and its Edit CSS is a code editor. Screenshots of the
// email code pane and the notice at 1440 and 390 px, light and dark, are kept in test-artifacts/.
import type { Browser, Frame, Page } from 'puppeteer-core';
import { EMAIL_MESSAGES as E } from '../../sandbox/editor/email/messages';
import { CODE_SECTION_MESSAGES as C } from '../../sandbox/editor/sections/code/messages';
import { SHELL_MESSAGES as S } from '../../sandbox/editor/shell/messages';
import { seedRecId } from '../../server/seed/recommendations';
import { SEED_SITES } from '../../server/seed/world';
import { launchBrowser, screenshot, withScreenshotOnFailure } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { consoleUrl, editorFrame, editorUrl, NORTHWIND, previewFrame } from './rec-editor-steps';
import { signIn } from './shell-steps';

jest.setTimeout(300_000);

const HOME_REC = seedRecId(NORTHWIND.id, 'home-best-sellers');
const LIVE_EMAIL = seedRecId(NORTHWIND.id, 'email-best');
// A store of the merchant's organisation below the highest plan (server/shop/demo-state.ts).
const CANADA = SEED_SITES.find((s) => s.external === 'northwind-canada')!;

async function openSection(frame: Frame, id: string, inside = 'input, select, textarea, .monaco-editor, [role="status"]'): Promise<void> {
  const section = `[data-section="${id}"]`;
  await frame.waitForSelector(section);
  if (!(await frame.$(`${section} :is(${inside})`))) await frame.$eval(`${section} .bp6-section-header`, (el) => (el as HTMLElement).click());
  await frame.waitForSelector(`${section} :is(${inside})`, { timeout: 15_000 });
}

describe('editor follow-ups: alternate preview path, plan notices, the email card and CSS', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { ANALYTICS_SEED_SCALE: '0.02' }, timeoutMs: 150_000 }), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.stop()]);
  });
  beforeEach(async () => {
    page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1440, height: 900 });
    await signIn(page, { ...server, url: consoleUrl(server) });
  });
  afterEach(async () => {
    await page?.browserContext().close();
  });

  it('sets an Alternate Preview Path and the store preview goes there, the recommendation still in it', () =>
    withScreenshotOnFailure(page, 'rec-editor-alt-path', async () => {
      await page.goto(editorUrl(server, `pl=H&id=${HOME_REC}`), { waitUntil: 'domcontentloaded' });
      const frame = await editorFrame(page);
      await previewFrame(page, HOME_REC);
      await openSection(frame, 'code', 'input');
      const input = await frame.waitForFunction(
        (label: string) => [...document.querySelectorAll<HTMLLabelElement>('[data-section="code"] label')].find((l) => l.textContent?.trim() === label)?.htmlFor,
        {},
        C.altPreviewPath,
      );
      await frame.type(`[id="${(await input.jsonValue()) as string}"]`, '/?variant=b');
      // The storefront frame navigates (a new document), keeps its preview token, and renders there.
      const preview = (await (await page.$('iframe[title="Store preview"]'))!.contentFrame())!;
      await preview.waitForFunction(() => location.search.includes('variant=b'), { timeout: 20_000 });
      expect(new URL(preview.url()).searchParams.get('vitrine-preview')).toBeTruthy();
      await preview.waitForSelector(`[data-vitrine-rec="${HOME_REC}"]`, { timeout: 20_000 });
      // The place stays Home: the console's URL did not move to another page.
      expect(new URL(page.url()).searchParams.get('pl')).toBe('H');

      // A path to another kind of page: the preview goes there, and the editor says why it is empty.
      const field = `[id="${(await input.jsonValue()) as string}"]`;
      await frame.$eval(field, (el) => (el as HTMLInputElement).select());
      await frame.type(field, '/cart');
      await preview.waitForFunction(() => location.pathname === '/cart', { timeout: 20_000 });
      const text = S.previewPathOtherPage('Cart', 'Home');
      await frame.waitForFunction((t: string) => [...document.querySelectorAll('[data-testid="notice"]')].some((n) => n.textContent?.trim() === t), { timeout: 20_000 }, text);
      expect(await frame.$eval('[data-testid="preview-path-other-page"]', (el) => el.textContent?.trim())).toBe(S.previewPathOtherPageTag('Cart'));
      expect(await preview.$(`[data-vitrine-rec="${HOME_REC}"]`)).toBeNull();
      expect(new URL(page.url()).searchParams.get('pl')).toBe('H');
      await screenshot(page, 'rec-editor-alt-path-other-page-1440-light');
    }));

  it("tells a store below the highest plan that the checkout page is an 'Unsupported page'", () =>
    withScreenshotOnFailure(page, 'rec-editor-unsupported', async () => {
      // Two looks suffice for a notice: wide and light, phone and dark.
      for (const [width, theme] of [[1440, 'light'], [390, 'dark']] as const) {
        await page.evaluateOnNewDocument((t: string) => localStorage.setItem('h40_theme', JSON.stringify(t)), theme);
        await page.setViewport({ width, height: width > 800 ? 900 : 844 });
        await page.goto(`${consoleUrl(server)}/applet/rec/online/recommend-edit?site-xid=${CANADA.external}&pl=CO`, { waitUntil: 'domcontentloaded' });
        const frame = await editorFrame(page);
        await frame.waitForFunction((text: string) => [...document.querySelectorAll('[data-testid="notice"]')].some((n) => n.textContent?.trim() === text), { timeout: 15_000 }, S.unsupportedPage);
        // Blueprint's icons arrive in a lazy chunk: the picture waits for them.
        await frame.waitForFunction(() => [...document.querySelectorAll('.bp6-icon')].every((i) => i.querySelector('svg')), { timeout: 10_000 }).catch(() => undefined);
        await screenshot(page, `rec-editor-unsupported-${width}-${theme}`);
      }
    }));

  it("the email preview follows an unsaved Card Variant, and Edit CSS is a code editor", () =>
    withScreenshotOnFailure(page, 'rec-email-look', async () => {
      const looks: string[] = [];
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.pathname === '/email/v1/slot' && url.searchParams.get('look') && res.status() === 200) looks.push(url.searchParams.get('look')!);
      });
      await page.goto(editorUrl(server, `id=${LIVE_EMAIL}`, 'email'), { waitUntil: 'domcontentloaded' });
      const frame = await editorFrame(page);
      await openSection(frame, 'email-provider', 'select');
      const variant = await frame.waitForSelector('#email-card-variant');
      const next = (await variant!.evaluate((el) => (el as HTMLSelectElement).value)) === 'v2' ? 'v1' : 'v2';
      await frame.select('#email-card-variant', next);
      // Not saved (a live email autosaves later): the pictures already carry the new card.
      for (let i = 0; i < 100 && !looks.some((l) => JSON.parse(l).emailCardVariant === next); i++) await new Promise((r) => setTimeout(r, 100));
      expect(looks.some((l) => JSON.parse(l).emailCardVariant === next)).toBe(true);

      await openSection(frame, 'email-code', '.monaco-editor');
      await frame.waitForSelector(`[data-section="email-code"] .monaco-editor`, { timeout: 30_000 });
      await screenshot(page, 'rec-email-code-1440-light');
      // The live email autosaves the change; then the page may be left without the guard asking.
      await frame.waitForFunction(() => !document.querySelector('[data-testid="unsaved-bar"]'), { timeout: 30_000 });

      await page.evaluateOnNewDocument(() => localStorage.setItem('h40_theme', JSON.stringify('dark')));
      await page.setViewport({ width: 390, height: 844 });
      await page.goto(editorUrl(server, `id=${LIVE_EMAIL}`, 'email'), { waitUntil: 'domcontentloaded' });
      const phone = await editorFrame(page);
      if (await phone.$('[data-testid="navigator"] button[aria-label="Close"]')) {
        await phone.$eval('[data-testid="navigator"] button[aria-label="Close"]', (el) => (el as HTMLElement).click());
      }
      await openSection(phone, 'email-code', '.monaco-editor');
      await phone.waitForFunction((label: string) => document.querySelector('[data-section="email-code"]')?.textContent?.includes(label), {}, E.editCss);
      await screenshot(page, 'rec-email-code-390-dark');
    }));
});
