import { cityLabel, groupLabel, keyDimensions } from './groupLabels';
import { report, stats } from './testing/fixtures';

describe('groupLabel', () => {
  it('names devices as the spec does', () => {
    expect(groupLabel({ formFactor: 'desktop' }, 'formFactor')).toBe('Desktop');
    expect(groupLabel({ formFactor: 'phone' }, 'formFactor')).toBe('Phone');
    expect(groupLabel({ formFactor: 'tablet' }, 'formFactor')).toBe('Tablet');
  });

  it('capitalises channels and other codes', () => {
    expect(groupLabel({ attributionChannel: 'paid search' }, 'attributionChannel')).toBe('Paid Search');
    expect(groupLabel({ attributionChannel: 'direct' }, 'attributionChannel')).toBe('Direct');
    expect(groupLabel({ exitPageClass: 'checkout-billing' }, 'exitPageClass')).toBe('Checkout Billing');
    expect(groupLabel({ transPaymentType: 'paypal' }, 'transPaymentType')).toBe('PayPal');
    expect(groupLabel({ newOrReturning: 'new' }, 'newOrReturning')).toBe('New');
  });

  it('spells brands as they do (issue 12, defect 11)', () => {
    expect(groupLabel({ attributionSource: 'youtube' }, 'attributionSource')).toBe('YouTube');
    expect(groupLabel({ attributionSource: 'tiktok' }, 'attributionSource')).toBe('TikTok');
    expect(groupLabel({ arrivalPageClass: 'pdp' }, 'arrivalPageClass')).toBe('PDP');
  });

  it('shows cart value buckets as ranges in the site currency', () => {
    expect(groupLabel({ cartValueBy100: 100 }, 'cartValueBy100', { currency: 'USD' })).toBe('$100–199');
    expect(groupLabel({ cartValueBy100: 0 }, 'cartValueBy100')).toBe('$0–99');
  });

  it('names countries, cities, sites and booleans', () => {
    expect(groupLabel({ country: 'DE' }, 'country')).toBe('Germany');
    expect(groupLabel({ city: 'US-Oregon-Portland' }, 'city')).toBe('Portland, Oregon, US');
    expect(cityLabel('US-NC-Winston-Salem')).toBe('Winston-Salem, NC, US');
    expect(groupLabel({ siteId: 'abc', siteName: 'Northwind' }, 'siteId')).toBe('Northwind');
    expect(groupLabel({ isQa: false }, 'isQa')).toBe('No');
  });

  it('shows dates in the site time zone, with the time for hour bins', () => {
    const key = { arrivalTimeUtc: '2024-03-02T03:00:00Z' };
    expect(groupLabel(key, 'arrivalTimeUtc', { timeZone: 'America/New_York', bin: 'day' })).toBe('Mar 1, 2024');
    expect(groupLabel(key, 'arrivalTimeUtc', { timeZone: 'UTC', bin: 'hour' })).toBe('Mar 2, 2024, 3:00 AM');
  });

  it('marks missing values', () => {
    expect(groupLabel({ attributionSource: null }, 'attributionSource')).toBe('(not set)');
    expect(groupLabel({ formFactor: 'phone' }, undefined)).toBe('(not set)');
  });
});

describe('keyDimensions', () => {
  it('is analyzeBy when given, else the key fields present', () => {
    const r = report([{ key: { formFactor: 'phone', newOrReturning: 'new', siteName: 'x' }, visits: stats(1, null) }]);
    expect(keyDimensions(r, 'formFactor')).toEqual(['formFactor']);
    expect(keyDimensions(r, undefined)).toEqual(['formFactor', 'newOrReturning']);
  });
});
