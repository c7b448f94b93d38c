import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';
import { withScreenshotOnFailure } from '../helpers/browser';
import { settle, signIn, useConsole } from './shell-steps';

jest.setTimeout(240_000);

const AXE_PATH = createRequire(__filename).resolve('axe-core/axe.min.js');
const SITE = 'site-xid=alpine-threads';
/** An applet page has rendered once its heading is there. */
const APPLET_HEADING = '[data-testid="applet-frame"] main :is(h1, h2, h3, h4), [data-testid="applet-frame"] :is(h1, h2, h3, h4)';

/**
 * Every console page once per theme. Dialogs are pages here too: the settings tabs, Plans and
 * Change Site are where merchants spend their time. `ready` is what the page shows once it has
 * loaded, so axe sees the page and not its spinner.
 */
const PAGES: ReadonlyArray<{ name: string; path: string; ready: string; open?: (page: Page) => Promise<void>; width?: number }> = [
  { name: 'App Library', path: `/app/home?${SITE}`, ready: '[data-testid="app-library"]' },
  { name: 'Settings: Your Profile', path: `/app/home?settings=me&${SITE}`, ready: 'input[autocomplete="given-name"]' },
  { name: 'Settings: Company', path: `/app/home?settings=company&${SITE}`, ready: 'input[autocomplete="organization"]' },
  { name: 'Settings: Subscription', path: `/app/home?settings=billing&${SITE}`, ready: '[data-subscription-id]' },
  { name: 'Settings: Website', path: `/app/home?settings=website&${SITE}`, ready: 'input[type="url"]' },
  {
    name: 'Change Site',
    path: `/app/home?${SITE}`,
    ready: '[data-testid="app-library"]',
    open: async (page) => {
      await page.click('[data-testid="site-button"]');
      await page.waitForSelector('[role="dialog"] input, [role="dialog"] li', { visible: true });
    },
  },
  { name: 'Recommendations: Dashboard', path: `/applet/rec?${SITE}`, ready: APPLET_HEADING },
  // Ready once the score's explanation (its table, peer picker, notes) is there too.
  { name: 'Checkout: Score', path: `/applet/chk/checkout/score?${SITE}`, ready: '[data-testid="chk-explanation-table"]' },
  { name: 'Checkout: Funnel', path: `/applet/chk/checkout/funnel?${SITE}`, ready: '[data-testid="chk-funnel-table"]' },
  { name: 'Checkout: About', path: `/applet/chk/about?${SITE}`, ready: APPLET_HEADING },
  // Issue 32 items 26 and 30: the report's chart (an svg image needs a name), the funnel table
  // where it scrolls (a phone), the selected nav item's Beta tag (contrast), the user menu.
  { name: 'Checkout: Insights report', path: `/applet/chk/checkout/insights?rpt=1&pl=car&al=arrivalTimeUtc&cl=line&${SITE}`, ready: 'svg.highcharts-root' },
  { name: 'Checkout: Funnel at 390 px', path: `/applet/chk/checkout/funnel?${SITE}`, ready: '[data-testid="chk-funnel-table"]', width: 390 },
  { name: 'Checkout: Tips', path: `/applet/chk/checkout/tips?${SITE}`, ready: '[data-testid="chk-tips-list"]' },
  {
    name: 'User menu',
    path: `/app/home?${SITE}`,
    ready: '[data-testid="app-library"]',
    open: async (page) => {
      await page.click('[data-testid="user-menu"]');
      await page.waitForSelector('[data-testid="menu-logout"]', { visible: true });
    },
  },
  { name: 'Applet not found', path: `/applet/nope?${SITE}`, ready: '[data-testid="applet-not-found-home"]' },
];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string }>;
}

/** axe's serious and critical violations on what the page shows now. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  await settle(page);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')})`);
}

async function useTheme(page: Page, theme: 'light' | 'dark') {
  // The console's and the public gallery's (which keeps its own, under h40_public_).
  await page.evaluateOnNewDocument((t: string) => {
    localStorage.setItem('h40_theme', JSON.stringify(t));
    localStorage.setItem('h40_public_theme', JSON.stringify(t));
  }, theme);
}

describe('accessibility: axe finds nothing serious on any console page', () => {
  const env = useConsole();

  for (const theme of ['light', 'dark'] as const) {
    it(`in the ${theme} theme`, () =>
      withScreenshotOnFailure(env.page, `a11y-axe-${theme}`, async () => {
        const { page, server } = env;
        await useTheme(page, theme);
        // axe is injected as a script: the console's CSP (rightly) refuses it otherwise.
        await page.setBypassCSP(true);
        const found: string[] = [];
        // Signed out first: the sign-in page.
        await page.goto(`${server.url}/login`, { waitUntil: 'domcontentloaded' });
        await page.waitForSelector('input[name="email"]', { visible: true });
        found.push(...(await seriousViolations(page)).map((v) => `Sign in: ${v}`));
        await page.goto(`${server.url}/public`, { waitUntil: 'domcontentloaded' });
        await page.waitForSelector('main section h2', { visible: true });
        found.push(...(await seriousViolations(page)).map((v) => `Public gallery: ${v}`));
        await signIn(page, server);
        for (const target of PAGES) {
          await page.setViewport({ width: target.width ?? 1280, height: 800 });
          await page.goto(`${server.url}${target.path}`, { waitUntil: 'domcontentloaded' });
          await page.waitForSelector(target.ready, { visible: true, timeout: 20_000 });
          await target.open?.(page);
          found.push(...(await seriousViolations(page)).map((v) => `${target.name}: ${v}`));
        }
        expect(found).toEqual([]);
      }));
  }
});
