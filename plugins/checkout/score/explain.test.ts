import { explainScore, roundingSlack, type ExplainableSubScore } from './explain';

const sub = (name: string, score: number | null, weightPct: number, extra: Partial<ExplainableSubScore> = {}): ExplainableSubScore => ({
  name,
  score,
  weightPct,
  weightScore: score === null ? 0 : Math.round((score * weightPct) / 100),
  marketSuppressed: false,
  details: { value: 0.5, valueWeight: 500, stats: { negative: false } },
  ...extra,
});

const ALL = new Set(['car', 'checkoutConversionRate', 'mobileAbandonmentGap', 'acceleratedCheckoutRate', 'checkoutEngagementRate']);

describe('explainScore', () => {
  it("gives each KPI's points and the gain of reaching the median", () => {
    // car 30 × 25 % = 7.5 → 8 points; at the median 50 × 25 % = 12.5 → 13: +5 on the total.
    const facts = explainScore(
      [sub('car', 30, 25), sub('checkoutConversionRate', 80, 30), sub('mobileAbandonmentGap', 50, 20), sub('acceleratedCheckoutRate', 60, 15), sub('checkoutEngagementRate', 40, 10)],
      ALL,
    );
    expect(facts.map((f) => f.points)).toEqual([8, 24, 10, 9, 4]);
    expect(facts[0].gainAtMedian).toBe(5);
    // Already at or above the median: nothing to gain from reaching it.
    expect(facts[1].gainAtMedian).toBeNull();
    expect(facts[2].gainAtMedian).toBeNull();
    // 40 × 10 % = 4 → 50 × 10 % = 5: +1.
    expect(facts[4].gainAtMedian).toBe(1);
    expect(facts.every((f) => f.zeroWeightReason === null)).toBe(true);
  });

  it('clamps the gain at a total of 100', () => {
    const facts = explainScore([sub('car', 100, 50), sub('checkoutConversionRate', 100, 45), sub('mobileAbandonmentGap', 40, 5)], ALL);
    // 50 + 45 + 2 = 97; at the median 50 + 45 + 3 (2.5 rounds to 3) = 98.
    expect(facts[2].gainAtMedian).toBe(1);
  });

  it('says why a KPI weighs nothing, in the order the engine decides it', () => {
    const facts = explainScore(
      [
        sub('car', null, 0, { marketSuppressed: true }),
        sub('checkoutConversionRate', null, 0),
        sub('mobileAbandonmentGap', null, 0, { details: { value: null, valueWeight: 500, stats: { negative: true } } }),
        sub('acceleratedCheckoutRate', null, 0, { details: { value: 0.02, valueWeight: 12, stats: { negative: false } } }),
      ],
      new Set(['car', 'mobileAbandonmentGap', 'acceleratedCheckoutRate']),
    );
    expect(facts.map((f) => f.zeroWeightReason)).toEqual(['marketTooSmall', 'noMarket', 'noValue', 'tooFewEvents']);
    expect(facts.every((f) => f.points === 0 && f.weightPct === 0 && f.gainAtMedian === null)).toBe(true);
  });
});

describe('roundingSlack', () => {
  it('is half a point per KPI that counts: 2.5 with all five', () => {
    expect(roundingSlack([sub('a', 10, 20), sub('b', 10, 20), sub('c', 10, 20), sub('d', 10, 20), sub('e', 10, 20)])).toBe(2.5);
    expect(roundingSlack([sub('a', 10, 50), sub('b', null, 0)])).toBe(0.5);
  });
});
