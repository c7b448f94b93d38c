// Steps the Checkout Zen (chk) e2e stories share (not a test file: jest only runs *.test.ts).
import type { HTTPRequest, Page } from 'puppeteer-core';
import { waitForText } from '../helpers/browser';
import type { RunningServer } from '../helpers/server';
import { clickText, openUserMenu, settle, signIn, STAFF } from './shell-steps';

/** A scored site of the demo world and one with under 100 orders (spec §4 data status). */
export const SCORED_SITE = 'northwind-outfitters';
export const NEW_SITE = 'fjord-knitwear';

/** `/applet/chk/<path>?site-xid=<site>[&query]`: the address of a chk page. */
export function chkUrl(path: string, site: string, query = ''): string {
  const sub = path ? `/${path}` : '';
  return `/applet/chk${sub}?site-xid=${site}${query ? `&${query}` : ''}`;
}

/**
 * Waits until the page is at `pathname` with (at least) these query parameters, in any order:
 * the console adds site-xid where the applet's link put it.
 */
export async function waitForPage(page: Page, pathname: string, params: Record<string, string>, timeout = 15_000): Promise<void> {
  try {
    await page.waitForFunction(
      (p: string, want: Record<string, string>) => {
        const query = new URLSearchParams(location.search);
        return location.pathname === p && Object.entries(want).every(([k, v]) => query.get(k) === v);
      },
      { timeout },
      pathname,
      params,
    );
  } catch {
    throw new Error(`Timed out after ${timeout} ms waiting for ${pathname} with ${JSON.stringify(params)}; the page is at ${page.url()}`);
  }
}

/** Opens a chk page the way a bookmarked link does and waits for the applet around it. */
export async function openChk(page: Page, server: RunningServer, path: string, site: string, query = ''): Promise<void> {
  await page.goto(`${server.url}${chkUrl(path, site, query)}`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="applet-frame"][data-applet="chk"]', { visible: true });
}

/** The visible text of the first element of `selector` (waits for it to be visible). */
export async function textOf(page: Page, selector: string, timeout = 15_000): Promise<string> {
  await page.waitForSelector(selector, { visible: true, timeout });
  return page.$eval(selector, (el) => (el as HTMLElement).innerText.trim());
}

/** The visible texts of every element of `selector`. */
export function textsOf(page: Page, selector: string): Promise<string[]> {
  // SVG text (chart labels) has no innerText.
  return page.$$eval(selector, (els) => els.map((el) => ((el as HTMLElement).innerText ?? el.textContent ?? '').trim()));
}

/** Waits until no element inside `selector` is a Blueprint skeleton (the data has arrived). */
export async function waitForLoaded(page: Page, selector: string, timeout = 20_000): Promise<void> {
  await page.waitForSelector(selector, { visible: true, timeout });
  await page.waitForFunction(
    (s: string) => {
      const root = document.querySelector(s);
      return root !== null && !root.classList.contains('bp6-skeleton') && root.querySelector('.bp6-skeleton') === null;
    },
    { timeout },
    selector,
  );
}

/** Waits until `selector`'s visible text matches `pattern`, and returns the text. */
export async function waitForMatch(page: Page, selector: string, pattern: RegExp, timeout = 15_000): Promise<string> {
  try {
    await page.waitForFunction(
      (s: string, source: string, flags: string) => {
        const el = document.querySelector<HTMLElement>(s);
        return el !== null && new RegExp(source, flags).test(el.innerText.trim());
      },
      { timeout },
      selector,
      pattern.source,
      pattern.flags,
    );
  } catch {
    const seen = await page.$eval(selector, (el) => (el as HTMLElement).innerText).catch(() => '(no such element)');
    throw new Error(`Timed out waiting for ${selector} to match ${pattern}; it reads: ${seen}`);
  }
  return textOf(page, selector);
}

/** Waits until nothing matches `selector` any more (or never did). */
export async function waitForGone(page: Page, selector: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((s: string) => document.querySelector(s) === null, { timeout }, selector);
}

/** Texts of the first cell of each body row of the table inside `selector`. */
export function firstColumn(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(`${selector} tbody tr`, (rows) => rows.map((r) => (r.querySelector('td') as HTMLElement | null)?.innerText.trim() ?? ''));
}

/** Header texts of the table inside `selector`. */
export function headers(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(`${selector} thead th`, (ths) => ths.map((th) => (th as HTMLElement).innerText.trim()));
}

/** Every GraphQL operation the page posts, in order (query text and variables). */
export function recordGraphql(page: Page): { query: string; variables: Record<string, unknown> }[] {
  const seen: { query: string; variables: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/graphql')) return;
    try {
      const body = JSON.parse(request.postData() ?? '{}') as { query?: string; variables?: Record<string, unknown> };
      seen.push({ query: body.query ?? '', variables: body.variables ?? {} });
    } catch {
      seen.push({ query: request.postData() ?? '', variables: {} });
    }
  });
  return seen;
}

/** Collects the texts of the page's console errors and warnings from now on. */
export function recordConsoleProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') seen.push(message.text());
  });
  return seen;
}

/**
 * Holds every /graphql POST whose body contains `marker` until release() is called; the rest
 * passes. Call before the page asks, and release before the story ends.
 */
export async function holdGraphql(page: Page, marker: string): Promise<{ held(): number; release(): void }> {
  const waiting: HTTPRequest[] = [];
  let released = false;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    const isHeld = !released && request.method() === 'POST' && request.url().includes('/graphql') && (request.postData() ?? '').includes(marker);
    if (isHeld) waiting.push(request);
    else void request.continue();
  });
  return {
    held: () => waiting.length,
    release() {
      released = true;
      for (const request of waiting.splice(0)) void request.continue();
    },
  };
}

/** Signs staff in and switches DevMode on in the user menu, as staff do. */
export async function signInStaffWithDevMode(page: Page, server: RunningServer): Promise<void> {
  await signIn(page, server, STAFF);
  await page.waitForSelector('[data-testid="user-menu"]', { visible: true });
  await openUserMenu(page);
  const on = await page.$eval('[data-testid="devmode-switch"]', (input) => (input as HTMLInputElement).checked);
  // The input is Blueprint's hidden control: people click its label, the visible switch.
  if (!on) await page.click('label:has(> [data-testid="devmode-switch"])');
  await page.waitForFunction(() => localStorage.getItem('h40_devMode') === 'true');
  await page.keyboard.press('Escape');
  await settle(page);
}

/** Clicks a left-navigation link of the applet by its text. */
export async function clickNav(page: Page, label: string): Promise<void> {
  await clickText(page, '[data-testid="applet-nav"] a', label);
}

/** Picks a site in the header's Change Site dialog. */
export async function changeSite(page: Page, siteName: string): Promise<void> {
  await page.waitForSelector('[data-testid="site-button"]', { visible: true });
  await settle(page);
  await page.click('[data-testid="site-button"]');
  await page.waitForSelector('[role="dialog"]', { visible: true });
  await clickText(page, '[role="dialog"] [role="option"], [role="dialog"] button, [role="dialog"] li', siteName);
  await page.waitForSelector('[role="dialog"]', { hidden: true });
  await waitForText(page, siteName);
}

/** Parses '1,234', '$1,234', 'NOK 963', '−5.6%' into a number (NaN if there is none). */
export function numberIn(text: string): number {
  const match = text.replace(/−/g, '-').replace(/,/g, '').match(/-?\d+(\.\d+)?/);
  return match ? Number(match[0]) : Number.NaN;
}
