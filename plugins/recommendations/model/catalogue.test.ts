import { RECIPES } from '../engine/types';
import { growthBotConfigOk, isAvailable, isVisible, templatesFor } from './availability';
import { ALL_TEMPLATES, GROWTH_BOTS, RECOMMENDATION_TEMPLATES, findTemplate } from './catalogue';
import { defaultWidgetOpts as sdkDefaults } from '../../../sdk/sandbox/delivery';
import { defaultWidgetOpts } from './defaults';
import { buildGallery } from './gallery';
import { STARTER_PRESETS } from './presets';

const t = (keyId: string) => findTemplate(keyId)!;

describe('the template catalogue', () => {
  it('has unique keys, and every product recommendation names an engine recipe', () => {
    expect(new Set(ALL_TEMPLATES.map((x) => x.keyId)).size).toBe(ALL_TEMPLATES.length);
    for (const x of RECOMMENDATION_TEMPLATES) expect(RECIPES).toContain(x.qualifiedName);
  });

  it('has the ten starter presets of spec 9, each on a known template with a slot location', () => {
    expect(STARTER_PRESETS).toHaveLength(10);
    expect(new Set(STARTER_PRESETS.map((p) => p.place))).toEqual(new Set(['H', 'CAT', 'PDP', 'CRT', 'CO', 'CNF', 'SITEWIDE']));
    for (const p of STARTER_PRESETS) {
      expect(findTemplate(p.template)?.qualifiedName).toBe(p.qualifiedName);
      expect(p.widgetOpts.desktop.location).toBeTruthy();
    }
    const checkout = STARTER_PRESETS.find((p) => p.place === 'CO')!.widgetOpts.desktop;
    expect(checkout).toMatchObject({ widget: 'list', showProductAddToCart: true, displayVariantOptions: 'dynamic' });
    expect(STARTER_PRESETS.find((p) => p.place === 'CNF')!.widgetOpts.desktop).toMatchObject({ widget: 'grid', gridCols: 2, gridRows: 2 });
    expect(STARTER_PRESETS.find((p) => p.place === 'SITEWIDE')!.widgetOpts.desktop).toMatchObject({ location: 'footer', insertBefore: true });
  });
});

describe('visibility and availability (spec 5)', () => {
  it('hides asterisk titles, empty titles and hidden templates outside dev mode', () => {
    expect(isVisible(t('checkout-upsell'), { devMode: false })).toBe(false);
    expect(isVisible(t('checkout-upsell'), { devMode: true })).toBe(true);
    expect(isVisible(t('manual-picks'), { devMode: false })).toBe(false);
    expect(isVisible(t('manual-picks'), { devMode: true })).toBe(true);
    expect(isVisible({ ...t('trending'), title: ' ' }, { devMode: false })).toBe(false);
  });

  it('leaves out growth bots that fail their config check, even in dev mode', () => {
    const wheel = GROWTH_BOTS.find((b) => b.keyId === 'bot-spin-wheel')!;
    expect(growthBotConfigOk(wheel)).toBe(false);
    expect(isVisible(wheel, { devMode: true })).toBe(false);
    expect(growthBotConfigOk(GROWTH_BOTS[0])).toBe(true);
  });

  it('offers a template only on its places, CUSTOM only for online, SITEWIDE for any non-hyper item', () => {
    const view = { devMode: false };
    expect(isAvailable(t('similar'), 'PDP', 'online', view)).toBe(true);
    expect(isAvailable(t('similar'), 'CRT', 'online', view)).toBe(false);
    expect(isAvailable(t('similar'), 'SITEWIDE', 'online', view)).toBe(true);
    expect(isAvailable(t('similar'), 'SITEWIDE', 'hyper-online', view)).toBe(false);
    expect(isAvailable(t('best-sellers'), 'SITEWIDE', 'hyper-online', view)).toBe(true);
    expect(isAvailable(t('collection-picks'), 'CUSTOM~faq', 'online', view)).toBe(true);
    expect(isAvailable(t('collection-picks'), 'CUSTOM~faq', 'hyper-online', view)).toBe(false);
    expect(isAvailable(t('email-best-sellers'), 'EMAIL', 'email', view)).toBe(true);
    expect(isAvailable(t('email-best-sellers'), 'EMAIL', 'online', view)).toBe(false);
    expect(isAvailable(t('best-sellers'), 'NOPE', 'online', view)).toBe(false);
    expect(isAvailable(t('theme-dawn'), 'H', 'online', view)).toBe(false);
  });

  it('needs the page to exist: checkout only on the highest plan', () => {
    const notPlus = { devMode: false, pageExists: (p: string) => p !== 'CO' };
    expect(isAvailable(t('bought-together'), 'CO', 'online', notPlus)).toBe(false);
    expect(isAvailable(t('bought-together'), 'CO', 'online', { devMode: false })).toBe(true);
    expect(templatesFor(ALL_TEMPLATES, 'CO', 'online', notPlus)).toEqual([]);
  });
});

describe('the gallery', () => {
  it('groups by purpose, place, editions, themes and integrations, and maps qualified names', () => {
    const { gallery, templates } = buildGallery(ALL_TEMPLATES, { devMode: false });
    for (const id of ['purpose-discover', 'purpose-explore', 'purpose-buy', 'purpose-engage', 'place-H', 'edition-starter', 'edition-advanced', 'themes', 'integrations', 'growth-bots']) {
      expect(gallery.galleryMap[id]?.blocks.length).toBeGreaterThan(0);
    }
    expect(gallery.galleryMap.themes.blocks[0].config).toHaveProperty('www');
    expect(gallery.qNameMap['bought-together']).toContain('bought-together');
    expect(templates.find((x) => x.keyId === 'best-sellers')!.collectionMap).toMatchObject({ 'purpose-discover': true, 'edition-starter': true });
    expect(templates.some((x) => x.keyId === 'checkout-upsell')).toBe(false);
    expect(buildGallery(ALL_TEMPLATES, { devMode: true }).templates.some((x) => x.keyId === 'checkout-upsell')).toBe(true);
  });
});

describe('defaults of spec 9', () => {
  it('online: desktop slider 4 per view 200 px, 4x1 grid, 1x4 list; mobile 2x2, 1.5 per view, 1x2; before the footer; redirect cart', () => {
    const { desktop, mobile } = defaultWidgetOpts('H', 'online');
    expect(desktop).toMatchObject({ widget: 'slider', productsPerView: 4, productWidth: '200px', gridCols: 4, gridRows: 1, listCols: 1, listRows: 4, location: 'footer', insertBefore: true, addToCartRedirect: 'cart' });
    expect(mobile).toMatchObject({ gridCols: 2, gridRows: 2, productsPerView: 1.5, listCols: 1, listRows: 2 });
  });

  it('stores the storefront runtime’s own defaults (one list), so the editor and the shop agree', () => {
    const { desktop, mobile } = defaultWidgetOpts('CUSTOM~faq', 'online');
    expect(desktop).toEqual({ ...sdkDefaults('desktop'), emailCardVariant: 'v2' });
    expect(mobile).toEqual({ ...sdkDefaults('mobile'), emailCardVariant: 'v2' });
  });

  it('checkout and confirmation sliders are 140 px wide', () => {
    expect(defaultWidgetOpts('CO', 'online').desktop.productWidth).toBe('140px');
    expect(defaultWidgetOpts('CNF', 'hyper-online').mobile.productWidth).toBe('140px');
  });

  it('email: 4x1 table on desktop, 1x4 on mobile, card variant v2', () => {
    const { desktop, mobile } = defaultWidgetOpts('EMAIL', 'email');
    expect(desktop).toMatchObject({ tableCols: 4, tableRows: 1, emailCardVariant: 'v2' });
    expect(mobile).toMatchObject({ tableCols: 1, tableRows: 4 });
  });
});
