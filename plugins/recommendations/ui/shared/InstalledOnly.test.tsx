/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { pageServices, renderPage } from '../testing';
import { OnlineDashboardPage } from '../dashboard/DashboardPage';
import { ReportsPage } from '../pending/pendingPages';

jest.mock('../dashboard/highcharts', () => ({ useHighcharts: () => undefined }));

describe('when the app is not installed (installation check 404)', () => {
  it('shows Home on every route while dev mode is off', async () => {
    const services = pageServices({ installation: 'missing' });
    services.api.respond('GET', '/api2/recommendation/metrics', new Error('not asked'));
    await renderPage(<OnlineDashboardPage />, services);
    expect(screen.getByTestId('rec-home')).toBeTruthy();
    expect(screen.queryByTestId('rec-dashboard-online')).toBeNull();
  });

  it('shows the page itself in dev mode', async () => {
    await renderPage(<ReportsPage />, pageServices({ installation: 'missing', session: { devMode: true, isStaff: true, user: { staff: true } } }));
    expect(screen.getByTestId('rec-pending').textContent).toContain('Reports arrives with the reports.');
  });
});
