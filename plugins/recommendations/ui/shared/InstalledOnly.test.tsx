/** @jest-environment jsdom */
import '../testPolyfills';
import { screen } from '@testing-library/react';
import { pageServices, renderPage } from '../testing';
import { MemoryRouter } from 'react-router-dom';
import { OnlineDashboardPage } from '../dashboard/DashboardPage';
import { ReportsPage } from '../reports/ReportsPage';

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
    const services = pageServices({ installation: 'missing', session: { devMode: true, isStaff: true, user: { staff: true } } });
    services.api.respond('GET', '/api2/recommendation/metrics', new Error('not asked'));
    await renderPage(<MemoryRouter initialEntries={['/online/reports']}><ReportsPage /></MemoryRouter>, services);
    expect(screen.getByTestId('rec-reports')).toBeTruthy();
    expect(screen.queryByTestId('rec-home')).toBeNull();
  });
});
