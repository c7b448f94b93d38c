import { pathForPlace, previewLink, proxyUrl } from './storefront-links';

const origin = 'http://localhost:8081';

describe('storefront links', () => {
  it('maps places to store pages', () => {
    expect(pathForPlace('H', { shopifyPlus: false })).toBe('/');
    expect(pathForPlace('CAT', { shopifyPlus: false })).toBe('/collections/all');
    expect(pathForPlace('CRT', { shopifyPlus: false })).toBe('/cart');
    expect(pathForPlace('E404', { shopifyPlus: false })).toBe('/test-page/page-not-found');
  });
  it('turns custom handles into /pages/{handle}, or the missing-page path', () => {
    expect(pathForPlace('CUSTOM~about-us', { shopifyPlus: false })).toBe('/pages/about-us');
    expect(pathForPlace('CUSTOM~/blogs/news', { shopifyPlus: false })).toBe('/blogs/news');
    expect(pathForPlace('CUSTOM', { shopifyPlus: false })).toBe('/pages/page-matching-missing');
    expect(pathForPlace('CUSTOM~', { shopifyPlus: false })).toBe('/pages/page-matching-missing');
  });
  it('allows checkout only on the Plus tier', () => {
    expect(() => pathForPlace('CO', { shopifyPlus: false })).toThrow(/Plus/);
    expect(pathForPlace('CO', { shopifyPlus: true })).toBe('/checkout');
  });
  it('refuses unknown places, email and unsafe paths', () => {
    expect(() => pathForPlace('NOPE', { shopifyPlus: false })).toThrow(/Unknown pageClass/);
    expect(() => pathForPlace('EMAIL', { shopifyPlus: false })).toThrow();
    expect(() => pathForPlace('H~x', { shopifyPlus: false })).toThrow();
    for (const altPath of ['//evil.com/x', 'https://evil.com', '/a\\b', '/a b', 'relative']) {
      expect(() => pathForPlace('H', { altPath, shopifyPlus: false })).toThrow();
    }
    expect(() => pathForPlace('CUSTOM~<script>', { shopifyPlus: false })).toThrow();
  });
  it('builds preview and proxy URLs on the storefront origin', () => {
    const url = new URL(previewLink(origin, { pageClass: 'PDP', recommendation: 'c'.repeat(24), kind: 'online' }, false));
    expect(url.origin).toBe(origin);
    expect(url.pathname).toBe('/products/featured');
    expect(url.searchParams.get('vitrine-rec')).toBe('c'.repeat(24));
    expect(url.searchParams.get('vitrine-kind')).toBe('online');
    expect(proxyUrl(origin, { pageClass: 'H', altPath: '/collections/sale?sort=price' }, false)).toBe(`${origin}/collections/sale?sort=price`);
    expect(() => previewLink(origin, { pageClass: 'H', kind: 'weird' }, false)).toThrow();
  });
  it('links on the shop’s own origin, with no ?shop=', () => {
    const shop = 'http://northwind-outfitters.localhost:8081';
    const url = new URL(proxyUrl(shop, { pageClass: 'CAT', altPath: '/collections/sale?sort_by=price-ascending' }, false));
    expect([url.origin, url.pathname, url.searchParams.get('sort_by'), url.searchParams.has('shop')]).toEqual([shop, '/collections/sale', 'price-ascending', false]);
    expect(new URL(previewLink(shop, { pageClass: 'PDP' }, false)).origin).toBe(shop);
  });
});
