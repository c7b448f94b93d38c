// An email recommendation's copied HTML, as an email program shows it: the HTML the editor
// builds (plugins/recommendations/model/email-html.ts), with the provider's merge tag filled
// in for one recipient, opened in Chromium from another origin (a webmail's). Every slot's
// image is a real PNG from the console's image service, and a slot's link lands on the
// product page of the storefront.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { buildEmailHtml } from '../../plugins/recommendations/model/email-html';
import { seedRecId } from '../../server/seed/recommendations';
import { SEED_SITES } from '../../server/seed/world';
import { launchBrowser } from '../helpers/browser';
import { useSignedInServer } from '../helpers/signed-in';
import { startStaticServer, type StaticServer } from '../helpers/static-server';

jest.setTimeout(120_000);

const northwind = SEED_SITES.find((s) => s.external === 'northwind-outfitters')!;
const live = seedRecId(northwind.id, 'email-best');

describe('a copied email recommendation in a browser', () => {
  const env = useSignedInServer({ env: { ANALYTICS_SEED_SCALE: '0.02' } });
  let browser: Browser;
  let webmail: StaticServer;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-email-'));

  beforeAll(async () => {
    browser = await launchBrowser();
    const res = await env.merchant.get(`/api2/recommendation/${live}?site=${northwind.id}`);
    expect(res.status).toBe(200);
    const doc = res.body as { _id: string; qualifiedName: string; css?: string; widgetOpts: { desktop: Record<string, unknown>; mobile: Record<string, unknown> } };
    // A 3 x 2 grid, and the provider's merge tag as the merchant's provider fills it for one recipient.
    const rec = { id: doc._id, qualifiedName: doc.qualifiedName, css: doc.css, widgetOpts: { desktop: { ...doc.widgetOpts.desktop, tableCols: 3, tableRows: 2, title: 'Picked for you' }, mobile: doc.widgetOpts.mobile } };
    const tag = String(doc.widgetOpts.desktop.providerHash);
    const html = buildEmailHtml({ origin: env.server.url, siteId: northwind.id, rec, mode: 'production' }).split(tag).join(createHash('sha256').update('ada@example.com').digest('hex'));
    fs.writeFileSync(path.join(dir, 'email.html'), `<!doctype html><html><head><meta charset="utf-8"></head><body>${html}</body></html>`);
    webmail = await startStaticServer(dir);
  });
  afterAll(async () => {
    await browser?.close();
    await webmail?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shows a product picture in every slot and links each to its product', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${webmail.url}/email.html`, { waitUntil: 'networkidle0' });
      const images = await page.$$eval('img', (imgs) => imgs.map((img) => ({ complete: img.complete, width: img.naturalWidth, height: img.naturalHeight, src: img.src })));
      expect(images).toHaveLength(6);
      for (const image of images) {
        expect(image).toMatchObject({ complete: true, width: 300 });
        expect(image.height).toBeGreaterThan(300);
      }
      // Six different products: the slots of one email never repeat one.
      const pictures = await Promise.all(images.map((i) => fetch(i.src).then((r) => r.arrayBuffer()).then((b) => Buffer.from(b).toString('base64'))));
      expect(new Set(pictures).size).toBe(6);

      const href = await page.$eval('a', (a) => a.href);
      const product = await page.goto(href, { waitUntil: 'domcontentloaded' });
      expect(product!.status()).toBe(200);
      expect(new URL(page.url()).pathname).toMatch(/^\/products\/[a-z0-9-]+$/);
    } finally {
      await page.close();
    }
  });
});
