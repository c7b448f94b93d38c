/**
 * @jest-environment jsdom
 */
import { Classes } from '@blueprintjs/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { Options, SeriesMapbubbleOptions, XAxisOptions } from 'highcharts';
import type { ReactNode } from 'react';
import { createTestServices, TestServicesProvider } from 'sdk/testing';
import { clearGeocodes, GEOCODE_PATH } from './geo/geocode';
import { resetWorldMap, WORLD_MAP_PATH } from './geo/worldMap';
import { CHART_MESSAGES } from './messages';
import { ReportChart } from './ReportChart';
import { BY_CITY, BY_COUNTRY, BY_DEVICE } from './testing/fixtures';
import { preloadChartIcons } from './testing/preloadIcons';
import { DARK_PALETTE, LIGHT_PALETTE } from './theme';
import type { ReportChartProps } from './types';

// Highcharts does not draw in jsdom: the lazy loader hands out a stand-in that records its props.
interface DrawnChart {
  options: Options;
  constructorType: string;
  containerProps: { style: { height: number } };
}
const mockDrawn: DrawnChart[] = [];
const mockSvgAttr = jest.fn();
let mockLoaded = true;
jest.mock('./highcharts', () => ({
  useHighcharts: () =>
    mockLoaded
      ? {
          Highcharts: {},
          HighchartsReact: (props: DrawnChart & { ref?: { current: unknown } }) => {
            mockDrawn.push(props);
            // The wrapper's ref holds the chart (React 19 hands a function component its ref as a prop).
            if (props.ref) props.ref.current = { chart: { renderer: { boxWrapper: { attr: mockSvgAttr } } } };
            return <div data-testid="highcharts" data-constructor={props.constructorType} />;
          },
        }
      : undefined,
}));

const lastChart = () => mockDrawn[mockDrawn.length - 1];

const props = (overrides: Partial<ReportChartProps> = {}): ReportChartProps => ({
  chartType: 'column',
  report: BY_DEVICE,
  metric: 'conversionRate',
  metricLabel: 'Conversion Rate',
  format: 'percent',
  analyzeBy: 'formFactor',
  compare: 'previousPeriod',
  height: 450,
  ...overrides,
});

function renderChart(chartProps: ReportChartProps, services = createTestServices(), wrap = (node: ReactNode) => node) {
  return render(<TestServicesProvider services={services}>{wrap(<ReportChart {...chartProps} />)}</TestServicesProvider>);
}

beforeAll(preloadChartIcons);
beforeEach(() => {
  mockDrawn.length = 0;
  mockLoaded = true;
  document.body.classList.remove(Classes.DARK);
});

describe('ReportChart messages', () => {
  it('says the chart is not yet defined without a chart type', () => {
    renderChart(props({ chartType: undefined }));
    expect(screen.getByRole('alert').textContent).toBe('Chart is not yet defined');
  });

  it('names an unknown chart type', () => {
    renderChart(props({ chartType: 'foo' }));
    expect(screen.getByRole('alert').textContent).toBe('Chart Type foo is not defined');
  });

  it('shows the error instead of the chart, the queued one neutrally', () => {
    const { unmount } = renderChart(props({ error: 'BAD_REQUEST: Unknown period alias' }));
    expect(screen.getByRole('alert').textContent).toBe('BAD_REQUEST: Unknown period alias');
    expect(screen.queryByTestId('highcharts')).toBeNull();
    unmount();
    renderChart(props({ error: CHART_MESSAGES.queued }));
    expect(screen.getByRole('status').textContent).toBe(CHART_MESSAGES.queued);
  });

  it('shows the empty and the missing-metric messages', () => {
    const { unmount } = renderChart(props({ report: { groups: [] } }));
    expect(screen.getByRole('alert').textContent).toBe(CHART_MESSAGES.noData);
    unmount();
    renderChart(props({ metric: 'rpv' }));
    expect(screen.getByRole('alert').textContent).toBe(CHART_MESSAGES.noDataIndex);
  });

  it('keeps the chart height while loading data or Highcharts', () => {
    const { unmount } = renderChart(props({ loading: true }));
    expect(screen.getByRole('status', { name: 'Loading chart' }).style.height).toBe('450px');
    unmount();
    mockLoaded = false;
    renderChart(props());
    expect(screen.getByRole('status', { name: 'Loading chart' }).style.height).toBe('450px');
  });
});

describe('ReportChart charts', () => {
  it("names the chart's svg image for screen readers (issue 32 item 26: axe svg-img-alt)", () => {
    renderChart(props());
    expect(mockSvgAttr).toHaveBeenLastCalledWith({ role: 'img', 'aria-label': 'Conversion Rate chart. The data table lists its values.' });
  });

  it('draws a column chart from the report at the given height', () => {
    renderChart(props());
    expect(screen.getByTestId('highcharts').dataset.constructor).toBe('chart');
    const { options, containerProps } = lastChart();
    expect((options.xAxis as XAxisOptions).categories).toEqual(['Desktop', 'Phone', 'Tablet']);
    expect(options.chart?.height).toBe(450);
    expect(containerProps.style.height).toBe(450);
  });

  it('shows only the data table for the table type', () => {
    renderChart(props({ chartType: 'table' }));
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByTestId('highcharts')).toBeNull();
  });

  it('uses the light palette, the dark one under Blueprint dark, and follows a theme switch', async () => {
    renderChart(props());
    expect(lastChart().options.legend?.itemStyle?.color).toBe(LIGHT_PALETTE.text);
    act(() => document.body.classList.add(Classes.DARK));
    await waitFor(() => expect(lastChart().options.legend?.itemStyle?.color).toBe(DARK_PALETTE.text));
  });

  it('is dark from the start inside a dark ancestor', () => {
    renderChart(props({ chartType: 'line' }), undefined, (node) => <div className={Classes.DARK}>{node}</div>);
    expect(lastChart().options.legend?.itemStyle?.color).toBe(DARK_PALETTE.text);
  });
});

describe('ReportChart maps', () => {
  const TOPOLOGY = { type: 'Topology', objects: {}, arcs: [] };
  let fetchMock: jest.Mock;

  beforeEach(() => {
    resetWorldMap();
    clearGeocodes();
    fetchMock = jest.fn(async () => ({ ok: true, status: 200, statusText: 'OK', json: async () => TOPOLOGY }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('draws a country choropleth on the world map from the static asset', async () => {
    renderChart(props({ chartType: 'map', report: BY_COUNTRY, metric: 'revenue', format: 'currency', analyzeBy: 'country' }));
    await screen.findByTestId('highcharts');
    expect(fetchMock).toHaveBeenCalledWith('/assets/geo/world.json', expect.anything());
    expect(WORLD_MAP_PATH).toBe('/assets/geo/world.json');
    expect(lastChart().constructorType).toBe('mapChart');
    expect(lastChart().options.chart?.map).toEqual(TOPOLOGY);
  });

  it('places city bubbles through the geocoder and notes the places it could not find', async () => {
    const services = createTestServices();
    services.api.respond('GET', GEOCODE_PATH, ({ query }: { query: { q: string } }) =>
      query.q === 'XX-Nowhere-Atlantis' ? new Error('Not found') : { lat: 40, long: -74 },
    );
    renderChart(props({ chartType: 'map', report: BY_CITY, metric: 'visits', format: 'number', analyzeBy: 'city' }), services);
    await screen.findByTestId('highcharts');
    const bubbles = (lastChart().options.series as SeriesMapbubbleOptions[])[1];
    expect(bubbles.data).toHaveLength(2);
    expect(services.api.requests.map((r) => r.query.q)).toEqual(['US-NY-New York City', 'US-Oregon-Portland', 'XX-Nowhere-Atlantis']);
    expect(screen.getByText('Not shown on the map (location unknown): Atlantis, Nowhere, XX')).toBeTruthy();
  });

  it('draws the zoom buttons in the dark theme under Blueprint dark, and follows a theme switch', async () => {
    renderChart(props({ chartType: 'map', report: BY_COUNTRY, metric: 'revenue', format: 'currency', analyzeBy: 'country' }));
    await screen.findByTestId('highcharts');
    const buttons = () => lastChart().options.mapNavigation?.buttonOptions;
    expect(buttons()?.theme?.fill).toBe(LIGHT_PALETTE.buttonFill);
    act(() => document.body.classList.add(Classes.DARK));
    await waitFor(() => expect(buttons()?.theme?.fill).toBe(DARK_PALETTE.buttonFill));
    expect(buttons()?.style?.color).toBe(DARK_PALETTE.buttonText);
  });

  it('shows a failed world map download in the error box', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 404, statusText: 'Not Found', json: async () => ({}) });
    renderChart(props({ chartType: 'map', report: BY_COUNTRY, metric: 'revenue', analyzeBy: 'country' }));
    expect((await screen.findByRole('alert')).textContent).toBe('404 Not Found');
  });
});
