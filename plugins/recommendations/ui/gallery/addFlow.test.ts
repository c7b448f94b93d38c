import { findTemplate } from '../../model/catalogue';
import { canProvision, checkoutEditorUrl, instancesOf, isCheckoutPlace, nextStep } from './addFlow';

const t = (keyId: string) => findTemplate(keyId)!;

describe('the add flow', () => {
  it('counts the recommendations made from a template, archived ones aside', () => {
    const recs = [
      { _id: 'a', template: 'new-arrivals', status: 'production' },
      { _id: 'b', template: 'new-arrivals', status: 'archived' },
      { _id: 'c', template: 'best-sellers', status: 'staging' },
      { _id: 'd', template: null, status: 'staging' },
    ];
    expect(instancesOf(recs, t('new-arrivals')).map((r) => r._id)).toEqual(['a']);
  });

  it('asks about instances first, then the page when several fit, then creates', () => {
    expect(nextStep({ instances: 2, places: ['H', 'CAT'], askedExisting: false })).toEqual({ step: 'existing' });
    expect(nextStep({ instances: 2, places: ['H', 'CAT'], askedExisting: true })).toEqual({ step: 'page', places: ['H', 'CAT'] });
    expect(nextStep({ instances: 0, places: ['H', 'CAT'], askedExisting: false })).toEqual({ step: 'page', places: ['H', 'CAT'] });
    expect(nextStep({ instances: 0, places: ['PDP'], askedExisting: false })).toEqual({ step: 'create', place: 'PDP' });
    // A place tab has chosen already: no page step.
    expect(nextStep({ instances: 0, places: ['H', 'CAT'], place: 'CAT', askedExisting: false })).toEqual({ step: 'create', place: 'CAT' });
  });

  it('sends checkout and thank-you pages to the platform admin (spec 2)', () => {
    expect(isCheckoutPlace('CO') && isCheckoutPlace('CNF') && !isCheckoutPlace('CRT')).toBe(true);
    expect(nextStep({ instances: 0, places: ['ACC', 'CNF'], place: 'CNF', askedExisting: false })).toEqual({ step: 'checkout', place: 'CNF' });
    expect(checkoutEditorUrl('north.myshopify.com')).toBe('https://north.myshopify.com/admin/settings/checkout/editor');
    expect(checkoutEditorUrl(undefined)).toBeNull();
    expect(checkoutEditorUrl('evil.com/x?y')).toBeNull();
  });

  it("says 'Contact Us' when no page fits or the free plan has no campaigns", () => {
    expect(canProvision(t('best-sellers'), ['H'], {})).toBe(true);
    expect(canProvision(t('best-sellers'), [], {})).toBe(false);
    expect(canProvision(t('personalized'), ['H'], { HicPlusDisableAwsCampaigns: true })).toBe(false);
    expect(canProvision(t('best-sellers'), ['H'], { HicPlusDisableAwsCampaigns: true })).toBe(true);
  });
});
