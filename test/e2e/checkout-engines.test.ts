// Issue 18, done when: the checkout applet served on embedded ClickHouse (ANALYTICS_ENGINE=chdb)
// shows the same numbers as on the default DuckDB, read in a real browser. Two servers seed the
// same world the same day (the DuckDB generator hands its rows to chDB through Parquet); a
// merchant reads the Checkout Score, its band and rank and three KPI values on each.
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, waitForPath, withScreenshotOnFailure } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { openChk, SCORED_SITE, textOf, textsOf, waitForLoaded } from './checkout-steps';
import { signIn } from './shell-steps';

jest.setTimeout(240_000);

const TILES = '[data-testid="chk-kpi-tiles"] [role="button"]';
/** A world of its own for each server, small enough to seed in seconds, big enough to score. */
const WORLD = { VITRINE_SEED: '1', ANALYTICS_SEED_DAYS: '30' };

interface ScoreReading {
  score: string;
  band: string;
  rank: string;
  kpis: string[];
}

async function readScore(browser: Browser, server: RunningServer, name: string): Promise<ScoreReading> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  try {
    return await withScreenshotOnFailure(page, `chk-engines-${name}`, async () => {
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await openChk(page, server, 'checkout/score', SCORED_SITE);
      await waitForLoaded(page, '[data-testid="chk-score-summary"]', 60_000);
      await page.waitForFunction((s: string) => document.querySelectorAll(s).length === 5, { timeout: 30_000 }, TILES);
      const kpis = (await textsOf(page, TILES)).slice(0, 3);
      return {
        score: await textOf(page, '[data-testid="chk-score-value"]'),
        band: await textOf(page, '[data-testid="chk-band"]'),
        rank: await textOf(page, '[data-testid="chk-rank"]'),
        kpis,
      };
    });
  } finally {
    await context.close();
  }
}

describe('Checkout Zen on either analytics engine', () => {
  let duck: RunningServer;
  let chdb: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // Started together so both seed the same hours.
    // Each seeds a world of its own (a few seconds alone, more beside other suites in CI).
    const timeoutMs = 150_000;
    [duck, chdb, browser] = await Promise.all([
      startServer({ env: WORLD, timeoutMs }),
      startServer({ env: { ...WORLD, ANALYTICS_ENGINE: 'chdb' }, timeoutMs }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), duck?.stop(), chdb?.stop()]);
  });

  it('shows a merchant the same score, band, rank and KPI values on ClickHouse as on DuckDB', async () => {
    const onDuck = await readScore(browser, duck, 'duckdb');
    const onChdb = await readScore(browser, chdb, 'chdb');
    expect(onDuck.score).toMatch(/^\d{1,3}$/);
    expect(onDuck.kpis).toHaveLength(3);
    for (const kpi of onDuck.kpis) expect(kpi).toMatch(/Your store: [+−]?\d+\.\d{2}(%| pp)$/);
    expect(onChdb).toEqual(onDuck);
  });
});
