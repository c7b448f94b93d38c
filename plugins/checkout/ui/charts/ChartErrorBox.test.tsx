/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { ChartErrorBox } from './ChartErrorBox';
import { CHART_MESSAGES } from './messages';
import { preloadChartIcons } from './testing/preloadIcons';

beforeAll(preloadChartIcons);

describe('ChartErrorBox', () => {
  it('shows the default text in red', () => {
    render(<ChartErrorBox />);
    const alert = screen.getByRole('alert');
    // textContent keeps the spec's two spaces, which getByText would collapse.
    expect(alert.textContent).toBe('An unexpected error occurred.  No more information is available.');
    expect(alert.className).toContain('bp6-intent-danger');
    expect(alert.querySelector('.danger')?.textContent).toBe(CHART_MESSAGES.unexpected);
  });

  it('shows a given message in red', () => {
    render(<ChartErrorBox message="BAD_REQUEST: Unknown period alias" />);
    expect(screen.getByRole('alert').querySelector('.danger')?.textContent).toBe('BAD_REQUEST: Unknown period alias');
  });

  it('shows the queued text neutrally, not in red', () => {
    render(<ChartErrorBox message={CHART_MESSAGES.queued} />);
    expect(screen.queryByRole('alert')).toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(CHART_MESSAGES.queued);
    expect(status.className).not.toContain('bp6-intent-danger');
    expect(status.querySelector('.danger')).toBeNull();
  });

  it('can be made neutral explicitly', () => {
    render(<ChartErrorBox message="Please wait" neutral />);
    expect(screen.getByRole('status').textContent).toBe('Please wait');
  });
});
