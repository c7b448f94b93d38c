import { recJson, type RecRow } from './store';

const row = (doc: Record<string, unknown>): RecRow => ({
  id: 'a'.repeat(24), site_id: 'b'.repeat(24), external: 'mail1', kind: 'email', status: 'staging', doc, version: 3,
  ever_production: false, ever_updated: true, created_at: new Date('2026-01-01T00:00:00Z'), updated_at: new Date('2026-01-02T00:00:00Z'),
}) as RecRow;

describe("the API's view of a stored recommendation", () => {
  it('is the stored document plus the columns (old card variants were rewritten by migration 11, not on read)', () => {
    const json = recJson(row({ place: 'EMAIL', widgetOpts: { desktop: { emailCardVariant: 'v2', tableCols: 4 }, mobile: { emailCardVariant: 'v1' } } }));
    expect(json.widgetOpts).toEqual({ desktop: { emailCardVariant: 'v2', tableCols: 4 }, mobile: { emailCardVariant: 'v1' } });
    expect(json).toMatchObject({ _id: 'a'.repeat(24), __v: 3, kind: 'email', place: 'EMAIL' });
  });
});
