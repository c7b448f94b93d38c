import { waitForPath, waitForText, withScreenshotOnFailure } from '../helpers/browser';
import { chkUrl, SCORED_SITE, textOf, waitForGone, waitForLoaded } from './checkout-steps';
import { settle, signIn, useConsole, waitForUrl } from './shell-steps';

jest.setTimeout(120_000);

const CARDS = [
  { id: 'chk-card-score', title: 'Checkout Score', caption: 'Score Details', value: /^\d{1,3}$/, delta: /^[+−]?\d+ pts$/ },
  { id: 'chk-card-carts', title: 'Carts', caption: 'Potential Buyers', value: /^\d{1,3}(,\d{3})*$/, delta: /^[+−]?\d+\.\d\d%$/ },
  { id: 'chk-card-orders', title: 'Orders', caption: 'Buyers', value: /^\d{1,3}(,\d{3})*$/, delta: /^[+−]?\d+\.\d\d%$/ },
  // Northwind Outfitters sells in US dollars.
  { id: 'chk-card-abandoned', title: 'Abandoned Revenue', caption: 'Impact Analysis', value: /^\$\d{1,3}(,\d{3})*$/, delta: /^[+−]?\d+\.\d\d%$/ },
] as const;

describe('Checkout Zen Home', () => {
  const env = useConsole();

  it('merchant opens Checkout Zen from the App Library and reads the key indicators of the last 4 weeks', () =>
    withScreenshotOnFailure(env.page, 'chk-home-key-indicators', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await page.goto(`${server.url}/app/home?site-xid=${SCORED_SITE}`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, 'Northwind Outfitters');
      await page.waitForSelector('[data-testid="app-tile-chk"]', { visible: true });
      expect(await textOf(page, '[data-testid="app-tile-chk"]')).toContain('Checkout Zen');
      await page.click('[data-testid="app-tile-chk"]');
      await waitForUrl(page, chkUrl('', SCORED_SITE));

      expect(await textOf(page, '[data-testid="chk-home"] h2')).toBe('Checkout Zen Home');
      const toolbar = await textOf(page, '[data-testid="chk-key-indicators"]');
      expect(toolbar).toContain('Key Indicators');
      expect(toolbar).toMatch(/Last 4 Weeks: \w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4}/);

      for (const card of CARDS) await waitForLoaded(page, `[data-testid="${card.id}"]`);
      for (const card of CARDS) {
        const text = await textOf(page, `[data-testid="${card.id}"]`);
        expect(text).toContain(card.title);
        expect(text).toContain(card.caption);
        expect(await textOf(page, `[data-testid="${card.id}-value"]`)).toMatch(card.value);
        expect(await textOf(page, `[data-testid="${card.id}-delta"]`)).toMatch(card.delta);
      }
      const score = Number(await textOf(page, '[data-testid="chk-card-score-value"]'));
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
      // A scored store has no data-status banner.
      expect(await page.$('[data-testid="chk-banner-live"]')).toBeNull();

      // The Checkout Score card opens the Score page of the same site.
      await settle(page);
      await page.click('[data-testid="chk-card-score"] a');
      await waitForUrl(page, chkUrl('checkout/score', SCORED_SITE));
      await waitForLoaded(page, '[data-testid="chk-score-summary"]');
      expect(await textOf(page, '[data-testid="chk-score-value"]')).toBe(String(score));
    }));

  it('the Live Checkout Insights guide leads to Insights, and once closed stays closed after a reload', () =>
    withScreenshotOnFailure(env.page, 'chk-home-guide', async () => {
      const { page, server } = env;
      await signIn(page, server);
      await waitForPath(page, '/app/home');
      await page.goto(`${server.url}${chkUrl('', SCORED_SITE)}`, { waitUntil: 'domcontentloaded' });
      const guide = await textOf(page, '[data-testid="chk-guide"]');
      expect(guide).toContain('Live Checkout Insights');

      const href = await page.$eval('[data-testid="chk-guide"] a', (a) => a.getAttribute('href'));
      expect(href).toBe(chkUrl('checkout/insights', SCORED_SITE));
      await settle(page);
      await page.click('[data-testid="chk-guide"] a');
      await waitForUrl(page, chkUrl('checkout/insights', SCORED_SITE));
      await waitForText(page, 'Score Insights');

      await page.goBack({ waitUntil: 'domcontentloaded' });
      await waitForUrl(page, chkUrl('', SCORED_SITE));
      await settle(page);
      await page.click('[data-testid="chk-guide-close"]');
      await waitForGone(page, '[data-testid="chk-guide"]');

      await page.reload({ waitUntil: 'domcontentloaded' });
      await waitForLoaded(page, '[data-testid="chk-card-orders"]');
      expect(await page.$('[data-testid="chk-guide"]')).toBeNull();
      // The rest of Home is still there.
      expect(await textOf(page, '[data-testid="chk-key-indicators"]')).toContain('Key Indicators');
    }));
});
