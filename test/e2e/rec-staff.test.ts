import type { Page } from 'puppeteer-core';
import { REC_MESSAGES } from '../../plugins/recommendations/model/messages';
import { AGENCY } from '../../plugins/recommendations/ui/staff/agency/messages';
import { OFFERS } from '../../plugins/recommendations/ui/staff/offers/messages';
import { STAFF as STAFF_TEXT } from '../../plugins/recommendations/ui/staff/messages';
import { waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { recordConsoleProblems, signInStaffWithDevMode, textOf, textsOf } from './checkout-steps';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { answerTo, settle, signIn } from './shell-steps';

jest.setTimeout(150_000);

const SOURCE = 'northwind-outfitters';
const TARGET = 'urban-cycle';
const recUrl = (path: string, site = SOURCE) => `/applet/rec/${path}?site-xid=${site}`;

interface Site {
  _id: string;
  external: string;
}
interface Rec {
  _id: string;
  name?: string;
  status: string;
}

/** A call from the page, with its cookies: what the console itself would get. */
const getJson = <T>(page: Page, path: string) =>
  page.evaluate(async (p: string) => {
    const res = await fetch(p, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    return { status: res.status, body: res.ok ? await res.json() : null };
  }, path) as Promise<{ status: number; body: T }>;

async function typeInto(page: Page, selector: string, text: string) {
  await page.click(selector, { clickCount: 3 });
  await page.keyboard.press('Backspace');
  if (text) await page.type(selector, text);
}

/** The strong confirmation: the action unlocks once the site's name is typed. */
async function confirmStrongly(page: Page, word: string) {
  await page.waitForSelector('[data-testid="strong-confirm-input"]', { visible: true });
  expect(await page.$eval('[data-testid="strong-confirm-ok"]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
  await page.type('[data-testid="strong-confirm-input"]', word);
  await page.click('[data-testid="strong-confirm-ok"]');
}

/** The site names down the pinned column, top to bottom (rows are placed by row-index, not DOM order). */
const pinnedNames = (page: Page) =>
  page.$$eval('[data-testid="rec-agency-grid"] .ag-cell[col-id="siteName"]', (cells) =>
    cells
      .map((c) => ({ at: Number(c.closest('.ag-row')?.getAttribute('row-index')), name: (c as HTMLElement).innerText.trim() }))
      .sort((a, b) => a.at - b.at)
      .map((c) => c.name),
  );

/**
 * shell-steps' useConsole, with more time for the server to seed its world: on the shared
 * 2-core machine a fresh seed took 60 s, the default limit. One server per file; a fresh
 * browser profile per story.
 */
function useStaffConsole() {
  const env = {} as { server: RunningServer; browser: Browser; page: Page };
  beforeAll(async () => {
    [env.server, env.browser] = await Promise.all([startServer({ timeoutMs: 180_000 }), launchBrowser()]);
  }, 200_000);
  afterAll(async () => {
    await Promise.allSettled([env.browser?.close(), env.server?.stop()]);
  });
  beforeEach(async () => {
    env.page = await (await env.browser.createBrowserContext()).newPage();
    await env.page.setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    await env.page?.browserContext().close();
  });
  return env;
}

describe('Recommendations staff tools', () => {
  const env = useStaffConsole();

  it('staff set a custom billing plan and remove it with a blank price', () =>
    withScreenshotOnFailure(env.page, 'rec-staff-billing', async () => {
      const { page, server } = env;
      await signInStaffWithDevMode(page, server);
      await page.goto(`${server.url}${recUrl('settings/internal')}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="rec-staff-billing-current"]', { visible: true, timeout: 30_000 });
      await settle(page);

      await typeInto(page, '[data-testid="rec-staff-billing-price"]', '-3');
      await page.click('[data-testid="rec-staff-billing-save"]');
      await waitForText(page, REC_MESSAGES.valueZeroOrGreater);

      await typeInto(page, '[data-testid="rec-staff-billing-price"]', '1200');
      await typeInto(page, '[data-testid="rec-staff-billing-title"]', 'E2E ENTERPRISE');
      await page.click('label:has(> [data-testid="rec-staff-billing-yearly"])');
      await page.click('[data-testid="rec-staff-billing-save"]');
      await page.waitForFunction(
        (t: string) => document.querySelector('[data-testid="rec-staff-billing-current"]')?.textContent === t,
        {},
        STAFF_TEXT.billingOffered('E2E ENTERPRISE', '$1,200 / year'),
      );
      // The merchant's plans list offers it: the plan is stored, not just shown.
      const siteId = (await getJson<Site[]>(page, '/api2/sites')).body.find((s) => s.external === SOURCE)!._id;
      expect(JSON.stringify((await getJson(page, `/api2/plans?site=${siteId}&applet=rec`)).body)).toContain('E2E ENTERPRISE');

      await typeInto(page, '[data-testid="rec-staff-billing-price"]', '');
      await page.click('[data-testid="rec-staff-billing-save"]');
      await waitForText(page, REC_MESSAGES.planRemoved);
      expect(await textOf(page, '[data-testid="rec-staff-billing-current"]')).toBe(STAFF_TEXT.billingNone);
      expect(JSON.stringify((await getJson(page, `/api2/plans?site=${siteId}&applet=rec`)).body)).not.toContain('E2E ENTERPRISE');
    }));

  it('staff clone the recommendations of one site into another and find them on its dashboard', () =>
    withScreenshotOnFailure(env.page, 'rec-staff-clone', async () => {
      const { page, server } = env;
      await signInStaffWithDevMode(page, server);
      await page.goto(`${server.url}${recUrl('settings/internal', TARGET)}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="rec-staff-clone-site"]', { visible: true, timeout: 30_000 });
      await settle(page);
      const sites = (await getJson<Site[]>(page, '/api2/sites')).body;
      const [source, target] = [SOURCE, TARGET].map((x) => sites.find((s) => s.external === x)!._id);
      const from = (await getJson<Rec[]>(page, `/api2/recommendation?site=${source}`)).body.filter((r) => r.status !== 'archived');
      const before = (await getJson<Rec[]>(page, `/api2/recommendation?site=${target}`)).body;

      // The spec's refusals, before any call: no site id, then this very site.
      await page.click('[data-testid="rec-staff-clone-run"]');
      await waitForText(page, REC_MESSAGES.cloneMissingSiteId);
      await typeInto(page, '[data-testid="rec-staff-clone-site"]', target);
      await page.click('[data-testid="rec-staff-clone-run"]');
      await waitForText(page, REC_MESSAGES.cloneSameSite);

      await typeInto(page, '[data-testid="rec-staff-clone-site"]', source);
      const cloned = await answerTo(page, { method: 'POST', path: '/api2/recommendation/clone' }, async () => {
        await page.click('[data-testid="rec-staff-clone-run"]');
        // Cloning over existing recommendations asks first: the strong confirmation.
        if (before.length) await confirmStrongly(page, 'Urban Cycle');
      });
      expect(cloned.status()).toBe(201);
      await waitForText(page, STAFF_TEXT.cloneDone(from.length));

      const after = (await getJson<Rec[]>(page, `/api2/recommendation?site=${target}`)).body;
      expect(after).toHaveLength(before.length + from.length);
      expect(after.filter((r) => r.status === 'production')).toHaveLength(before.filter((r) => r.status === 'production').length);

      // The target's dashboard lists a cloned recommendation by its name.
      const named = from.find((r) => r.name && !before.some((b) => b.name === r.name))!;
      await page.goto(`${server.url}${recUrl('online', TARGET)}`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, named.name!, 30_000);
    }));

  it('staff sort and filter the agency grid, and find the same view after a reload', () =>
    withScreenshotOnFailure(env.page, 'rec-staff-agency', async () => {
      const { page, server } = env;
      const problems = recordConsoleProblems(page);
      await signInStaffWithDevMode(page, server);
      const answered = await answerTo(page, { method: 'GET', path: '/api2/recommendation/agency-info' }, () =>
        page.goto(`${server.url}${recUrl('agency')}`, { waitUntil: 'domcontentloaded' }),
      );
      const total = Object.keys((await answered.json()) as object).length;
      await page.waitForSelector('[data-testid="rec-agency-grid"] .ag-row', { visible: true, timeout: 30_000 });
      expect(await textOf(page, '[data-testid="rec-agency-count"]')).toBe(AGENCY.sites(total, total));
      const ascending = await pinnedNames(page);
      expect(ascending.length).toBeGreaterThan(3);
      expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));

      // Sort by site name, descending (a second click on the sorted header).
      await page.click('[data-testid="rec-agency-grid"] .ag-header-cell[col-id="siteName"] .ag-header-cell-label');
      await page.waitForFunction(
        (first: string) => document.querySelector('.ag-row[row-index="0"] .ag-cell[col-id="siteName"]')?.textContent?.trim() !== first,
        {},
        ascending[0],
      );
      const descending = await pinnedNames(page);
      expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a)));

      // Filter: the search box narrows the rows (any column: here the URL) and the count says so.
      await page.type('[data-testid="rec-agency-search"]', 'fjordknit.no');
      await page.waitForFunction((t: number) => !document.querySelector('[data-testid="rec-agency-count"]')?.textContent?.startsWith(`${t} sites`), {}, total);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="rec-agency-grid"] .ag-cell[col-id="siteName"]').length === 1);
      expect(await pinnedNames(page)).toEqual(['Fjord Knitwear']);
      expect(await textOf(page, '[data-testid="rec-agency-count"]')).toBe(AGENCY.sites(1, total));
      // Cleared, every site is back in the saved order.
      await typeInto(page, '[data-testid="rec-agency-search"]', '');
      await page.waitForFunction((t: number) => document.querySelector('[data-testid="rec-agency-count"]')?.textContent === `${t} sites`, {}, total);

      // Hide a column from the chooser.
      await page.click('[data-testid="rec-agency-columns"]');
      // The chooser slides in: a click during its transition can land beside the box.
      await page.waitForSelector('label:has(> [data-testid="rec-agency-column-siteUrl"])', { visible: true });
      await settle(page);
      await page.click('label:has(> [data-testid="rec-agency-column-siteUrl"])');
      await page.waitForSelector('.ag-header-cell[col-id="siteUrl"]', { hidden: true });
      await page.keyboard.press('Escape');

      // Reload: the sort and the hidden column come back from local storage.
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="rec-agency-grid"] .ag-row', { visible: true, timeout: 30_000 });
      await settle(page);
      expect((await pinnedNames(page)).slice(0, 3)).toEqual(descending.slice(0, 3));
      expect(await page.$('.ag-header-cell[col-id="siteUrl"]')).toBeNull();
      expect(problems.filter((p) => p.includes('AG Grid'))).toEqual([]);
    }));

  it('a merchant never sees the staff pages or their data', () =>
    withScreenshotOnFailure(env.page, 'rec-staff-merchant', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await page.goto(`${server.url}${recUrl('')}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="applet-nav"] a', { visible: true, timeout: 30_000 });
      const nav = await textsOf(page, '[data-testid="applet-nav"] a');
      for (const label of ['Internal Only Settings', 'Agency Stats', 'Provisioning Status', 'Offer bots']) expect(nav).not.toContain(label);

      for (const path of ['agency', 'settings/internal', 'status', 'offer-bots/discounts']) {
        await page.goto(`${server.url}${recUrl(path)}`, { waitUntil: 'domcontentloaded' });
        await settle(page);
        // The address shows why there is nothing, and none of the tools.
        await page.waitForSelector('[data-testid="rec-staff-only"]', { visible: true, timeout: 30_000 });
        for (const testId of ['rec-agency', 'rec-internal-settings', 'rec-provisioning', 'rec-offer-bots']) expect(await page.$(`[data-testid="${testId}"]`)).toBeNull();
      }
      expect((await getJson(page, '/api2/recommendation/agency-info')).status).toBe(403);
      expect((await getJson(page, '/api2/staff-actions')).status).toBe(403);
    }));

  it('staff create a dynamic and a custom discount, see the refusals, and find both in the table', () =>
    withScreenshotOnFailure(env.page, 'rec-staff-discounts', async () => {
      const { page, server } = env;
      await signInStaffWithDevMode(page, server);
      await page.goto(`${server.url}${recUrl('offer-bots/discounts')}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="rec-dynamic-create"]', { visible: true, timeout: 30_000 });
      await settle(page);

      // Dynamic: nothing filled in, every field says what it needs; a bad percentage is refused.
      await page.click('[data-testid="rec-dynamic-create"]');
      await waitForText(page, OFFERS.needsValue(OFFERS.fields.title));
      for (const field of [OFFERS.fields.external, OFFERS.fields.percentage]) await waitForText(page, OFFERS.needsValue(field));
      await page.type('[data-testid="rec-dynamic-title"]', 'E2E bot 15');
      await page.type('[data-testid="rec-dynamic-external"]', 'E2EBOT');
      await page.type('[data-testid="rec-dynamic-percentage"]', '150');
      await page.click('[data-testid="rec-dynamic-create"]');
      await waitForText(page, OFFERS.percentageRange);
      await typeInto(page, '[data-testid="rec-dynamic-percentage"]', '15');
      const dynamic = await answerTo(page, { method: 'POST', path: '/api2/shop/rec/action/discount' }, () => page.click('[data-testid="rec-dynamic-create"]'));
      expect(dynamic.status()).toBe(200);
      await waitForText(page, OFFERS.created('E2E bot 15'));

      // Custom: a kind and its JSON are both needed, and the JSON must parse.
      await page.click('[data-testid="rec-custom-create"]');
      await waitForText(page, OFFERS.needsBoth);
      await page.select('[data-testid="rec-custom-kind"]', 'auto_bxgy');
      await page.type('[data-testid="rec-custom-json"]', '{"title": ');
      await page.click('[data-testid="rec-custom-create"]');
      await waitForText(page, 'The discount is not valid JSON');
      await typeInto(page, '[data-testid="rec-custom-json"]', '{"title": "E2E buy 3 get 1", "summary": "Buy 3, get 1 free"}');
      const custom = await answerTo(page, { method: 'POST', path: '/api2/shop/rec/action/customDiscount' }, () => page.click('[data-testid="rec-custom-create"]'));
      expect(custom.status()).toBe(200);

      // The table lists both, each with its kind of discount.
      await page.waitForFunction(() => {
        const rows = Array.from(document.querySelectorAll('[data-testid="rec-discount-row"]')).map((r) => r.textContent ?? '');
        return rows.some((r) => r.includes('E2E bot 15')) && rows.some((r) => r.includes('E2E buy 3 get 1'));
      });
      const rows = await textsOf(page, '[data-testid="rec-discount-row"]');
      expect(rows.find((r) => r.includes('E2E bot 15'))).toContain('DiscountCodeBasic');
      expect(rows.find((r) => r.includes('E2E buy 3 get 1'))).toContain('DiscountAutomaticBxgy');
    }));

  it("staff reset a site after typing its name, and find it in the site's staff action log", () =>
    withScreenshotOnFailure(env.page, 'rec-staff-log', async () => {
      const { page, server } = env;
      await signInStaffWithDevMode(page, server);
      await page.goto(`${server.url}${recUrl('settings/internal', TARGET)}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="rec-staff-log"]', { visible: true, timeout: 30_000 });
      await settle(page);
      const before = (await page.$$('[data-testid="rec-staff-log-row"]')).length;

      await page.click('[data-testid="rec-staff-reset-run"]');
      const reset = await answerTo(page, { method: 'POST', path: '/api2/recommendation/site-reset' }, () => confirmStrongly(page, 'Urban Cycle'));
      expect(reset.status()).toBe(200);
      // Newest first: the reset heads the log, by the signed-in staff member.
      // By its content, not a count: the log may still be loading older rows when it is counted.
      await page.waitForFunction((n: number) => {
        const rows = document.querySelectorAll('[data-testid="rec-staff-log-row"]');
        return rows.length > n && rows[0].querySelectorAll('td')[2]?.textContent === 'Site reset';
      }, {}, before);
      const first = await page.$eval('[data-testid="rec-staff-log-row"]', (row) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent));
      expect(first.slice(1, 3)).toEqual(['staff@vitrine.dev', 'Site reset']);
    }));
});
