// Issue 26 §2 in a real browser: a visitor the server puts in the holdout's baseline sees no
// recommendation on any page, from the first paint (no widget is ever inserted, so nothing
// flickers), on every visit; a treatment visitor on the same pages sees the widgets.
import crypto from 'node:crypto';
import type { Browser, Page } from 'puppeteer-core';
import type { DeliveryPayload } from '../../sdk/sandbox/delivery';
import { seedRecId } from '../../server/seed/recommendations';
import { DEMO_SITE_ID } from '../../server/seed/world';
import { launchBrowser, withScreenshotOnFailure } from '../helpers/browser';
import { httpClient, type HttpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { signInAs, STAFF } from '../helpers/signed-in';

jest.setTimeout(180_000);

const PAGES = ['/', '/products/featured', '/collections/all', '/cart'];
const HOME_WIDGET = `[data-vitrine-rec="${seedRecId(DEMO_SITE_ID, 'home-best-sellers')}"]`;

declare global {
  interface Window {
    /** Widgets the page ever had inserted (recorded from before the tag runs). */
    __insertedWidgets?: string[];
  }
}

describe('the holdout on the storefront', () => {
  let server: RunningServer;
  let browser: Browser;
  let staff: HttpClient;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { ANALYTICS_SEED_SCALE: '0.02' } }), launchBrowser()]);
    staff = await signInAs(httpClient(server), STAFF);
    const holdout = (await staff.get(`/api2/recommendation/holdout?site=${DEMO_SITE_ID}`)).body;
    expect((await staff.put('/api2/recommendation/holdout', { site: DEMO_SITE_ID, sharePct: 50, __v: holdout.__v })).status).toBe(200);
  });
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.stop()]);
  });

  // The shop's configured origin (by host name): the only one the delivery endpoint grants CORS access.
  const shopUrl = () => server.storefrontUrl.replace('127.0.0.1', 'localhost');

  /** The arm the server gives a visitor id, as the tag would ask for it. */
  const armOf = async (visitor: string) => {
    const res = await fetch(`${server.url}/delivery/v1/${DEMO_SITE_ID}/recs?place=H&ff=desktop&visitor=${visitor}`);
    return ((await res.json()) as DeliveryPayload).arm;
  };
  /** A visitor id (the storefront's cookie format) the server puts in `arm`. */
  const visitorIn = async (arm: 'baseline' | 'treatment') => {
    for (let i = 0; i < 200; i++) {
      const id = crypto.randomBytes(16).toString('hex');
      if ((await armOf(id)) === arm) return id;
    }
    throw new Error(`no visitor in the ${arm} arm after 200 tries`);
  };

  /** A fresh browser of `visitor`: their cookie is set, and every widget inserted is recorded. */
  async function shopperPage(visitor: string): Promise<Page> {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.setCookie({ name: 'vitrine_vid', value: visitor, url: shopUrl() });
    await page.evaluateOnNewDocument(() => {
      window.__insertedWidgets = [];
      new MutationObserver((records) => {
        for (const r of records) {
          for (const node of r.addedNodes) {
            if (!(node instanceof Element)) continue;
            for (const el of [node, ...node.querySelectorAll('[data-vitrine-rec]')]) {
              const id = el.getAttribute('data-vitrine-rec');
              if (id) window.__insertedWidgets!.push(id);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    return page;
  }

  /** Opens `path` and waits until the tag has its answer and has drawn what it will draw. */
  async function visit(page: Page, path: string): Promise<DeliveryPayload> {
    await page.goto(`${shopUrl()}${path}`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => !!window.__vitrineTag?.rendered);
    return page.evaluate(() => window.__vitrineTag!.rendered!.then((payload) => JSON.parse(JSON.stringify(payload))));
  }

  it('a baseline visitor sees no widget on any page, twice over; a treatment visitor sees them', async () => {
    const [baseline, treatment] = await Promise.all([visitorIn('baseline'), visitorIn('treatment')]);

    const held = await shopperPage(baseline);
    await withScreenshotOnFailure(held, 'holdout-baseline', async () => {
      for (const round of [1, 2]) {
        for (const path of PAGES) {
          const payload = await visit(held, path);
          expect({ round, path, arm: payload.arm, recommendations: payload.recommendations.length }).toEqual({ round, path, arm: 'baseline', recommendations: 0 });
          expect({ round, path, widgets: await held.$$eval('[data-vitrine-rec]', (els) => els.length) }).toEqual({ round, path, widgets: 0 });
          // Never inserted, then removed: nothing drawn at any moment.
          expect({ round, path, inserted: await held.evaluate(() => window.__insertedWidgets) }).toEqual({ round, path, inserted: [] });
        }
      }
      // The tag kept the server's visitor id: the arm is that visitor's.
      expect(await held.evaluate(() => window.__vitrineTag?.ctx && document.cookie)).toContain(`vitrine_vid=${baseline}`);
    });
    await held.browserContext().close();

    const shown = await shopperPage(treatment);
    await withScreenshotOnFailure(shown, 'holdout-treatment', async () => {
      const payload = await visit(shown, '/');
      expect(payload.arm).toBe('treatment');
      await shown.waitForSelector(HOME_WIDGET);
      expect(await shown.$$eval(`${HOME_WIDGET} .vitrine-product`, (els) => els.length)).toBeGreaterThanOrEqual(4);
    });
    await shown.browserContext().close();
  });
});
