/** @jest-environment jsdom */
import '../report/testPolyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createTestServices, TestServicesProvider, type TestServices, type MockSessionOptions } from 'sdk/testing';
import { DISTRIBUTION_MESSAGES, SCORE_MESSAGES } from '../../messages';
import { checkoutScoreData, scoreResult } from '../data/testFixtures';
import type { ScoreDistributionData } from '../distributions/useScoreDistribution';
import { ScorePage } from './ScorePage';

// Charts and the grid are lazy chunks with their own owners; the page's behaviour is the HTML around them.
jest.mock('../charts/highcharts', () => ({ useHighcharts: () => undefined }));
jest.mock('../distributions/DistributionGrid', () => ({
  DistributionGrid: ({ data }: { data: ScoreDistributionData }) => <div data-testid="grid-stub">{data.sites.length} rows</div>,
}));

const distribution: ScoreDistributionData = {
  type: 'score',
  kpi: null,
  binSize: 10,
  bins: [{ min: 60, max: 70, count: 12 }],
  sites: [{ siteId: 's1', name: 'Northwind', external: 'northwind', platform: 'SHOPIFY', score: 66, madeBar: true, subScores: [] }],
  kpiStats: [],
  sitesMadeBar: 84,
  sitesWithData: 120,
};

function setup(session: MockSessionOptions = {}, data = checkoutScoreData()) {
  const services = createTestServices({ session });
  services.graphql.respond('checkoutScore', { checkoutScore: data });
  services.graphql.respond('scoreDistribution', { scoreDistribution: distribution });
  return services;
}

async function renderScore(services: TestServices) {
  await act(async () => {
    render(
      <MemoryRouter>
        <TestServicesProvider services={services}>
          <ScorePage />
        </TestServicesProvider>
      </MemoryRouter>,
    );
  });
}

async function openTile(name: string) {
  await act(async () => fireEvent.click(screen.getByTestId(`chk-kpi-tile-${name}`)));
  return screen.getByTestId(`chk-kpi-explanation-${name}`);
}

const STAFF_DEV: MockSessionOptions = { user: { staff: true }, devMode: true };

beforeEach(() => window.localStorage.clear());

describe('ScorePage', () => {
  it('shows skeleton tiles and calculating... while the score loads', async () => {
    const services = createTestServices();
    services.graphql.respond('checkoutScore', () => new Promise(() => {})); // never answers
    await renderScore(services);
    expect(screen.getAllByText(SCORE_MESSAGES.calculating).length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('chk-kpi-tile-skeleton')).toHaveLength(5);
    expect(screen.getByTestId('chk-calculating')).toBeTruthy();
  });

  it('shows the score, band, rank and the trend in points', async () => {
    await renderScore(setup());
    expect(screen.getByTestId('chk-score-value').textContent).toBe('72');
    expect(screen.getByTestId('chk-band').textContent).toBe('Good');
    expect(screen.getByTestId('chk-rank').textContent).toBe('Better than 73% of merchants');
    expect(screen.getByTestId('chk-trend').textContent).toContain('+7 pts');
    expect(screen.getByTestId('chk-trend').textContent).toContain(SCORE_MESSAGES.trendSuffix);
    expect(screen.getAllByTestId(/^chk-kpi-tile-(?!skeleton)/)).toHaveLength(5);
  });

  it('shows --- when unscored and no rank', async () => {
    await renderScore(setup({}, checkoutScoreData({ current: scoreResult(null), previous: scoreResult(null) })));
    expect(screen.getByTestId('chk-score-value').textContent).toBe('---');
    expect(screen.getByTestId('chk-band').textContent).toBe('---');
    expect(screen.queryByTestId('chk-rank')).toBeNull();
    expect(within(screen.getByTestId('chk-kpi-tile-car')).getByTestId('chk-kpi-score').textContent).toBe('---');
  });

  it('shows --- on every tile when there is no score, even where sub-scores exist (issue 32 item 8: harbor-pine, 61 of 100 orders)', async () => {
    // The service withholds the score below 100 orders but still sends the KPIs' sub-scores.
    const withSubs = scoreResult(42);
    await renderScore(setup({}, checkoutScoreData({ current: { ...withSubs, score: null, rank: { rank: null, total: 84, rank100: null } }, previous: scoreResult(null) })));
    expect(screen.getByTestId('chk-score-value').textContent).toBe('---');
    const tiles = within(screen.getByTestId('chk-kpi-tiles')).getAllByTestId('chk-kpi-score').map((el) => el.textContent);
    expect(tiles).toHaveLength(5);
    expect(tiles.every((text) => text === '---')).toBe(true);
  });

  it('opens the score remark from the gauge', async () => {
    await renderScore(setup());
    await act(async () => fireEvent.click(screen.getByTestId('chk-gauge-button')));
    const remark = screen.getByTestId('chk-score-remark');
    expect(within(remark).getByText('Good')).toBeTruthy();
  });

  it('explains a tile: formula, site value vs market median and a View Trend link', async () => {
    const services = setup();
    await renderScore(services);
    const popover = await openTile('car');
    expect(within(popover).getByTestId('chk-kpi-formula').textContent).toBe('Carts Abandoned / Carts');
    expect(within(popover).getByTestId('chk-kpi-site-value').textContent).toBe('65.20%');
    expect(within(popover).getByTestId('chk-kpi-market-median').textContent).toBe('70.12%');
    const trend = within(popover).getByTestId('chk-view-trend');
    expect(trend.textContent).toBe(SCORE_MESSAGES.viewTrend);
    expect(trend.getAttribute('href')).toBe('/applet/test-applet/checkout/insights?rpt=1&pl=car&al=arrivalTimeUtc&cl=line&site-xid=test-site');
  });

  it('says "market too small" where a KPI’s market was withheld, and why the score is not shown', async () => {
    const current = scoreResult(72);
    current.score = null;
    current.rank = { rank: null, total: 84, rank100: null };
    current.subScores[0] = { ...current.subScores[0], score: null, marketSuppressed: true };
    const data = checkoutScoreData({ current, market: checkoutScoreData().market.slice(1), marketNotice: { reason: 'MARKET_TOO_SMALL', minShops: 5, kpis: ['car'] } });
    await renderScore(setup({}, data));
    expect(within(screen.getByTestId('chk-kpi-tile-car')).getByTestId('chk-kpi-market-too-small').textContent).toBe(SCORE_MESSAGES.marketTooSmall);
    expect(within(screen.getByTestId('chk-kpi-tile-checkoutConversionRate')).queryByTestId('chk-kpi-market-too-small')).toBeNull();
    const popover = await openTile('car');
    expect(within(popover).getByTestId('chk-kpi-market-median').textContent).toBe('market too small');
    await act(async () => fireEvent.click(screen.getByTestId('chk-gauge-button')));
    expect(screen.getByTestId('chk-score-remark').textContent).toContain(SCORE_MESSAGES.marketTooSmallRemark(5));
  });

  it('shows the score analysis table to staff only', async () => {
    await renderScore(setup({ user: { staff: true } }));
    const table = within(await openTile('car')).getByTestId('chk-score-analysis');
    for (const name of ['value', 'valueWeight', 'weight', 'weightPct', 'weightScore', 'delta', 'sigmas', 'bias100', 'sigmaWidth100', 'rank']) {
      expect(within(table).getByText(name)).toBeTruthy();
    }
    expect(within(table).getByText('61 / 84 (73%)')).toBeTruthy();
  });

  it('hides the score analysis table from merchants', async () => {
    await renderScore(setup());
    expect(within(await openTile('car')).queryByTestId('chk-score-analysis')).toBeNull();
  });

  it.each<[string, MockSessionOptions]>([
    ['merchant', {}],
    ['staff without dev mode', { user: { staff: true } }],
  ])('shows no Score Distributions and sends no scoreDistribution query for a %s', async (_, session) => {
    const services = setup(session);
    await renderScore(services);
    expect(screen.queryByTestId('chk-distributions')).toBeNull();
    expect(services.graphql.queries.some((q) => q.query.includes('scoreDistribution'))).toBe(false);
  });

  it('shows Score Distributions in dev mode with the bar count and the grid', async () => {
    const services = setup(STAFF_DEV);
    await renderScore(services);
    expect(screen.getByText(DISTRIBUTION_MESSAGES.title)).toBeTruthy();
    expect(screen.getByTestId('chk-made-bar').textContent).toBe('84 sites made the bar from 120 with data');
    expect(await screen.findByTestId('grid-stub')).toBeTruthy();
    const q = services.graphql.queries.find((x) => x.query.includes('scoreDistribution'));
    expect(q?.variables).toEqual({ type: 'score', kpi: null, binSize: 10, siteId: services.site.current._id });
  });

  it('asks for another bin size and for rates of a KPI', async () => {
    const services = setup(STAFF_DEV);
    await renderScore(services);
    await act(async () => fireEvent.change(screen.getByTestId('chk-bin-size'), { target: { value: '5' } }));
    expect(services.graphql.queries.at(-1)?.variables).toEqual({ type: 'score', kpi: null, binSize: 5, siteId: services.site.current._id });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: DISTRIBUTION_MESSAGES.rate })));
    // The server bins rates in percent: 5 percentage points travel as 5 (issue 12, defect 2).
    expect(services.graphql.queries.at(-1)?.variables).toEqual({ type: 'rate', kpi: 'car', binSize: 5, siteId: services.site.current._id });
  });

  it('marks the mock score in demo mode', async () => {
    await renderScore(setup({}, checkoutScoreData({ isMock: true })));
    expect(screen.getByTestId('chk-mock-score')).toBeTruthy();
  });
});
