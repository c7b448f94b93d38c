// What a link or a cookie asks for that cannot be: the console says so and carries on (issue 16,
// items 14 and 16).
import { waitForPath, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { signIn, sleep, useConsole, waitForUrl } from './shell-steps';

jest.setTimeout(120_000);

describe('links and overrides the console cannot follow', () => {
  const env = useConsole();

  it('a site-xid the merchant cannot open is replaced by their first site, and they are told', () =>
    withScreenshotOnFailure(env.page, 'site-xid-unavailable', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      // Globex's shop belongs to another organization.
      await page.goto(`${server.url}/app/home?site-xid=globex-garden`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, 'The site "globex-garden" is not available to you: showing Alpine Threads instead.');
      await waitForUrl(page, '/app/home?site-xid=alpine-threads');
    }));

  it('_hc_api30=prod on a local console is ignored with a console warning: no call leaves for production, no error', () =>
    withScreenshotOnFailure(env.page, 'api-override-ignored', async () => {
      const { page, server } = env;
      const warnings: string[] = [];
      const elsewhere: string[] = [];
      page.on('console', (message) => message.type() === 'warn' && warnings.push(message.text()));
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== new URL(server.url).origin && !request.url().startsWith('data:')) elsewhere.push(request.url());
      });
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await page.setCookie({ name: '_hc_api30', value: 'prod', url: server.url });
      await page.goto(`${server.url}/app/home`, { waitUntil: 'networkidle2' });
      await waitForText(page, 'Signed in as merchant@example.com');
      await sleep(500);
      expect(warnings.some((text) => text.startsWith('Ignoring the API override cookie') && text.includes('https://console.vitrine.io'))).toBe(true);
      expect(elsewhere).toEqual([]);
      expect(await page.evaluate(() => document.body.innerText.includes('Unable to continue'))).toBe(false);
    }));
});
