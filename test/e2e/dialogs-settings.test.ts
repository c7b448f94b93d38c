import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, screenshot, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { answerTo, MERCHANT, settle, signIn, STAFF, type ApiCall } from './shell-steps';

jest.setTimeout(120_000);

// The calls whose answers the stories wait for before looking for the text they produce.
const SAVE_SITE: ApiCall = { method: 'PATCH', path: /^\/api2\/sites\/[^/]+$/ };
const SAVE_USER: ApiCall = { method: 'PUT', path: /^\/api\/users\/[^/]+$/ };
const SUBSCRIPTIONS: ApiCall = { method: 'GET', path: '/api/extensions/v2/subscriptions' };
const CHANGE_PLAN: ApiCall = { method: 'POST', path: '/api2/shop/rec/action/change-plan' };

const BLOCK_MODIFY = 'Warning - Production Merchant on non-production platform - Operations are disabled';

/** The input or select whose label starts with `label`, inside the open dialog. */
async function fieldId(page: Page, label: string): Promise<string> {
  await page.waitForFunction(
    (text: string) => [...document.querySelectorAll('[role="dialog"] label')].some((l) => l.textContent?.startsWith(text)),
    {},
    label,
  );
  return page.evaluate((text: string) => {
    const found = [...document.querySelectorAll('[role="dialog"] label')].find((l) => l.textContent?.startsWith(text));
    return (found as HTMLLabelElement).htmlFor;
  }, label);
}

async function replaceText(page: Page, label: string, value: string) {
  const id = await fieldId(page, label);
  await page.click(`[id="${id}"]`, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(`[id="${id}"]`, value);
}

async function clickButton(page: Page, text: string) {
  const clicked = await page.evaluate((t: string) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === t && !b.disabled);
    button?.click();
    return Boolean(button);
  }, text);
  if (!clicked) throw new Error(`No enabled button "${text}"`);
}

describe('the settings, Change Site and Plans dialogs', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.stop()]);
  });
  beforeEach(async () => {
    const context = await browser.createBrowserContext();
    page = await context.newPage();
    // A dirty form asks before the page unloads; the stories below leave on purpose.
    page.on('dialog', (dialog) => void dialog.accept());
  });
  afterEach(async () => {
    await page?.browserContext().close();
  });

  it('merchant renames a website and the new name is there after a reload', () =>
    withScreenshotOnFailure(page, 'settings-website-rename', async () => {
      await signIn(page, server, MERCHANT);
      await page.goto(`${server.url}/app/home?site-xid=fjord-knitwear&settings=website`, { waitUntil: 'domcontentloaded' });
      await replaceText(page, 'Name', 'Fjord Knitwear Oslo');
      const saved = await answerTo(page, SAVE_SITE, () => clickButton(page, 'Save'));
      expect(saved.status()).toBe(200);
      await waitForText(page, 'Saved.');
      await page.reload({ waitUntil: 'domcontentloaded' });
      const id = await fieldId(page, 'Name');
      await page.waitForFunction((i: string) => (document.getElementById(i) as HTMLInputElement).value === 'Fjord Knitwear Oslo', {}, id);
    }));

  it('merchant is told the URL needs its protocol and cannot save', () =>
    withScreenshotOnFailure(page, 'settings-website-url', async () => {
      await signIn(page, server, MERCHANT);
      await page.goto(`${server.url}/app/home?site-xid=coastal-living&settings=website`, { waitUntil: 'domcontentloaded' });
      await replaceText(page, 'URL', 'coastal-living.com.au');
      await waitForText(page, 'Please enter a valid URL, including protocol.');
      const saveDisabled = await page.evaluate(() => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Save')?.disabled);
      expect(saveDisabled).toBe(true);
    }));

  it('merchant updates the phone number in Your Profile', () =>
    withScreenshotOnFailure(page, 'settings-profile-phone', async () => {
      await signIn(page, server, MERCHANT);
      await page.goto(`${server.url}/app/home?settings=me`, { waitUntil: 'domcontentloaded' });
      await replaceText(page, 'Phone', '+1 415 555 0100');
      const saved = await answerTo(page, SAVE_USER, () => clickButton(page, 'Save'));
      expect(saved.status()).toBe(200);
      await waitForText(page, 'Saved.');
      const me = await page.evaluate(async () => (await fetch('/api2/auth/')).json());
      expect(me.tel).toBe('+1 415 555 0100');
    }));

  it('staff sees Remove in the subscription details, a merchant does not', () =>
    withScreenshotOnFailure(page, 'settings-billing-remove', async () => {
      await signIn(page, server, MERCHANT);
      await answerTo(page, SUBSCRIPTIONS, () =>
        page.goto(`${server.url}/app/home?site-xid=northwind-kids&settings=billing`, { waitUntil: 'domcontentloaded' }),
      );
      await waitForText(page, 'days left in your trial');
      await waitForText(page, 'Current period ends');
      expect(await page.evaluate(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Remove'))).toBe(false);

      const staff = await (await browser.createBrowserContext()).newPage();
      try {
        await signIn(staff, server, STAFF);
        await answerTo(staff, SUBSCRIPTIONS, () =>
          staff.goto(`${server.url}/app/home?site-xid=northwind-kids&settings=billing`, { waitUntil: 'domcontentloaded' }),
        );
        await waitForText(staff, 'Current period ends');
        await staff.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Remove'));
      } finally {
        await staff.browserContext().close();
      }
    }));

  it('a blocked production merchant is warned as Plans opens, and cannot pick', () =>
    withScreenshotOnFailure(page, 'plans-block-modify', async () => {
      const changes: string[] = [];
      page.on('request', (request) => {
        if (request.method() === CHANGE_PLAN.method && request.url().includes(String(CHANGE_PLAN.path))) changes.push(request.url());
      });
      await signIn(page, server, MERCHANT);
      await page.goto(`${server.url}/app/home?site-xid=harbor-pine&settings=billing`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, 'Change plan');
      await clickButton(page, 'Change plan');
      // Said before any Pick, and every Pick is off: no change-plan call can go out.
      await waitForText(page, BLOCK_MODIFY);
      await page.waitForSelector('[data-plan="enterprise"] button[disabled]', { visible: true });
      await settle(page);
      await screenshot(page, 'plans-block-modify');
      expect(changes).toEqual([]);
    }));

  it('merchant finds a site with the Change Site search and switches to it', () =>
    withScreenshotOnFailure(page, 'change-site-search', async () => {
      await signIn(page, server, MERCHANT);
      await page.goto(`${server.url}/app/home?site-xid=northwind-outfitters`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="site-button"]', { visible: true });
      await page.click('[data-testid="site-button"]');
      await page.waitForSelector('input[type="search"]', { visible: true });
      // offsetHeight: the layout height, whatever the opening animation's scale.
      const rowHeight = await page.$eval('[role="option"]', (row) => (row as HTMLElement).offsetHeight);
      expect(rowHeight).toBe(64);
      await page.type('input[type="search"]', 'sakura');
      await page.waitForFunction(() => document.querySelectorAll('[role="option"]').length === 1);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => new URLSearchParams(location.search).get('site-xid') === 'sakura-tea-house');
      await waitForText(page, 'Sakura Tea House');
    }));
});
