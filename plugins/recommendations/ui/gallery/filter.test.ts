import { ALL_TEMPLATES, findTemplate } from '../../model/catalogue';
import { buildGallery } from '../../model/gallery';
import { filterTemplates, kindFor, NO_FILTERS, placesFor, sectionsOf } from './filter';

const merchant = buildGallery(ALL_TEMPLATES, { devMode: false }).templates;
const staff = buildGallery(ALL_TEMPLATES, { devMode: true }).templates;
const keys = (list: { keyId: string }[]) => list.map((t) => t.keyId);
const t = (keyId: string) => findTemplate(keyId)!;

describe('gallery filters', () => {
  it('lists recommendations and growth bots, never themes, integrations or videos', () => {
    const all = filterTemplates(merchant, NO_FILTERS);
    expect(all.every((x) => x.productType === 'RECOMMENDATION' || x.productType === 'GROWTHBOT')).toBe(true);
    expect(keys(all)).toContain('bot-exit-offer');
    expect(keys(all)).not.toContain('theme-dawn');
  });

  it('filters by purpose, place and words of the title or description together', () => {
    expect(keys(filterTemplates(merchant, { ...NO_FILTERS, purpose: 'discover' }))).toEqual(['best-sellers', 'trending', 'new-arrivals']);
    expect(keys(filterTemplates(merchant, { ...NO_FILTERS, place: 'PDP', purpose: 'explore' }))).toEqual(['recently-viewed', 'similar', 'collection-picks']);
    expect(keys(filterTemplates(merchant, { ...NO_FILTERS, purpose: 'discover', text: '  ARRIVALS ' }))).toEqual(['new-arrivals']);
    // Words match in any order, anywhere in the words the merchant reads.
    expect(keys(filterTemplates(merchant, { ...NO_FILTERS, text: 'shipping free' }))).toEqual(['bot-free-shipping-bar']);
    expect(filterTemplates(merchant, { ...NO_FILTERS, text: 'no such thing' })).toEqual([]);
  });

  it('shows hidden and asterisk templates to staff in dev mode only (spec 5)', () => {
    expect(keys(filterTemplates(merchant, NO_FILTERS))).not.toEqual(expect.arrayContaining(['manual-picks']));
    expect(keys(filterTemplates(merchant, NO_FILTERS))).not.toContain('checkout-upsell');
    expect(keys(filterTemplates(staff, NO_FILTERS))).toEqual(expect.arrayContaining(['manual-picks', 'checkout-upsell']));
    // A growth bot failing its config check is out even for staff.
    expect(keys(filterTemplates(staff, NO_FILTERS))).not.toContain('bot-spin-wheel');
  });

  it('groups by purpose with the hidden stages and growth bots last, empty groups dropped', () => {
    const titles = { purpose: { discover: 'Discover', explore: 'Explore', buy: 'Buy', engage: 'Engage' }, other: 'More', bots: 'Bots' };
    expect(sectionsOf(filterTemplates(merchant, NO_FILTERS), titles).map((s) => s.id)).toEqual([
      'purpose-discover',
      'purpose-explore',
      'purpose-buy',
      'purpose-engage',
      'purpose-other',
      'growth-bots',
    ]);
    expect(sectionsOf(filterTemplates(merchant, { ...NO_FILTERS, purpose: 'buy' }), titles).map((s) => s.id)).toEqual(['purpose-buy', 'growth-bots']);
  });
});

describe('kind and places of a template', () => {
  it('adds email templates as email, growth bots as hyper-online, others in the mode they support', () => {
    expect(kindFor(t('email-best-sellers'), 'online')).toBe('email');
    expect(kindFor(t('bot-low-stock'), 'online')).toBe('hyper-online');
    expect(kindFor(t('best-sellers'), 'hyper-online')).toBe('hyper-online');
    // CUSTOM pages are online only: the collection picker stays classic in hyper mode.
    expect(kindFor(t('collection-picks'), 'hyper-online')).toBe('online');
  });

  it('offers only the pages the store has: checkout on the highest plan only (spec 5)', () => {
    const basic = { devMode: false, pageExists: (p: string) => p !== 'CO' };
    expect(placesFor(t('under-price'), 'online', basic)).toEqual(['CRT', 'MCRT']);
    expect(placesFor(t('under-price'), 'online', { devMode: false, pageExists: () => true })).toEqual(['CRT', 'MCRT', 'CO']);
    // CUSTOM only for the online kind.
    expect(placesFor(t('manual-picks'), 'hyper-online', { devMode: true })).toEqual(['H', 'PDP', 'CRT']);
  });
});
