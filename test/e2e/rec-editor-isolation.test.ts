// Story: the editor frame and the store preview cannot be turned against the merchant. The
// editor runs sandboxed (origin 'null'): it cannot read the console's cookies, storage or DOM
// or call the API itself. Messages from any other window are ignored by the console's end of
// the editor protocol. A storefront page with a forged preview token never loads the agent.
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { seedRecId } from '../../server/seed/recommendations';
import { launchBrowser, withScreenshotOnFailure } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { signIn } from './shell-steps';
import { consoleUrl, editorFrame, editorUrl, NORTHWIND, previewFrame } from './rec-editor-steps';

jest.setTimeout(120_000);

const REC_ID = seedRecId(NORTHWIND.id, 'home-best-sellers');

describe('the editor frame is isolated from the console', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { ANALYTICS_SEED_SCALE: '0.05' } }), launchBrowser()]);
    page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, { ...server, url: consoleUrl(server) });
  });
  afterAll(async () => {
    await Promise.allSettled([page?.browserContext().close(), browser?.close(), server?.stop()]);
  });

  it("cannot read the console's cookies, storage or DOM, nor reach the API", () =>
    withScreenshotOnFailure(page, 'rec-editor-isolation-frame', async () => {
      await page.goto(editorUrl(server, `pl=H&id=${REC_ID}`), { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => localStorage.setItem('console-secret', 'x'));
      const frame = await editorFrame(page);
      expect(new URL(frame.url()).pathname).toBe('/editor-frame/');
      const reach = await frame.evaluate(async () => {
        const attempt = (read: () => unknown) => {
          try {
            const value = read();
            return value === '' || value === null || value === undefined ? 'empty' : 'read';
          } catch {
            return 'blocked';
          }
        };
        let api = 'blocked';
        try {
          await fetch('/api2/recommendation', { credentials: 'include' });
          api = 'read';
        } catch {
          // CSP connect-src 'none'.
        }
        return {
          origin: window.origin,
          cookie: attempt(() => document.cookie),
          storage: attempt(() => localStorage.getItem('console-secret')),
          parentDom: attempt(() => window.parent.document.body.innerHTML),
          parentStorage: attempt(() => (window.parent as Window).localStorage.getItem('console-secret')),
          api,
        };
      });
      expect(reach).toEqual({ origin: 'null', cookie: expect.stringMatching(/^(empty|blocked)$/), storage: 'blocked', parentDom: 'blocked', parentStorage: 'blocked', api: 'blocked' });
    }));

  it('ignores editor calls posted from any other window', () =>
    withScreenshotOnFailure(page, 'rec-editor-isolation-messages', async () => {
      await page.goto(editorUrl(server, `pl=H&id=${REC_ID}`), { waitUntil: 'domcontentloaded' });
      await editorFrame(page);
      const writes: string[] = [];
      const onRequest = (request: HTTPRequest) => request.method() !== 'GET' && writes.push(`${request.method()} ${request.url()}`);
      page.on('request', onRequest);
      // Another frame in the console page speaks penpal to it, as the editor would: exit, delete.
      await page.evaluate(() => {
        const stranger = document.createElement('iframe');
        stranger.setAttribute('sandbox', 'allow-scripts');
        stranger.srcdoc = `<script>
          for (const [methodPath, args] of [[['exit'], []], [['lifecycle'], ['delete', 1]], [['setUnsavedChanges'], [true]]]) {
            parent.postMessage({ namespace: 'penpal', type: 'CALL', id: String(Math.random()), methodPath, args }, '*');
          }
        </script>`;
        document.body.append(stranger);
      });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      page.off('request', onRequest);
      expect(new URL(page.url()).pathname).toBe('/applet/rec/online/recommend-edit');
      expect(writes).toEqual([]);
    }));

  it('a storefront page with a forged preview token does nothing: no link to the console, no preview', () =>
    withScreenshotOnFailure(page, 'rec-editor-isolation-token', async () => {
      await page.goto(editorUrl(server, `pl=H&id=${REC_ID}`), { waitUntil: 'domcontentloaded' });
      const preview = await previewFrame(page, REC_ID);
      const valid = preview.url();
      const forged = new URL(valid);
      forged.searchParams.set('vitrine-preview', `${forged.searchParams.get('vitrine-preview')!.slice(0, -4)}AAAA`);
      // Counts the penpal messages the storefront frame sends the console after (re)loading `url`.
      const messagesAfterLoading = async (url: string) => {
        await page.evaluate(() => {
          const w = window as unknown as { previewMessages: number; previewListener?: (e: MessageEvent) => void };
          w.previewMessages = 0;
          const frame = document.querySelector('iframe[title="Store preview"]') as HTMLIFrameElement;
          if (w.previewListener) window.removeEventListener('message', w.previewListener);
          w.previewListener = (e: MessageEvent) => {
            if (e.source === frame.contentWindow && (e.data as { namespace?: string })?.namespace === 'penpal') w.previewMessages += 1;
          };
          window.addEventListener('message', w.previewListener);
        });
        await page.$eval('iframe[title="Store preview"]', (el, u) => ((el as HTMLIFrameElement).src = u), url);
        await new Promise((resolve) => setTimeout(resolve, 3000));
        return page.evaluate(() => (window as unknown as { previewMessages: number }).previewMessages);
      };
      // The real token links (the control), the forged one says nothing at all.
      expect(await messagesAfterLoading(valid)).toBeGreaterThan(0);
      expect(await messagesAfterLoading(forged.toString())).toBe(0);
      const frame = (await (await page.$('iframe[title="Store preview"]'))!.contentFrame())!;
      expect(await frame.evaluate(() => document.querySelector('.preview-bar') === null)).toBe(true);
    }));
});
