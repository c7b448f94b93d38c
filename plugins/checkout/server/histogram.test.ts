import { GraphQLError } from 'graphql';
import { histogram, MAX_BINS } from './histogram';

describe('histogram', () => {
  it('spans a fixed 0-100 range, the last bin closed so 100 counts', () => {
    const bins = histogram([0, 9.99, 10, 55, 100, Number.NaN], 10, { from: 0, to: 100 });
    expect(bins).toHaveLength(10);
    expect(bins[0]).toEqual({ min: 0, max: 10, count: 2 });
    expect(bins[1]).toEqual({ min: 10, max: 20, count: 1 });
    expect(bins[5].count).toBe(1);
    expect(bins[9]).toEqual({ min: 90, max: 100, count: 1 });
    expect(bins.reduce((sum, b) => sum + b.count, 0)).toBe(5); // NaN is not counted
  });

  it('spans the values when no range is fixed, with empty bins in between', () => {
    // 12.3 → [10,15); 44.9 → [40,45); 45 → [45,50)
    expect(histogram([12.3, 44.9, 45], 5)).toEqual([
      { min: 10, max: 15, count: 1 },
      { min: 15, max: 20, count: 0 },
      { min: 20, max: 25, count: 0 },
      { min: 25, max: 30, count: 0 },
      { min: 30, max: 35, count: 0 },
      { min: 35, max: 40, count: 0 },
      { min: 40, max: 45, count: 1 },
      { min: 45, max: 50, count: 1 },
    ]);
  });

  it('puts values that float arithmetic leaves just under an edge into the right bin', () => {
    // 0.29 × 100 = 28.999999999999996 in binary floating point; it is 29 %.
    expect(histogram([0.29 * 100], 1)).toEqual([{ min: 29, max: 30, count: 1 }]);
    // Negative rates (the mobile gap) bin below zero.
    expect(histogram([-2.5, 1], 2)).toEqual([
      { min: -4, max: -2, count: 1 },
      { min: -2, max: 0, count: 0 },
      { min: 0, max: 2, count: 1 },
    ]);
  });

  it('gives no bins for no values, and refuses absurd bin counts with BAD_REQUEST', () => {
    expect(histogram([], 5)).toEqual([]);
    let error: unknown;
    try {
      histogram([0, 100], 100 / (MAX_BINS + 5));
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe('BAD_REQUEST');
  });
});
