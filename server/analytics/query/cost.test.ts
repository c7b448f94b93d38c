import { answeredGroups, histogramCost, reportCost, VALUES_PER_UNIT } from './cost';

/** The statements' part alone: no answer values selected. */
const NO_ANSWER = { leaves: 0 };

const now = new Date('2026-11-25T12:00:00Z');
const site = (n: number) => n.toString(16).padStart(24, '0');
const l4w = { arrivalTimeUtc: { range: 'l4w' }, siteId: [site(1)] };

describe('analytics query units', () => {
  it('prices a plain four-week report at about 3 units', () => {
    // 1 + log2(1 + 28 / 7) = 3.32
    expect(reportCost({ where: l4w }, now, NO_ANSWER)).toBeCloseTo(1 + Math.log2(5), 6);
  });

  it('multiplies by the dimensions and the comparison (market 3, previous period 2)', () => {
    const base = reportCost({ where: l4w }, now, NO_ANSWER);
    expect(reportCost({ where: l4w, analyzeBy: ['formFactor', 'country'] }, now, NO_ANSWER)).toBeCloseTo(base * 3, 6);
    expect(reportCost({ where: l4w, compareTo: { market: true } }, now, NO_ANSWER)).toBeCloseTo(base * 3, 6);
    expect(reportCost({ where: l4w, compareTo: { arrivalTimeUtc: 'previousPeriod' } }, now, NO_ANSWER)).toBeCloseTo(base * 2, 6);
  });

  it('grows with the rows read: the sites listed, and every site when none is named', () => {
    const one = reportCost({ where: l4w }, now, NO_ANSWER);
    expect(reportCost({ where: { ...l4w, siteId: [site(1), site(2)] } }, now, NO_ANSWER)).toBeCloseTo(one * 2, 6);
    expect(reportCost({ where: { ...l4w, siteId: [site(1), site(2), site(3), site(4)] } }, now, NO_ANSWER)).toBeCloseTo(one * 3, 6);
    // A repeated id reads no more rows.
    expect(reportCost({ where: { ...l4w, siteId: [site(1), site(1)] } }, now, NO_ANSWER)).toBeCloseTo(one, 6);
    const all = { arrivalTimeUtc: { range: 'l4w' } };
    expect(reportCost({ where: all }, now, NO_ANSWER)).toBeCloseTo(one * 5, 6);
    expect(reportCost({ where: { ...l4w, siteId: Array.from({ length: 1000 }, (_, i) => site(i)) } }, now, NO_ANSWER)).toBeCloseTo(one * 5, 6);
    expect(histogramCost({ where: all }, now, NO_ANSWER)).toBeCloseTo(histogramCost({ where: l4w }, now, NO_ANSWER) * 5, 6);
  });

  it('grows with the period only logarithmically, so one report of any legal shape fits a request', () => {
    const year = reportCost({ where: { arrivalTimeUtc: { min: '2025-11-25T00:00:00Z', max: '2026-11-25T00:00:00Z' }, siteId: [site(1)] }, analyzeBy: ['country', 'formFactor'], compareTo: { market: true } }, now, NO_ANSWER);
    expect(year).toBeGreaterThan(50);
    expect(year).toBeLessThan(120);
  });

  it('prices a histogram at twice its period', () => {
    expect(histogramCost({ where: l4w }, now, NO_ANSWER)).toBeCloseTo(2 * (1 + Math.log2(5)), 6);
  });

  it('prices the answer: groups answered times leaf fields selected', () => {
    const statements = reportCost({ where: l4w, analyzeBy: ['city'] }, now, NO_ANSWER);
    // The default limit of a grouped report is 1,000 groups.
    expect(reportCost({ where: l4w, analyzeBy: ['city'] }, now, { leaves: 20 })).toBeCloseTo(statements + (1000 * 20) / VALUES_PER_UNIT, 6);
    // 5,000 groups of 3,000 aliased metrics: far past any request's limit.
    expect(reportCost({ where: l4w, analyzeBy: ['city'], limit: 5000 }, now, { leaves: 3000 })).toBeGreaterThan(1000);
    // Without dimensions a report answers one group (its totals).
    expect(reportCost({ where: l4w }, now, { leaves: 3000 })).toBeCloseTo(reportCost({ where: l4w }, now, NO_ANSWER) + 3000 / VALUES_PER_UNIT, 6);
    // A histogram may answer 10,000 bins.
    expect(histogramCost({ where: l4w }, now, { leaves: 3 })).toBeCloseTo(histogramCost({ where: l4w }, now, NO_ANSWER) + 3, 6);
  });

  it('estimates a time series by its bins, within its limit', () => {
    const year = { arrivalTimeUtc: { min: '2025-11-25T00:00:00Z', max: '2026-11-25T00:00:00Z', bin: 'day' as const }, siteId: [site(1)] };
    expect(answeredGroups({ where: year, analyzeBy: ['arrivalTimeUtc'] }, now)).toBe(365);
    expect(answeredGroups({ where: year, analyzeBy: ['arrivalTimeUtc'], limit: 100 }, now)).toBe(100);
    expect(answeredGroups({ where: { ...year, arrivalTimeUtc: { ...year.arrivalTimeUtc, bin: 'hour' as const } }, analyzeBy: ['arrivalTimeUtc'] }, now)).toBe(5000);
    expect(answeredGroups({ where: year, analyzeBy: ['arrivalTimeUtc', 'formFactor'] }, now)).toBe(5000);
    expect(answeredGroups({ where: year }, now)).toBe(1);
  });
});
