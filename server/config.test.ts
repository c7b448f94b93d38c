import { loadConfig, MARKET_MIN_SHOPS_FLOOR } from './config';

describe('MARKET_MIN_SHOPS', () => {
  it('defaults to the floor of 5 shops and may raise it', () => {
    expect(MARKET_MIN_SHOPS_FLOOR).toBe(5);
    expect(loadConfig({}).marketMinShops).toBe(5);
    expect(loadConfig({ MARKET_MIN_SHOPS: '12' }).marketMinShops).toBe(12);
  });

  it('refuses to start below 5, or with something that is not a whole number, and says why', () => {
    for (const raw of ['4', '0', '-5', '5.5', 'five']) {
      expect(() => loadConfig({ MARKET_MIN_SHOPS: raw })).toThrow(`MARKET_MIN_SHOPS must be a whole number of at least 5, got "${raw}"`);
    }
    expect(() => loadConfig({ MARKET_MIN_SHOPS: '4' })).toThrow(/single competitors/);
  });
});
