// Money and irreversible actions ask first and say what happened (issue 16, items 1 and 2), in a
// real browser against the demo shop platform.
import type { Page } from 'puppeteer-core';
import { waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { answerTo, MERCHANT, settle, signIn, sleep, STAFF, useConsole } from './shell-steps';

jest.setTimeout(120_000);

/** Every state-changing call to the backend the page makes, as "METHOD /path". */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api')) writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return writes;
}

/** `within`: an XPath step to the container, for a name that shows twice (the Alert's "Change plan"). */
const clickButton = async (page: Page, name: string, within = '') => {
  await settle(page);
  // The button may still be loading (disabled) or opening: wait until it can be clicked.
  const button = await page.waitForSelector(`xpath/.${within}//button[normalize-space(.)="${name}" or @aria-label="${name}"][not(@disabled)]`, { visible: true, timeout: 15_000 });
  await button!.click();
};
const IN_ALERT = '//*[contains(concat(" ", @class, " "), " bp6-alert ")]';

describe('money-safe actions', () => {
  const env = useConsole();

  it('a Pick on a cheaper plan asks first, naming both plans and prices; Cancel sends nothing; Change plan says what happened', () =>
    withScreenshotOnFailure(env.page, 'plans-confirm-downgrade', async () => {
      const { page, server } = env;
      const writes = recordWrites(page);
      await signIn(page, server, MERCHANT);
      await page.goto(`${server.url}/app/home?site-xid=alpine-threads&settings=billing`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, 'MERCHANDIZE');
      await clickButton(page, 'Change plan');
      await page.waitForSelector('[data-plan="free"] button', { visible: true });
      await clickButton(page, 'Pick FREE STARTER');
      await waitForText(page, 'Change your plan from MERCHANDIZE ($195 / month) to FREE STARTER (Free)?');
      await clickButton(page, 'Cancel', IN_ALERT);
      await sleep(500);
      expect(writes).toEqual([]);

      await clickButton(page, 'Pick FREE STARTER');
      await waitForText(page, 'Change your plan from MERCHANDIZE');
      const changed = await answerTo(page, { method: 'POST', path: '/api2/shop/rec/action/change-plan' }, () => clickButton(page, 'Change plan', IN_ALERT));
      expect(changed.status()).toBe(200);
      // The page reloads; the snackbar on the page that comes back says what happened.
      await waitForText(page, 'Your plan is now FREE STARTER.', 30_000);
      expect(writes).toEqual(['POST /api2/shop/rec/action/change-plan']);

      // A paid plan is approved on the shop platform: the console says it only once back, from
      // the plan the site is on then (not from what was asked before leaving).
      await clickButton(page, 'Change plan');
      await clickButton(page, 'Pick PERSONALIZE');
      await waitForText(page, 'Change your plan from FREE STARTER (Free) to PERSONALIZE ($595 / month)?');
      await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), clickButton(page, 'Change plan', IN_ALERT)]);
      expect(new URL(page.url()).pathname).toBe('/api2/shop/demo/charge');
      await waitForText(page, 'Subscription approved');
      await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.locator('xpath///a[normalize-space(.)="Return to Vitrine"]').click()]);
      await waitForText(page, 'Your plan is now PERSONALIZE.', 30_000);
    }));

  it("staff Remove cancels a subscription only once its name is typed, and confirms with a snackbar", () =>
    withScreenshotOnFailure(env.page, 'subscription-remove-typed', async () => {
      const { page, server } = env;
      const writes = recordWrites(page);
      await signIn(page, server, STAFF);
      await page.goto(`${server.url}/app/home?site-xid=northwind-kids&settings=billing`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, 'Current period ends', 30_000);
      const name = await page.$eval('[data-subscription-id] strong', (el) => el.textContent ?? '');
      await clickButton(page, 'Remove');
      await waitForText(page, `Cancel the subscription "${name}" on the shop platform?`);
      await sleep(500);
      expect(writes).toEqual([]);
      // The action stays off until the name is typed exactly.
      const confirmOff = () => page.$eval('xpath/.//button[normalize-space(.)="Remove subscription"]', (b) => (b as HTMLButtonElement).disabled);
      expect(await confirmOff()).toBe(true);
      await page.type(`xpath/.//input[@id=//label[normalize-space(.)="Type ${name} to confirm"]/@for]`, name.slice(0, -1));
      await page.keyboard.press('Enter');
      await sleep(300);
      expect(await confirmOff()).toBe(true);
      expect(writes).toEqual([]);
      await page.type(`xpath/.//input[@id=//label[normalize-space(.)="Type ${name} to confirm"]/@for]`, name.slice(-1));
      expect(await confirmOff()).toBe(false);
      const removed = await answerTo(page, { method: 'DELETE', path: '/api/extensions/v2/subscriptions' }, () => clickButton(page, 'Remove subscription'));
      expect(removed.status()).toBe(200);
      await waitForText(page, `Subscription "${name}" cancelled.`);
      expect(writes).toEqual(['DELETE /api/extensions/v2/subscriptions']);
    }));
});
