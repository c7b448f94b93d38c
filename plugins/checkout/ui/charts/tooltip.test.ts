import { liftTone } from './metrics';
import { stats } from './testing/fixtures';
import { createTooltipToggle, detailRows, tooltipHtml, type TooltipContext } from './tooltip';

const context = (metric: string, compare: TooltipContext['compare'] = 'previousPeriod'): TooltipContext => ({
  metric,
  metricLabel: metric,
  format: 'number',
  compare,
});

const lift = (metric: string, compare: TooltipContext['compare'] = 'previousPeriod') =>
  Object.fromEntries(detailRows(stats(10, null), context(metric, compare))).Lift;

describe('detail rows', () => {
  it('names the missing lift of the RPV, CR and AOV sections while comparing', () => {
    expect(lift('rpv')).toBe('Missing RPV Lift');
    expect(lift('conversionRate')).toBe('Missing CR Lift');
    expect(lift('aov', 'market')).toBe('Missing AOV Lift');
  });

  it('says Unavailable for other metrics and without a comparison', () => {
    expect(lift('visits')).toBe('Unavailable');
    expect(lift('rpv', 'none')).toBe('Unavailable');
  });

  it('lists every statistic, Unavailable where missing', () => {
    const rows = detailRows(stats(0.5, 0.4, { lift: 0.25, confidence: 0.9, liftInterval: { lower: -0.1, upper: null } }), {
      ...context('car', 'market'),
      format: 'percent',
    });
    expect(rows).toEqual([
      ['car', '50.00%'],
      ['Market', '40.00%'],
      ['Lift', '+25.00%'],
      ['Confidence', '90.00%'],
      ['Lift Interval', 'Unavailable'],
      ['Probability to Win', 'Unavailable'],
      ['Sample Size Ratio', 'Unavailable'],
    ]);
  });
});

describe('a market withheld for privacy', () => {
  it('reads "market too small" in the detail view, and under the hovered value', () => {
    const rows = Object.fromEntries(detailRows(stats(10, null), context('rpv', 'market'), true));
    expect(rows).toMatchObject({ Market: 'market too small', Lift: 'market too small' });
    const html = tooltipHtml({ title: 'Phone', seriesName: 'rpv', y: 10, value: stats(10, null), marketWithheld: true }, 'simple', false, context('rpv', 'market'));
    expect(html).toBe('<b>Phone</b><br/>rpv: <b>10</b><br/>Market: <b>market too small</b>');
  });
});

describe('tooltip views', () => {
  const point = { title: 'A & B', seriesName: 'Visits', y: 10, value: stats(10, 8) };

  it('has no detail view when it cannot toggle', () => {
    expect(tooltipHtml(point, 'detail', false, context('visits'))).toBe('<b>A &amp; B</b><br/>Visits: <b>10</b>');
  });

  it('toggles between simple and detail', () => {
    const toggle = createTooltipToggle();
    expect(toggle.view).toBe('simple');
    expect(toggle.toggle()).toBe('detail');
    expect(tooltipHtml(point, toggle.view, true, context('visits'))).toContain('Lift: <b>+25.00%</b>');
    expect(toggle.toggle()).toBe('simple');
  });
});

describe('lift colour', () => {
  it('is good when the metric moves the right way', () => {
    expect(liftTone(0.1, 'conversionRate')).toBe('good');
    expect(liftTone(-0.1, 'conversionRate')).toBe('bad');
    // Abandonment: lower is better.
    expect(liftTone(0.1, 'car')).toBe('bad');
    expect(liftTone(-0.1, 'car')).toBe('good');
    expect(liftTone(null, 'car')).toBe('neutral');
  });
});
