import { normalCdf, normalQuantile } from './normal';
import { studentTCdf, studentTQuantile, NORMAL_DF } from './student-t';

// Reference values: scipy 1.17 (scipy.stats.norm / scipy.stats.t).
describe('normalCdf (A&S 26.2.17, |error| < 7.5e-8)', () => {
  it.each([
    [1.96, 0.9750021048517795],
    [-3, 0.0013498980316300933],
    [0, 0.5],
  ])('Φ(%p) = %p', (x, expected) => {
    expect(Math.abs(normalCdf(x) - expected)).toBeLessThan(7.5e-8);
  });

  it('is symmetric and handles the infinities and NaN', () => {
    expect(normalCdf(1.3) + normalCdf(-1.3)).toBeCloseTo(1, 12);
    expect(normalCdf(Infinity)).toBe(1);
    expect(normalCdf(-Infinity)).toBe(0);
    expect(normalCdf(NaN)).toBeNaN();
  });
});

describe('normalQuantile (Acklam, relative error < 1.15e-9)', () => {
  it.each([
    [0.975, 1.959963984540054],
    [0.8, 0.8416212335729143],
    [0.001, -3.090232306167813],
    [0.5, 0],
  ])('Φ⁻¹(%p) = %p', (p, expected) => {
    expect(normalQuantile(p)).toBeCloseTo(expected, 8);
  });

  it('is NaN outside (0, 1)', () => {
    expect(normalQuantile(0)).toBeNaN();
    expect(normalQuantile(1)).toBeNaN();
    expect(normalQuantile(NaN)).toBeNaN();
  });
});

describe('Student t', () => {
  it.each([
    [2.0, 3.5, 0.9369307387120432],
    [-1.3, 1, 0.20871440016015272], // Cauchy: 1/2 + atan(−1.3)/π
    [2.5, 30, 0.9909421754659666],
  ])('P(T ≤ %p | df %p) = %p', (t, df, expected) => {
    expect(studentTCdf(t, df)).toBeCloseTo(expected, 10);
  });

  it.each([
    [0.975, 1, 12.706204736174694],
    [0.975, 4.2, 2.7250727225923743],
    [0.995, 999, 2.5807596372676365],
  ])('quantile %p at df %p = %p', (p, df, expected) => {
    expect(studentTQuantile(p, df)).toBeCloseTo(expected, 8);
    expect(studentTQuantile(1 - p, df)).toBeCloseTo(-expected, 8);
  });

  it('switches to the normal from NORMAL_DF degrees of freedom', () => {
    expect(studentTCdf(1.96, NORMAL_DF)).toBe(normalCdf(1.96));
    expect(studentTQuantile(0.975, NORMAL_DF)).toBe(normalQuantile(0.975));
  });

  it('is NaN for a degree of freedom that is not positive', () => {
    expect(studentTCdf(1, 0)).toBeNaN();
    expect(studentTQuantile(0.9, -1)).toBeNaN();
  });
});
