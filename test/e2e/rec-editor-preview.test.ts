// Story: a merchant opens a live recommendation in the editor, sees it in the live store
// preview, changes its title, sees the preview follow without a reload, and saves. The
// preview frame is the storefront's own origin: it cannot reach the console.
import type { Browser, Frame, Page } from 'puppeteer-core';
import { seedRecId } from '../../server/seed/recommendations';
import { SEED_SITES } from '../../server/seed/world';
import { launchBrowser, screenshot, withScreenshotOnFailure } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { signIn } from './shell-steps';

jest.setTimeout(180_000);

const SITE = SEED_SITES.find((s) => s.name === 'Northwind Outfitters')!;
const REC_ID = seedRecId(SITE.id, 'home-best-sellers');
const widget = `[data-vitrine-rec="${REC_ID}"]`;

describe('merchant edits a live recommendation with the live store preview', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  // The agent links only to the console's public origin (by host name), as a shop's tag does.
  const consoleUrl = () => server.url.replace('127.0.0.1', 'localhost');

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { ANALYTICS_SEED_SCALE: '0.05' } }), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.stop()]);
  });
  beforeEach(async () => {
    page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1280, height: 900 });
  });
  afterEach(async () => {
    await page?.browserContext().close();
  });

  async function previewFrame(): Promise<Frame> {
    const handle = await page.waitForSelector('iframe[title="Store preview"]');
    const frame = await handle!.contentFrame();
    await frame.waitForSelector(widget, { timeout: 30_000 });
    return frame;
  }
  const widgetText = (frame: Frame) => frame.$eval(widget, (el) => el.textContent ?? '');

  it('sees the recommendation in the preview, changes the title, sees it follow, and saves', () =>
    withScreenshotOnFailure(page, 'rec-editor-preview', async () => {
      await signIn(page, { ...server, url: consoleUrl() });
      await page.goto(`${consoleUrl()}/applet/rec/online/recommend-edit?site-xid=${SITE.external}&pl=H&id=${REC_ID}`, { waitUntil: 'domcontentloaded' });
      const frame = await previewFrame();
      const frameUrl = new URL(frame.url());
      expect(frameUrl.origin).not.toBe(new URL(consoleUrl()).origin);
      expect(frameUrl.searchParams.get('vitrine-preview')).toBeTruthy();

      // The preview shows what the editor renders: a marker set by nobody but the agent's render.
      await page.waitForFunction(() => document.querySelector('#rec-title') !== null);
      await page.click('#rec-title', { count: 3 });
      await page.type('#rec-title', 'Picked for you');
      await frame.waitForFunction((sel: string) => document.querySelector(sel)?.textContent?.includes('Picked for you'), { timeout: 10_000 }, widget);
      // Same document: the preview updated without a reload.
      expect(await frame.evaluate(() => (window as unknown as { vitrineProbe?: number }).vitrineProbe ?? 0)).toBe(0);
      await frame.evaluate(() => {
        (window as unknown as { vitrineProbe?: number }).vitrineProbe = 1;
      });
      await page.click('#rec-title', { count: 3 });
      await page.type('#rec-title', 'Picked again');
      await frame.waitForFunction((sel: string) => document.querySelector(sel)?.textContent?.includes('Picked again'), { timeout: 10_000 }, widget);
      expect(await frame.evaluate(() => (window as unknown as { vitrineProbe?: number }).vitrineProbe)).toBe(1);
      expect(await widgetText(frame)).toContain('Picked again');

      await screenshot(page, 'rec-editor-preview-desktop');
      // Save and Update: PUT with __v; the bar goes away.
      const saved = page.waitForResponse((r) => r.url().includes(`/api2/recommendation/${REC_ID}`) && r.request().method() === 'PUT');
      await page.evaluate(() => [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Save and Update'))?.click());
      expect((await saved).status()).toBe(200);
      await page.waitForFunction(() => ![...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Save and Update')));

      // The mobile form factor: a phone-wide frame showing the mobile options (their own title).
      const mobileTitle = await page.evaluate(() => {
        [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Mobile')?.click();
        return new Promise<string>((resolve) => setTimeout(() => resolve((document.querySelector('#rec-title') as HTMLInputElement).value), 100));
      });
      await page.waitForFunction(() => (document.querySelector('iframe[title="Store preview"]') as HTMLIFrameElement | null)?.getBoundingClientRect().width === 375);
      if (mobileTitle) await frame.waitForFunction((sel: string, t: string) => document.querySelector(sel)?.textContent?.includes(t), { timeout: 10_000 }, widget, mobileTitle);
      await screenshot(page, 'rec-editor-preview-mobile-form-factor');
      await page.setViewport({ width: 375, height: 812 });
      // The frame lays out again at its new width (and the tag re-renders) before the picture.
      await frame.waitForFunction(() => document.documentElement.clientWidth < 375, { timeout: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 700));
      await screenshot(page, 'rec-editor-preview-375');
    }));

  it('the preview frame cannot read the console: DOM, cookies and storage stay out of reach', () =>
    withScreenshotOnFailure(page, 'rec-editor-preview-isolation', async () => {
      await signIn(page, { ...server, url: consoleUrl() });
      await page.goto(`${consoleUrl()}/applet/rec/online/recommend-edit?site-xid=${SITE.external}&pl=H&id=${REC_ID}`, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => localStorage.setItem('console-secret', 'x'));
      const frame = await previewFrame();
      const reach = await frame.evaluate(() => {
        const attempt = (read: () => unknown) => {
          try {
            read();
            return 'read';
          } catch {
            return 'blocked';
          }
        };
        return {
          dom: attempt(() => window.parent.document.body.innerHTML),
          storage: attempt(() => (window.parent as Window).localStorage.getItem('console-secret')),
          ownStorage: localStorage.getItem('console-secret'),
          cookies: document.cookie.includes('vitrine_session') || document.cookie.includes('sid'),
        };
      });
      expect(reach).toEqual({ dom: 'blocked', storage: 'blocked', ownStorage: null, cookies: false });
    }));
});
