import { defaultShopState, normalizeState, shopHandle, uninstalledShopState } from './demo-state';

const site = { id: 'b'.repeat(24), external: 'summit-gear-co', name: 'Summit Gear Co', url: 'https://summitgear.co', currencyName: 'USD' };

describe('demo shop state', () => {
  it('is deterministic per site', () => {
    expect(defaultShopState(site)).toEqual(defaultShopState(site));
    expect(defaultShopState(site).primaryDomain).toBe('summitgear.co');
    expect(shopHandle('Odd Name!!')).toBe('odd-name');
  });
  it('reads stored fields over the defaults, type-checked', () => {
    const defaults = defaultShopState(site);
    const state = normalizeState(
      {
        tagEnabled: false,
        appEmbedEnabled: 'yes',
        grantedScopes: ['read_products', 7],
        dynamicTag: { core: false, bogus: true },
        shopPlan: { shopifyPlus: true },
        liquidSnippets: Number.NaN,
        proxyAppId: 'other-app',
        unknown: 1,
      },
      defaults,
    );
    expect(state.tagEnabled).toBe(false);
    expect(state.appEmbedEnabled).toBe(defaults.appEmbedEnabled);
    expect(state.grantedScopes).toEqual(['read_products']);
    expect(state.dynamicTag).toEqual({ ...defaults.dynamicTag, core: false });
    expect(state.shopPlan).toEqual({ ...defaults.shopPlan, shopifyPlus: true });
    expect(state.liquidSnippets).toBe(defaults.liquidSnippets);
    expect(state.proxyAppId).toBe('other-app');
    expect(state).not.toHaveProperty('unknown');
  });
  it('falls back to the defaults for garbage', () => {
    expect(normalizeState(null, defaultShopState(site))).toEqual(defaultShopState(site));
    expect(normalizeState([1, 2], defaultShopState(site))).toEqual(defaultShopState(site));
  });
  it('keeps only the identity after a clean uninstall', () => {
    const state = uninstalledShopState(site);
    expect(state).toEqual(expect.objectContaining({ installed: false, tokenValid: false, grantedScopes: [], myShopifyDomain: 'summit-gear-co.myshopify.com' }));
  });
});
