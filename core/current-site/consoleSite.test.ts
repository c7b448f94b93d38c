import { toSiteInfo, type ConsoleSite } from './consoleSite';

describe('toSiteInfo', () => {
  it('gives applets the SDK fields and nothing private', () => {
    const site = {
      _id: '1',
      external: 'x',
      name: 'X',
      url: 'https://x.example',
      platform: 'SHOPIFY',
      platformSiteId: '42',
      timeZone: 'UTC',
      currencyName: 'USD',
      flags: { HicPlusEnableEmail: true },
      tagValidated: null,
      tagFirstValidated: null,
      getFavIcon: '/f.svg',
      billing: { secret: true },
      braintreeToken: 'set',
    } as ConsoleSite;
    const info = toSiteInfo(site);
    expect(info).toEqual({
      _id: '1',
      external: 'x',
      name: 'X',
      url: 'https://x.example',
      platform: 'SHOPIFY',
      platformSiteId: '42',
      timeZone: 'UTC',
      currencyName: 'USD',
      flags: { HicPlusEnableEmail: true },
      tagValidated: null,
      tagFirstValidated: null,
    });
    expect(info.flags).not.toBe(site.flags);
  });
});
