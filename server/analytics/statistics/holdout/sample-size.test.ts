import { sequentialCritical } from './confidence-sequence';
import { sequentialDetectableDifference, sequentialVisitorsToDetect, visitorsToDetect } from './sample-size';

// z_{0.975} = 1.959964, z_{0.8} = 0.841621 (scipy 1.17).
const Z_ALPHA = 1.959963984540054;
const Z_POWER = 0.8416212335729143;
const tuning = { alpha: 0.05, tuningVisitors: 20_000 };

describe('visitorsToDetect (textbook two-sample formula)', () => {
  it('σ = 1, Δ = 0.5, equal arms: 2(z_a + z_b)²/Δ² = 62.79 per arm, 125.58 in all', () => {
    const n = visitorsToDetect({ sdTreatment: 1, sdBaseline: 1, baselineShare: 0.5, difference: 0.5, zPower: Z_POWER }, Z_ALPHA);
    expect(n).toBeCloseTo(125.5820757496, 8);
    expect(Math.ceil(n / 2)).toBe(63); // the number printed in the textbooks' tables
  });

  it('a 90/10 split: (z_a + z_b)²σ²(1/0.9 + 1/0.1)/Δ² = 348.84 in all', () => {
    const n = visitorsToDetect({ sdTreatment: 1, sdBaseline: 1, baselineShare: 0.1, difference: 0.5, zPower: Z_POWER }, Z_ALPHA);
    expect(n).toBeCloseTo(348.8390993044, 8);
  });

  it('unequal standard deviations weigh each arm by its share', () => {
    const n = visitorsToDetect({ sdTreatment: 2, sdBaseline: 1, baselineShare: 0.25, difference: 1, zPower: Z_POWER }, Z_ALPHA);
    expect(n).toBeCloseTo((Z_ALPHA + Z_POWER) ** 2 * (4 / 0.75 + 1 / 0.25), 10);
  });
});

describe('sequential planning', () => {
  const input = { sdTreatment: 8, sdBaseline: 8, baselineShare: 0.5, zPower: Z_POWER };

  it('needs more visitors than one fixed look, and exactly enough for k(N) + z_β standard errors', () => {
    const difference = Math.log(1.05);
    const fixed = visitorsToDetect({ ...input, difference }, Z_ALPHA);
    const sequential = sequentialVisitorsToDetect({ ...input, difference }, tuning);
    expect(sequential).toBeGreaterThan(fixed * 1.5);
    const se = Math.sqrt((64 / 0.5 + 64 / 0.5) / sequential);
    expect((sequentialCritical(sequential, tuning) + Z_POWER) * se).toBeCloseTo(difference, 10);
  });

  it('the detectable difference at the required sample is the difference asked for', () => {
    for (const effect of [0.02, 0.05, 0.3]) {
      const difference = Math.log(1 + effect);
      const n = sequentialVisitorsToDetect({ ...input, difference }, tuning);
      expect(sequentialDetectableDifference(input, n, tuning)).toBeCloseTo(difference, 8);
    }
  });
});
