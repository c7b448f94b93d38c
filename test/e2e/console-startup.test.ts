import { gzipSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';
import { withScreenshotOnFailure } from '../helpers/browser';
import type { RunningServer } from '../helpers/server';
import { SCORED_SITE, chkUrl } from './checkout-steps';
import { signIn, useConsole } from './shell-steps';

jest.setTimeout(90_000);

/** V8's explicit compile hint, which webpack.config.ts (CompileHintsPlugin) puts on start-up chunks. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Issue 16 item 11: a sign-in page needs a form, not the console (scripts/bench/browser.ts LOGIN_JS_TARGET_BYTES). */
const LOGIN_JS_TARGET_BYTES = 60_000;
/** Issue 16 item 11: the App Library's start-up script (scripts/bench/browser.ts HOME_JS_TARGET_BYTES). */
const HOME_JS_TARGET_BYTES = 200_000;

/**
 * Opens `path` and returns every script the page ran (from the cache too), by URL path, with its
 * text. The list is the page's own resource timing; the text comes from the server, as these
 * files are content-hashed (puppeteer's response.text() can lose a body to a swapped target).
 */
async function scriptsOf(page: Page, server: RunningServer, path: string, ready: () => Promise<unknown>) {
  await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
  await ready();
  const urls = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.initiatorType === 'script').map((e) => new URL(e.name).pathname),
  );
  return Promise.all(
    [...new Set(urls)].map(async (url) => {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(200);
      return [url, await response.text()] as const;
    }),
  );
}

describe('what the console runs as it starts', () => {
  const env = useConsole();

  it('every script of the sign-in page asks V8 to compile it eagerly', () =>
    withScreenshotOnFailure(env.page, 'startup-compile-hints', async () => {
      const scripts = await scriptsOf(env.page, env.server, '/login', () => env.page.waitForSelector('input[name="email"]', { visible: true }));
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      expect(scripts.filter(([, text]) => !text.startsWith(COMPILE_HINT)).map(([url]) => url)).toEqual([]);
    }));

  it('a cold sign-in page runs no React and no console: at most 60 KB gzip of script', () =>
    withScreenshotOnFailure(env.page, 'startup-login-light', async () => {
      const scripts = await scriptsOf(env.page, env.server, '/login', () => env.page.waitForSelector('input[name="email"]', { visible: true }));
      const gzip = scripts.reduce((sum, [, text]) => sum + gzipSync(text).length, 0);
      expect(scripts.filter(([url]) => /\/js\/(react|shell)\./.test(url)).map(([url]) => url)).toEqual([]);
      expect(gzip).toBeLessThanOrEqual(LOGIN_JS_TARGET_BYTES);
    }));

  it('the Settings dialog (and luxon, for its dates) is not among the start-up scripts', () =>
    withScreenshotOnFailure(env.page, 'startup-no-settings', async () => {
      await signIn(env.page, env.server);
      const scripts = await scriptsOf(env.page, env.server, '/app/home', () => env.page.waitForFunction(() => document.body.innerText.includes('Checkout Zen')));
      expect(scripts.length).toBeGreaterThan(3);
      // 'Invalid DateTime' is luxon's; '/settings.' is the dialog's chunk (SettingsDialogHost).
      expect(scripts.filter(([url, text]) => text.includes('Invalid DateTime') || url.includes('/settings.')).map(([url]) => url)).toEqual([]);
    }));

  it('the App Library runs at most 200 KB gzip of script, with no dialog, toaster or user-menu popover among it', () =>
    withScreenshotOnFailure(env.page, 'startup-home-light', async () => {
      await signIn(env.page, env.server);
      const scripts = await scriptsOf(env.page, env.server, '/app/home', () => env.page.waitForFunction(() => document.body.innerText.includes('Checkout Zen')));
      const gzip = scripts.reduce((sum, [, text]) => sum + gzipSync(text, { level: 9 }).length, 0);
      expect(scripts.filter(([url]) => /\/js\/(dialogs|toaster|user-menu|login-page|applet-registry)\./.test(url)).map(([url]) => url)).toEqual([]);
      expect(gzip).toBeLessThanOrEqual(HOME_JS_TARGET_BYTES);
      // Icons drawn by name come as small JSON files, not as script chunks.
      const icons = await env.page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/assets/icons/')),
      );
      expect(icons.length).toBeGreaterThan(0);
      expect(icons.every((p) => /^\/assets\/icons\/(16|20)\/[a-z0-9-]+\.[0-9a-f]{10}\.json$/.test(p))).toBe(true);
      // And the user menu still opens, its popover loaded on demand.
      await env.page.click('[data-testid="user-menu"]');
      await env.page.waitForSelector('[data-testid="menu-account"]', { visible: true });
    }));

  it('an applet’s chunks keep lazy compiling', () =>
    withScreenshotOnFailure(env.page, 'startup-lazy-chunks', async () => {
      await signIn(env.page, env.server);
      const scripts = await scriptsOf(env.page, env.server, chkUrl('checkout/score', SCORED_SITE), () =>
        env.page.waitForSelector('[data-testid="chk-score-value"]', { visible: true }),
      );
      const applet = scripts.filter(([url]) => /\/applet-chk\./.test(url));
      expect(applet).toHaveLength(1);
      expect(applet[0][1].startsWith(COMPILE_HINT)).toBe(false);
      // The start-up scripts came again (from the cache) and still carry the hint.
      const startup = scripts.filter(([url]) => /\/js\/(main|shell)\./.test(url));
      expect(startup).toHaveLength(2);
      expect(startup.filter(([, text]) => !text.startsWith(COMPILE_HINT))).toEqual([]);
    }));
});
