/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CONFIRM, DASHBOARD } from '../messages';
import { recDoc } from '../store/fixtures';
import { pageServices, renderPage } from '../testing';
import { ADD } from '../gallery/messages';
import { templatesAnswer } from '../gallery/testing';
import { EmailDashboardPage, OnlineDashboardPage } from './DashboardPage';
import { LIFT_PATH } from '../../model/lift';
import { liftAnswer } from './lift/testing';
import type { MetricsAnswer } from './metricsTypes';

// Charts are checked in the browser (e2e); here the lazy chunk never arrives.
jest.mock('./highcharts', () => ({ useHighcharts: () => undefined }));

const METRICS: MetricsAnswer = {
  siteId: 's',
  currency: 'USD',
  timeZone: 'America/New_York',
  period: { from: '2026-10-29', to: '2026-11-25', bucket: 'day' },
  summary: { revenue: 12000, visits: 3400, conversions: 120, rpv: 3.5, cr: 0.035, aov: 100, visitsImpacted: 800, revenueImpacted: 5400.5, directClickRevenue: 950.25 },
  timeline: [],
  recommendations: [{ recommendationId: 'live', views: 1000, clicks: 50, clickThrough: 0.05, addToCarts: 5, directClickRevenue: 300, visitsImpacted: 40, revenueImpacted: 900 }],
};

const RECS = [
  recDoc({ _id: 'live', name: 'Best Sellers' }),
  recDoc({ _id: 'paused', name: 'Similar', status: 'deactivated', widgetOpts: { mobile: { testMode: true } } }),
  recDoc({ _id: 'old', name: 'Holiday', status: 'archived' }),
  recDoc({ _id: 'theme', name: 'Theme block', editor: 'shopify' }),
  recDoc({ _id: 'mail', name: 'Mail', kind: 'email', place: 'EMAIL' }),
];

function setup(options: Parameters<typeof pageServices>[0] = {}) {
  const services = pageServices({ recs: RECS, ...options });
  services.api.respond('GET', '/api2/recommendation/metrics', METRICS);
  services.api.respond('GET', LIFT_PATH, liftAnswer());
  return services;
}

const rowOf = (id: string) => screen.getByTestId(`rec-row-${id}`);

describe('Online dashboard', () => {
  it('asks for the last 4 weeks and shows the summary, counts and rows with their metrics', async () => {
    const services = setup();
    await renderPage(<OnlineDashboardPage />, services);
    const query = services.api.requests.find((r) => r.path === '/api2/recommendation/metrics')!.query;
    expect(query.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The online widgets' numbers only (issue 32 item 5: the email dashboard showed them).
    expect(query.channel).toBe('online');
    expect(screen.getByTestId('rec-range').textContent).toContain('Last 4 Weeks');
    expect(screen.getByTestId('rec-summary-revenueImpacted-value').textContent).toBe('$5,401');
    expect(screen.getByTestId('rec-count-live').textContent).toBe('2 live');
    expect(screen.getByTestId('rec-count-not-live').textContent).toBe('1 not live');
    // Active: all but archived, online only.
    expect(screen.queryByTestId('rec-row-old')).toBeNull();
    expect(screen.queryByTestId('rec-row-mail')).toBeNull();
    expect(rowOf('live').textContent).toContain('1,000');
    expect(rowOf('live').textContent).toContain('5.0%');
    // Credited and caused, each under its own title, for the same period.
    expect(screen.getByTestId('rec-attributed-head').textContent).toContain('Attributed');
    expect(screen.getByRole('heading', { name: 'Caused (holdout)' })).toBeTruthy();
    expect(services.api.requests.find((r) => r.path === LIFT_PATH)!.query).toEqual({ from: query.from, to: query.to });
  });

  it('applies a new range and time zone on Apply, and discards them on Cancel', async () => {
    const services = setup();
    await renderPage(<OnlineDashboardPage />, services);
    const asked = () => services.api.requests.filter((r) => r.path === '/api2/recommendation/metrics').length;
    fireEvent.click(screen.getByTestId('rec-range'));
    fireEvent.change(screen.getByTestId('rec-range-name'), { target: { value: 'Last 7 Days' } });
    fireEvent.click(screen.getByTestId('rec-range-cancel'));
    expect(screen.getByTestId('rec-range').textContent).toContain('Last 4 Weeks');
    expect(asked()).toBe(1);
    fireEvent.click(screen.getByTestId('rec-range'));
    expect((screen.getByTestId('rec-range-name') as HTMLSelectElement).value).toBe('Last 4 Weeks');
    fireEvent.change(screen.getByTestId('rec-range-name'), { target: { value: 'Last 7 Days' } });
    fireEvent.click(screen.getByLabelText('UTC (UTC)'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('rec-range-apply'));
    });
    expect(screen.getByTestId('rec-range').textContent).toContain('Last 7 Days');
    expect(asked()).toBe(2);
  });

  it('shows one theme status per row after the table: in theme, not in theme with what to do, unknown when not answered', async () => {
    const services = setup();
    services.api.respond('GET', '/api2/recommendation/theme-status', { recommendations: { live: 'location-missing', paused: 'installed' } });
    await renderPage(<OnlineDashboardPage />, services);
    const theme = (id: string) => within(rowOf(id)).getByTestId('rec-theme');
    expect(theme('paused').dataset.state).toBe('installed');
    expect(theme('paused').textContent).toBe(DASHBOARD.theme.label.installed);
    // A live recommendation whose location is missing is the urgent case.
    expect(theme('live').dataset.state).toBe('location-missing');
    expect(theme('live').className).toContain('intent-danger');
    // No answer for a row: the dashboard claims nothing.
    expect(theme('theme').dataset.state).toBe('unknown');
    fireEvent.click(theme('live'));
    const details = await screen.findByTestId('rec-theme-details');
    expect(details.textContent).toContain('Location not found in your theme');
    expect(within(details).getByText(DASHBOARD.theme.openEditor).getAttribute('href')).toContain('recommend-edit?pl=');
  });

  it('filters by status', async () => {
    await renderPage(<OnlineDashboardPage />, setup());
    fireEvent.change(screen.getByTestId('rec-status-filter'), { target: { value: 'archived' } });
    expect(screen.getAllByTestId(/^rec-row-/).map((r) => r.dataset.testid)).toEqual(['rec-row-old']);
    expect(within(rowOf('old')).getByTestId('rec-restore')).toBeTruthy();
    expect(within(rowOf('old')).getByTestId('rec-configure').textContent).toBe(DASHBOARD.view);
    fireEvent.change(screen.getByTestId('rec-status-filter'), { target: { value: 'all' } });
    expect(screen.getAllByTestId(/^rec-row-/)).toHaveLength(4);
  });

  it('says at a glance which recommendation is under test (hidden by default on some device)', async () => {
    await renderPage(<OnlineDashboardPage />, setup());
    expect(within(rowOf('paused')).getByTestId('rec-under-test').textContent).toBe(DASHBOARD.underTest);
    expect(within(rowOf('live')).queryByTestId('rec-under-test')).toBeNull();
  });

  it('gives platform-editor recommendations only Configure/View', async () => {
    await renderPage(<OnlineDashboardPage />, setup());
    const row = within(rowOf('theme'));
    expect(row.queryByTestId('rec-live-switch')).toBeNull();
    expect(row.queryByTestId('rec-archive')).toBeNull();
    expect(row.queryByTestId('rec-delete')).toBeNull();
    expect(row.getByTestId('rec-configure').getAttribute('href')).toMatch(/\/online\/recommend-edit\?pl=H&id=theme&/);
  });

  it('pauses a live one after the confirmation', async () => {
    const services = setup();
    services.api.respond('PATCH', '/api2/recommendation/deactivate/live', recDoc({ _id: 'live', name: 'Best Sellers', status: 'deactivated', __v: 2 }));
    await renderPage(<OnlineDashboardPage />, services);
    await act(async () => {
      fireEvent.click(within(rowOf('live')).getByRole('checkbox'));
    });
    expect(services.confirm.asked).toEqual([CONFIRM.pause('Best Sellers')]);
    expect(within(rowOf('live')).getByTestId('rec-status').textContent).toBe('Paused');
    expect(screen.getByTestId('rec-count-live').textContent).toBe('1 live');
  });

  it('shows the Add button in the header only before anything went live', async () => {
    const view = await renderPage(<OnlineDashboardPage />, setup({ recs: [recDoc({ _id: 'd', status: 'staging', everProduction: false })] }));
    expect(document.querySelector('header [data-testid="rec-add"]')).not.toBeNull();
    view.unmount();
    await renderPage(<OnlineDashboardPage />, setup());
    expect(document.querySelector('header [data-testid="rec-add"]')).toBeNull();
    expect(screen.getByTestId('rec-add')).toBeTruthy();
  });

  it('opens Add Recommendation from Add, or Add a Growth Bot in hyper mode', async () => {
    const services = setup();
    services.api.respond('GET', '/api2/recommendation/templates', templatesAnswer());
    const view = await renderPage(<OnlineDashboardPage />, services);
    await act(async () => void fireEvent.click(screen.getByTestId('rec-add')));
    expect(await screen.findByTestId('rec-add-recommendation')).toBeTruthy();
    expect(screen.getByText(ADD.recommendationTitle)).toBeTruthy();
    view.unmount();
    const hyper = setup({ site: { flags: { HicPlusModernMode: 'hyper-online' } } });
    hyper.api.respond('GET', '/api2/recommendation/templates', templatesAnswer());
    await renderPage(<OnlineDashboardPage />, hyper);
    await act(async () => void fireEvent.click(screen.getByTestId('rec-add')));
    expect(await screen.findByText(ADD.growthBotTitle)).toBeTruthy();
  });

  it('shows staff the technical pills in dev mode only', async () => {
    const view = await renderPage(<OnlineDashboardPage />, setup());
    expect(screen.queryAllByTestId('rec-pill')).toHaveLength(0);
    view.unmount();
    await renderPage(<OnlineDashboardPage />, setup({ session: { user: { staff: true }, isStaff: true, devMode: true } }));
    expect(within(rowOf('live')).getAllByTestId('rec-pill').map((p) => p.textContent)).toEqual(['online', 'best-sellers', 'live']);
  });

  it('gives staff the technical details on Ctrl/Cmd click of a name', async () => {
    await renderPage(<OnlineDashboardPage />, setup({ session: { user: { staff: true }, isStaff: true, devMode: true } }));
    fireEvent.click(within(rowOf('live')).getByText('Best Sellers'), { ctrlKey: true });
    expect(screen.getByTestId('rec-staff-info').textContent).toContain('"qualifiedName": "best-sellers"');
  });

  it('names the hyper block among the pills and gives ID, created, qualified name, hyper-block name and data info on Cmd click', async () => {
    const created = '2026-11-01T10:00:00.000Z';
    const services = pageServices({
      recs: [...RECS, recDoc({ _id: 'hyper', name: 'Hero', kind: 'hyper-online', template: 'hero-banner', qualifiedName: 'trending', created })],
      session: { user: { staff: true }, isStaff: true, devMode: true },
    });
    services.api.respond('GET', '/api2/recommendation/metrics', METRICS);
    services.api.respond('GET', '/api2/recommendation/end-point/status', { recommendations: { hyper: { state: 'ready' } } });
    await renderPage(<OnlineDashboardPage />, services);
    expect(within(rowOf('hyper')).getAllByTestId('rec-pill').map((p) => p.textContent)).toEqual(['hyper-online', 'trending', 'hero-banner', 'hyper']);
    // An online recommendation has no hyper block: no pill for it.
    expect(within(rowOf('live')).getAllByTestId('rec-pill')).toHaveLength(3);

    fireEvent.click(within(rowOf('hyper')).getByText('Hero'), { metaKey: true });
    const fields = Array.from(screen.getByTestId('rec-staff-info-fields').querySelectorAll('tr')).map((tr) => [tr.querySelector('th')?.textContent, tr.querySelector('td')?.textContent]);
    const F = DASHBOARD.staffFields;
    expect(fields).toEqual([
      [F.id, 'hyper'],
      [F.external, 'hyper'],
      [F.created, new Date(created).toLocaleString()],
      [F.qualifiedName, 'trending'],
      [F.hyperBlock, 'hero-banner'],
      [F.data, DASHBOARD.readiness.ready],
    ]);
  });

  it('gives a merchant no details on Ctrl click: the name stays a plain link', async () => {
    await renderPage(<OnlineDashboardPage />, setup());
    fireEvent.click(within(rowOf('live')).getByText('Best Sellers'), { ctrlKey: true });
    expect(screen.queryByTestId('rec-staff-info')).toBeNull();
  });

  it('says Errors were reported when the metrics fail', async () => {
    const services = pageServices({ recs: RECS });
    services.api.respond('GET', '/api2/recommendation/metrics', new Error('boom'));
    await renderPage(<OnlineDashboardPage />, services);
    expect(screen.getByTestId('rec-metrics-error').textContent).toContain(DASHBOARD.metricsFailed);
  });
});

describe('Email dashboard', () => {
  it("asks for the email channel's numbers, not the online widgets'", async () => {
    const services = setup({ site: { flags: { HicPlusEnableEmail: true } } });
    await renderPage(<EmailDashboardPage />, services);
    const query = services.api.requests.find((r) => r.path === '/api2/recommendation/metrics')!.query;
    expect(query.channel).toBe('email');
    // The holdout hides the storefront's widgets: an email has no exposure, so no lift panel.
    expect(screen.queryByTestId('rec-lift')).toBeNull();
    expect(services.api.requests.some((r) => r.path === LIFT_PATH)).toBe(false);
  });
});
