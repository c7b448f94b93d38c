// Records shaped as the server answers them (server/*/serialize.ts), for the dialog tests.
import type { Organization, SettingsSite, SettingsUser } from '../settingsApi';

export const USER: SettingsUser = {
  _id: '64d0c0ffee0000000000a001',
  __v: 2,
  email: 'merchant@example.com',
  name: 'Maya Merchant',
  first: 'Maya',
  last: 'Merchant',
  title: 'Owner',
  businessRole: 'Executive',
  tel: '+1 415 555 0134',
  image: '',
};

export const ORG: Organization = {
  _id: '64d0c0ffee0000000000b001',
  __v: 4,
  name: 'Northwind Outfitters',
  country: 'US',
  industry: 1012,
  timeZone: 'America/New_York',
  external: 'northwind',
  platformSiteIds: ['61000000000'],
};

export const SITE: SettingsSite & { flags: Record<string, unknown>; getFavIcon: string } = {
  _id: '64d0c0ffee0000000000c001',
  __v: 5,
  external: 'northwind-outfitters',
  name: 'Northwind Outfitters',
  url: 'https://northwind-outfitters.com',
  platform: 'SHOPIFY',
  platformSiteId: '61000000000',
  timeZone: 'America/New_York',
  currencyName: 'USD',
  organization: ORG._id,
  flags: { HicPlusEnableEmail: true },
  getFavIcon: '/api2/sites/64d0c0ffee0000000000c001/favicon.svg',
};

export const TIMEZONES = [
  { name: 'America/New_York', description: '(UTC-05:00) New York', utc: '-05:00', group: 'America' },
  { name: 'Europe/London', description: '(UTC+00:00) London', utc: '+00:00', group: 'Europe' },
];

export const COUNTRIES = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
];

export const INDUSTRIES = [
  { code: 1012, name: 'Food & Grocery', group: 'Retail' },
  { code: 2000, name: 'Advertising & Marketing', group: 'Services & B2B' },
  { code: 9999, name: 'Remaining', group: 'Other' },
];
