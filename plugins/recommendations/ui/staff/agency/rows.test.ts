import { agencyEntry } from './fixtures';
import { leafColumns } from './columns';
import { toAgencyRow } from './rows';

describe('Agency rows', () => {
  it('flattens an entry into every column of the Agency row', () => {
    const row = toAgencyRow('site-3', agencyEntry(3, { tagInvalidSince: '2026-02-01T00:00:00.000Z', awsStatus: 'active' }));
    expect(row).toMatchObject({
      external: 'site-3',
      merchantName: 'Merchant 3',
      merchantIndustry: 'Apparel & Fashion',
      userEmail: 'owner3@example.com',
      userRegion: 'America',
      shopPlan: 'Shopify',
      platformRevenue: 3000,
      ownRevenueUsd: 2400,
      appInstalled: true,
      tier: 'personalize',
      total: 49,
      siteName: 'Site 3',
      h72Engaged: 3,
      d30Revenue: 1125,
      d30RpvLift: 0.12,
      awsStatus: 'active',
      production: 3,
      everProduction: 3,
    });
    expect(row.tagInvalidSince).toEqual(new Date('2026-02-01T00:00:00.000Z'));
    expect(row.installDate).toEqual(new Date('2026-01-02T00:00:00.000Z'));
  });

  it('keeps a site without users, merchant or analytics as blanks, not errors', () => {
    const row = toAgencyRow('x', agencyEntry(1, { userInfo: [], merchant: null, rec72h: null, rec30d: null, tagValidated: null }));
    expect(row).toMatchObject({ userEmail: '', merchantName: '', merchantIndustry: '', h72Engaged: null, d30ClickThrough: null, tagValidated: null });
  });

  it('has a column for every field of a row (but the key)', () => {
    const row = toAgencyRow('x', agencyEntry(1));
    const fields = leafColumns().map((c) => c.field);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields.sort()).toEqual(Object.keys(row).filter((k) => k !== 'external').sort());
  });
});
