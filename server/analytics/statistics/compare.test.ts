import { compareSamples } from './compare';
import { NO_TEST, type Comparison } from './types';

// z_a = Φ⁻¹(0.975) = 1.959964, z_b = Φ⁻¹(0.8) = 0.841621 throughout (alpha 0.05, power 0.8).
// Reference values were computed independently with scipy 1.17 (norm, t, chi2_contingency,
// ttest_ind) and are repeated by hand below where the arithmetic is short.

function expectNoNonFinite(c: Comparison) {
  const json = JSON.stringify(c);
  expect(json).not.toMatch(/NaN|Infinity/);
  for (const value of Object.values(c)) {
    if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
  }
}

describe('compareSamples: counts', () => {
  it('gives the values and the lift only', () => {
    // 150 / 120 − 1 = 0.25
    expect(compareSamples({ kind: 'count', value: 150 }, { kind: 'count', value: 120 })).toEqual({
      primary: 150,
      compare: 120,
      lift: 0.25,
      confidence: null,
      liftInterval: null,
      sampleSizeRequired: null,
      sampleSizeRatio: null,
      probabilityToWin: null,
      minDetectableEffect: null,
    });
  });

  it('has no lift over a zero or missing compare', () => {
    expect(compareSamples({ kind: 'count', value: 5 }, { kind: 'count', value: 0 }).lift).toBeNull();
    const alone = compareSamples({ kind: 'count', value: 5 }, null);
    expect(alone).toMatchObject({ primary: 5, compare: null, lift: null });
  });

  it('turns NaN and Infinity into null', () => {
    const c = compareSamples({ kind: 'count', value: NaN }, { kind: 'count', value: Infinity });
    expect(c).toMatchObject({ primary: null, compare: null, lift: null });
  });
});

describe('compareSamples: proportions', () => {
  it('120/1000 against 100/1000', () => {
    const c = compareSamples({ kind: 'proportion', successes: 120, trials: 1000 }, { kind: 'proportion', successes: 100, trials: 1000 });
    expect(c.primary).toBeCloseTo(0.12, 12);
    expect(c.compare).toBeCloseTo(0.1, 12);
    expect(c.lift).toBeCloseTo(0.2, 12); // 0.12 / 0.10 − 1
    // pooled p̄ = 220/2000 = 0.11; SE₀ = √(0.11·0.89·(2/1000)) = √0.0001958 = 0.0139929;
    // z = 0.02 / 0.0139929 = 1.429301; confidence = 2Φ(1.4293) − 1 = 0.847082 (= 1 − p of chi²).
    expect(c.confidence).toBeCloseTo(0.8470822181, 6);
    // ln(1.2) = 0.182322; SE = √(0.88/120 + 0.9/100) = √(0.0073333 + 0.009) = 0.127802;
    // exp(0.182322 ∓ 1.959964·0.127802) − 1 = exp(−0.068161) − 1, exp(0.432805) − 1.
    expect(c.liftInterval!.lower).toBeCloseTo(-0.065894249, 6);
    expect(c.liftInterval!.upper).toBeCloseTo(0.541581345, 6);
    // Beta(121, 881): mean 0.120758, var 1.05905e-4; Beta(101, 901): mean 0.100798, var 9.03753e-5;
    // Φ((0.120758 − 0.100798)/√1.96280e-4) = Φ(1.42469) = 0.922907 (Monte Carlo of the exact Betas: 0.9233).
    expect(c.probabilityToWin).toBeCloseTo(0.9229071386, 6);
    // p̄ = 0.11: (1.959964·√(2·0.11·0.89) + 0.841621·√(0.12·0.88 + 0.1·0.9))² / 0.02²
    //   = (0.867213 + 0.372257)² / 0.0004 = 1.536286 / 0.0004 = 3840.7 → 3841.
    expect(c.sampleSizeRequired).toBe(3841);
    expect(c.sampleSizeRatio).toBeCloseTo(1000 / 3841, 12);
    // (1.959964 + 0.841621)·√(0.1·0.9·(2/1000)) / 0.1 = 2.801585·0.0134164 / 0.1 = 0.375872
    expect(c.minDetectableEffect).toBeCloseTo(0.3758720995, 6);
    expectNoNonFinite(c);
  });

  it('45/500 against 300/4000 (unequal groups)', () => {
    const c = compareSamples({ kind: 'proportion', successes: 45, trials: 500 }, { kind: 'proportion', successes: 300, trials: 4000 });
    expect(c.lift).toBeCloseTo(0.2, 12); // 0.09 / 0.075 − 1
    expect(c.confidence).toBeCloseTo(0.7653832022, 6);
    expect(c.liftInterval!.lower).toBeCloseTo(-0.1103166144, 6);
    expect(c.liftInterval!.upper).toBeCloseTo(0.6185533228, 6);
    expect(c.probabilityToWin).toBeCloseTo(0.8876942468, 6);
    expect(c.sampleSizeRequired).toBe(5280);
    expect(c.sampleSizeRatio).toBeCloseTo(500 / 5280, 12); // the smaller group counts
    expect(c.minDetectableEffect).toBeCloseTo(0.4666973459, 6);
  });

  it('a lower primary gives a negative lift and a win probability under one half', () => {
    const c = compareSamples({ kind: 'proportion', successes: 100, trials: 1000 }, { kind: 'proportion', successes: 120, trials: 1000 });
    expect(c.lift).toBeCloseTo(100 / 120 - 1, 12);
    expect(c.confidence).toBeCloseTo(0.8470822181, 6); // two-sided: same as the other way round
    expect(c.probabilityToWin).toBeCloseTo(1 - 0.9229071386, 6);
  });

  it('honours alpha and power', () => {
    // z_a(0.01) = 2.575829, z_b(0.9) = 1.281552: MDE = 3.857381·0.0134164/0.1 = 0.517522
    const c = compareSamples(
      { kind: 'proportion', successes: 120, trials: 1000 },
      { kind: 'proportion', successes: 100, trials: 1000 },
      { alpha: 0.01, power: 0.9 },
    );
    expect(c.minDetectableEffect).toBeCloseTo(0.5175223, 5);
    expect(() => compareSamples({ kind: 'count', value: 1 }, null, { alpha: 0 })).toThrow(RangeError);
    expect(() => compareSamples({ kind: 'count', value: 1 }, null, { power: 1 })).toThrow(RangeError);
  });

  it('no trials on one side: values and every part null where undefined', () => {
    const c = compareSamples({ kind: 'proportion', successes: 0, trials: 0 }, { kind: 'proportion', successes: 10, trials: 100 });
    expect(c).toEqual({
      primary: null,
      compare: 0.1,
      lift: null,
      confidence: null,
      liftInterval: null,
      sampleSizeRequired: null,
      sampleSizeRatio: null,
      probabilityToWin: null,
      minDetectableEffect: null,
    });
  });

  it('zero successes on both sides: no lift, no test, no interval, no sample size', () => {
    const c = compareSamples({ kind: 'proportion', successes: 0, trials: 100 }, { kind: 'proportion', successes: 0, trials: 200 });
    expect(c).toMatchObject({ primary: 0, compare: 0, lift: null, confidence: null, liftInterval: null, sampleSizeRequired: null, minDetectableEffect: null });
    // The posteriors still differ: Beta(1, 101) has mean 0.0098, Beta(1, 201) 0.0049.
    expect(c.probabilityToWin).toBeGreaterThan(0.5);
    expectNoNonFinite(c);
  });

  it('zero successes on the primary side only: lift −1, no log-ratio interval', () => {
    const c = compareSamples({ kind: 'proportion', successes: 0, trials: 100 }, { kind: 'proportion', successes: 10, trials: 100 });
    expect(c.lift).toBe(-1);
    expect(c.liftInterval).toBeNull();
    expect(c.confidence).toBeGreaterThan(0.99);
    expectNoNonFinite(c);
  });

  it('s = n on both sides: equal rates of 1 have no variance', () => {
    const c = compareSamples({ kind: 'proportion', successes: 50, trials: 50 }, { kind: 'proportion', successes: 80, trials: 80 });
    expect(c).toMatchObject({ primary: 1, compare: 1, lift: 0, confidence: null, liftInterval: null, sampleSizeRequired: null, minDetectableEffect: null });
    expectNoNonFinite(c);
  });

  it.each([
    [{ successes: 11, trials: 10 }],
    [{ successes: -1, trials: 10 }],
    [{ successes: NaN, trials: 10 }],
    [{ successes: 1, trials: Infinity }],
  ])('impossible sample %p → null parts', (bad) => {
    const c = compareSamples({ kind: 'proportion', ...bad }, { kind: 'proportion', successes: 10, trials: 100 });
    expect(c).toMatchObject({ primary: null, lift: null, confidence: null, probabilityToWin: null });
    expectNoNonFinite(c);
  });

  it('refuses to compare different kinds', () => {
    expect(() => compareSamples({ kind: 'count', value: 1 }, { kind: 'proportion', successes: 1, trials: 2 })).toThrow(TypeError);
  });
});

describe('compareSamples: means (Welch)', () => {
  // x = 10 12 9 15 11: Σx = 57, Σx² = 671, n = 5 → m = 11.4, v = (671 − 57²/5)/4 = 21.2/4 = 5.3
  // y = 8 9 7 10 6 9: Σy = 49, Σy² = 411, n = 6 → m = 8.1667, v = (411 − 49²/6)/5 = 10.8333/5 = 2.1667
  const x = { kind: 'mean', sum: 57, sumSquares: 671, n: 5 } as const;
  const y = { kind: 'mean', sum: 49, sumSquares: 411, n: 6 } as const;

  it('small samples use Student t with Welch–Satterthwaite df', () => {
    const c = compareSamples(x, y);
    expect(c.primary).toBeCloseTo(11.4, 12);
    expect(c.compare).toBeCloseTo(49 / 6, 12);
    expect(c.lift).toBeCloseTo(11.4 / (49 / 6) - 1, 12); // 0.395918
    // SE² = 5.3/5 + 2.1667/6 = 1.06 + 0.36111 = 1.42111; t = 3.23333/1.19211 = 2.712292;
    // df = 1.42111² / (1.06²/4 + 0.36111²/5) = 2.019557/0.306981 = 6.5788; scipy ttest_ind: p = 0.031958.
    expect(c.confidence).toBeCloseTo(0.9680421198, 8);
    // t₀.₉₇₅(6.5788) = 2.395664; SE_log = √(5.3/(5·11.4²) + 2.1667/(6·8.1667²)) = √(0.0081563 + 0.0054145) = 0.116494;
    // ln(1.395918) = 0.333554 ∓ 2.395664·0.116494 → exp(0.054478) − 1, exp(0.612630) − 1.
    expect(c.liftInterval!.lower).toBeCloseTo(0.0559838362, 6);
    expect(c.liftInterval!.upper).toBeCloseTo(0.8452821165, 6);
    expect(c.probabilityToWin).toBeCloseTo(0.9966590161, 6); // Φ(2.712292)
    // (2.801585)²·(5.3 + 2.1667)/3.23333² = 7.848879·7.466667/10.454444 = 5.61 → 6
    expect(c.sampleSizeRequired).toBe(6);
    expect(c.sampleSizeRatio).toBeCloseTo(5 / 6, 12);
    // 2.801585·√(2.1667·(1/5 + 1/6))/8.1667 = 2.801585·0.891316/8.1667 = 0.305767
    expect(c.minDetectableEffect).toBeCloseTo(0.3057671138, 6);
  });

  it('large samples (df ≥ 1000) use the normal approximation', () => {
    // n₁ = 2000, m₁ = 52, sd₁ = 20 → Σ = 104000, Σx² = 1999·400 + 104000²/2000 = 6207600
    // n₂ = 2500, m₂ = 50, sd₂ = 18 → Σ = 125000, Σx² = 2499·324 + 125000²/2500 = 7059676
    const c = compareSamples({ kind: 'mean', sum: 104000, sumSquares: 6207600, n: 2000 }, { kind: 'mean', sum: 125000, sumSquares: 7059676, n: 2500 });
    expect(c.lift).toBeCloseTo(0.04, 12);
    // SE = √(400/2000 + 324/2500) = √0.3296 = 0.574108; z = 2/0.574108 = 3.483665; 2Φ(z) − 1 = 0.999505
    // (Student t at df 4064 gives 0.999500: the approximation's cost is in the fifth decimal).
    expect(c.confidence).toBeCloseTo(0.999505402, 6);
    expect(c.liftInterval!.lower).toBeCloseTo(0.0173866654, 6);
    expect(c.liftInterval!.upper).toBeCloseTo(0.0631159586, 6);
    expect(c.probabilityToWin).toBeCloseTo(0.9997527010, 6);
    // 7.848879·(400 + 324)/4 = 1420.65 → 1421
    expect(c.sampleSizeRequired).toBe(1421);
    expect(c.minDetectableEffect).toBeCloseTo(0.0302571204, 6);
  });

  it('one unit on a side: value and lift, no variance so no test', () => {
    const c = compareSamples({ kind: 'mean', sum: 80, sumSquares: 6400, n: 1 }, y);
    expect(c.primary).toBe(80);
    expect(c.lift).toBeCloseTo(80 / (49 / 6) - 1, 12);
    expect(c).toMatchObject({ confidence: null, liftInterval: null, sampleSizeRequired: null, sampleSizeRatio: null, probabilityToWin: null, minDetectableEffect: null });
  });

  it('zero variance on both sides (every order the same value) → null tests', () => {
    // 3 orders of 19.99 and 4 of 24.99: Σx² − (Σx)²/n cancels to rounding noise, not a variance.
    const c = compareSamples(
      { kind: 'mean', sum: 3 * 19.99, sumSquares: 3 * 19.99 * 19.99, n: 3 },
      { kind: 'mean', sum: 4 * 24.99, sumSquares: 4 * 24.99 * 24.99, n: 4 },
    );
    expect(c.lift).toBeCloseTo(19.99 / 24.99 - 1, 12);
    expect(c).toMatchObject({ confidence: null, liftInterval: null, sampleSizeRequired: null, probabilityToWin: null, minDetectableEffect: null });
    expectNoNonFinite(c);
  });

  it('zero variance on one side: the other side carries the test (df = its n − 1)', () => {
    const c = compareSamples({ kind: 'mean', sum: 30, sumSquares: 300, n: 3 }, y);
    expect(c.confidence).not.toBeNull();
    expect(c.minDetectableEffect).not.toBeNull(); // the compare side has variance
    expectNoNonFinite(c);
  });

  it('a zero compare mean: no lift, no interval, no MDE', () => {
    const c = compareSamples(x, { kind: 'mean', sum: 0, sumSquares: 0, n: 10 });
    expect(c).toMatchObject({ compare: 0, lift: null, liftInterval: null, minDetectableEffect: null });
    expectNoNonFinite(c);
  });

  it.each([
    [{ sum: 10, sumSquares: 100, n: 0 }],
    [{ sum: NaN, sumSquares: 100, n: 4 }],
    [{ sum: 10, sumSquares: -1, n: 4 }],
  ])('impossible sample %p → null parts', (bad) => {
    const c = compareSamples({ kind: 'mean', ...bad }, y);
    expect(c).toMatchObject({ primary: null, lift: null, confidence: null, probabilityToWin: null });
    expectNoNonFinite(c);
  });
});

describe('compareSamples: only the parts asked for', () => {
  const samples = [
    [{ kind: 'proportion', successes: 120, trials: 1000 }, { kind: 'proportion', successes: 100, trials: 1000 }],
    [{ kind: 'proportion', successes: 0, trials: 0 }, { kind: 'proportion', successes: 10, trials: 100 }],
    [{ kind: 'mean', sum: 57, sumSquares: 671, n: 5 }, { kind: 'mean', sum: 49, sumSquares: 411, n: 6 }],
    [{ kind: 'mean', sum: 80, sumSquares: 6400, n: 1 }, { kind: 'mean', sum: 49, sumSquares: 411, n: 6 }],
    [{ kind: 'count', value: 150 }, { kind: 'count', value: 120 }],
    [{ kind: 'count', value: 5 }, { kind: 'count', value: 0 }],
  ] as const;
  const subsets: Array<Array<keyof Comparison>> = [
    ['primary'],
    ['primary', 'compare'],
    ['primary', 'compare', 'lift'],
    ['lift', 'confidence'],
    ['liftInterval'],
    ['sampleSizeRatio'],
    ['sampleSizeRequired', 'probabilityToWin', 'minDetectableEffect'],
  ];
  it.each(samples)('gives the same values as the full comparison for %p', (primary, compare) => {
    const full = compareSamples(primary, compare);
    for (const subset of subsets) {
      const some = compareSamples(primary, compare, { parts: new Set(subset) });
      for (const part of subset) expect(some[part]).toEqual(full[part]);
      expect(some.primary).toEqual(full.primary);
      expect(some.compare).toEqual(full.compare);
    }
  });

  it('leaves the parts not asked for null', () => {
    const c = compareSamples({ kind: 'proportion', successes: 120, trials: 1000 }, { kind: 'proportion', successes: 100, trials: 1000 }, { parts: new Set(['primary', 'compare']) });
    expect(c).toEqual({ ...NO_TEST, primary: 0.12, compare: 0.1, lift: null });
  });

  it('still checks alpha and power after the critical values are cached', () => {
    const p = { kind: 'proportion', successes: 120, trials: 1000 } as const;
    const q = { kind: 'proportion', successes: 100, trials: 1000 } as const;
    const first = compareSamples(p, q, { alpha: 0.01, power: 0.9 });
    expect(compareSamples(p, q, { alpha: 0.01, power: 0.9 })).toEqual(first);
    expect(() => compareSamples(p, null, { alpha: 1 })).toThrow(RangeError);
    expect(() => compareSamples(p, null, { alpha: 1 })).toThrow(RangeError);
  });
});
