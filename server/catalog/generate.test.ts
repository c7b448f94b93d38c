import { SEED_SITES, DEMO_SITE_ID } from '../seed/world';
import { DEMO_PRODUCT_COUNT, generateCatalog } from './generate';

const NOW = new Date('2026-03-10T12:00:00Z');
const shopSites = SEED_SITES.filter((s) => s.platform === 'SHOPIFY').map((s) => ({ id: s.id, external: s.external, currencyName: s.currencyName }));
const demo = shopSites.find((s) => s.id === DEMO_SITE_ID)!;

describe('generateCatalog', () => {
  it('is deterministic for a site and day', () => {
    const a = generateCatalog(demo, NOW);
    const b = generateCatalog(demo, new Date('2026-03-10T23:59:00Z'));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(generateCatalog(shopSites[0], NOW).products[0].id).not.toBe(a.products[0].id);
  });

  it('gives the demo shop 100+ products and the others 40-80', () => {
    expect(generateCatalog(demo, NOW).products).toHaveLength(DEMO_PRODUCT_COUNT);
    for (const site of shopSites.filter((s) => s.id !== DEMO_SITE_ID)) {
      const n = generateCatalog(site, NOW).products.length;
      expect(n).toBeGreaterThanOrEqual(40);
      expect(n).toBeLessThanOrEqual(80);
    }
  });

  it('keeps ids and handles unique, across shops too', () => {
    const ids = new Set<string>();
    for (const site of shopSites) {
      const catalog = generateCatalog(site, NOW);
      const handles = new Set(catalog.products.map((p) => p.handle));
      expect(handles.size).toBe(catalog.products.length);
      for (const p of catalog.products) {
        expect(ids.has(p.id)).toBe(false);
        ids.add(p.id);
        for (const v of p.variants) {
          expect(ids.has(v.id)).toBe(false);
          ids.add(v.id);
        }
      }
    }
  });

  it('holds the price, inventory and option invariants', () => {
    for (const site of shopSites) {
      for (const p of generateCatalog(site, NOW).products) {
        expect(p.variants.length).toBeGreaterThan(0);
        for (const v of p.variants) {
          if (v.compareAtPrice !== null) expect(v.compareAtPrice).toBeGreaterThan(v.price);
          expect(v.price).toBeGreaterThan(0);
          expect(v.availableForSale).toBe(!p.tracksInventory || v.inventoryQuantity > 0);
          expect(v.selectedOptions.map((o) => o.name)).toEqual(p.options.map((o) => o.name));
        }
        expect(p.price).toBe(Math.min(...p.variants.map((v) => v.price)));
        expect(p.available).toBe(p.variants.some((v) => v.availableForSale));
        expect(p.imageUrl).toBe(`/images/${site.id}/${p.handle}.svg`);
        expect(Date.parse(p.createdAt)).toBeLessThanOrEqual(NOW.getTime());
        expect(Date.parse(p.createdAt)).toBeGreaterThan(NOW.getTime() - 366 * 86_400_000);
        if (p.rating !== null) expect(p.rating).toBeLessThanOrEqual(5);
      }
    }
  });

  it('has sale items, sold-out variants and sold-out products', () => {
    const products = shopSites.flatMap((s) => generateCatalog(s, NOW).products);
    expect(products.filter((p) => p.compareAtPrice !== null).length).toBeGreaterThan(50);
    expect(products.filter((p) => p.variants.some((v) => !v.availableForSale)).length).toBeGreaterThan(50);
    expect(products.filter((p) => !p.available).length).toBeGreaterThan(10);
  });

  it('puts every published product in `all` and builds the standard collections', () => {
    for (const site of shopSites) {
      const catalog = generateCatalog(site, NOW);
      const handles = catalog.collections.map((c) => c.handle);
      expect(handles).toEqual(expect.arrayContaining(['all', 'frontpage', 'sale', 'new-arrivals', 'best-sellers']));
      const all = catalog.collections.find((c) => c.handle === 'all')!;
      const published = catalog.products.filter((p) => p.published);
      expect(new Set(all.productIds)).toEqual(new Set(published.map((p) => p.id)));
      for (const p of catalog.products) {
        for (const id of p.collectionIds) expect(catalog.collections.find((c) => c.id === id)!.productIds).toContain(p.id);
        if (!p.published) expect(p.collectionIds).toEqual([]);
      }
      const sale = catalog.collections.find((c) => c.handle === 'sale')!;
      for (const id of sale.productIds) expect(catalog.products.find((p) => p.id === id)!.compareAtPrice).not.toBeNull();
    }
  });
});
