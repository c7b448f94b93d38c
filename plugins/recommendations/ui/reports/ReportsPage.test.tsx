/** @jest-environment jsdom */
import '../testPolyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from 'sdk';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { recDoc } from '../store/fixtures';
import { pageServices, renderPage } from '../testing';
import { REPORTS } from './messages';
import { ReportsPage } from './ReportsPage';
import type { ReportAnswer } from './reportTypes';

jest.mock('../dashboard/highcharts', () => ({ useHighcharts: () => undefined }));

const metrics = (query: Record<string, string>): ReportAnswer => {
  const visits = query.recommendClicked === 'true' ? 4 : query.formFactor === 'mobile' ? 6 : 20;
  const point = { revenue: 100, visits, conversions: 2, rpv: 5, cr: 0.1, aov: 50, car: 0.5, pagesViewed: 80, avgPageViews: 4, avgClickCount: 0.5, avgTimeOnSite: 125 };
  return {
    siteId: 'site1',
    currency: 'USD',
    timeZone: 'America/New_York',
    period: { from: '2026-11-01T04:00:00.000Z', to: '2026-11-03T05:00:00.000Z', bucket: 'day' },
    summary: { ...point, visitsImpacted: 3, revenueImpacted: 60, directClickRevenue: 20 },
    timeline: [{ at: '2026-11-01 00:00', ...point }, { at: '2026-11-02 00:00', ...point }],
    recommendations: [{ recommendationId: 'r1', views: 40, clicks: 4, clickThrough: 0.1, addToCarts: 2, directClickRevenue: 20, visitsImpacted: 3, revenueImpacted: 60 }],
    markers: [{ at: '2026-11-02T15:00:00.000Z', kind: 'published', recommendationId: 'r1', label: 'Cart picks' }],
  };
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

async function open(url: string, options: Parameters<typeof pageServices>[0] = {}, answer: (q: Record<string, string>) => unknown = metrics) {
  const services = pageServices({ recs: [recDoc({ _id: 'r1', name: 'Cart picks', status: 'production' })], ...options });
  services.api.respond('GET', '/api2/recommendation/metrics', (r: { query: Record<string, string> }) => answer(r.query));
  await renderPage(
    <MemoryRouter initialEntries={[url]}>
      <ReportsPage />
      <Where />
    </MemoryRouter>,
    services,
  );
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  return services;
}

describe('Reports', () => {
  it('shows the engagement metrics of spec 2 with the changes of the range', async () => {
    const services = await open('/online/reports');
    expect(screen.getByTestId('rec-report-pagesViewed-value').textContent).toBe('80');
    expect(screen.getByTestId('rec-report-avgTimeOnSite-value').textContent).toBe('2m 05s');
    expect(screen.getByTestId('rec-report-marker').textContent).toContain('Went live: Cart picks');
    expect(screen.getAllByTestId('rec-report-table-row')).toHaveLength(2);
    expect(services.api.requests.find((r) => r.path === '/api2/recommendation/metrics')?.query).toMatchObject({ from: expect.any(String), to: expect.any(String) });
  });

  it('keeps the section in the query string and sends the segment filters', async () => {
    const services = await open('/online/reports?section=sales&device=mobile&rec=id:r1');
    expect(screen.getByTestId('rec-report-sales')).toBeTruthy();
    expect(screen.getByTestId('rec-report-visits-value').textContent).toBe('6');
    const asked = services.api.requests.filter((r) => r.path === '/api2/recommendation/metrics').at(-1)!;
    expect(asked.query).toMatchObject({ formFactor: 'mobile', recommendId: 'r1' });
    await act(async () => {
      fireEvent.click(screen.getByText(REPORTS.sections.recommendations));
    });
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(screen.getByTestId('where').textContent).toContain('section=recommendations');
    const row = screen.getByTestId('rec-report-table-row');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Cart picks', '40', '4', '10.0%', '2', '$20.00', '3', '$60.00']);
  });

  it('splits audiences by device and visitor, four queries', async () => {
    const services = await open('/online/reports?section=audiences');
    const asked = services.api.requests.filter((r) => r.path === '/api2/recommendation/metrics');
    expect(asked.map((r) => `${r.query?.formFactor}/${r.query?.newOrReturning}`).sort()).toEqual(['desktop/new', 'desktop/returning', 'mobile/new', 'mobile/returning']);
    expect(screen.getAllByTestId('rec-report-table-row').map((r) => r.firstChild?.textContent)).toEqual(Object.values(REPORTS.audiences));
  });

  it('offers Funnels only in internal mode', async () => {
    await open('/online/reports?section=funnels');
    expect(screen.queryByTestId('rec-report-tab-funnels')).toBeNull();
    expect(screen.getByTestId('rec-report-engagement')).toBeTruthy();
  });

  it('shows the funnels with the internal-reporting flag', async () => {
    await open('/online/reports?section=funnels', { site: { flags: { HicPlusInternalReporting: true } } });
    const rows = screen.getAllByTestId('rec-report-funnel-visits-row');
    expect(rows.map((r) => r.children[1].textContent)).toEqual(['20', '4', '2']);
  });

  it("lists the failed queries under 'Errors were reported'", async () => {
    await open('/online/reports?section=audiences', {}, (q) => (q.formFactor === 'mobile' ? new ApiError('The analytics store is busy', 503) : metrics(q)));
    const errors = screen.getByTestId('rec-report-errors');
    expect(errors.textContent).toContain(REPORTS.errors);
    expect(errors.textContent).toContain('Mobile, new visitors: The analytics store is busy');
    expect(screen.getAllByTestId('rec-report-table-row')).toHaveLength(2);
  });
});
