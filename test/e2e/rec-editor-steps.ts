// Steps of the recommendation editor stories: the console page, the sandboxed editor frame in
// it, and the store preview the console lays over the frame's middle slot.
import type { Browser, Cookie, Frame, Page } from 'puppeteer-core';
import { SEED_SITES } from '../../server/seed/world';
import { launchBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { signIn } from './shell-steps';

export const NORTHWIND = SEED_SITES.find((s) => s.name === 'Northwind Outfitters')!;

/** The console by host name: the storefront's agent links only to the console's public origin. */
export const consoleUrl = (server: RunningServer) => server.url.replace('127.0.0.1', 'localhost');

export const editorUrl = (server: RunningServer, query: string, channel: 'online' | 'email' = 'online') =>
  `${consoleUrl(server)}/applet/rec/${channel}/recommend-edit?site-xid=${NORTHWIND.external}&${query}`;

export interface EditorStories {
  server: RunningServer;
  browser: Browser;
  /** This story's page: a fresh browser profile, signed in as the merchant. */
  page: Page;
  /** Uncaught errors of this story's page (the console's and its frames'). */
  errors: string[];
  /** Opens the editor on `query` (`pl=H&id=…`, a template's `external=…`, `id=global`). */
  openEditor(query: string, channel?: 'online' | 'email'): Promise<Frame>;
}

/**
 * One server and one browser per file of editor stories, and a fresh profile per story that
 * is already signed in as the merchant. The sign-in form (the login stories' subject) is
 * filled once per file; each story's profile gets that session's cookies, not the form again.
 */
export function useEditorStories(viewport: { width: number; height: number } = { width: 1440, height: 900 }, opts: { serverTimeoutMs?: number } = {}): EditorStories {
  let cookies: Cookie[] = [];
  const stories = {
    errors: [] as string[],
    openEditor: async (query: string, channel: 'online' | 'email' = 'online') => {
      await stories.page.goto(editorUrl(stories.server, query, channel), { waitUntil: 'domcontentloaded' });
      return editorFrame(stories.page);
    },
  } as EditorStories;
  beforeAll(async () => {
    [stories.server, stories.browser] = await Promise.all([startServer({ env: { ANALYTICS_SEED_SCALE: '0.05' }, timeoutMs: opts.serverTimeoutMs }), launchBrowser()]);
    const context = await stories.browser.createBrowserContext();
    const page = await context.newPage();
    await signIn(page, { ...stories.server, url: consoleUrl(stories.server) });
    cookies = await page.cookies();
    await context.close();
  });
  afterAll(async () => {
    await Promise.allSettled([stories.browser?.close(), stories.server?.stop()]);
  });
  beforeEach(async () => {
    stories.page = await (await stories.browser.createBrowserContext()).newPage();
    await stories.page.setViewport(viewport);
    await stories.page.setCookie(...cookies);
    const errors: string[] = [];
    stories.errors = errors;
    stories.page.on('pageerror', (e) => errors.push((e as Error).message));
  });
  afterEach(async () => {
    await stories.page?.browserContext().close();
  });
  return stories;
}

/**
 * Waits until the CSS transitions and animations running in `target` (the console page or a
 * frame in it) have ended, endless ones aside: a screenshot after a theme switch or a section
 * opening shows the end state, without a fixed pause.
 */
export async function settled(target: Page | Frame, timeout = 5_000): Promise<void> {
  await target.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    { timeout, polling: 50 },
  );
}

/** The editor frame, once its shell is up (it is /editor-frame/ in a sandboxed iframe). */
export async function editorFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe[title="Recommendation editor"]', { timeout: 30_000 });
  const frame = (await handle!.contentFrame())!;
  await frame.waitForSelector('[data-testid="editor-shell"]', { timeout: 30_000 });
  return frame;
}

/** The store preview (the console's iframe over the slot), once it shows the recommendation. */
export async function previewFrame(page: Page, recId: string): Promise<Frame> {
  const handle = await page.waitForSelector('iframe[title="Store preview"]', { timeout: 30_000 });
  const frame = (await handle!.contentFrame())!;
  await frame.waitForSelector(`[data-vitrine-rec="${recId}"]`, { timeout: 30_000 });
  return frame;
}

/** Clicks the first element under `selector` whose text is `text` (inside the editor frame). */
export async function clickText(frame: Frame, selector: string, text: string): Promise<void> {
  await frame.waitForFunction((s: string, t: string) => [...document.querySelectorAll(s)].some((el) => el.textContent?.trim() === t), { timeout: 15_000 }, selector, text);
  await frame.evaluate((s: string, t: string) => ([...document.querySelectorAll(s)].find((el) => el.textContent?.trim() === t) as HTMLElement).click(), selector, text);
}

export const statusChip = (frame: Frame) => frame.$eval('[data-testid="status-chip"]', (el) => el.textContent?.trim() ?? '');

export async function waitForStatus(frame: Frame, label: string): Promise<void> {
  await frame.waitForFunction((l: string) => document.querySelector('[data-testid="status-chip"]')?.textContent?.trim() === l, { timeout: 15_000 }, label);
}

/** The recommendation id in the console's URL (set after a template's recommendation is made). */
export async function idFromUrl(page: Page): Promise<string> {
  await page.waitForFunction(() => new URL(location.href).searchParams.get('id'), { timeout: 30_000 });
  return new URL(page.url()).searchParams.get('id')!;
}

/** Where the preview lies and where the frame's slot is, in the console page's coordinates. */
export async function overlayAndSlot(page: Page, frame: Frame) {
  const overlay = await page.$eval('[data-testid="preview-overlay"]', (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height, visibility: getComputedStyle(el).visibility };
  });
  const iframe = await page.$eval('iframe[title="Recommendation editor"]', (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left, y: r.top };
  });
  const slot = await frame.$eval('[data-testid="preview-slot"]', (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  });
  return { overlay, slot: { ...slot, x: slot.x + iframe.x, y: slot.y + iframe.y } };
}
