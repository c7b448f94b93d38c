import { DEMO_SITE_EXTERNAL } from '../seed/world';
import { shopOfHost, shopOrigin, shopOriginSources, shopOrigins } from './shop-origin';

describe('shop origins', () => {
  it('puts every demo shop but the public one on a sub-domain of the storefront, under localhost for a loopback one', () => {
    expect(shopOrigin('http://localhost:8081', 'northwind-outfitters')).toBe('http://northwind-outfitters.localhost:8081');
    expect(shopOrigin('http://127.0.0.1:8081', 'northwind-outfitters')).toBe('http://northwind-outfitters.localhost:8081');
    expect(shopOrigin('https://shops.example.com', 'sakura')).toBe('https://sakura.shops.example.com');
    expect(shopOrigin('http://localhost:8081', DEMO_SITE_EXTERNAL)).toBe('http://localhost:8081');
    expect(shopOrigins('http://localhost:8081', DEMO_SITE_EXTERNAL)).toEqual(['http://localhost:8081', 'http://127.0.0.1:8081', 'http://[::1]:8081']);
    expect(shopOrigins('http://localhost:8081', 'sakura')).toEqual(['http://sakura.localhost:8081']);
    expect(shopOriginSources('http://localhost:8081')).toEqual(['http://localhost:8081', 'http://*.localhost:8081']);
  });

  it('reads the shop from the Host header, and nothing from a host that is not ours', () => {
    const at = (host: string) => shopOfHost('http://localhost:8081', host);
    expect(at('localhost:8081')).toBe(DEMO_SITE_EXTERNAL);
    expect(at('127.0.0.1:8081')).toBe(DEMO_SITE_EXTERNAL);
    expect(at('Northwind-Outfitters.localhost:8081')).toBe('northwind-outfitters');
    for (const foreign of ['evil.example:8081', 'localhost:8082', 'a.b.localhost:8081', '-x.localhost:8081', '.localhost:8081', 'x.localhost', 'x.127.0.0.1:8081', '']) expect(at(foreign)).toBeNull();
  });
});
