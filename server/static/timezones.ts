import { DateTime } from 'luxon';

/** A choice in the time zone dropdowns (spec 3: name, description, utc, group). */
export interface TimezoneOption {
  /** The IANA zone id, what sites and organizations store. */
  name: string;
  /** "(UTC-05:00) New York" */
  description: string;
  /** The zone's offset from UTC now, "+05:30" / "-05:00" / "+00:00". */
  utc: string;
  offsetMinutes: number;
  /** The IANA area (America, Europe, ...) or UTC, for grouped lists. */
  group: string;
}

/**
 * ICU lists some zones under CLDR's frozen ids (Asia/Calcutta); IANA renamed them long ago
 * and the current names are what people pick and what other systems send.
 */
export const CLDR_TO_IANA: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Africa/Asmera': 'Africa/Asmara',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'America/Godthab': 'America/Nuuk',
  'America/Coral_Harbour': 'America/Atikokan',
};

/** Every zone the runtime's ICU knows under its current IANA name, plus UTC itself. */
export function ianaZones(): string[] {
  const zones = [...new Set(Intl.supportedValuesOf('timeZone').map((z) => CLDR_TO_IANA[z] ?? z))];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

function describe(zone: string): { group: string; place: string } {
  const [area, ...rest] = zone.split('/');
  if (!rest.length) return { group: 'UTC', place: zone };
  return { group: area, place: rest.join(' - ').replace(/_/g, ' ') };
}

/**
 * The options as of `now`: offsets follow daylight saving, so a list built in July differs
 * from one built in January. Sorted west to east, then by name.
 */
export function timezoneOptions(now: Date, zones: readonly string[] = ianaZones()): TimezoneOption[] {
  const options: TimezoneOption[] = [];
  for (const zone of zones) {
    const at = DateTime.fromJSDate(now, { zone });
    if (!at.isValid) continue;
    const utc = at.toFormat('ZZ');
    const { group, place } = describe(zone);
    options.push({ name: zone, description: `(UTC${utc}) ${place}`, utc, offsetMinutes: at.offset, group });
  }
  return options.sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.name.localeCompare(b.name));
}

const HOUR = 3_600_000;
let cached: { hour: number; options: TimezoneOption[] } | undefined;

/** Rebuilt at most once an hour: offsets only change at DST transitions, which fall on the hour. */
export function currentTimezoneOptions(now = new Date()): TimezoneOption[] {
  const hour = Math.floor(now.getTime() / HOUR);
  if (!cached || cached.hour !== hour) cached = { hour, options: timezoneOptions(now) };
  return cached.options;
}
