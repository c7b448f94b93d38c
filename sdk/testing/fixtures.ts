import type { SiteInfo } from '../services/site';
import type { UserInfo } from '../services/session';

// Plain, valid defaults: tests override only the fields their story is about.

export const TEST_SITE: SiteInfo = Object.freeze({
  _id: '5f0000000000000000000001',
  external: 'test-site',
  name: 'Test Site',
  url: 'https://shop.example.com',
  platform: 'SHOPIFY',
  platformSiteId: '1001',
  timeZone: 'America/New_York',
  currencyName: 'USD',
  flags: Object.freeze({}),
  tagValidated: '2024-01-01T00:00:00.000Z',
  tagFirstValidated: '2024-01-01T00:00:00.000Z',
});

export const TEST_USER: UserInfo = Object.freeze({
  _id: '5f0000000000000000000002',
  email: 'merchant@example.com',
  name: 'Test Merchant',
  first: 'Test',
  last: 'Merchant',
  staff: false,
});

/** The applet id the doubles use when a test does not name one. */
export const TEST_APPLET = 'test-applet';
