import { COUNTRY_CODES, countryOptions, isCountryCode } from './countries';

describe('countries', () => {
  it('lists the 249 ISO 3166-1 alpha-2 codes once each', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
  });
  it('names every code from the runtime’s CLDR data', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of COUNTRY_CODES) expect(names.of(code)).toBeTruthy();
    const options = countryOptions('en');
    expect(options.find((o) => o.code === 'US')?.name).toBe('United States');
    expect(options.find((o) => o.code === 'GB')?.name).toBe('United Kingdom');
  });
  it('sorts by name', () => {
    const names = countryOptions('en').map((o) => o.name);
    expect(names[0]).toBe('Afghanistan');
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });
  it('recognises codes', () => {
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('XK')).toBe(false);
    expect(isCountryCode('de')).toBe(false);
  });
});
