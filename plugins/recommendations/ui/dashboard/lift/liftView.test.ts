import { liftView, scopeOptions, signedPercent, SITE_SCOPE } from './liftView';
import { liftAnswer, liftTest, measured, withheld } from './testing';

describe('the lift panel’s words', () => {
  it('writes a lift with its sign and a real minus, as the dashboard writes percentages', () => {
    expect([signedPercent(0.0624), signedPercent(-0.01), signedPercent(0), signedPercent(0.00001)]).toEqual(['+6.2%', '−1.0%', '0.0%', '0.0%']);
  });

  it('says a significant lift in words with its range, each metric’s arms and verdict', () => {
    const view = liftView(liftAnswer(), SITE_SCOPE);
    if (view.kind !== 'test') throw new Error(view.kind);
    expect(view.headline).toBe('Recommendations raise revenue per visitor by 6.2%.');
    expect(view.tone).toBe('success');
    expect(view.srmWarning).toBeNull();
    // Decided: no "more days" line.
    expect(view.planning).toBeNull();
    expect(view.visitors).toBe('18,950 visitors with recommendations, 2,104 in the holdout');
    expect(view.tiles.map((t) => t.label)).toEqual(['Revenue per visitor', 'Conversion rate', 'Average order value', 'Add-to-cart rate']);
    expect(view.tiles[0]).toEqual({
      metric: 'revenuePerVisitor', label: 'Revenue per visitor', lift: '+6.2%', interval: '95% range: +2.1% to +10.5%',
      withRecs: '$3.30', holdout: '$3.10', verdict: 'Raised by recommendations', tone: 'success',
    });
    // Rates are percentages, not money.
    expect(view.tiles.map((t) => [t.withRecs, t.holdout])).toEqual([['$3.30', '$3.10'], ['3.1%', '2.9%'], ['$106.50', '$104.00'], ['9.0%', '8.5%']]);
  });

  it('says a loss as a loss', () => {
    const answer = liftAnswer({ site: liftTest((m) => measured(m, { lift: -0.081, liftInterval: { lower: -0.12, upper: -0.04 }, verdict: 'losing' })) });
    const view = liftView(answer, SITE_SCOPE);
    expect(view).toMatchObject({ headline: 'Recommendations lower revenue per visitor by 8.1%.', tone: 'danger' });
  });

  it('while undecided, says no clear difference and how many more days are needed', () => {
    const view = liftView(liftAnswer(), 'rec-2');
    expect(view).toMatchObject({
      headline: 'No clear difference in revenue per visitor yet: the range still includes zero.',
      tone: 'none',
      planning: '13 more days needed to detect a 5% lift.',
    });
    const one = liftAnswer({ site: liftTest((m) => measured(m, { verdict: 'inconclusive', daysNeeded: 0.4 })) });
    expect(liftView(one, SITE_SCOPE)).toMatchObject({ planning: '1 more day needed to detect a 5% lift.' });
    const years = liftAnswer({ site: liftTest((m) => measured(m, { verdict: 'inconclusive', daysNeeded: 17_669.2 })) });
    expect(liftView(years, SITE_SCOPE)).toMatchObject({ planning: '17,670 more days needed to detect a 5% lift.' });
    const enough = liftAnswer({ minimumEffect: 0.1, site: liftTest((m) => measured(m, { verdict: 'inconclusive', daysNeeded: 0 })) });
    expect(liftView(enough, SITE_SCOPE)).toMatchObject({ planning: 'Enough visitors to detect a 10% lift: a smaller effect, if any, stays within the range.' });
  });

  it('with too little data shows the values, a dash for the lift, and no range', () => {
    const answer = liftAnswer({ site: liftTest((m) => withheld(m, 'too little data', { daysNeeded: 30 })) });
    const view = liftView(answer, SITE_SCOPE);
    if (view.kind !== 'test') throw new Error(view.kind);
    expect(view.headline).toBe('Not enough data for a verdict yet: each group needs at least 100 visitors and 30 orders.');
    expect(view.tiles[0]).toMatchObject({ lift: '—', interval: 'No range yet', withRecs: '$3.30', holdout: '$3.10', verdict: 'Not enough data yet' });
    expect(view.planning).toBe('30 more days needed to detect a 5% lift.');
  });

  it('on a sample ratio mismatch warns with both shares and gives no verdict or plan', () => {
    const srm = { chiSquare: 40, pValue: 1e-9, flagged: true, expectedBaselineShare: 0.1, observedBaselineShare: 0.152 };
    const answer = liftAnswer({ site: liftTest((m) => withheld(m, 'srm', { daysNeeded: null }), { srm }) });
    const view = liftView(answer, SITE_SCOPE);
    if (view.kind !== 'test') throw new Error(view.kind);
    expect(view.srmWarning).toMatch(/^Sample ratio mismatch: 15\.2% of the visitors in this test are in the holdout, but the setting asks for 10\.0%\./);
    expect(view.headline).toBe('No verdict: the groups are not the sizes the holdout setting asks for.');
    expect(view.tone).toBe('warning');
    expect(view.planning).toBeNull();
    expect(view.tiles.every((t) => t.lift === '—' && t.verdict === 'No verdict')).toBe(true);
  });

  it('says the holdout is off at a share of 0, and that no one was exposed without a test', () => {
    expect(liftView(liftAnswer({ sharePct: 0, site: null, recommendations: [] }), SITE_SCOPE)).toEqual({ kind: 'off' });
    expect(liftView(liftAnswer({ site: null, recommendations: [] }), SITE_SCOPE)).toEqual({ kind: 'empty' });
    expect(liftView(liftAnswer(), 'gone')).toEqual({ kind: 'empty' });
  });

  it('offers the site’s test first, then each recommendation by name (else a short id)', () => {
    const answer = liftAnswer();
    answer.recommendations.push({ ...answer.recommendations[0], recommendationId: 'abcdef123456', name: '' });
    expect(scopeOptions(answer)).toEqual([
      { value: '', label: 'All recommendations' },
      { value: 'rec-2', label: 'Best Sellers' },
      { value: 'abcdef123456', label: 'Recommendation 123456' },
    ]);
  });
});
