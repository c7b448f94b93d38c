import { isCountryCode } from '../static/countries';

/**
 * ISO 3166-1 numeric → alpha-2 ('840' → 'US'), from the runtime's CLDR data instead of a
 * hand-typed table: CLDR's territory aliases map every numeric country code to its alpha-2
 * code, and locale canonicalisation applies them ('und-840' → 'und-US'). Null for codes that
 * are not a country (e.g. '150' Europe) or unknown.
 */
export function alpha2FromNumeric(numeric: string): string | null {
  if (!/^\d{3}$/.test(numeric)) return null;
  const [canonical] = Intl.getCanonicalLocales(`und-${numeric}`);
  const region = canonical.split('-')[1];
  return region && isCountryCode(region) ? region : null;
}
