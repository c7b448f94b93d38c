import { histogramCost, reportCost } from './cost';

const now = new Date('2026-11-25T12:00:00Z');
const site = (n: number) => n.toString(16).padStart(24, '0');
const l4w = { arrivalTimeUtc: { range: 'l4w' }, siteId: [site(1)] };

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

  it('grows with the rows read: the sites listed, and every site when none is named', () => {
    const one = reportCost({ where: l4w }, now);
    expect(reportCost({ where: { ...l4w, siteId: [site(1), site(2)] } }, now)).toBeCloseTo(one * 2, 6);
    expect(reportCost({ where: { ...l4w, siteId: [site(1), site(2), site(3), site(4)] } }, now)).toBeCloseTo(one * 3, 6);
    // A repeated id reads no more rows.
    expect(reportCost({ where: { ...l4w, siteId: [site(1), site(1)] } }, now)).toBeCloseTo(one, 6);
    const all = { arrivalTimeUtc: { range: 'l4w' } };
    expect(reportCost({ where: all }, now)).toBeCloseTo(one * 5, 6);
    expect(reportCost({ where: { ...l4w, siteId: Array.from({ length: 1000 }, (_, i) => site(i)) } }, now)).toBeCloseTo(one * 5, 6);
    expect(histogramCost({ where: all }, now)).toBeCloseTo(histogramCost({ where: l4w }, now) * 5, 6);
  });

  it('grows with the period only logarithmically, so one report of any legal shape fits a request', () => {
    const year = reportCost({ where: { arrivalTimeUtc: { min: '2025-11-25T00:00:00Z', max: '2026-11-25T00:00:00Z' }, siteId: [site(1)] }, analyzeBy: ['country', 'formFactor'], compareTo: { market: true } }, now);
    expect(year).toBeGreaterThan(50);
    expect(year).toBeLessThan(120);
  });

  it('prices a histogram at twice its period', () => {
    expect(histogramCost({ where: l4w }, now)).toBeCloseTo(2 * (1 + Math.log2(5)), 6);
  });
});
