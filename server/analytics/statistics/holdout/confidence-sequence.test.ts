import { alwaysValidPValue, mixtureRatio, optimalMixtureRatio, sequentialCritical } from './confidence-sequence';

// Reference values: scipy 1.17 (minimize_scalar of k(r), a fixed-point iteration for r*).
const tuning = { alpha: 0.05, tuningVisitors: 20_000 };

describe('normal-mixture confidence sequence', () => {
  it('is tightest at the tuning sample, where r = r* minimises k(r)', () => {
    expect(optimalMixtureRatio(0.05)).toBeCloseTo(0.1217734887, 9);
    expect(mixtureRatio(20_000, tuning)).toBeCloseTo(0.1217734887, 9);
    expect(sequentialCritical(20_000, tuning)).toBeCloseTo(3.0351224130, 9);
    // Ten times more or fewer visitors than tuned for: slightly wider, never narrower.
    expect(sequentialCritical(200_000, tuning)).toBeCloseTo(3.2463107546, 9);
    expect(sequentialCritical(2_000, tuning)).toBeCloseTo(3.8232183330, 9);
  });

  it('is wider than one fixed-horizon look (1.96 standard errors): the price of peeking', () => {
    for (const n of [100, 1_000, 20_000, 1e6, 1e9]) expect(sequentialCritical(n, tuning)).toBeGreaterThan(1.96);
  });

  it('its p-value is α exactly at the interval edge, and 1 with no evidence', () => {
    for (const n of [500, 20_000, 300_000]) {
      const k = sequentialCritical(n, tuning);
      expect(alwaysValidPValue(k, n, tuning)).toBeCloseTo(0.05, 12);
      expect(alwaysValidPValue(-k, n, tuning)).toBeCloseTo(0.05, 12);
      expect(alwaysValidPValue(k * 1.01, n, tuning)).toBeLessThan(0.05);
      expect(alwaysValidPValue(0, n, tuning)).toBe(1);
    }
  });

  it('gives a finite p-value for an enormous z', () => {
    const p = alwaysValidPValue(60, 20_000, tuning);
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThan(1e-100);
  });

  it('honours alpha', () => {
    const strict = { alpha: 0.01, tuningVisitors: 20_000 };
    expect(sequentialCritical(20_000, strict)).toBeGreaterThan(sequentialCritical(20_000, tuning));
    expect(alwaysValidPValue(sequentialCritical(5_000, strict), 5_000, strict)).toBeCloseTo(0.01, 12);
  });
});
