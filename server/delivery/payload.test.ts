import { buildShopModel } from '../../plugins/recommendations/engine/build-model';
import { makeCatalog, makeProduct, NOW } from '../../plugins/recommendations/engine/fixtures';
import { createAnswerCache } from './answer-cache';
import { createModelCache } from './model-cache';
import { readDeliveryParams } from './params';
import { slotOf } from '../../sdk/sandbox/delivery';
import { baselinePayload, buildPayload, slotsFor } from './payload';
import type { SiteDeliveryConfig } from './site-config';

const SITE = 'a'.repeat(24);
const model = buildShopModel({ catalog: makeCatalog(Array.from({ length: 30 }, (_, i) => makeProduct(String(100 + i)))), orders: [], now: NOW });
const rec = (id: string, place: string, widgetOpts: Record<string, unknown> = {}, status = 'production') => ({
  id,
  external: id.slice(0, 8),
  status,
  doc: { place, qualifiedName: 'best-sellers', template: 'best-sellers', widgetOpts, js: '', css: '' },
});
const config = (live: SiteDeliveryConfig['live']): SiteDeliveryConfig => ({ siteId: SITE, external: 'shop', currency: 'EUR', live, settings: { global: { title: '<h2>{titleText}</h2>', generatedCss: '' } }, globalCss: '', globalJs: '', stamp: 's' });

describe('delivery payload', () => {
  it('counts the products a widget shows: two slider views, grid and list cells', () => {
    expect(slotsFor({ widget: 'slider', productsPerView: 4 }, 'desktop')).toBe(8);
    expect(slotsFor({ widget: 'slider', productsPerView: 1.5 }, 'mobile')).toBe(3);
    expect(slotsFor({ widget: 'slider', productsPerView: 0 }, 'desktop')).toBe(10);
    expect(slotsFor({ widget: 'grid', gridCols: 2, gridRows: 2 }, 'mobile')).toBe(4);
    expect(slotsFor({ widget: 'list', listCols: 1, listRows: 4 }, 'desktop')).toBe(4);
    expect(slotsFor({ widget: 'grid', gridCols: 8, gridRows: 8 }, 'desktop')).toBe(24);
    expect(slotsFor(undefined, 'mobile')).toBe(4);
  });

  it('the page place and SITEWIDE; a form factor it is disabled on drops it; legacy insert flags become modes', () => {
    const live = [
      rec('r1', 'PDP', { desktop: { insert: true, insertBefore: false }, mobile: { disabled: true } }),
      rec('r2', 'SITEWIDE', { desktop: { insert: 'after' } }),
      rec('r3', 'H'),
      rec('r4', 'CUSTOM~faq'),
    ];
    const desktop = buildPayload(config(live), model, readDeliveryParams(SITE, { place: 'PDP', product: '101', ff: 'desktop' }), null);
    expect(desktop.recommendations.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(desktop.recommendations.map((r) => r.widgetOpts.desktop.insert)).toEqual(['append', 'after']);
    expect(desktop.recommendations[0].products).toHaveLength(8);
    expect(desktop.recommendations[0].products.map((p) => p.id)).not.toContain('101');
    expect(desktop).toMatchObject({ currency: 'EUR', moneyFormat: '€{{amount}}', global: { titleWrapper: '<h2>{titleText}</h2>' } });
    const mobile = buildPayload(config(live), model, readDeliveryParams(SITE, { place: 'PDP', ff: 'mobile' }), null);
    expect(mobile.recommendations.map((r) => r.id)).toEqual(['r2']);
    expect(buildPayload(config(live), model, readDeliveryParams(SITE, { place: 'CUSTOM~faq' }), null).recommendations.map((r) => r.id)).toEqual(['r2', 'r4']);
  });

  it('adds a previewed recommendation of this page whatever its status', () => {
    const paused = rec('p1', 'H', {}, 'deactivated');
    const payload = buildPayload(config([rec('r3', 'H')]), model, readDeliveryParams(SITE, { place: 'H' }), paused);
    expect(payload.recommendations.map((r) => [r.id, r.status])).toEqual([['r3', 'production'], ['p1', 'deactivated']]);
    expect(buildPayload(config([]), model, readDeliveryParams(SITE, { place: 'CRT' }), paused).recommendations).toEqual([]);
  });
});

describe('widgets of one page do not repeat each other', () => {
  const grid = (cols: number, order = 0) => ({ desktop: { widget: 'grid', gridCols: cols, gridRows: 1, order }, mobile: { disabled: true } });
  const ids = (payload: ReturnType<typeof buildPayload>) => payload.recommendations.map((r) => r.products.map((p) => p.id));
  const params = readDeliveryParams(SITE, { place: 'PDP', product: '100', ff: 'desktop' });

  it('a later widget takes the next products instead of the ones shown above it', () => {
    // Recently Viewed with nothing viewed falls back to best sellers: the same list as Best Sellers.
    const viewed = { ...rec('rv', 'PDP', grid(4)), doc: { ...rec('rv', 'PDP').doc, qualifiedName: 'recently-viewed', widgetOpts: grid(4) } };
    const [first, second] = ids(buildPayload(config([viewed, rec('bs', 'PDP', grid(4))]), model, params, null));
    expect(first).toHaveLength(4);
    expect(second).toHaveLength(4);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
  });

  it('fills in Location Order, the page before site-wide widgets, and answers in delivery order', () => {
    const live = [rec('site', 'SITEWIDE', grid(4)), rec('low', 'PDP', grid(4, 2)), rec('top', 'PDP', grid(4, 1))];
    const payload = buildPayload(config(live), model, params, null);
    expect(payload.recommendations.map((r) => r.id)).toEqual(['site', 'low', 'top']);
    const alone = ids(buildPayload(config([rec('top', 'PDP', grid(4, 1))]), model, params, null))[0];
    const [site, low, top] = ids(payload);
    expect(top).toEqual(alone);
    expect(new Set([...site, ...low, ...top]).size).toBe(12);
  });

  it('repeats products only when the shop has no others left to show', () => {
    // 30 products, minus the page's own: 29. Three widgets of 12 need 36.
    const live = ['a', 'b', 'c'].map((id) => rec(id, 'PDP', { desktop: { widget: 'grid', gridCols: 12, gridRows: 1 }, mobile: { disabled: true } }));
    const [a, b, c] = ids(buildPayload(config(live), model, params, null));
    expect([a.length, b.length, c.length]).toEqual([12, 12, 12]);
    expect(new Set([...a, ...b]).size).toBe(24);
    expect(c.filter((id) => !a.includes(id) && !b.includes(id))).toHaveLength(5);
  });
});

describe('site-wide settings in the payload', () => {
  it('the Global Data Rules take excluded products out of every recommendation', () => {
    const live = [rec('r3', 'H', { desktop: { widget: 'grid', gridCols: 4, gridRows: 2 } })];
    const params = readDeliveryParams(SITE, { place: 'H', ff: 'desktop' });
    const before = buildPayload(config(live), model, params, null).recommendations[0].products.map((p) => p.id);
    const [first, second] = before;
    const ruled: SiteDeliveryConfig = { ...config(live), settings: { ...config(live).settings, excludeItems: `${first}\n${second}`, excludeItemsArray: [first, second] } };
    const after = buildPayload(ruled, model, params, null).recommendations[0].products.map((p) => p.id);
    expect(after).toHaveLength(before.length);
    expect(after).not.toContain(first);
    expect(after).not.toContain(second);
  });

  it('Text Customization replaces the texts a recommendation left at a default, never its own', () => {
    const live = [rec('r3', 'H', { desktop: { addToCartTitle: 'Grab it', outOfStockTitle: 'Sold out' }, mobile: { addToCartTitle: 'Add to cart' } })];
    const texts: SiteDeliveryConfig = { ...config(live), globalText: { addToCartTitle: 'Buy now', outOfStockTitle: 'Gone' } };
    const [delivered] = buildPayload(texts, model, readDeliveryParams(SITE, { place: 'H', ff: 'desktop' }), null).recommendations;
    expect(delivered.widgetOpts.desktop).toMatchObject({ addToCartTitle: 'Grab it', outOfStockTitle: 'Gone' });
    expect(delivered.widgetOpts.mobile).toMatchObject({ addToCartTitle: 'Buy now', outOfStockTitle: 'Gone' });
  });
});

describe('delivery caches', () => {
  it('answers expire and the oldest leaves first when full', () => {
    let now = 0;
    const cache = createAnswerCache({ ttlMs: 100, max: 2, now: () => now });
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, '2', '3']);
    now = 100;
    expect(cache.get('b')).toBeUndefined();
  });

  it('builds a model once for concurrent requests, serves the old one while rebuilding', async () => {
    let now = 0;
    let builds = 0;
    let release!: () => void;
    const cache = createModelCache(
      async () => {
        builds++;
        if (builds === 2) await new Promise<void>((r) => (release = r));
        return model;
      },
      { maxAgeMs: 1000, now: () => now },
    );
    const [a, b] = await Promise.all([cache.get(SITE), cache.get(SITE)]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    cache.invalidate(SITE);
    const stale = await cache.get(SITE);
    expect(stale.stamp).toBe(a.stamp);
    expect(builds).toBe(2);
    release();
    await new Promise((r) => setImmediate(r));
    expect((await cache.get(SITE)).stamp).toBeGreaterThan(a.stamp);
    now = 5000;
    await cache.get(SITE);
    expect(builds).toBe(3);
  });
});

describe('baseline payload (the holdout)', () => {
  const live = [
    rec('r1', 'PDP', { desktop: { location: '#vitrine-slot-product', insert: 'append', insertBefore: false }, mobile: { showInPopup: true } }),
    rec('r2', 'SITEWIDE', { desktop: { disabled: true } }),
    rec('r3', 'H'),
  ];
  const params = readDeliveryParams(SITE, { place: 'PDP', product: '101', ff: 'mobile', visitor: 'v1' });

  it('names the slots the treatment answer fills, with nothing to draw: no products, HTML, CSS or JS', () => {
    const treatment = buildPayload(config(live), model, params, null);
    const baseline = baselinePayload({ ...config(live), globalCss: '.x{}', globalJs: 'alert(1)' }, params);
    expect(baseline).toMatchObject({ arm: 'baseline', recommendations: [], global: { css: '', js: '', titleWrapper: '', generatedCss: '' }, currency: 'EUR' });
    expect(baseline.slots).toEqual(treatment.recommendations.map(slotOf));
    expect(baseline.slots).toEqual([
      { recommendationId: 'r1', external: 'r1', place: 'PDP', desktop: { location: '#vitrine-slot-product', insert: 'append', popup: false }, mobile: { location: 'footer', insert: 'before', popup: true } },
      { recommendationId: 'r2', external: 'r2', place: 'SITEWIDE', desktop: null, mobile: { location: 'footer', insert: 'before', popup: false } },
    ]);
    expect(JSON.stringify(baseline)).not.toMatch(/products|"title"|alert|\.x\{/);
  });

  it('leaves out a recommendation disabled on the requesting form factor, as the treatment answer does', () => {
    const desktop = readDeliveryParams(SITE, { place: 'PDP', ff: 'desktop', visitor: 'v1' });
    expect(baselinePayload(config(live), desktop).slots!.map((s) => s.recommendationId)).toEqual(['r1']);
    expect(buildPayload(config(live), model, desktop, null).recommendations.map((r) => r.id)).toEqual(['r1']);
  });
});
