/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { downloadCsv } from 'sdk';
import { ReportDataTable, type ReportDataTableProps } from './ReportDataTable';

// The download itself is the browser's; the test reads what would be handed to it.
jest.mock('sdk', () => ({ ...jest.requireActual('sdk'), downloadCsv: jest.fn() }));
import { BY_DAY, BY_DAY_TODAY, BY_DEVICE } from './testing/fixtures';

const props = (overrides: Partial<ReportDataTableProps> = {}): ReportDataTableProps => ({
  report: BY_DEVICE,
  metric: 'conversionRate',
  metricLabel: 'Conversion Rate',
  format: 'percent',
  analyzeBy: 'formFactor',
  compare: 'previousPeriod',
  ...overrides,
});

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent));

describe('ReportDataTable', () => {
  it('says when the numbers of a time series are smoothed, and not when they are raw (issue 12, defect 6)', () => {
    const series = { report: BY_DAY, metric: 'visits', metricLabel: 'Visits', format: 'number' as const, analyzeBy: 'arrivalTimeUtc' };
    const { unmount } = render(<ReportDataTable {...props({ ...series, smoothing: { kind: 'average', label: 'Stark' } })} />);
    expect(screen.getByTestId('report-table-smoothing').textContent).toBe('Stark smoothing: values are averaged over neighbouring bins (choose None for raw values)');
    unmount();
    render(<ReportDataTable {...props({ ...series, smoothing: { kind: 'none', label: 'None' } })} />);
    expect(screen.queryByTestId('report-table-smoothing')).toBeNull();
  });

  it('marks the row of the bin still in progress, and says smoothing left it out (issue 32 items 7 and 10)', () => {
    const series = { report: BY_DAY_TODAY, metric: 'visits', metricLabel: 'Visits', format: 'number' as const, analyzeBy: 'arrivalTimeUtc', compare: 'none' as const };
    render(<ReportDataTable {...props({ ...series, smoothing: { kind: 'average', label: 'Stark' } })} />);
    expect(screen.getByTestId('report-table-smoothing').textContent).toBe(
      'Stark smoothing: values are averaged over neighbouring bins (choose None for raw values). The last bin is not over yet: it is shown as it is so far, not averaged.',
    );
    const labels = rows().map((cells) => cells[0]);
    expect(labels.filter((label) => label?.includes('(partial, not over yet)'))).toEqual(['Mar 3, 2024 (partial, not over yet)']);
  });

  it('shows the key and the primary value without a comparison', () => {
    render(<ReportDataTable {...props({ compare: 'none' })} />);
    expect(headers()).toEqual(['Device', 'Conversion Rate']);
    expect(rows()).toEqual([
      ['Desktop', '4.00%'],
      ['Phone', '2.00%'],
      ['Tablet', '3.00%'],
    ]);
  });

  it('adds compare, lift and confidence when comparing', () => {
    render(<ReportDataTable {...props()} />);
    expect(headers()).toEqual(['Device', 'Conversion Rate', 'Previous period', 'Lift', 'Confidence']);
    expect(rows()).toEqual([
      ['Desktop', '4.00%', '3.20%', '+25.00%', '97.00%'],
      ['Phone', '2.00%', '2.50%', '-20.00%', 'Unavailable'],
      ['Tablet', '3.00%', 'Unavailable', 'Missing CR Lift', 'Unavailable'],
    ]);
  });

  it('names the market comparison', () => {
    render(<ReportDataTable {...props({ compare: 'market' })} />);
    expect(headers()).toContain('Market');
  });

  it('says "market too small" where the server withheld a group’s market values', () => {
    const groups = BY_DEVICE.groups.map((g, i) => (i === 1 ? { ...g, marketSuppressed: true, conversionRate: { primary: 0.02, compare: null, lift: null, confidence: null } } : g));
    render(<ReportDataTable {...props({ compare: 'market', report: { ...BY_DEVICE, groups } })} />);
    expect(rows()[1]).toEqual(['Phone', '2.00%', 'market too small', 'market too small', 'Unavailable']);
    expect(rows()[0][2]).toBe('3.20%');
    expect(screen.getAllByText('market too small')[0].className).toContain('withheld');
  });

  it('colours the lift by whether it is good news', () => {
    render(<ReportDataTable {...props()} />);
    expect(screen.getByText('+25.00%').className).toContain('good');
    expect(screen.getByText('-20.00%').className).toContain('bad');
    expect(screen.getByText('Missing CR Lift').className).not.toMatch(/good|bad/);
  });

  it('keeps the report order and formats like the chart', () => {
    render(<ReportDataTable {...props({ report: BY_DAY, metric: 'visits', metricLabel: 'Visits', format: 'number', analyzeBy: 'arrivalTimeUtc', compare: 'none', timeZone: 'UTC' })} />);
    expect(rows()).toEqual([
      ['Mar 3, 2024', '300'],
      ['Mar 1, 2024', '100'],
      ['Mar 2, 2024', '200'],
    ]);
  });

  it('is a compact, striped Blueprint table in a scroll box', () => {
    render(<ReportDataTable {...props()} />);
    const table = screen.getByRole('table', { name: 'Conversion Rate' });
    expect(table.className).toMatch(/bp6-html-table/);
    expect(table.className).toMatch(/bp6-compact/);
    expect(table.className).toMatch(/bp6-html-table-striped/);
    expect(table.parentElement?.className).toContain('scroll');
  });

  it('hides when collapsed, and when the chart itself is the table', () => {
    const { container, rerender } = render(<ReportDataTable {...props({ collapsed: true })} />);
    expect(container.innerHTML).toBe('');
    rerender(<ReportDataTable {...props({ chartType: 'table' })} />);
    expect(container.innerHTML).toBe('');
    rerender(<ReportDataTable {...props({ chartType: 'bar' })} />);
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('shows nothing for a report without the metric (the chart explains)', () => {
    const { container } = render(<ReportDataTable {...props({ metric: 'aov' })} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('ReportDataTable: what a breakdown folded (issue 12, defect 1)', () => {
  it('ends with an Other row of the total minus the groups shown', () => {
    const orders = {
      groups: [
        { key: { transPaymentType: 'credit card' }, conversions: { primary: 157 } },
        { key: { transPaymentType: 'paypal' }, conversions: { primary: 91 } },
      ],
      totals: { key: {}, conversions: { primary: 300 } },
    };
    render(<ReportDataTable {...props({ report: orders, metric: 'conversions', metricLabel: 'Orders', format: 'number', analyzeBy: 'transPaymentType', compare: 'none' })} />);
    expect(rows()).toEqual([
      ['Credit Card', '157'],
      ['PayPal', '91'],
      ['Other', '52'],
    ]);
  });

  it('exports the table as CSV, the rows as shown, named after the report (issue 12, part 3)', () => {
    render(<ReportDataTable {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [name, csv] = jest.mocked(downloadCsv).mock.calls[0];
    expect(name).toBe('conversion-rate-by-device.csv');
    const shown = [headers(), ...rows()];
    expect(csv.split('\r\n').map((line) => line.split(','))).toEqual(shown);
  });
});
