import { SEED_SITES } from '../seed/world';
import { FOREX_DATE, FOREX_RATES, toUsd } from './forex';

describe('forex reference table', () => {
  it('is dated, has about thirty currencies and every currency of the seeded sites', () => {
    expect(FOREX_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(FOREX_RATES).length).toBeGreaterThanOrEqual(30);
    for (const site of SEED_SITES) expect(FOREX_RATES[site.currencyName]).toBeGreaterThan(0);
    for (const code of Object.keys(FOREX_RATES)) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('converts to US dollars', () => {
    expect(toUsd(100, 'USD')).toBe(100);
    expect(toUsd(FOREX_RATES.EUR * 10, 'EUR')).toBeCloseTo(10, 10);
    expect(toUsd(1, 'XXX')).toBeNull();
  });
});
