import { makeRow } from './fixtures';
import { KPIS } from './kpis';
import { isIncludedInMarket, kpiPoint } from './rules';

const car = KPIS[0];

describe('isIncludedInMarket', () => {
  it('includes a site exactly at every bar (1000 visits, 100 carts, 100 conversions)', () => {
    expect(isIncludedInMarket(makeRow({ visits: 1000, carts: 100, conversions: 100 }))).toBe(true);
  });
  it.each([
    ['visits', { visits: 999 }],
    ['carts', { carts: 99 }],
    ['conversions', { conversions: 99 }],
  ])('excludes a site one below the %s bar', (_, overrides) => {
    expect(isIncludedInMarket(makeRow({ visits: 1000, carts: 100, conversions: 100, ...overrides }))).toBe(false);
  });
});

describe('kpiPoint', () => {
  it('counts a row whose weighting field is exactly 50', () => {
    expect(kpiPoint(makeRow({ carts: 50, car: 0.4 }), car)).toEqual({ value: 0.4, weight: 50 });
  });
  it('skips a row whose weighting field is 49', () => {
    expect(kpiPoint(makeRow({ carts: 49 }), car)).toBeUndefined();
  });
  it.each([Number.NaN, Number.POSITIVE_INFINITY])('skips a non-finite value (%p)', (value) => {
    expect(kpiPoint(makeRow({ car: value }), car)).toBeUndefined();
  });
  it('skips a NaN weight', () => {
    expect(kpiPoint(makeRow({ carts: Number.NaN }), car)).toBeUndefined();
  });
});
