/** @jest-environment jsdom */
import '../report/testPolyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createTestServices, TestServicesProvider, type TestServices } from 'sdk/testing';
import { checkoutScoreData, scoreResult } from '../data/testFixtures';
import { INSIGHTS_MESSAGES as M } from './messages';
import { InsightsPage } from './InsightsPage';

jest.mock('../charts', () => ({
  ...jest.requireActual('../charts'),
  ReportChart: ({ chartType }: { chartType: string }) => <div data-testid="mock-chart" data-chart-type={chartType} />,
  ReportDataTable: () => null,
}));

function services() {
  const s = createTestServices({ site: { timeZone: 'UTC' } });
  const previous = scoreResult(60);
  previous.subScores = previous.subScores.map((sub) => ({ ...sub, score: sub.name === 'car' ? 64 : sub.score }));
  s.graphql.respond('checkoutScore', { checkoutScore: checkoutScoreData({ previous }) });
  const group = { key: { formFactor: 'phone' }, car: { primary: 0.7 }, visits: { primary: 10 } };
  s.graphql.respond('compareSessions', { compareSessions: { groups: [group], totals: group } });
  return s;
}

async function renderAt(s: TestServices, url: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <TestServicesProvider services={s}>
          <InsightsPage />
        </TestServicesProvider>
      </MemoryRouter>,
    );
  });
}

describe('InsightsPage', () => {
  it("shows one card per KPI with its sub-score and the change vs the previous 4 weeks under 'Score Insights'", async () => {
    await renderAt(services(), '/insights');
    expect(screen.getByRole('heading', { name: 'Score Insights' })).toBeTruthy();
    for (const name of ['car', 'checkoutConversionRate', 'mobileAbandonmentGap', 'acceleratedCheckoutRate', 'checkoutEngagementRate']) {
      expect(screen.getByTestId(`insight-${name}`)).toBeTruthy();
    }
    expect(screen.getByTestId('insight-car-score').textContent).toBe('70');
    expect(screen.getByTestId('insight-car-delta').textContent).toBe('+6 pts');
    expect(screen.getByTestId('insight-car-value').textContent).toBe('65.20%');
    // A difference of two rates, in points as on the Score page, never as a percent.
    expect(screen.getByTestId('insight-mobileAbandonmentGap-value').textContent).toMatch(/^[+−]?\d+\.\d\d pp$/);
  });

  it("lists 2 report links, then 'Show all' / 'Show less'", async () => {
    const s = services();
    await renderAt(s, '/insights');
    const card = screen.getByTestId('insight-car-links');
    expect(within(card).getAllByRole('link').map((a) => a.textContent)).toEqual(['Trend', 'By device']);
    fireEvent.click(within(card).getByRole('button', { name: M.showAll }));
    expect(within(card).getAllByRole('link')).toHaveLength(5);
    fireEvent.click(within(card).getByRole('button', { name: M.showLess }));
    expect(within(card).getAllByRole('link')).toHaveLength(2);
    const trend = within(card).getByRole('link', { name: 'Trend' });
    expect(trend.getAttribute('href')).toMatch(/\/checkout\/insights\?rpt=1&pl=car&al=arrivalTimeUtc&cl=line/);
    fireEvent.click(trend);
    expect(s.navigation.navigations.at(-1)?.path).toBe('checkout/insights?rpt=1&pl=car&al=arrivalTimeUtc&cl=line');
  });

  it('shows the report with a breadcrumb back to Score Insights when rpt=1, and hides the cards', async () => {
    const s = services();
    await renderAt(s, '/insights?rpt=1&pl=car&al=formFactor&cl=bar');
    expect(screen.queryByTestId('insight-car')).toBeNull();
    expect(screen.getByTestId('report-title').textContent).toBe('Cart Abandonment Rate by Device');
    expect(screen.getByTestId('mock-chart').dataset.chartType).toBe('bar');
    const back = within(screen.getByTestId('insights-breadcrumbs')).getByText('Score Insights');
    fireEvent.click(back);
    expect(s.navigation.navigations.at(-1)?.path).toBe('checkout/insights');
  });

  it.each(['/insights?rpt=2&pl=car&al=formFactor', '/insights?rpt=&pl=car', '/insights?rpt=true'])("says 'Report not available' for %s", async (url) => {
    await renderAt(services(), url);
    expect(screen.getByRole('heading', { name: 'Report not available' })).toBeTruthy();
    expect(screen.queryByTestId('report-view')).toBeNull();
  });

  it.each([
    '/insights?rpt=1&pl=nope&al=formFactor',
    '/insights?rpt=1&pl=car&al=shoeSize',
    '/insights?rpt=1&pl=car',
    '/insights?rpt=1&pl=car&al=formFactor&cl=map',
    '/insights?rpt=1&pl=mobileAbandonmentGap&al=formFactor',
  ])("says 'Report configuration issue' for %s", async (url) => {
    await renderAt(services(), url);
    expect(screen.getByRole('heading', { name: 'Report configuration issue' })).toBeTruthy();
    expect(screen.queryByTestId('report-view')).toBeNull();
  });
});
