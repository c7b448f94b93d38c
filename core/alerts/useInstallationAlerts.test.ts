import { shopAppFor } from './useInstallationAlerts';

describe('shopAppFor', () => {
  it('is the shop app the registration declares', () => {
    expect(shopAppFor({ platformApp: 'rec' })).toBe('rec');
    expect(shopAppFor({ platformApp: 'chk' })).toBe('chk');
  });

  it('is none for an applet that declares none (no more borrowing the recommendations app)', () => {
    expect(shopAppFor({})).toBeNull();
    expect(shopAppFor({ platformApp: null })).toBeNull();
    expect(shopAppFor({ platformApp: 'shop-of-horrors' as never })).toBeNull();
  });
});
