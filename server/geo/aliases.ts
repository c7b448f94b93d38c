/**
 * The "few known aliases" of the place strings (spec §7), as place keys (normalize.ts).
 * Kept short on purpose: the data set carries one name per place, and these are the
 * spellings analytics and people actually send that differ from it.
 */

/** Country codes that are not ISO 3166-1 but are in common use. */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = { uk: 'GB' };

/** Per country: alias key → the data set's name key. */
export const CITY_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: {
    nyc: 'new york city',
    'new york': 'new york city',
    la: 'los angeles',
    sf: 'san francisco',
    'san fran': 'san francisco',
    dc: 'washington dc',
    philly: 'philadelphia',
    vegas: 'las vegas',
  },
  GB: { 'city of london': 'london' },
  DE: { frankfurt: 'frankfurt am main', cologne: 'koln', munchen: 'munich', nuremberg: 'nurnberg' },
  AT: { wien: 'vienna' },
  IT: { roma: 'rome', milano: 'milan' },
  CH: { geneve: 'geneva' },
  MX: { 'ciudad de mexico': 'mexico city', cdmx: 'mexico city' },
};

/**
 * City aliases that only hold inside one first-level division: geo-IP data says
 * 'US-DC-Washington' where the data set has 'Washington, D.C.'.
 */
export const ADMIN_CITY_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'US|DC': { washington: 'washington dc' },
};

/**
 * First-level division names → the data set's admin codes (GeoNames admin1), for the
 * countries whose place strings spell the division out ('US-Oregon-Portland').
 * Elsewhere the admin part must be the code itself, or it is ignored (see place-index.ts).
 */
export const ADMIN_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: {
    alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO',
    connecticut: 'CT', delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA',
    hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY',
    louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN',
    mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH',
    'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND',
    ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI',
    'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT',
    virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY',
  },
  GB: { england: 'ENG', scotland: 'SCT', wales: 'WLS', 'northern ireland': 'NIR' },
};
