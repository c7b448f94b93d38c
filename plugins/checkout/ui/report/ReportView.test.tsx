/** @jest-environment jsdom */
import './testPolyfills';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from 'sdk';
import { createTestServices, TestServicesProvider, type TestServices } from 'sdk/testing';
import type { ReportChartProps } from '../charts';
import { REPORT_MESSAGES as M } from './messages';
import { ReportView, settingsHiddenKey, tableSmoothing } from './ReportView';
import { SMALL_SCREEN_QUERY } from './useSmallScreen';

// The chart renderer is engineer B's and draws with Highcharts: here it only shows what it got.
jest.mock('../charts', () => {
  const actual = jest.requireActual('../charts');
  return {
    ...actual,
    ReportChart: (props: ReportChartProps) => (
      <div data-testid="mock-chart" data-chart-type={props.chartType} data-compare={props.compare} data-height={props.height} data-analyze-by={props.analyzeBy}>
        {props.loading ? 'loading' : `${props.report?.groups.length ?? 0} groups`}
      </div>
    ),
    ReportDataTable: (props: { collapsed?: boolean }) => (props.collapsed ? null : <table data-testid="mock-table" />),
  };
});

const NOW = Date.parse('2024-06-15T18:30:00Z');
const GROUPS = [
  { key: { formFactor: 'desktop' }, car: { primary: 0.6 }, visits: { primary: 900 } },
  { key: { formFactor: 'phone' }, car: { primary: 0.7 }, visits: { primary: 1100 } },
];
const report = (extra: object = {}) => ({ compareSessions: { groups: GROUPS, totals: GROUPS[0], period: { min: 'a', max: 'b', bin: 'day' }, ...extra } });

function services(staff = false) {
  const s = createTestServices({ site: { timeZone: 'America/New_York', currencyName: 'USD' }, session: { user: { staff } } });
  s.graphql.respond('compareSessions', report());
  return s;
}

async function renderView(s: TestServices, props: Partial<Parameters<typeof ReportView>[0]> = {}) {
  await act(async () => {
    render(
      <MemoryRouter>
        <TestServicesProvider services={s}>
          <ReportView metric="car" analyzeBy="formFactor" now={() => NOW} {...props} />
        </TestServicesProvider>
      </MemoryRouter>,
    );
  });
}

const lastQuery = (s: TestServices) => s.graphql.queries[s.graphql.queries.length - 1];

beforeEach(() => window.localStorage.clear());

describe('ReportView', () => {
  it('shows the title, the shelf, Analyze By and Filters, the chart and the table, and queries silently', async () => {
    const s = services();
    await renderView(s);
    expect(screen.getByTestId('report-title').textContent).toBe('Cart Abandonment Rate by Device');
    expect(screen.getByTestId('report-date').textContent).toContain('Last 2 Weeks');
    expect(screen.getByText(M.analyzeBy, { selector: 'h5' })).toBeTruthy();
    expect(screen.getByText(M.filters, { selector: 'h5' })).toBeTruthy();
    expect(screen.getByTestId('mock-chart').dataset).toMatchObject({ chartType: 'column', compare: 'none', height: '500' });
    expect(screen.getByTestId('mock-table')).toBeTruthy();
    const query = lastQuery(s);
    expect(query.options).toMatchObject({ silent: true });
    expect(query.variables).toMatchObject({ analyzeBy: ['formFactor'], where: { siteId: [s.site.current._id], isQa: false, isBaseline: false } });
  });

  it('disables Print, Share, Save and Help for merchants', async () => {
    await renderView(services(false));
    for (const name of [M.print, M.share, M.save, M.help]) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('enables them for staff: Print prints, Share copies the URL, Save stores the selections as the default', async () => {
    const s = services(true);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await renderView(s);
    fireEvent.click(screen.getByRole('button', { name: M.print }));
    expect(print).toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: M.share })));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(s.snackbars.shown.map((x) => x.message)).toContain(M.linkCopied);

    await act(async () => fireEvent.change(screen.getByTestId('report-compare'), { target: { value: 'previousPeriod' } }));
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    expect(s.snackbars.shown.map((x) => x.message)).toContain(M.saved);
    const saved = Object.keys(window.localStorage).find((k) => k.startsWith('h40_chk_report_default:'));
    expect(JSON.parse(window.localStorage.getItem(saved!)!)).toMatchObject({ compare: 'previousPeriod', dateName: 'Last 2 Weeks' });
    print.mockRestore();
  });

  it('opens with the saved default of the report', async () => {
    const s = services(true);
    window.localStorage.setItem(`h40_chk_report_default:${s.session.current.user._id}:car.formFactor`, JSON.stringify({ compare: 'previousPeriod', chartType: 'bar' }));
    await renderView(s);
    expect(lastQuery(s).variables.compareTo).toEqual({ arrivalTimeUtc: 'previousPeriod' });
    expect(screen.getByTestId('mock-chart').dataset.chartType).toBe('bar');
  });

  it('remembers hiding the report settings, and collapses the table with them', async () => {
    const s = services();
    await renderView(s);
    const toggle = screen.getByTestId('report-settings-toggle');
    expect(toggle.textContent).toBe(M.hideSettings);
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe(M.showSettings);
    expect(screen.queryByTestId('mock-table')).toBeNull();
    expect(window.localStorage.getItem(settingsHiddenKey(s.session.current.user._id))).toBe('1');
  });

  it('starts hidden when the user hid the settings before', async () => {
    const s = services();
    window.localStorage.setItem(settingsHiddenKey(s.session.current.user._id), '1');
    await renderView(s);
    expect(screen.getByTestId('report-settings-toggle').textContent).toBe(M.showSettings);
    expect(screen.queryByTestId('mock-table')).toBeNull();
  });

  it('shows the settings again when asked, and remembers that choice too', async () => {
    const s = services();
    await renderView(s);
    const toggle = screen.getByTestId('report-settings-toggle');
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe(M.hideSettings);
    expect(window.localStorage.getItem(settingsHiddenKey(s.session.current.user._id))).toBe('0');
  });

  describe('on a phone', () => {
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      // jsdom has no layout: the small-screen query matches, every other one does not.
      window.matchMedia = ((query: string) => ({
        matches: query === SMALL_SCREEN_QUERY,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('starts with the settings and the table hidden so the chart comes first, without storing a choice', async () => {
      const s = services();
      await renderView(s);
      const toggle = screen.getByTestId('report-settings-toggle');
      expect(toggle.textContent).toBe(M.showSettings);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByTestId('mock-table')).toBeNull();
      expect(screen.getByTestId('mock-chart').dataset.height).toBe('450');
      expect(window.localStorage.getItem(settingsHiddenKey(s.session.current.user._id))).toBeNull();

      fireEvent.click(toggle);
      expect(toggle.textContent).toBe(M.hideSettings);
      expect(screen.getByTestId('mock-table')).toBeTruthy();
      expect(window.localStorage.getItem(settingsHiddenKey(s.session.current.user._id))).toBe('0');
    });

    it('keeps them open for a user who chose to show them', async () => {
      const s = services();
      window.localStorage.setItem(settingsHiddenKey(s.session.current.user._id), '0');
      await renderView(s);
      expect(screen.getByTestId('report-settings-toggle').textContent).toBe(M.hideSettings);
      expect(screen.getByTestId('mock-table')).toBeTruthy();
    });
  });

  it('swaps chart and query when the chart type changes, and tells the URL', async () => {
    const s = services();
    const onSelectionChange = jest.fn();
    await renderView(s, { onSelectionChange });
    expect(onSelectionChange).toHaveBeenLastCalledWith('formFactor', 'column', 'Last 2 Weeks');
    await act(async () => fireEvent.click(screen.getByTestId('chart-type-line')));
    expect(screen.getByTestId('mock-chart').dataset).toMatchObject({ chartType: 'line', analyzeBy: 'arrivalTimeUtc' });
    expect(lastQuery(s).variables).toMatchObject({ analyzeBy: ['arrivalTimeUtc'], smoothing: 'default' });
    expect(screen.getByTestId('report-smoothing')).toBeTruthy();
    expect(onSelectionChange).toHaveBeenLastCalledWith('formFactor', 'line', 'Last 2 Weeks');
    // The default smoothing of day bins is Stark: the chart says so, not only the table (issue 32 item 7).
    expect(screen.getByTestId('report-chart-smoothing').textContent).toContain('Stark smoothing: values are averaged over neighbouring bins');
  });

  it('puts the date range in the URL and opens a shared link on its range (issue 12, defect 11)', async () => {
    const s = services();
    const onSelectionChange = jest.fn();
    await renderView(s, { onSelectionChange });
    fireEvent.click(screen.getByTestId('report-date'));
    await act(async () => fireEvent.click(screen.getByText('Yesterday')));
    expect(onSelectionChange).toHaveBeenLastCalledWith('formFactor', 'column', 'Yesterday');
    cleanup();
    const shared = services();
    await renderView(shared, { date: '2024-06-10..2024-06-12' });
    expect((lastQuery(shared).variables.where as { arrivalTimeUtc: { min: string; max: string } }).arrivalTimeUtc).toMatchObject({
      min: '2024-06-10T04:00:00.000Z',
      max: '2024-06-13T04:00:00.000Z',
    });
  });

  it('filters with typed values: * as a pattern, others exactly', async () => {
    const s = services();
    await renderView(s);
    const input = screen.getByLabelText('Channel');
    await act(async () => {
      fireEvent.change(input, { target: { value: 'paid*' } });
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    await act(async () => fireEvent.click(within(screen.getByTestId('report-filters')).getByText('Email')));
    expect((lastQuery(s).variables.where as Record<string, unknown>).attributionChannel).toEqual({ in: ['paid*', 'email'] });
    // The tags read as the suggestions do; the pattern as typed (issue 12, defect 11).
    const tags = within(screen.getByTestId('report-filters')).getAllByText(/^(paid\*|Email|email)$/);
    expect(tags.map((t) => t.textContent)).toEqual(['paid*', 'Email']);
  });

  it('enables the range Apply only after a valid change, and filters the cart value', async () => {
    const s = services();
    await renderView(s);
    const apply = screen.getByTestId('report-range-cartValue-apply') as HTMLButtonElement;
    const value = screen.getByLabelText('Cart Value') as HTMLInputElement;
    expect(apply.disabled).toBe(true);
    expect(value.placeholder).toBe('min or higher');
    fireEvent.change(screen.getByLabelText('Cart Value operator'), { target: { value: 'gte' } });
    expect(apply.disabled).toBe(true); // no number yet
    fireEvent.change(value, { target: { value: '-5' } });
    expect(apply.disabled).toBe(true); // below the min of 0
    expect(screen.getByText(M.rangeInvalid('0 or higher'))).toBeTruthy();
    fireEvent.change(value, { target: { value: '50' } });
    expect(apply.disabled).toBe(false);
    await act(async () => fireEvent.click(apply));
    expect((lastQuery(s).variables.where as Record<string, unknown>).cartValue).toEqual({ gte: 50 });
    expect(apply.disabled).toBe(true); // applied: nothing changed since
  });

  it('shows the queued wait neutrally, server errors as code: message, and the empty result', async () => {
    const s = services();
    s.graphql.respond('compareSessions', new ApiError('Query request has been queued', 200, 'QUERY_QUEUED'));
    await renderView(s);
    expect(screen.getByText(M.queued).closest('[data-neutral]')).toBeTruthy();
  });

  it.each([
    [new ApiError('min >= max', 200, 'BAD_REQUEST'), 'BAD_REQUEST: min >= max'],
    [new Error('Network down'), 'Network down'],
  ])('shows a failed query in the chart box: %s', async (error, text) => {
    const s = services();
    s.graphql.respond('compareSessions', error);
    await renderView(s);
    expect(within(screen.getByTestId('report-chart')).getByRole('alert').textContent).toBe(text);
  });

  it('says there is no data for an empty answer', async () => {
    const s = services();
    s.graphql.respond('compareSessions', { compareSessions: { groups: [], totals: { key: {} } } });
    await renderView(s);
    expect(within(screen.getByTestId('report-chart')).getByText(M.noData)).toBeTruthy();
  });

  it('never presents a market that does not qualify, nor prints its counts (issue 32 item 6)', async () => {
    const s = services();
    s.graphql.respond('compareSessions', report({ market: { visits: 83, carts: 11, conversions: 3, qualifies: false, suppressed: false } }));
    await renderView(s);
    await act(async () => fireEvent.change(screen.getByTestId('report-compare'), { target: { value: 'market' } }));
    expect(lastQuery(s).variables.compareTo).toEqual({ market: true });
    const notice = screen.getByTestId('report-market-too-small').textContent!;
    expect(notice).toContain('1,000 visits, 100 carts and 100 conversions');
    expect(notice).not.toMatch(/\b83\b|\b11\b|\b3 conversions/);
    expect(screen.getByTestId('mock-chart').dataset.compare).toBe('none');
  });

  it('presents a qualifying market', async () => {
    const s = services();
    s.graphql.respond('compareSessions', report({ market: { visits: 5000, carts: 500, conversions: 200, qualifies: true } }));
    await renderView(s);
    await act(async () => fireEvent.change(screen.getByTestId('report-compare'), { target: { value: 'market' } }));
    expect(screen.queryByTestId('report-market-too-small')).toBeNull();
    expect(screen.getByTestId('mock-chart').dataset.compare).toBe('market');
  });

  it('says "market too small" instead of a market the server withheld, and shows no comparison', async () => {
    const s = services();
    const market = { visits: null, carts: null, conversions: null, qualifies: false, suppressed: true };
    s.graphql.respond('compareSessions', report({ market, marketNotice: { reason: 'MARKET_TOO_SMALL', minShops: 5, suppressedGroups: 2, totalsSuppressed: true } }));
    await renderView(s);
    await act(async () => fireEvent.change(screen.getByTestId('report-compare'), { target: { value: 'market' } }));
    expect(screen.getByTestId('report-market-too-small').textContent).toBe(M.marketTooSmall(5));
    expect(screen.getByTestId('report-market-too-small').textContent).toContain('Market too small: a market comparison needs at least 1,000 visits, 100 carts and 100 conversions from at least 5 other shops');
    expect(screen.getByTestId('mock-chart').dataset.compare).toBe('none');
  });

  it('keeps the market comparison when only some groups were withheld, and says how many', async () => {
    const s = services();
    const market = { visits: 5000, carts: 500, conversions: 200, qualifies: true, suppressed: false };
    s.graphql.respond('compareSessions', report({ market, marketNotice: { reason: 'MARKET_TOO_SMALL', minShops: 5, suppressedGroups: 1, totalsSuppressed: false } }));
    await renderView(s);
    await act(async () => fireEvent.change(screen.getByTestId('report-compare'), { target: { value: 'market' } }));
    expect(screen.getByTestId('report-market-groups-withheld').textContent).toBe(M.marketTooSmallGroups(1, 5));
    expect(screen.getByTestId('mock-chart').dataset.compare).toBe('market');
  });

  it('uses the date presets and Custom with Apply only after both dates', async () => {
    const s = services();
    await renderView(s);
    fireEvent.click(screen.getByTestId('report-date'));
    await act(async () => fireEvent.click(screen.getByText('Yesterday')));
    expect((lastQuery(s).variables.where as { arrivalTimeUtc: unknown }).arrivalTimeUtc).toEqual({
      min: '2024-06-14T04:00:00.000Z',
      max: '2024-06-15T04:00:00.000Z',
      bin: 'hour',
      timeZone: 'America/New_York',
    });
    fireEvent.click(screen.getByTestId('report-date'));
    await act(async () => fireEvent.click(screen.getByText(M.customRange)));
    const picker = screen.getByTestId('report-date-custom');
    const apply = screen.getByTestId('report-date-apply') as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    // Today (June 15 in New York) can be picked, tomorrow cannot.
    const day = (n: string) => within(picker).getAllByRole('gridcell').find((c) => c.textContent === n) as HTMLElement;
    expect(day('16').hasAttribute('disabled') || day('16').getAttribute('aria-disabled') === 'true').toBe(true);
    await act(async () => fireEvent.click(day('10')));
    expect(apply.disabled).toBe(true); // one date is not a range
    await act(async () => fireEvent.click(day('12')));
    expect(apply.disabled).toBe(false);
    await act(async () => fireEvent.click(apply));
    expect(screen.getByTestId('report-date').textContent).toContain('2024-06-10 – 2024-06-12');
    expect((lastQuery(s).variables.where as { arrivalTimeUtc: unknown }).arrivalTimeUtc).toEqual({
      min: '2024-06-10T04:00:00.000Z',
      max: '2024-06-13T04:00:00.000Z',
      bin: 'hour',
      timeZone: 'America/New_York',
    });
  }, 20_000);
});

describe('tableSmoothing', () => {
  it("names what the server did: default is gradual for hours, stark for days, none for weeks", () => {
    expect(tableSmoothing('default', 'hour')).toEqual({ kind: 'average', label: 'Gradual' });
    expect(tableSmoothing('default', 'day')).toEqual({ kind: 'average', label: 'Stark' });
    expect(tableSmoothing('default', 'week').kind).toBe('none');
    expect(tableSmoothing('cumulative', 'day').kind).toBe('cumulative');
  });
});
