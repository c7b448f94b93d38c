// Story: a merchant opens a live recommendation in the editor and sees it in the live store
// preview. The preview frame is the storefront's own origin: it cannot reach the console.
// (Editing a field and seeing the preview follow is the editor sections' story.)
import type { Browser, Frame, Page } from 'puppeteer-core';
import { seedRecId } from '../../server/seed/recommendations';
import { SEED_SITES } from '../../server/seed/world';
import { launchBrowser, withScreenshotOnFailure } from '../helpers/browser';
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
