// "An applet's page throws while rendering" (issue: trust at the server, part 5): the console
// shows the error panel in that applet's area and everything around it keeps working: the
// header, the App Library, the applet's own other pages and the other applets. The applet is a
// remote whose container is written here by hand (no build): its overview renders, its
// "Broken" page throws. Removing the applet area's error boundary makes React unmount the
// whole console, and this story fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { screenshot, waitForPath, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { httpClient } from '../helpers/http';
import { startStaticServer, type StaticServer } from '../helpers/static-server';
import { APPLET_MESSAGES } from '../../core/applet-host/messages';
import { signIn, STAFF, useConsole } from './shell-steps';

jest.setTimeout(120_000);

const HEADER_APP_LIBRARY = '[data-testid="nav-app-library"]';
const ID = 'crash-applet';
const TITLE = 'Crash Applet';
const OVERVIEW = 'The overview of the crash applet works';
const FAILURE = 'The broken page failed to render on purpose';

/**
 * A Module Federation container as remoteEntry.js defines one (`var <scope> = { init, get }`),
 * exposing './Applet': an applet definition branded the way the SDK's defineApplet brands one
 * (Symbol.for, so the host recognises it from any copy of the SDK).
 */
const CONTAINER = `var vitrineCrash = (function () {
  function Overview() { return ${JSON.stringify(OVERVIEW)}; }
  function Broken() { throw new Error(${JSON.stringify(FAILURE)}); }
  var definition = {
    id: '${ID}', route: '${ID}', title: '${TITLE}', description: 'Throws on one page', icon: 'error', sdkVersion: '^1.0.0',
    requires: {}, platformApp: null,
    nav: [{ type: 'link', label: 'Overview', path: '', icon: 'home' }, { type: 'link', label: 'Broken', path: 'broken', icon: 'error' }],
    pages: [
      { path: '', load: function () { return Promise.resolve({ default: Overview }); } },
      { path: 'broken', load: function () { return Promise.resolve({ default: Broken }); } }
    ]
  };
  Object.defineProperty(definition, Symbol.for('vitrine.sdk.AppletDefinition'), { value: true });
  return {
    init: function () {},
    get: function () { return Promise.resolve(function () { return { default: definition }; }); }
  };
})();
`;

describe('an applet page that throws while rendering', () => {
  const env = useConsole();
  let remote: StaticServer;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-crash-applet-'));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), CONTAINER);
    remote = await startStaticServer(dir, { corsOrigins: [env.server.url] });
    const staff = httpClient(env.server);
    await staff.signIn(STAFF.email, STAFF.password);
    const res = await staff.post('/api2/applets', {
      id: ID,
      route: ID,
      title: TITLE,
      description: 'Throws on one page',
      icon: 'error',
      sdkVersion: '^1.0.0',
      source: { kind: 'remote', url: `${remote.url}/remoteEntry.js`, scope: 'vitrineCrash', module: './Applet' },
    });
    if (res.status !== 201) throw new Error(`Registering the crash applet answered ${res.status}: ${JSON.stringify(res.body)}`);
  });
  afterAll(async () => {
    await remote?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shows the error panel in its area; the header, the App Library, its other pages and other applets keep working', () =>
    withScreenshotOnFailure(env.page, 'applet-crash', async () => {
      const { page, server } = env;
      const pageErrors: string[] = [];
      page.on('pageerror', (err) => pageErrors.push(String(err)));
      await signIn(page, server, STAFF);
      await waitForPath(page, '/app/home');
      await waitForText(page, TITLE);
      await page.click(`::-p-text(${TITLE})`);
      await waitForText(page, OVERVIEW);

      // The broken page: the error panel with the error's message, inside the applet's area.
      await page.click('::-p-text(Broken)');
      await waitForText(page, APPLET_MESSAGES.crashed);
      await waitForText(page, FAILURE);
      expect(await page.$eval('main, [role="main"], body', (el) => el.textContent ?? '')).toContain(FAILURE);
      expect(await page.$(HEADER_APP_LIBRARY)).not.toBeNull();
      await screenshot(page, 'applet-crash-panel');

      // The applet's own navigation still works: its overview renders again.
      await page.click('::-p-text(Overview)');
      await waitForText(page, OVERVIEW);
      expect(await page.evaluate((text: string) => document.body.innerText.includes(text), APPLET_MESSAGES.crashed)).toBe(false);

      // Back on the broken page, the header still takes the user to the App Library, and
      // another applet launches and renders its data.
      await page.click('::-p-text(Broken)');
      await waitForText(page, APPLET_MESSAGES.crashed);
      await page.click(HEADER_APP_LIBRARY);
      await waitForPath(page, '/app/home');
      await waitForText(page, 'Checkout Zen');
      await page.click('::-p-text(Checkout Zen)');
      await page.waitForFunction(() => location.pathname.startsWith('/applet/chk'), { timeout: 15_000 });
      await waitForText(page, 'Key Indicators');
      // A render error is caught by React, never left uncaught in the page.
      expect(pageErrors).toEqual([]);
    }));
});
