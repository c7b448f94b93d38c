// Story: the editor frame and the store preview cannot be turned against the merchant. The
// editor runs sandboxed (origin 'null'): it cannot read the console's cookies, storage or DOM
// or call the API itself; the store preview is the storefront's own origin and cannot reach the
// console either. Messages from any other window are ignored by the console's end of the
// editor protocol. A storefront page with a forged preview token never loads the agent.
import type { HTTPRequest } from 'puppeteer-core';
import { seedRecId } from '../../server/seed/recommendations';
import { withScreenshotOnFailure } from '../helpers/browser';
import { consoleUrl, NORTHWIND, previewFrame, useEditorStories } from './rec-editor-steps';

jest.setTimeout(120_000);

const REC_ID = seedRecId(NORTHWIND.id, 'home-best-sellers');

describe('the editor frame and the store preview are isolated from the console', () => {
  const merchant = useEditorStories({ width: 1280, height: 900 });

  it("neither frame can read the console's cookies, storage or DOM; the editor cannot reach the API", () =>
    withScreenshotOnFailure(merchant.page, 'rec-editor-isolation-frame', async () => {
      const { page } = merchant;
      const frame = await merchant.openEditor(`pl=H&id=${REC_ID}`);
      await page.evaluate(() => localStorage.setItem('console-secret', 'x'));
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

      // The store preview, the storefront's own origin, is no closer to the console.
      const preview = await previewFrame(page, REC_ID);
      const previewReach = await preview.evaluate(() => {
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
      expect(previewReach).toEqual({ dom: 'blocked', storage: 'blocked', ownStorage: null, cookies: false });
    }));

  it("opened directly in a tab, the editor frame page is still sandboxed: no console cookies, storage or API", () =>
    withScreenshotOnFailure(merchant.page, 'rec-editor-isolation-top-level', async () => {
      const { page } = merchant;
      const origin = consoleUrl(merchant.server);
      // The signed-in console first (its storage holds a secret), then the frame's page at the top.
      await page.goto(`${origin}/app/home`, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => localStorage.setItem('console-secret', 'x'));
      await page.goto(`${origin}/editor-frame/`, { waitUntil: 'domcontentloaded' });
      expect(page.mainFrame().parentFrame()).toBeNull();
      const reach = await page.evaluate(async () => {
        const attempt = (read: () => unknown) => {
          try {
            read();
            return 'read';
          } catch {
            return 'blocked';
          }
        };
        let api = 'blocked';
        try {
          const res = await fetch('/api2/auth/', { credentials: 'include' });
          api = res.ok ? 'read' : `status ${res.status}`;
        } catch {
          // Opaque origin and connect-src 'none'.
        }
        return { origin: window.origin, cookie: attempt(() => document.cookie), storage: attempt(() => localStorage.getItem('console-secret')), api };
      });
      expect(reach).toEqual({ origin: 'null', cookie: 'blocked', storage: 'blocked', api: 'blocked' });
    }));

  it('ignores editor calls posted from any other window', () =>
    withScreenshotOnFailure(merchant.page, 'rec-editor-isolation-messages', async () => {
      const { page } = merchant;
      await merchant.openEditor(`pl=H&id=${REC_ID}`);
      // What the console itself would send for a call it obeyed; the store preview's own
      // tracking (its impressions, POSTed to the delivery endpoint) is the storefront's doing.
      const writes: string[] = [];
      const onRequest = (request: HTTPRequest) => request.method() !== 'GET' && request.frame() === page.mainFrame() && writes.push(`${request.method()} ${request.url()}`);
      page.on('request', onRequest);
      // Other windows speak penpal to the console, as the editor would (exit, delete): a frame
      // in the console page, and the store preview, where the merchant's own scripts run. Each
      // says when it has posted its calls; messages arrive in order, so by then the console has
      // handled them. (The calls run through the browser's tools: a srcdoc frame's inline script
      // would be stopped by the console's CSP before it posted anything.)
      await page.evaluate(() => {
        const stranger = document.createElement('iframe');
        stranger.setAttribute('sandbox', 'allow-scripts');
        stranger.name = 'stranger';
        stranger.srcdoc = '<p>stranger</p>';
        document.body.append(stranger);
        const w = window as unknown as { strangersDone: Promise<void> };
        w.strangersDone = new Promise<void>((resolve) => {
          let done = 0;
          addEventListener('message', function count(e) {
            if (e.data !== 'stranger-done' || ++done < 2) return;
            removeEventListener('message', count);
            resolve();
          });
        });
      });
      const stranger = (await (await page.waitForSelector('iframe[name="stranger"]'))!.contentFrame())!;
      await stranger.waitForSelector('p');
      for (const from of [stranger, await previewFrame(page, REC_ID)]) {
        await from.evaluate(() => {
          for (const [methodPath, args] of [[['exit'], []], [['lifecycle'], ['delete', 1]], [['setUnsavedChanges'], [true]]]) {
            parent.postMessage({ namespace: 'penpal', type: 'CALL', id: String(Math.random()), methodPath, args }, '*');
          }
          parent.postMessage('stranger-done', '*');
        });
      }
      await page.evaluate(() => (window as unknown as { strangersDone: Promise<void> }).strangersDone);
      // Whatever a handled call would start (a request, a navigation) has started once the
      // network has been quiet a moment.
      await page.waitForNetworkIdle({ idleTime: 500, timeout: 5_000 }).catch(() => undefined);
      page.off('request', onRequest);
      expect(new URL(page.url()).pathname).toBe('/applet/rec/online/recommend-edit');
      expect(writes).toEqual([]);
    }));

  it('a storefront page with a forged preview token does nothing: no link to the console, no preview', () =>
    withScreenshotOnFailure(merchant.page, 'rec-editor-isolation-token', async () => {
      const { page } = merchant;
      await merchant.openEditor(`pl=H&id=${REC_ID}`);
      const preview = await previewFrame(page, REC_ID);
      const valid = preview.url();
      const forged = new URL(valid);
      forged.searchParams.set('vitrine-preview', `${forged.searchParams.get('vitrine-preview')!.slice(0, -4)}AAAA`);
      // (Re)loads the storefront frame at `url`, counting the penpal messages its page sends the
      // console. The storefront is another site (its own origin per shop), so its frame runs in
      // another process and the page it replaces may still have handshake retries in flight:
      // only handshakes of a connection not seen before the reload count (penpal names each
      // connection's participant in its SYN, the first thing a linking page sends).
      const reloadPreview = async (url: string) => {
        await page.evaluate(() => {
          const w = window as unknown as { previewMessages: number; previewListener?: (e: MessageEvent) => void; previewParticipants?: Set<string> };
          w.previewMessages = 0;
          const known = new Set(w.previewParticipants ?? []);
          w.previewParticipants ??= new Set();
          const frame = document.querySelector('iframe[title="Store preview"]') as HTMLIFrameElement;
          if (w.previewListener) window.removeEventListener('message', w.previewListener);
          w.previewListener = (e: MessageEvent) => {
            const data = e.data as { namespace?: string; participantId?: string };
            if (e.source !== frame.contentWindow || data?.namespace !== 'penpal') return;
            if (!data.participantId) return;
            w.previewParticipants!.add(data.participantId);
            if (!known.has(data.participantId)) w.previewMessages += 1;
          };
          window.addEventListener('message', w.previewListener);
        });
        await page.$eval(
          'iframe[title="Store preview"]',
          (el, u) =>
            new Promise<void>((resolve) => {
              el.addEventListener('load', () => resolve(), { once: true });
              (el as HTMLIFrameElement).src = u;
            }),
          url,
        );
      };
      const previewMessages = () => page.evaluate(() => (window as unknown as { previewMessages: number }).previewMessages);
      // The real token links (the control): its agent speaks to the console.
      const start = Date.now();
      await reloadPreview(valid);
      await page.waitForFunction(() => (window as unknown as { previewMessages: number }).previewMessages > 0, { timeout: 15_000 });
      const linkedAfter = Date.now() - start;
      // The forged one says nothing at all, given twice the time the real one took to speak.
      await reloadPreview(forged.toString());
      await new Promise((resolve) => setTimeout(resolve, Math.max(1_000, 2 * linkedAfter)));
      expect(await previewMessages()).toBe(0);
      const frame = (await (await page.$('iframe[title="Store preview"]'))!.contentFrame())!;
      expect(await frame.evaluate(() => document.querySelector('.preview-bar') === null)).toBe(true);
    }));
});
