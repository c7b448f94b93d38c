import type { Page } from 'puppeteer-core';
import { ADD, GALLERY, INFO_PAGES } from '../../plugins/recommendations/ui/gallery/messages';
import { withScreenshotOnFailure } from '../helpers/browser';
import { textOf, waitForPage } from './checkout-steps';
import { answerTo, clickText, settle, signIn, useConsole } from './shell-steps';

jest.setTimeout(90_000);

const SITE = 'northwind-outfitters';
const recUrl = (path: string) => `/applet/rec/${path}?site-xid=${SITE}`;

interface Rec {
  _id: string;
  template?: string | null;
  status: string;
}

const countIs = (page: Page, n: number) =>
  page.waitForFunction((want: string) => document.querySelector('[data-testid="rec-gallery-count"]')?.textContent === want, {}, GALLERY.count(n));

async function cardsShown(page: Page): Promise<string[]> {
  return page.$$eval('[data-template]', (els) => els.map((el) => (el as HTMLElement).dataset.template!));
}

describe('Recommendations gallery', () => {
  const env = useConsole();

  it('merchant filters the gallery and adds a template already in use as a new recommendation', () =>
    withScreenshotOnFailure(env.page, 'rec-gallery-add', async () => {
      const { page, server } = env;
      await signIn(page, server);
      const listed = await answerTo(page, { method: 'GET', path: '/api2/recommendation' }, () =>
        page.goto(`${server.url}${recUrl('gallery')}`, { waitUntil: 'domcontentloaded' }),
      );
      const recs = (await listed.json()) as Rec[];
      const inUse = recs.filter((r) => r.template === 'new-arrivals' && r.status !== 'archived');
      expect(inUse.length).toBeGreaterThan(0);
      await page.waitForSelector('[data-testid="rec-gallery-count"]', { visible: true });

      // The staff-only templates (hidden, or with an asterisk) are not there for a merchant.
      await page.click('[data-testid="rec-layout-list"]');
      await page.waitForSelector('[data-testid="rec-gallery-list"]');
      const all = await cardsShown(page);
      expect(all).toEqual(expect.arrayContaining(['best-sellers', 'new-arrivals', 'bot-free-shipping-bar']));
      expect(all).not.toContain('manual-picks');
      expect(all).not.toContain('checkout-upsell');
      await countIs(page, all.length);

      // Discover, then "arrivals": one template left, marked as in use.
      await page.click('[data-testid="rec-layout-grid"]');
      await page.select('[data-testid="rec-filter-purpose"]', 'discover');
      await countIs(page, 3);
      await page.type('[data-testid="rec-filter-text"]', 'arrivals');
      await countIs(page, 1);
      expect(await cardsShown(page)).toEqual(['new-arrivals']);
      // The filters are in the address (back from the editor shows the same), the site too.
      const query = new URL(page.url()).searchParams;
      expect([query.get('purpose'), query.get('q'), query.get('site-xid')]).toEqual(['discover', 'arrivals', SITE]);
      expect(await textOf(page, '[data-testid="rec-template-new-arrivals"] [data-testid="rec-template-in-use"]')).toBe(GALLERY.instances(inUse.length));

      // Adding it asks first: Cancel, Add New or View Existing, the last one the default.
      await page.click('[data-testid="rec-template-new-arrivals"] [data-testid="rec-template-add"]');
      await page.waitForSelector('[data-testid="rec-existing-dialog"] button', { visible: true });
      expect(await page.$$eval('[data-testid="rec-existing-dialog"] button', (els) => els.map((el) => (el as HTMLElement).innerText))).toEqual([
        ADD.cancel,
        ADD.addNew,
        ADD.viewExisting,
      ]);
      expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)).toBe('rec-existing-view');

      // Add New, then the page: Home. The new recommendation opens in the editor.
      await settle(page);
      await page.click('[data-testid="rec-existing-add-new"]');
      await page.waitForSelector('[data-testid="rec-page-H"]', { visible: true });
      await settle(page);
      const created = await answerTo(page, { method: 'POST', path: '/api2/recommendation/create' }, () => page.click('[data-testid="rec-page-H"]'));
      expect(created.status()).toBe(201);
      const doc = (await created.json()) as Rec & { place: string; kind: string };
      expect(doc).toMatchObject({ template: 'new-arrivals', place: 'H', status: 'initial' });
      expect(inUse.map((r) => r._id)).not.toContain(doc._id);
      await waitForPage(page, '/applet/rec/online/recommend-edit', { id: doc._id, pl: 'H' });
    }));

  it('merchant presses Add on the dashboard, picks the Cart tab and opens the recommendation already made from a template', () =>
    withScreenshotOnFailure(env.page, 'rec-gallery-dashboard-add', async () => {
      const { page, server } = env;
      await signIn(page, server);
      const listed = await answerTo(page, { method: 'GET', path: '/api2/recommendation' }, () =>
        page.goto(`${server.url}${recUrl('online')}`, { waitUntil: 'domcontentloaded' }),
      );
      const recs = (await listed.json()) as Array<Rec & { place: string; created?: string }>;
      const made = recs.filter((r) => r.template === 'bought-together' && r.status !== 'archived');
      expect(made.length).toBeGreaterThan(0);
      await page.waitForSelector('[data-testid="rec-add"]', { visible: true });
      await settle(page);
      await page.click('[data-testid="rec-add"]');
      await page.waitForSelector('[data-testid="rec-add-recommendation"] [role="tab"]', { visible: true });
      const tabs = await page.$$eval('[data-testid="rec-add-recommendation"] [role="tab"]', (els) => els.map((el) => (el as HTMLElement).innerText));
      expect(tabs.slice(0, 3)).toEqual([ADD.all, 'Home', 'Collection']);
      await settle(page);
      await clickText(page, '[data-testid="rec-add-recommendation"] [role="tab"]', 'Cart');
      await page.waitForSelector('[data-testid="rec-add-templates"] [data-testid="rec-template-bought-together"]', { visible: true });
      await page.click('[data-testid="rec-template-bought-together"] [data-testid="rec-template-add"]');
      await page.waitForSelector('[data-testid="rec-existing-view"]', { visible: true });
      await settle(page);
      // Enter takes the default, View Existing: the newest recommendation from the template opens.
      await page.keyboard.press('Enter');
      const newest = made[made.length - 1];
      await waitForPage(page, '/applet/rec/online/recommend-edit', { id: newest._id, pl: newest.place });
    }));

  it('merchant reads the supported themes and integrations, and has no editions preview', () =>
    withScreenshotOnFailure(env.page, 'rec-gallery-info', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await page.goto(`${server.url}${recUrl('themes')}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="rec-info-theme-dawn"] [data-testid="rec-info-www"]', { visible: true });
      expect(await page.$eval('[data-testid="rec-info-theme-dawn"] a', (a) => [(a as HTMLAnchorElement).href, (a as HTMLAnchorElement).target])).toEqual([
        'https://themes.shopify.com/themes/dawn',
        '_blank',
      ]);
      await page.goto(`${server.url}${recUrl('integrations')}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="rec-info-integration-klaviyo"]', { visible: true });
      await page.goto(`${server.url}${recUrl('settings/editions')}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="rec-editions-staff-only"]', { visible: true });
      expect(await textOf(page, '[data-testid="rec-editions-staff-only"]')).toBe(INFO_PAGES.editionsStaffOnly);
      expect(await page.$('[data-testid^="rec-edition-edition-"]')).toBeNull();
    }));
});
