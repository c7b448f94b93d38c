import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { findChromium, INSTALL_CHROMIUM_HINT } from './chromium-path';
import { REPO_ROOT } from './server';

export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'test-artifacts');

const profiles = new Set<string>();
process.once('exit', () => {
  for (const dir of profiles) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Headless Chromium with a fresh profile that is deleted when the browser closes.
 * Flags keep it from phoning home (no network but the servers under test).
 */
export async function launchBrowser(opts: { slowMo?: number } = {}): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(`No Chromium found. ${INSTALL_CHROMIUM_HINT}`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-chromium-'));
  profiles.add(profile);
  const removeProfile = () => {
    profiles.delete(profile);
    fs.rmSync(profile, { recursive: true, force: true });
  };
  try {
    const browser = await puppeteer.launch({
      executablePath,
      headless: true,
      slowMo: opts.slowMo,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Containers often give /dev/shm only 64 MB, where Chromium's renderer crashes.
        '--disable-dev-shm-usage',
        `--user-data-dir=${profile}`,
      ],
      env: {
        ...process.env,
        XDG_CONFIG_HOME: path.join(profile, 'config'),
        XDG_CACHE_HOME: path.join(profile, 'cache'),
      },
    });
    const proc = browser.process();
    if (proc && proc.exitCode === null) proc.once('exit', removeProfile);
    else browser.once('disconnected', removeProfile);
    return browser;
  } catch (err) {
    removeProfile();
    throw err;
  }
}

/** Saves a full-page PNG under test-artifacts/ and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const safe = name.replace(/[^a-z0-9._-]+/gi, '-').replace(/^-+|-+$/g, '') || 'screenshot';
  const file = path.join(ARTIFACTS_DIR, `${safe}.png`) as `${string}.png`;
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Runs a step and, if it throws, keeps a screenshot of the page for the failure report. */
export async function withScreenshotOnFailure<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    const file = await screenshot(page, `FAILED-${name}`).catch(() => undefined);
    if (file && err instanceof Error) err.message += `\n(screenshot: ${path.relative(REPO_ROOT, file)})`;
    throw err;
  }
}

/** Waits until the rendered text of the page (innerText: visible text only) contains `text`. */
export async function waitForText(page: Page, text: string, timeout = 15_000): Promise<void> {
  try {
    await page.waitForFunction((t: string) => document.body?.innerText.includes(t), { timeout }, text);
  } catch {
    const seen = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '');
    throw new Error(`Timed out after ${timeout} ms waiting for text "${text}" on ${page.url()}.\nPage text:\n${seen.slice(0, 2000)}`);
  }
}

/** Waits until location.pathname equals `pathname` (full loads and client-side routing alike). */
export async function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  try {
    await page.waitForFunction((p: string) => location.pathname === p, { timeout }, pathname);
  } catch {
    throw new Error(`Timed out after ${timeout} ms waiting for path ${pathname}; the page is at ${page.url()}`);
  }
}
