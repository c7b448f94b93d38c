// Labels a merchant reads whole (issue 32 items 27 and 31): the Plans dialog's 'Current plan'
// badge at 1440 px, and the score gauge's button named by the score, not the chart's CSS.
import { withScreenshotOnFailure } from '../helpers/browser';
import { signIn, useConsole } from './shell-steps';

jest.setTimeout(120_000);

const SITE = 'site-xid=alpine-threads';

describe('labels read whole', () => {
  const env = useConsole();

  it("the Plans dialog's 'Current plan' badge is not cut at 1440 px", () =>
    withScreenshotOnFailure(env.page, 'labels-current-plan', async () => {
      const { page, server } = env;
      await page.setViewport({ width: 1440, height: 900 });
      await signIn(page, server);
      await page.goto(`${server.url}/app/home?settings=billing&${SITE}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-subscription-id]', { visible: true, timeout: 20_000 });
      await page.evaluate(() => [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Change plan'))?.click());
      const badge = await page.waitForSelector('[data-plan] .bp6-tag', { visible: true, timeout: 20_000 });
      const text = await badge!.evaluate((tag) => {
        const inner = tag.querySelector('span') ?? tag;
        return { text: tag.textContent, cut: inner.scrollWidth > inner.clientWidth };
      });
      expect(text).toEqual({ text: 'Current plan', cut: false });
    }));

  it("the score gauge's button is named by the score, not by the chart inside it", () =>
    withScreenshotOnFailure(env.page, 'labels-gauge-button', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await page.goto(`${server.url}/applet/chk/checkout/score?${SITE}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="chk-gauge"] svg.highcharts-root', { visible: true, timeout: 30_000 });
      const button = await page.waitForSelector('[data-testid="chk-gauge-button"]');
      const node = await page.accessibility.snapshot({ root: button!, interestingOnly: false });
      expect(node?.name).toMatch(/^(Checkout score \d+\. )?What does my score mean\?$/);
    }));
});
