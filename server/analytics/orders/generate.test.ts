import { generateCatalog } from '../../catalog/generate';
import { DEMO_SITE_ID, shopSites } from '../../seed/world';
import { generateShopOrders } from './generate';

const NOW = new Date('2026-03-10T12:00:00Z');
const DAYS = 180;
const demoSite = shopSites().find((s) => s.id === DEMO_SITE_ID)!;
const demo = { catalog: generateCatalog(demoSite, NOW), external: demoSite.external, timeZone: demoSite.timeZone };
const result = generateShopOrders(demo, { days: DAYS, now: NOW });

const basketsOf = (lines: typeof result.lines) => {
  const baskets = new Map<string, Set<string>>();
  for (const l of lines) {
    if (!baskets.has(l.orderId)) baskets.set(l.orderId, new Set());
    baskets.get(l.orderId)!.add(l.productId);
  }
  return [...baskets.values()];
};

describe('generateShopOrders', () => {
  it('is deterministic and spans the requested days', () => {
    const again = generateShopOrders(demo, { days: DAYS, now: new Date('2026-03-10T20:00:00Z') });
    expect(again.orders).toEqual(result.orders);
    expect(result.orders.length).toBeGreaterThan(DAYS * 25);
    const times = result.orders.map((o) => o.placedAtMs);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse('2026-03-10T00:00:00Z') - DAYS * 86_400_000);
    expect(Math.max(...times)).toBeLessThan(Date.parse('2026-03-10T00:00:00Z'));
  });

  it('keeps totals equal to the sum of the lines and only sells published products after they were created', () => {
    const byId = new Map(demo.catalog.products.map((p) => [p.id, p]));
    const totals = new Map<string, number>();
    for (const l of result.lines) totals.set(l.orderId, (totals.get(l.orderId) ?? 0) + l.price * l.quantity);
    for (const o of result.orders) expect(o.total).toBeCloseTo(totals.get(o.orderId)!, 2);
    const placed = new Map(result.orders.map((o) => [o.orderId, o.placedAtMs]));
    for (const l of result.lines) {
      const product = byId.get(l.productId)!;
      expect(product.published).toBe(true);
      expect(product.variants.map((v) => v.id)).toContain(l.variantId);
      expect(Date.parse(product.createdAt)).toBeLessThanOrEqual(placed.get(l.orderId)!);
    }
  });

  it('buys the bundles together far more often than chance (high lift)', () => {
    const baskets = basketsOf(result.lines);
    const share = (ids: string[]) => baskets.filter((b) => ids.every((id) => b.has(id))).length / baskets.length;
    expect(result.bundles.length).toBeGreaterThanOrEqual(3);
    for (const [a, b] of result.bundles) {
      const lift = share([a, b]) / (share([a]) * share([b]));
      expect(lift).toBeGreaterThan(5);
    }
  });

  it('sells winter products in winter and summer products in summer', () => {
    const season = (tag: string, months: number[]) => {
      const tagged = new Set(demo.catalog.products.filter((p) => p.tags.includes(tag)).map((p) => p.id));
      const placed = new Map(result.orders.map((o) => [o.orderId, new Date(o.placedAtMs).getUTCMonth()]));
      const inMonths = result.lines.filter((l) => months.includes(placed.get(l.orderId)!));
      return inMonths.filter((l) => tagged.has(l.productId)).length / inMonths.length;
    };
    // The 180 days before 10 March cover September to early March: winter sells against summer
    // far better in December-February than in September-October.
    const ratio = (months: number[]) => season('winter', months) / season('summer', months);
    expect(ratio([11, 0, 1])).toBeGreaterThan(ratio([8, 9]) * 1.5);
  });

  it('has repeat buyers', () => {
    const perVisitor = new Map<string, number>();
    for (const o of result.orders) perVisitor.set(o.visitorId, (perVisitor.get(o.visitorId) ?? 0) + 1);
    const repeaters = [...perVisitor.values()].filter((n) => n >= 2).length;
    expect(repeaters).toBeGreaterThan(50);
    expect(repeaters).toBeLessThan(perVisitor.size);
  });

  it('gives new arrivals more sales in their first weeks', () => {
    const fresh = demo.catalog.products.filter((p) => p.published && NOW.getTime() - Date.parse(p.createdAt) < 30 * 86_400_000);
    expect(fresh.length).toBeGreaterThan(0);
    const ids = new Set(fresh.map((p) => p.id));
    expect(result.lines.some((l) => ids.has(l.productId))).toBe(true);
  });
});
