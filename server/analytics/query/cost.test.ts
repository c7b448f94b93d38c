import { histogramCost, reportCost } from './cost';

const now = new Date('2026-11-25T12:00:00Z');
const l4w = { arrivalTimeUtc: { range: 'l4w' } };

describe('analytics query units', () => {
  it('prices a plain four-week report at about 3 units', () => {
    // 1 + log2(1 + 28 / 7) = 3.32
    expect(reportCost({ where: l4w }, now)).toBeCloseTo(1 + Math.log2(5), 6);
  });

  it('multiplies by the dimensions and the comparison (market 3, previous period 2)', () => {
    const base = reportCost({ where: l4w }, now);
    expect(reportCost({ where: l4w, analyzeBy: ['formFactor', 'country'] }, now)).toBeCloseTo(base * 3, 6);
    expect(reportCost({ where: l4w, compareTo: { market: true } }, now)).toBeCloseTo(base * 3, 6);
    expect(reportCost({ where: l4w, compareTo: { arrivalTimeUtc: 'previousPeriod' } }, now)).toBeCloseTo(base * 2, 6);
  });

  it('grows with the period only logarithmically, so one report of any legal shape fits a request', () => {
    const year = reportCost({ where: { arrivalTimeUtc: { min: '2025-11-25T00:00:00Z', max: '2026-11-25T00:00:00Z' } }, analyzeBy: ['country', 'formFactor'], compareTo: { market: true } }, now);
    expect(year).toBeGreaterThan(50);
    expect(year).toBeLessThan(120);
  });

  it('prices a histogram at twice its period', () => {
    expect(histogramCost({ where: l4w }, now)).toBeCloseTo(2 * (1 + Math.log2(5)), 6);
  });
});
