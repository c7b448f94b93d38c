import { makeStats } from './fixtures';
import { subScore, subScoreStats } from './subscore';

const stats = makeStats({ median: 0.5, deviation: 0.1 });

describe('subScore', () => {
  it('is 50 at the median', () => {
    expect(subScore(0.5, stats, false)).toBe(50);
  });
  it('adds 25 per deviation above the median when higher is better', () => {
    // 50 + 25 × (0.6 − 0.5) / 0.1 = 75
    expect(subScore(0.6, stats, false)).toBeCloseTo(75);
    // 50 + 25 × (0.4 − 0.5) / 0.1 = 25
    expect(subScore(0.4, stats, false)).toBeCloseTo(25);
  });
  it('inverts lower-is-better KPIs', () => {
    // 50 − 25 × (0.4 − 0.5) / 0.1 = 75
    expect(subScore(0.4, stats, true)).toBeCloseTo(75);
    expect(subScore(0.6, stats, true)).toBeCloseTo(25);
  });
  it('clamps at 100 and at 0', () => {
    // 50 + 25 × 3 = 125 → 100; 50 − 25 × 3 = −25 → 0
    expect(subScore(0.8, stats, false)).toBe(100);
    expect(subScore(0.2, stats, false)).toBe(0);
    expect(subScore(0.8, stats, true)).toBe(0);
  });
  it('is 50 when the market has zero deviation, whatever the value', () => {
    expect(subScore(0.9, makeStats({ median: 0.3, deviation: 0 }), false)).toBe(50);
  });
});

describe('subScoreStats', () => {
  it('reports delta, sigmas and the signed bias', () => {
    // delta = 0.65 − 0.5 = 0.15; sigmas = 1.5; bias100 = −25 × 1.5 = −37.5 (lower is better)
    const s = subScoreStats(0.65, stats, true);
    expect(s.negative).toBe(true);
    expect(s.delta).toBeCloseTo(0.15);
    expect(s.sigmas).toBeCloseTo(1.5);
    expect(s.bias100).toBeCloseTo(-37.5);
    expect(s.sigmaWidth100).toBe(25);
  });
  it('has zero sigmas when the deviation is zero', () => {
    expect(subScoreStats(0.9, makeStats({ deviation: 0 }), false).sigmas).toBe(0);
  });
});
