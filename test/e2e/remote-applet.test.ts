import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, HTTPResponse, Page } from 'puppeteer-core';
import { SDK_VERSION } from '../../sdk/version';
import { REGISTRY_MESSAGES } from '../../server/applets-registry/messages';
import { SEED_SITES } from '../../server/seed/world';
import { DEV_APPLET_MESSAGES } from '../../core/applets/messages';
import { launchBrowser, waitForPath, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { httpClient } from '../helpers/http';
import { REPO_ROOT, startServer, type RunningServer } from '../helpers/server';
import { startStaticServer, type StaticServer } from '../helpers/static-server';

jest.setTimeout(120_000);

/** The header's App Library link (the shell's AppHeader). */
const HEADER_APP_LIBRARY = '[data-testid="nav-app-library"]';
const EXAMPLE_DIR = path.join(REPO_ROOT, 'dist', 'example');
const REACT_VERSION = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).dependencies.react as string;
/** Strings only the implementations carry: a remote that bundled its own copy would contain them. */
const LIBRARY_MARKERS = {
  react: 'react.transitional.element',
  'react internals': '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  'react-dom': 'react-dom.production',
  blueprint: 'bp6-',
  mobx: '[MobX]',
  sdk: 'No implementation for service',
};

/**
 * A stand-in for React DevTools' global hook, installed before any script runs: every copy of
 * react-dom that starts registers its renderer here, so the page can say how many there are.
 */
function installRendererCounter() {
  const renderers = new Map<number, { version?: string }>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: { version?: string }) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    },
  });
}

const example = (remote: StaticServer) => ({
  id: 'example',
  route: 'example',
  title: 'Example Applet',
  description: 'A third-party applet loaded at run time from its own origin',
  icon: 'cube',
  sdkVersion: '^1.0.0',
  source: { kind: 'remote', url: `${remote.url}/remoteEntry.js`, scope: 'vitrineExample', module: './Applet' },
});

const broken = (remote: StaticServer) => ({
  ...example(remote),
  id: 'broken-remote',
  route: 'broken-remote',
  title: 'Broken Remote',
  source: { kind: 'remote', url: `${remote.url}/missing/remoteEntry.js`, scope: 'brokenRemote', module: './Applet' },
});

const fromTheFuture = (remote: StaticServer) => ({
  ...example(remote),
  id: 'future-applet',
  route: 'future-applet',
  title: 'Future Applet',
  sdkVersion: '^9.0.0',
  source: { kind: 'remote', url: `${remote.url}/future/remoteEntry.js`, scope: 'futureApplet', module: './Applet' },
});

async function signInAsStaff(page: Page, server: RunningServer) {
  await page.goto(`${server.url}/login`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('input[name="email"]', { visible: true });
  await page.type('input[name="email"]', 'staff@vitrine.dev');
  await page.type('input[name="password"]', 'vitrine-staff');
  await page.click('form button[type="submit"]');
  await waitForPath(page, '/app/home');
}

async function waitForPathPrefix(page: Page, prefix: string) {
  await page.waitForFunction((p: string) => location.pathname.startsWith(p), { timeout: 15_000 }, prefix).catch(() => {
    throw new Error(`Timed out waiting for a path under ${prefix}; the page is at ${page.url()}`);
  });
}

/** The current site's name, from the site-xid the console keeps in the URL. */
function siteNameIn(page: Page): string {
  const xid = new URL(page.url()).searchParams.get('site-xid');
  const site = SEED_SITES.find((s) => s.external === xid);
  if (!site) throw new Error(`No seed site for site-xid=${xid} (${page.url()})`);
  return site.name;
}

describe('a remote applet from another origin', () => {
  let server: RunningServer;
  let remote: StaticServer;
  let browser: Browser;
  let page: Page;
  let futureRefusal: { status: number; body: { message?: string } };

  beforeAll(async () => {
    if (!fs.existsSync(path.join(EXAMPLE_DIR, 'remoteEntry.js'))) {
      const built = spawnSync('npm', ['run', '--silent', 'build:example'], { cwd: REPO_ROOT, encoding: 'utf8' });
      if (built.status !== 0) throw new Error(`npm run build:example failed:\n${built.stdout}\n${built.stderr}`);
    }
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    remote = await startStaticServer(EXAMPLE_DIR, { corsOrigins: [server.url] });

    const staff = httpClient(server);
    await staff.signIn('staff@vitrine.dev', 'vitrine-staff');
    for (const registration of [example(remote), broken(remote)]) {
      const res = await staff.post('/api2/applets', registration);
      if (res.status !== 201) throw new Error(`Registering ${registration.id} answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
    futureRefusal = await staff.post('/api2/applets', fromTheFuture(remote));
  });
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.stop(), remote?.stop()]);
  });
  beforeEach(async () => {
    const context = await browser.createBrowserContext();
    page = await context.newPage();
  });
  afterEach(async () => {
    await page?.browserContext().close();
  });

  it('staff launches it from the App Library; it uses the console’s site, alerts and API, and its one React', () =>
    withScreenshotOnFailure(page, 'remote-applet-launch', async () => {
      await page.evaluateOnNewDocument(installRendererCounter);
      const fromRemote: Array<Promise<{ path: string; status: number; body: string }>> = [];
      page.on('response', (response: HTTPResponse) => {
        if (!response.url().startsWith(`${remote.url}/`)) return;
        fromRemote.push(response.text().then((body) => ({ path: new URL(response.url()).pathname, status: response.status(), body })));
      });

      await signInAsStaff(page, server);
      await waitForText(page, 'Example Applet');
      await page.click('::-p-text(Example Applet)');
      await waitForPathPrefix(page, '/applet/example');

      const siteName = siteNameIn(page);
      await page.waitForSelector('[data-testid="example-site-name"]', { visible: true, timeout: 15_000 });
      expect(await page.$eval('[data-testid="example-site-name"]', (el) => el.textContent)).toBe(siteName);
      // Through the console's api service, with the console's session: staff see every site.
      await waitForText(page, `The console's API says you can work on ${SEED_SITES.length} sites.`);

      await page.click('[data-testid="example-show-alert"]');
      await waitForText(page, `Hello from the example applet on ${siteName}!`);

      // One React: the applet rendered with the console's (its hooks would throw with a second
      // copy), react-dom registered exactly one renderer, and no React landed on window.
      expect(await page.$eval('[data-testid="example-applet"]', (el) => el.getAttribute('data-react-version'))).toBe(REACT_VERSION);
      // One sdk: useSite/useAlerts/useApi above found the console's services through the sdk's
      // React context, which a second sdk instance would not see ("No implementation for service").
      expect(await page.$eval('[data-testid="example-applet"]', (el) => el.getAttribute('data-sdk-version'))).toBe(SDK_VERSION);
      const renderers = await page.evaluate(() => {
        const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
        return [...hook.renderers.values()].map((r) => r.version);
      });
      expect(renderers).toEqual([REACT_VERSION]);
      expect(await page.evaluate(() => ({ React: typeof (window as { React?: unknown }).React, container: typeof (window as { vitrineExample?: unknown }).vitrineExample }))).toEqual({
        React: 'undefined',
        container: 'object',
      });

      // The remote's origin sent remoteEntry.js and the applet's own chunks, and none of them
      // carries React, Blueprint, mobx or the SDK.
      const served = await Promise.all(fromRemote);
      const builtFiles = new Set(fs.readdirSync(EXAMPLE_DIR).map((f) => `/${f}`));
      expect(served.map((r) => r.path)).toContain('/remoteEntry.js');
      expect(served.filter((r) => r.path === '/remoteEntry.js')).toHaveLength(1);
      for (const file of served) {
        expect(builtFiles.has(file.path)).toBe(true);
        expect(file.status).toBe(200);
        for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
          if (file.body.includes(marker)) throw new Error(`${file.path} from the remote contains ${library} ("${marker}")`);
        }
      }
      const total = served.reduce((n, f) => n + f.body.length, 0);
      expect(total).toBeLessThan(30_000);
    }));

  it('a remote whose code is missing shows the error in the applet area; the console keeps working', () =>
    withScreenshotOnFailure(page, 'remote-applet-404', async () => {
      await signInAsStaff(page, server);
      await page.goto(`${server.url}/applet/broken-remote`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, `This applet could not be loaded: its code could not be fetched from ${remote.url}/missing/remoteEntry.js.`);
      expect(remote.requests).toContainEqual({ method: 'GET', path: '/missing/remoteEntry.js', status: 404 });

      // The header still takes the user home, and other applets still launch.
      await page.click(HEADER_APP_LIBRARY);
      await waitForPath(page, '/app/home');
      await waitForText(page, 'Checkout Zen');
      await page.click('::-p-text(Checkout Zen)');
      await waitForPathPrefix(page, '/applet/chk');
      await waitForText(page, 'Key Indicators');
    }));

  it('a remote built for another SDK is refused at registration, in words for staff; merchants never get a tile that cannot load', () =>
    withScreenshotOnFailure(page, 'remote-applet-incompatible', async () => {
      expect(futureRefusal.status).toBe(400);
      expect(futureRefusal.body.message).toBe(REGISTRY_MESSAGES.incompatibleSdk('^9.0.0', SDK_VERSION));
      await signInAsStaff(page, server);
      await page.goto(`${server.url}/app/home`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, 'Example Applet');
      expect(await page.evaluate(() => document.body.innerText)).not.toContain('Future Applet');
      expect(remote.requests.map((r) => r.path)).not.toContain('/future/remoteEntry.js');

      await page.click(HEADER_APP_LIBRARY);
      await waitForPath(page, '/app/home');
      await page.click('::-p-text(Example Applet)');
      await waitForPathPrefix(page, '/applet/example');
      await page.waitForSelector('[data-testid="example-site-name"]', { visible: true, timeout: 15_000 });
    }));

  it('a dev applet on another machine is refused when added; one whose applet.json fails says why on the registry page', () =>
    withScreenshotOnFailure(page, 'dev-applet-problems', async () => {
      await signInAsStaff(page, server);
      await page.goto(`${server.url}/app/applets`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="dev-applet-url"]', { visible: true });
      const elsewhere = 'http://192.0.2.2:5180/applet.json';
      await page.type('[data-testid="dev-applet-url"]', elsewhere);
      await page.click('[data-testid="dev-applet-add"]');
      await waitForText(page, DEV_APPLET_MESSAGES.notLoopback(elsewhere));
      expect(await page.$$('[data-testid="dev-applet"]')).toHaveLength(0);

      const missing = `${remote.url}/no-such/applet.json`;
      await page.click('[data-testid="dev-applet-url"]', { count: 3 });
      await page.keyboard.press('Backspace');
      await page.type('[data-testid="dev-applet-url"]', missing);
      await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('[data-testid="dev-applet-add"]')]);
      await waitForText(page, DEV_APPLET_MESSAGES.answered(missing, 404));
    }));
});
