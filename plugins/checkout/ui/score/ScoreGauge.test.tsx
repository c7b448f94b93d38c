/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { createTestServices, TestServicesProvider } from 'sdk/testing';
import { ScoreGauge } from './ScoreGauge';
import { SLOW_SCORE_MS } from './useGaugeChart';

// A stand-in chart that says which score it was drawn with.
jest.mock('../charts/highcharts', () => ({
  useHighcharts: () => ({
    Highcharts: {},
    HighchartsReact: ({ options }: { options: { series: Array<{ data: Array<{ y: number } | number | null> }> } }) => (
      <div data-testid="chart">{JSON.stringify(options.series?.[0]?.data ?? null)}</div>
    ),
  }),
}));

const services = createTestServices();

function gauge(props: { current: number | null; previous: number | null; loading: boolean }) {
  return (
    <TestServicesProvider services={services}>
      <ScoreGauge {...props} />
    </TestServicesProvider>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ScoreGauge', () => {
  it('shows the score in the commit it arrives in; the chart follows once that is painted', async () => {
    const { rerender } = render(gauge({ current: null, previous: null, loading: true }));
    expect(screen.getByTestId('chk-calculating')).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();

    rerender(gauge({ current: 72, previous: 65, loading: false }));
    // The number is there before any frame: no chart was created or redrawn in its commit.
    expect(screen.getByTestId('chk-score-value').textContent).toBe('72');
    expect(screen.queryByTestId('chart')).toBeNull();

    await act(async () => {
      jest.advanceTimersByTime(50); // a frame, then the timeout queued from it
    });
    expect(screen.getByTestId('chart').textContent).toContain('72');
  });

  it('redraws an existing chart for a new score only after the new number is painted', async () => {
    const { rerender } = render(gauge({ current: 72, previous: 65, loading: false }));
    await act(async () => {
      jest.advanceTimersByTime(50);
    });
    expect(screen.getByTestId('chart').textContent).toContain('72');

    rerender(gauge({ current: 40, previous: 65, loading: false }));
    expect(screen.getByTestId('chk-score-value').textContent).toBe('40');
    expect(screen.getByTestId('chart').textContent).toContain('72');
    await act(async () => {
      jest.advanceTimersByTime(50);
    });
    expect(screen.getByTestId('chart').textContent).toContain('40');
  });

  it('draws the (empty) gauge while a slow score query still runs', async () => {
    render(gauge({ current: null, previous: null, loading: true }));
    await act(async () => {
      jest.advanceTimersByTime(SLOW_SCORE_MS - 1);
    });
    expect(screen.queryByTestId('chart')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('chart')).toBeTruthy();
  });

  it('draws the amber middle band in a readable shade of its hue in each theme, not the arc colour', () => {
    // An amber score on white was 1.8:1 (the a11y scan fails it); the arc keeps the bright fill.
    const { unmount } = render(gauge({ current: 50, previous: 50, loading: false }));
    expect(screen.getByTestId('chk-score-value').style.color).toBe('rgb(134, 97, 3)'); // GOLD2 on light
    unmount();
    const dark = createTestServices({ theme: 'dark' });
    render(
      <TestServicesProvider services={dark}>
        <ScoreGauge current={50} previous={50} loading={false} />
      </TestServicesProvider>,
    );
    expect(screen.getByTestId('chk-score-value').style.color).toBe('rgb(240, 183, 38)'); // GOLD4 on dark
  });
});
