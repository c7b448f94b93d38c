import { chartState } from './chartState';
import { CHART_MESSAGES } from './messages';
import { BY_CITY, BY_DEVICE, report } from './testing/fixtures';

const base = { chartType: 'column', report: BY_DEVICE, metric: 'conversionRate', analyzeBy: 'formFactor' };
const text = (state: ReturnType<typeof chartState>) => (state.kind === 'message' ? state.message : state.kind);

describe('chartState', () => {
  it('needs a chart type, and a known one', () => {
    expect(text(chartState({ ...base, chartType: undefined }))).toBe('Chart is not yet defined');
    expect(text(chartState({ ...base, chartType: 'foo' }))).toBe('Chart Type foo is not defined');
  });

  it('shows the error, neutral only for the queued text', () => {
    expect(chartState({ ...base, error: 'BAD_REQUEST: Unknown period alias' })).toEqual({
      kind: 'message',
      message: 'BAD_REQUEST: Unknown period alias',
      neutral: false,
    });
    expect(chartState({ ...base, error: CHART_MESSAGES.queued })).toMatchObject({ neutral: true });
    expect(text(chartState({ ...base, error: '' }))).toBe(CHART_MESSAGES.unexpected);
  });

  it('waits while loading', () => {
    expect(chartState({ ...base, loading: true }).kind).toBe('loading');
  });

  it("says there is no data for an empty report", () => {
    expect(text(chartState({ ...base, report: report([]) }))).toBe("We don't have data for this period of time, try another date range");
    expect(text(chartState({ ...base, report: undefined }))).toBe(CHART_MESSAGES.noData);
  });

  it('reports a metric no group carries', () => {
    expect(text(chartState({ ...base, metric: 'aov' }))).toBe('Could not find an appropiate data index to chart');
  });

  it('needs country or city for a map', () => {
    expect(text(chartState({ ...base, chartType: 'map' }))).toBe(CHART_MESSAGES.noDataIndex);
    expect(chartState({ ...base, chartType: 'map', report: BY_CITY, metric: 'visits', analyzeBy: 'city' })).toEqual({ kind: 'chart', chartType: 'map' });
  });

  it('charts every known type', () => {
    for (const type of ['line', 'area', 'column', 'bar', 'pie', 'table']) {
      expect(chartState({ ...base, chartType: type })).toEqual({ kind: 'chart', chartType: type });
    }
  });
});
