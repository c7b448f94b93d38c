// The dropdown feeds (spec 7) shaped as select groups.
import type { SelectGroup } from './fields';
import type { CountryOption, IndustryOption, TimezoneOption } from './settingsApi';

export function countryGroups(countries: readonly CountryOption[]): SelectGroup[] {
  return [{ label: '', options: countries.map((c) => ({ value: c.code, label: c.name })) }];
}

/** Industries under their group (Retail, Services & B2B, Other), in the server's order. */
export function industryGroups(industries: readonly IndustryOption[]): SelectGroup[] {
  const groups = new Map<string, SelectGroup['options'][number][]>();
  for (const industry of industries) {
    const options = groups.get(industry.group) ?? [];
    options.push({ value: String(industry.code), label: industry.name });
    groups.set(industry.group, options);
  }
  return [...groups].map(([label, options]) => ({ label, options }));
}

/** "(UTC-05:00) New York", west to east as the server sorts them. */
export function timezoneGroups(zones: readonly TimezoneOption[]): SelectGroup[] {
  return [{ label: '', options: zones.map((z) => ({ value: z.name, label: z.description || z.name })) }];
}

/** ISO 4217 codes the browser knows, as "USD - US Dollar". */
export function currencyGroups(locale = 'en-US'): SelectGroup[] {
  const codes = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'currency' });
  } catch {
    names = undefined;
  }
  return [{ label: '', options: codes.map((code) => ({ value: code, label: `${code} - ${names?.of(code) ?? code}` })) }];
}
