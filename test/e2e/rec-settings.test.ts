import type { Page } from 'puppeteer-core';
import { SEED_SITES } from '../../server/seed/world';
import { withScreenshotOnFailure } from '../helpers/browser';
import { holdNobodyOut } from '../helpers/holdout';
import { httpClient } from '../helpers/http';
import { signInAs } from '../helpers/signed-in';
import { waitForLoaded } from './checkout-steps';
import { answerTo, MERCHANT, signIn, STAFF, useConsole } from './shell-steps';

jest.setTimeout(180_000);

const SITE = 'northwind-outfitters';
const settingsUrl = (path: string) => `/applet/rec/settings${path ? `/${path}` : ''}?site-xid=${SITE}`;
const PRODUCT = '[data-vitrine-rec] .vitrine-product';

/** The product ids the shop's home page recommends right now, in a fresh page of the same browser. */
async function recommendedOnHome(page: Page, storefrontUrl: string): Promise<string[]> {
  const shop = await page.browserContext().newPage();
  try {
    // The shop's configured origin (by host name): the only one the delivery endpoint answers.
    await shop.goto(`${storefrontUrl.replace('127.0.0.1', 'localhost')}/?shop=${SITE}`, { waitUntil: 'networkidle0' });
    await shop.waitForSelector(PRODUCT, { timeout: 30_000 });
    return await shop.$$eval(PRODUCT, (els) => els.map((el) => (el as HTMLElement).dataset.productId ?? ''));
  } finally {
    await shop.close();
  }
}

describe('Recommendations settings', () => {
  const env = useConsole();

  it('merchant excludes a product in Data Config and the storefront stops showing it', () =>
    withScreenshotOnFailure(env.page, 'rec-settings-data-rule', async () => {
      const { page, server } = env;
      await holdNobodyOut(await signInAs(httpClient(server), STAFF), SEED_SITES.find((s) => s.external === SITE)!.id);
      await signIn(page, server);
      const before = await recommendedOnHome(page, server.storefrontUrl);
      const excluded = before[0];
      expect(excluded).toBeTruthy();

      await page.goto(`${server.url}${settingsUrl('engine')}`, { waitUntil: 'domcontentloaded' });
      await waitForLoaded(page, '[data-testid="rec-rule-excludeItems"]');
      // Typed like a list a merchant pastes: the field saves itself once typing pauses.
      const saved = await answerTo(page, { method: 'PATCH', path: '/api2/site-settings' }, async () => {
        await page.click('[data-testid="rec-rule-excludeItems"]');
        await page.keyboard.type(`${excluded},\n`);
      });
      expect(saved.status()).toBe(200);
      expect(((await saved.json()) as { excludeItemsArray: string[] }).excludeItemsArray).toEqual([excluded]);
      await page.waitForFunction(() => document.querySelector('[data-testid="rec-settings-status"]')?.textContent === 'Saved');

      const after = await recommendedOnHome(page, server.storefrontUrl);
      expect(after.length).toBeGreaterThan(0);
      expect(after).not.toContain(excluded);
    }));

  it('a JavaScript syntax error in Custom CSS and JavaScript is refused with its line and column, and nothing is saved', () =>
    withScreenshotOnFailure(env.page, 'rec-settings-js-syntax', async () => {
      const { page, server } = env;
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      page.on('pageerror', (error) => logged.push(String(error)));
      await signIn(page, server, MERCHANT);
      await page.goto(`${server.url}${settingsUrl('code')}`, { waitUntil: 'domcontentloaded' });
      await waitForLoaded(page, '[data-testid="rec-code"]');
      await page.click('#rec-code-tabs [role="tab"][data-tab-id="js"], [role="tab"][data-tab-id="js"]');
      await page.waitForSelector('.monaco-editor .view-lines', { visible: true, timeout: 60_000 });
      await page.click('.monaco-editor .view-lines');
      // monaco closes the brackets as they are typed: what is stored would be `function broken( { return 1;})`.
      await page.keyboard.type('function broken( { return 1;');
      await page.waitForFunction(() => document.querySelector('.monaco-editor .view-lines')?.textContent?.includes('broken('));
      await page.click('[data-testid="rec-code-save"]');
      const error = await page.waitForSelector('[data-testid="rec-code-script-error"]', { visible: true });
      expect(await error!.evaluate((el) => (el as HTMLElement).innerText)).toMatch(/\(line 1, column \d+\)/);
      // Nothing was stored: the saved document's JS is what it was.
      const doc = await page.evaluate(async (site) => {
        const sites = (await (await fetch('/api2/sites')).json()) as Array<{ _id: string; external: string }>;
        const id = sites.find((s) => s.external === site)!._id;
        return (await fetch(`/api2/applet?site=${id}&applet=rec`)).json();
      }, SITE);
      expect(String(doc?.personalize_js ?? '')).not.toContain('broken(');
      expect(logged.filter((text) => text.includes('UNKNOWN service'))).toEqual([]);
    }));

  it('a merchant sees no internal tools on Application and Theme and Styling', () =>
    withScreenshotOnFailure(env.page, 'rec-settings-staff-only', async () => {
      const { page, server } = env;
      await signIn(page, server, MERCHANT);
      await page.goto(`${server.url}${settingsUrl('')}`, { waitUntil: 'domcontentloaded' });
      await waitForLoaded(page, '[data-testid="rec-check-and-fix"]');
      expect(await page.$('[data-testid="rec-staff-tools"]')).toBeNull();
      const text = await page.$eval('[data-testid="rec-application"]', (el) => (el as HTMLElement).innerText);
      for (const label of ['Admin Uninstall and Cleanup', 'Uninstall App', 'Clean Uninstall']) expect(text).not.toContain(label);
      await page.goto(`${server.url}${settingsUrl('theme')}`, { waitUntil: 'domcontentloaded' });
      await waitForLoaded(page, '[data-testid="rec-card-type"]');
      for (const id of ['rec-title-wrapper', 'rec-stylesheet', 'rec-native-card']) expect(await page.$(`[data-testid="${id}"]`)).toBeNull();
    }));

  it('staff in dev mode get the uninstall tools and the stylesheet control', () =>
    withScreenshotOnFailure(env.page, 'rec-settings-staff', async () => {
      const { page, server } = env;
      // DevMode is the staff member's own switch (user menu), kept in local storage.
      await page.evaluateOnNewDocument(() => localStorage.setItem('h40_devMode', 'true'));
      await signIn(page, server, STAFF);
      await page.goto(`${server.url}${settingsUrl('')}`, { waitUntil: 'domcontentloaded' });
      await waitForLoaded(page, '[data-testid="rec-staff-tools"]');
      await page.goto(`${server.url}${settingsUrl('theme')}`, { waitUntil: 'domcontentloaded' });
      await waitForLoaded(page, '[data-testid="rec-stylesheet"]');
    }));
});
