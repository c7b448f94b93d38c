// Steps the shell's e2e stories share (not a test file: jest only runs *.test.ts).
import type { Browser, HTTPResponse, Page } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { MERCHANT, STAFF } from '../helpers/signed-in';

// The demo accounts the stories sign in as (one list for e2e and integration).
export { MERCHANT, STAFF };

/** One server and one browser per test file; a fresh profile (cookies, storage) per story. */
export function useConsole() {
  const env = {} as { server: RunningServer; browser: Browser; page: Page };
  beforeAll(async () => {
    [env.server, env.browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.allSettled([env.browser?.close(), env.server?.stop()]);
  });
  beforeEach(async () => {
    const context = await env.browser.createBrowserContext();
    env.page = await context.newPage();
    await env.page.setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    await env.page?.browserContext().close();
  });
  return env;
}

/** Fills the sign-in form the way a person does; `path` is where the story starts. */
export async function signIn(page: Page, server: RunningServer, who = MERCHANT, path = '/login') {
  await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('input[name="email"]', { visible: true });
  await page.type('input[name="email"]', who.email);
  await page.type('input[name="password"]', who.password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('form button[type="submit"]')]);
}

/** The query parameter of the page's current URL. */
export function queryParam(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

/** Waits until the page's pathname and query match (client-side routing included). */
export async function waitForUrl(page: Page, pathAndQuery: string, timeout = 15_000): Promise<void> {
  try {
    await page.waitForFunction((p: string) => `${location.pathname}${location.search}` === p, { timeout }, pathAndQuery);
  } catch {
    throw new Error(`Timed out after ${timeout} ms waiting for ${pathAndQuery}; the page is at ${page.url()}`);
  }
}

/**
 * Waits for running CSS transitions and animations to end (popovers and dialogs zoom in): a
 * click during one can land beside its target. Endless ones (the loading bar) do not count.
 */
export async function settle(page: Page, timeout = 5_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    { timeout, polling: 50 },
  );
}

/** Clicks the first element of `selector` whose visible text contains `text`. */
export async function clickText(page: Page, selector: string, text: string, timeout = 15_000): Promise<void> {
  await settle(page);
  const handle = await page.waitForFunction(
    (s: string, t: string) =>
      [...document.querySelectorAll<HTMLElement>(s)].find((el) => el.offsetParent !== null && el.innerText.includes(t)),
    { timeout },
    selector,
    text,
  );
  await (handle as unknown as { click(): Promise<void> }).click();
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="user-menu"]', { visible: true });
  await settle(page);
  await page.click('[data-testid="user-menu"]');
  await page.waitForSelector('[data-testid="menu-logout"]', { visible: true });
  await settle(page);
}

/** An API call the console makes: its method and its pathname (exact, or a pattern). */
export interface ApiCall {
  method: string;
  path: string | RegExp;
}

const describeCall = ({ method, path }: ApiCall) => `${method} ${path}`;

/**
 * Runs `action` (a click, a navigation) and resolves with the answer to the API call it causes.
 * The listener is in place before the action, so a fast answer cannot slip past it. Text that
 * only shows once the server has answered should be awaited after this: on a loaded machine the
 * story then waits as long as the server takes, instead of racing a fixed text timeout, and a
 * click that sent nothing fails here, naming the call it expected.
 */
export async function answerTo(page: Page, call: ApiCall, action: () => Promise<unknown>, timeout = 60_000): Promise<HTTPResponse> {
  const matches = (response: HTTPResponse) => {
    if (response.request().method() !== call.method) return false;
    const { pathname } = new URL(response.url());
    return typeof call.path === 'string' ? pathname === call.path : call.path.test(pathname);
  };
  // Promise.all: if the action throws, the pending wait cannot end as an unhandled rejection.
  const [response] = await Promise.all([
    page.waitForResponse(matches, { timeout }).catch(() => {
      throw new Error(`No answer to ${describeCall(call)} within ${timeout} ms of the action; the page is at ${page.url()}`);
    }),
    action(),
  ]);
  return response;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
