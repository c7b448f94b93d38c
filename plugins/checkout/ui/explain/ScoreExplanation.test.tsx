/** @jest-environment jsdom */
import '../report/testPolyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createTestServices, TestServicesProvider } from 'sdk/testing';
import { DAYS_PER_MONTH } from '../../score';
import { checkoutScoreData, scoreResult, withFields } from '../data/testFixtures';
import type { CheckoutScoreData, GqlKpiMarket } from '../data/useCheckoutScore';
import { ScorePage } from '../score/ScorePage';
import { EXPLAIN_MESSAGES as M } from './messages';

jest.mock('../charts/highcharts', () => ({ useHighcharts: () => undefined }));

const kpiMarket = (name: string, median: number): GqlKpiMarket => ({ name, median, p25: median - 0.05, p75: median + 0.05, deviation: 0.1, mean: median, shopCount: 12 });

/** Conversion below the median (score 30: 9 of 30 points), accelerated checkout withheld. */
function story(): CheckoutScoreData {
  const current = scoreResult(72);
  current.subScores = current.subScores.map((s) => {
    if (s.name === 'checkoutConversionRate') return { ...s, score: 30, weightScore: 9 };
    if (s.name === 'acceleratedCheckoutRate') return { ...s, score: null, weightPct: 0, weightScore: 0, marketSuppressed: true };
    return s;
  });
  const data = checkoutScoreData({
    current,
    peerGroups: [
      { kind: 'industry', key: 'apparel', shopCount: 12, suppressed: false, withheldKpis: [], market: [kpiMarket('checkoutConversionRate', 0.5)] },
      { kind: 'size', key: 'large', shopCount: null, suppressed: true, withheldKpis: ['car'], market: [] },
      { kind: 'region', key: null, shopCount: null, suppressed: true, withheldKpis: [], market: [] },
    ],
  });
  return withFields(data, { visitsReachedCheckout: [1000, 900] });
}

async function renderStory(data = story()) {
  const services = createTestServices({ site: { currencyName: 'USD' } });
  services.graphql.respond('checkoutScore', { checkoutScore: data });
  services.graphql.respond('OwnTraffic', {
    sessions: { groups: [{ key: { formFactor: 'phone' }, carts: { primary: 700 } }], totals: { aov: { primary: 80 } } },
  });
  await act(async () => {
    render(
      <MemoryRouter>
        <TestServicesProvider services={services}>
          <ScorePage />
        </TestServicesProvider>
      </MemoryRouter>,
    );
  });
  return services;
}

const row = (name: string) => within(screen.getByTestId(`chk-explanation-${name}`)).getAllByRole('cell').map((td) => td.textContent);
const money = (n: number) => n.toLocaleString(undefined, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

describe('score explanation (issue 12, part 3)', () => {
  it("lists each KPI's points, quartiles, what the median would add and the revenue at stake", async () => {
    await renderStory();
    expect(screen.getByText(M.intro('72'))).toBeTruthy();
    // 0.41 vs median 70.1 %: 9 of 30 points; at the median 50 × 30 % = 15 → +6.
    // Revenue: 1000 checkouts × (0.7012 − 0.41) × $80 a month (28 days scaled to a month).
    const revenue = money(1000 * (0.7012 - 0.41) * 80 * (DAYS_PER_MONTH / 28));
    expect(row('checkoutConversionRate')).toEqual(['Checkout Conversion RateHigher is better', '41.00%', '60.00%', '70.12%', '80.00%', '9 of 30', '+6', revenue]);
    // At or better than the median: no gain; accelerated checkout has no money figure.
    expect(row('car')[6]).toBe('---');
    expect(row('acceleratedCheckoutRate')[7]).toBe('---');
    expect(screen.getByTestId('chk-zero-weight-acceleratedCheckoutRate').textContent).toContain(M.zeroWeight.marketTooSmall);
  });

  it('says how the market is formed and how the engine decides, beside the numbers', async () => {
    await renderStory();
    expect(screen.getByTestId('chk-market-note').textContent).toContain(M.marketText(84, 120));
    expect(screen.getByTestId('chk-how-computed').textContent).toContain(M.howRounding(2));
    expect(screen.getByTestId('chk-how-computed').textContent).toContain(M.howBars);
  });

  it('compares with a peer group a merchant picks; a group too small is listed, disabled, with the reason', async () => {
    await renderStory();
    const picker = screen.getByTestId('chk-peer-picker') as HTMLSelectElement;
    const options = Array.from(picker.options).map((o) => [o.textContent, o.disabled]);
    expect(options).toEqual([
      [M.wholeOption(84), false],
      ['Industry: Apparel (12 shops)', false],
      ['Size: 20,000+ visits (market too small)', true],
      ['Region: not known for your store', true],
    ]);
    await act(async () => fireEvent.change(picker, { target: { value: 'industry' } }));
    expect(screen.getByTestId('chk-peer-note').textContent).toBe(M.peerNote('Industry: Apparel'));
    // The apparel peers' median (50 %) replaces the whole market's; KPIs it lacks say so.
    expect(row('checkoutConversionRate').slice(2, 5)).toEqual(['45.00%', '50.00%', '55.00%']);
    expect(row('car').slice(2, 5)).toEqual([M.peerTooSmall, M.peerTooSmall, M.peerTooSmall]);
    // A tile explains the score, which stays against the whole market.
    await act(async () => fireEvent.click(screen.getByTestId('chk-kpi-tile-checkoutConversionRate')));
    expect(screen.getByTestId('chk-kpi-market-median').textContent).toBe('70.12%');
  });

  it("shows a KPI's points and the gain at the median in its popover", async () => {
    await renderStory();
    await act(async () => fireEvent.click(screen.getByTestId('chk-kpi-tile-checkoutConversionRate')));
    expect(screen.getByTestId('chk-kpi-points').textContent).toBe('9 of 30 points');
    expect(screen.getByTestId('chk-kpi-gain').textContent).toBe('Reaching the market median here would add +6 points');
    expect(screen.getByTestId('chk-kpi-quartiles').textContent).toBe('60.00% / 70.12% / 80.00%');
  });
});
