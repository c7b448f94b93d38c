import { shopAppFor } from './useInstallationAlerts';

describe('shopAppFor', () => {
  it('uses the applet id for the shop apps and rec for everything else', () => {
    expect(shopAppFor('rec')).toBe('rec');
    expect(shopAppFor('chk')).toBe('chk');
    expect(shopAppFor('acme-pricing')).toBe('rec');
  });
});
