// A third party's applet, as a team outside this repository builds it: the starter scaffolds it
// into a temp folder, it installs offline, passes its own type-check and tests, builds, is
// registered by the sdk's CLI and runs in Chromium. Staff manage the example applet on the Applet
// Registry page (while the scaffold installs), and it stays out of the recommendations app's
// installation alerts. One console for all.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { REGISTRY_PAGE_MESSAGES as R } from '../../core/applet-registry/messages';
import { TAG_MANUALLY_DISABLED_MESSAGE } from '../../core/lib/messages';
import { SDK_VERSION } from '../../sdk/version';
import { SEED_SITES } from '../../server/seed/world';
import { ARTIFACTS_DIR, launchBrowser, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { httpClient } from '../helpers/http';
import { REPO_ROOT, startServer, type RunningServer } from '../helpers/server';
import { MERCHANT, STAFF } from '../helpers/signed-in';
import { startStaticServer, type StaticServer } from '../helpers/static-server';
import { clickText, settle, signIn } from './shell-steps';

jest.setTimeout(300_000);

const KIT_DIR = path.join(REPO_ROOT, 'dist', 'applet-kit');
const EXAMPLE_DIR = path.join(REPO_ROOT, 'dist', 'example');
const APPLET_ID = 'acme-notes';
const APPLET_TITLE = 'Acme Notes';
/** A SHOPIFY site whose installation check has an alert for the recommendations app. */
const TAG_DISABLED = SEED_SITES.find((s) => s.org === 'northwind' && s.installation === 'tagDisabled')!;

interface Step {
  command: string;
  seconds: number;
}

/** The environment of a person's shell: nothing of the npm run that started jest leaks in. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'NODE_OPTIONS' && key !== 'INIT_CWD'));
  return { ...env, ...extra };
}

/**
 * Runs one command as a developer would type it, timed; fails with its output. Asynchronous:
 * the static servers the command may talk to run in this process.
 */
async function run(steps: Step[], cwd: string, command: string, env: Record<string, string> = {}): Promise<string> {
  const started = performance.now();
  const child = spawn('sh', ['-c', command], { cwd, env: cleanEnv(env) });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  steps.push({ command, seconds: Math.round((performance.now() - started) / 100) / 10 });
  if (status !== 0) throw new Error(`\`${command}\` failed (${status}) in ${cwd}:\n${output}`);
  return output;
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Runs an npm script of this repository; fails with its output. */
async function npmRun(script: string): Promise<void> {
  const child = spawn('npm', ['run', '--silent', script], { cwd: REPO_ROOT });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`npm run ${script} failed (${status}):\n${output}`);
}

/** The kit is packed every run (a stale one would test yesterday's sdk); the example only when missing. */
const packKit = () => npmRun('sdk:pack');
const buildExample = () => (fs.existsSync(path.join(EXAMPLE_DIR, 'applet.json')) ? Promise.resolve() : npmRun('build:example'));

/** Seconds since `started`, to a tenth. */
const since = (started: number) => Math.round((performance.now() - started) / 100) / 10;

/**
 * A developer's first two commands in an empty folder: scaffold with the starter, install
 * offline. Started in beforeAll, concurrently with the console's start and Chromium's launch
 * (the install is mostly disk, the start mostly CPU); the first test awaits it.
 */
async function scaffoldAndInstall(steps: Step[], kit: Promise<void>, workDir: string): Promise<string> {
  await kit;
  const starter = path.join(KIT_DIR, `create-vitrine-applet-${SDK_VERSION}.tgz`);
  await run(steps, workDir, `npx --yes --package ${starter} create-vitrine-applet ${APPLET_ID} --title "${APPLET_TITLE}"`);
  const appDir = path.join(workDir, APPLET_ID);
  await run(steps, appDir, 'npm ci --offline --no-audit --no-fund');
  return appDir;
}

/** The registry page's row of an applet, once it shows. */
const rowOf = (id: string) => `[data-testid="registry-row"][data-applet-id="${id}"]`;

describe('a third-party applet, from an empty folder to the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let example: StaticServer;
  let scaffolded: StaticServer | undefined;
  let workDir: string;
  /** The starter's commands, timed: the figures. */
  const steps: Step[] = [];
  /** Where the time before the first test goes (CI log), apart from the developer's commands. */
  const setup: Record<string, number> = {};
  let installed: Promise<string>;

  beforeAll(async () => {
    const started = performance.now();
    const timed = <T>(name: string, work: Promise<T>) => work.then((value) => ((setup[name] = since(started)), value));
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-applet-'));
    const kit = timed('sdk:pack', packKit());
    installed = timed('scaffold + npm ci', scaffoldAndInstall(steps, kit, workDir));
    // Awaited by the first test, which reports its failure; not an unhandled rejection meanwhile.
    installed.catch(() => undefined);
    // The console's loopback switch: the applets' hosts in this test are static servers on 127.0.0.1.
    [server, browser] = await Promise.all([
      timed('console start', startServer({ env: { VITRINE_ALLOW_LOOPBACK_APPLETS: '1' } })),
      timed('chromium launch', launchBrowser()),
      timed('example build', buildExample()),
      kit,
    ]);
    example = await startStaticServer(EXAMPLE_DIR, { corsOrigins: [server.url] });
  });
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.stop(), example?.stop(), scaffolded?.stop(), installed]);
    // Its node_modules is ~58,000 files (Blueprint's icons are most of them): deleting them takes
    // longer than the rest of the teardown, and nothing waits for it.
    if (workDir) spawn('rm', ['-rf', workDir], { detached: true, stdio: 'ignore' }).unref();
  });
  beforeEach(async () => {
    page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1280, height: 900 });
  });
  afterEach(async () => {
    await page?.browserContext().close();
  });

  // The registry page first: it needs only the console and the example, so it runs while the
  // scaffolded applet installs (the install is mostly disk, these mostly browser).
  it('staff add an applet by its applet.json, disable it (merchants lose the tile), enable it and remove it after a confirmation', () =>
    withScreenshotOnFailure(page, 'applet-registry-page', async () => {
      const merchant = httpClient(server);
      await merchant.signIn(MERCHANT.email, MERCHANT.password);
      const merchantSees = async () => ((await merchant.get(`/api2/applets?site=${TAG_DISABLED.id}`)).body as Array<{ id: string }>).map((a) => a.id);

      await signIn(page, server, STAFF);
      await page.goto(`${server.url}/app/applets`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, R.heading);
      await page.waitForSelector('[data-testid="registry-add-url"]', { visible: true });
      await page.type('[data-testid="registry-add-url"]', `${example.url}/applet.json`);
      await page.click('[data-testid="registry-add"]');
      await page.waitForSelector(rowOf('example'), { visible: true });
      expect(await merchantSees()).toContain('example');

      await page.click(`${rowOf('example')} [data-testid="registry-toggle"]`);
      await page.waitForFunction((sel: string) => document.querySelector(sel)?.textContent === 'Disabled', {}, `${rowOf('example')} [data-testid="registry-status"]`);
      expect(await merchantSees()).not.toContain('example');
      // The merchant's App Library in a browser: no tile.
      const merchantPage = await (await browser.createBrowserContext()).newPage();
      await signIn(merchantPage, server, MERCHANT, `/login?site-xid=${TAG_DISABLED.external}`);
      await waitForText(merchantPage, 'Checkout Zen');
      expect(await merchantPage.evaluate(() => document.body.innerText)).not.toContain('Example Applet');

      await page.click(`${rowOf('example')} [data-testid="registry-toggle"]`);
      await page.waitForFunction((sel: string) => document.querySelector(sel)?.textContent === 'Enabled', {}, `${rowOf('example')} [data-testid="registry-status"]`);
      expect(await merchantSees()).toContain('example');
      await merchantPage.reload({ waitUntil: 'domcontentloaded' });
      await waitForText(merchantPage, 'Example Applet');

      // A third-party applet on a SHOPIFY site with an installation problem: no recommendations alert.
      const installationChecks: string[] = [];
      merchantPage.on('request', (request) => {
        if (/\/api2\/shop\/[^/]+\/installation/.test(request.url())) installationChecks.push(request.url());
      });
      await merchantPage.click('::-p-text(Example Applet)');
      await merchantPage.waitForSelector('[data-testid="example-site-name"]', { visible: true, timeout: 20_000 });
      await settle(merchantPage);
      expect(installationChecks).toEqual([]);
      expect(await merchantPage.evaluate(() => document.body.innerText)).not.toContain(TAG_MANUALLY_DISABLED_MESSAGE);
      // The same site in the recommendations applet: its own alert is there.
      await merchantPage.goto(`${server.url}/applet/rec?site-xid=${TAG_DISABLED.external}`, { waitUntil: 'domcontentloaded' });
      await waitForText(merchantPage, TAG_MANUALLY_DISABLED_MESSAGE, 20_000);
      await merchantPage.browserContext().close();

      // Remove asks first, naming the applet; Cancel keeps it.
      await page.click(`${rowOf('example')} [data-testid="registry-remove"]`);
      await waitForText(page, R.removeMessage('Example Applet', 'example'));
      await clickText(page, '[data-testid="confirm-dialog"] button', 'Cancel');
      await settle(page);
      expect(await page.$(rowOf('example'))).not.toBeNull();
      await page.click(`${rowOf('example')} [data-testid="registry-remove"]`);
      await waitForText(page, R.removeMessage('Example Applet', 'example'));
      await clickText(page, '[data-testid="confirm-dialog"] button', R.remove);
      await page.waitForSelector(rowOf('example'), { hidden: true });
      expect(await merchantSees()).not.toContain('example');
    }));

  it('a registration whose remote is broken shows the load error a console reported', () =>
    withScreenshotOnFailure(page, 'applet-registry-load-error', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'broken-remote-'));
      const manifest = JSON.parse(fs.readFileSync(path.join(EXAMPLE_DIR, 'applet.json'), 'utf8'));
      fs.writeFileSync(path.join(dir, 'applet.json'), JSON.stringify({ ...manifest, id: 'broken-remote', route: 'broken-remote', title: 'Broken Remote', source: { ...manifest.source, scope: 'brokenRemote', url: 'missing/remoteEntry.js' } }));
      const host = await startStaticServer(dir, { corsOrigins: [server.url] });
      try {
        await signIn(page, server, STAFF);
        await page.goto(`${server.url}/app/applets`, { waitUntil: 'domcontentloaded' });
        // The page renders once the session answers: wait for the field before typing.
        await page.waitForSelector('[data-testid="registry-add-url"]', { visible: true });
        await page.type('[data-testid="registry-add-url"]', `${host.url}/applet.json`);
        await page.click('[data-testid="registry-add"]');
        await page.waitForSelector(rowOf('broken-remote'), { visible: true });
        expect(await page.$eval(`${rowOf('broken-remote')} [data-testid="registry-load-error"]`, (el) => el.textContent)).toBe(R.noError);

        const reason = `This applet could not be loaded: its code could not be fetched from ${host.url}/missing/remoteEntry.js.`;
        await page.goto(`${server.url}/applet/broken-remote`, { waitUntil: 'domcontentloaded' });
        await waitForText(page, reason);
        await page.goto(`${server.url}/app/applets`, { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(
          (sel: string, text: string) => document.querySelector(sel)?.textContent?.startsWith(text) === true,
          { timeout: 15_000 },
          `${rowOf('broken-remote')} [data-testid="registry-load-error"]`,
          reason.replace(/\.$/, ''),
        );

        // An applet.json that is not there: the page says why, nothing is added.
        await page.type('[data-testid="registry-add-url"]', `${host.url}/nope/applet.json`);
        await page.click('[data-testid="registry-add"]');
        await waitForText(page, `Could not read ${host.url}/nope/applet.json: it answered 404`);
      } finally {
        await host.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }));

  it('the starter writes an applet that installs offline, passes its checks, builds, registers and saves its settings in Chromium', async () => {
    expect(path.relative(REPO_ROOT, workDir).startsWith('..')).toBe(true);
    const waited = performance.now();
    const appDir = await installed;
    setup['starter test waited for the install'] = since(waited);
    // Independent once installed: the type-check and tests, and the build (dist/).
    const [tested] = await Promise.all([run(steps, appDir, 'npm test'), run(steps, appDir, 'npm run build')]);
    expect(tested).toMatch(/Tests:\s+\d+ passed, \d+ total/);
    const testsPassing = steps.filter((step) => step.command !== 'npm run build').reduce((sum, step) => sum + step.seconds, 0);
    const manifest = JSON.parse(fs.readFileSync(path.join(appDir, 'dist', 'applet.json'), 'utf8'));
    expect(manifest).toMatchObject({ id: APPLET_ID, title: APPLET_TITLE, platformApp: null, source: { url: 'remoteEntry.js' } });

    // The applet team's host: any static server of dist/ with CORS for the console.
    scaffolded = await startStaticServer(path.join(appDir, 'dist'), { corsOrigins: [server.url] });
    await run(steps, appDir, `npm run register -- ${scaffolded.url}/applet.json --console ${server.url} --email ${STAFF.email}`, { VITRINE_PASSWORD: STAFF.password });

    await withScreenshotOnFailure(page, 'starter-applet', async () => {
      const started = performance.now();
      await signIn(page, server, STAFF);
      await waitForText(page, APPLET_TITLE);
      await page.click(`::-p-text(${APPLET_TITLE})`);
      await page.waitForSelector('[data-testid="applet-home"]', { visible: true, timeout: 20_000 });
      await page.click('::-p-text(Settings)');
      const input = await page.waitForSelector('[data-testid="applet-greeting-input"]', { visible: true });
      // The form takes input once the stored settings are in (typing earlier was overwritten).
      await page.waitForFunction(() => (document.querySelector('[data-testid="applet-greeting-input"]') as HTMLInputElement | null)?.disabled === false);
      await input!.click({ count: 3 });
      await input!.type('Saved from Chromium');
      await page.waitForFunction(() => (document.querySelector('[data-testid="applet-greeting-input"]') as HTMLInputElement).value === 'Saved from Chromium');
      await page.click('[data-testid="applet-save"]');
      await waitForText(page, 'Settings saved');
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForFunction(
        () => (document.querySelector('[data-testid="applet-greeting-input"]') as HTMLInputElement | null)?.value === 'Saved from Chromium',
        { timeout: 20_000 },
      );
      steps.push({ command: '(browser: sign in, open the applet, save its settings, reload)', seconds: Math.round((performance.now() - started) / 100) / 10 });
    });

    const commands = steps.filter((step) => !step.command.startsWith('('));
    const toBrowser = steps.reduce((sum, step) => sum + step.seconds, 0);
    // Each command's own seconds, summed as a developer types them one after another.
    const figures = { commands: commands.length, secondsToTestsPassing: Math.round(testsPassing * 10) / 10, secondsToWorkingInBrowser: Math.round(toBrowser * 10) / 10, steps, setup };
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    fs.writeFileSync(path.join(ARTIFACTS_DIR, 'applet-starter-figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(
      `Third-party applet from an empty folder: ${figures.commands} commands; tests passing after ${figures.secondsToTestsPassing} s, working in the browser after ${figures.secondsToWorkingInBrowser} s\n` +
        steps.map((step) => `  ${String(step.seconds).padStart(6)} s  ${step.command}`).join('\n') +
        `\nSetup, concurrently (seconds from the start of beforeAll): ${JSON.stringify(setup)}`,
    );
    // The targets: at most 5 commands and 2 minutes.
    expect(figures.commands).toBeLessThanOrEqual(5);
  });

  it('a build that fails (here: a manifest applet.json refuses) leaves the hosted dist/ exactly as it was', async () => {
    const appDir = path.join(workDir, APPLET_ID);
    if (!fs.existsSync(path.join(appDir, 'dist', 'applet.json'))) throw new Error('needs the built applet of the test before');
    const snapshot = () => Object.fromEntries(fs.readdirSync(path.join(appDir, 'dist')).sort().map((name) => [name, fs.readFileSync(path.join(appDir, 'dist', name), 'utf8')]));
    const before = snapshot();
    const index = path.join(appDir, 'src', 'index.ts');
    const source = fs.readFileSync(index, 'utf8');
    // Compiles, but its id is no applet id: webpack succeeds, the applet.json step refuses.
    fs.writeFileSync(index, source.replace(`id: '${APPLET_ID}'`, "id: 'Not An Id!'"));
    try {
      const failed = await run([], appDir, 'npm run build').then(
        () => null,
        (error: Error) => error.message,
      );
      expect(failed).toMatch(/Nothing in dist\/ was changed\./);
    } finally {
      fs.writeFileSync(index, source);
    }
    expect(snapshot()).toEqual(before);
    expect(fs.readdirSync(appDir).filter((name) => name.startsWith('dist.'))).toEqual([]);
  });

  it('npm run dev rebuilds on change; a developer points only their own browser at it and sees the change on reload', async () => {
    const appDir = path.join(workDir, APPLET_ID);
    if (!fs.existsSync(path.join(appDir, 'node_modules'))) throw new Error('needs the scaffolded applet of the test before');
    const port = await freePort();
    const hostedEntry = fs.readFileSync(path.join(appDir, 'dist', 'remoteEntry.js'), 'utf8');
    const dev = spawn('sh', ['-c', 'npm run dev'], { cwd: appDir, env: cleanEnv({ PORT: String(port) }), detached: true });
    let log = '';
    const builds = () => log.split('\n').filter((line) => line.includes(`built ${APPLET_ID}`)).length;
    dev.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    dev.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const waitForBuilds = async (count: number) => {
      const deadline = Date.now() + 60_000;
      while (builds() < count) {
        if (Date.now() > deadline || dev.exitCode !== null) throw new Error(`npm run dev did not build ${count} time(s):\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    try {
      await withScreenshotOnFailure(page, 'starter-dev-loop', async () => {
        // The developer signs in while the first dev build runs.
        const signedIn = (async () => {
          await signIn(page, server, STAFF);
          await page.evaluate(() => localStorage.setItem('h40_devMode', 'true'));
          await page.goto(`${server.url}/app/applets`, { waitUntil: 'domcontentloaded' });
          await page.waitForSelector('[data-testid="dev-applet-url"]', { visible: true });
          await page.type('[data-testid="dev-applet-url"]', `http://127.0.0.1:${port}/applet.json`);
        })();
        await Promise.all([waitForBuilds(1), signedIn]);
        await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('[data-testid="dev-applet-add"]')]);
        await page.goto(`${server.url}/applet/${APPLET_ID}`, { waitUntil: 'domcontentloaded' });
        await page.waitForSelector('[data-testid="applet-home"]', { visible: true, timeout: 20_000 });

        const messages = path.join(appDir, 'src', 'messages.ts');
        fs.writeFileSync(messages, fs.readFileSync(messages, 'utf8').replace('`Welcome to ', '`Edited in the dev loop: welcome to '));
        await waitForBuilds(2);
        await page.reload({ waitUntil: 'domcontentloaded' });
        await waitForText(page, 'Edited in the dev loop: welcome to', 20_000);
        // Served by the dev server, not the registered build.
        expect(await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name))).toContainEqual(expect.stringContaining(`:${port}/remoteEntry.js`));
        // The dev loop wrote dist-dev/, never the hosted dist/.
        expect(fs.existsSync(path.join(appDir, 'dist-dev', 'remoteEntry.js'))).toBe(true);
        expect(fs.readFileSync(path.join(appDir, 'dist', 'remoteEntry.js'), 'utf8')).toBe(hostedEntry);
      });
      // Nobody else got it: the registered build is what merchants launch.
      const merchant = httpClient(server);
      await merchant.signIn(MERCHANT.email, MERCHANT.password);
      const listed = (await merchant.get(`/api2/applets?site=${TAG_DISABLED.id}`)).body as Array<{ id: string; source: { url?: string } }>;
      expect(listed.find((a) => a.id === APPLET_ID)?.source.url).toBe(`${scaffolded!.url}/remoteEntry.js`);
    } finally {
      if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
    }
  });
});
