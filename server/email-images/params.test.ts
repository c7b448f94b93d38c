import { createHash } from 'node:crypto';
import { BadSlotQuery, readSlotQuery, recipientKey } from './params';

const SITE = 'b'.repeat(24);
const REC = 'a'.repeat(24);
const base = { site_id: SITE, rec_id: REC, qualified_name: 'best-sellers', type: 'image', slot_no: '2' };

describe('the email slot query', () => {
  it('reads every parameter of the copied HTML', () => {
    const q = readSlotQuery({ ...base, hash: 'ABCDEF0123456789', cat_ids: '[{"id":"7","title":"Tea"}]', items: '["101","102"]', preview: 'true' });
    expect(q).toEqual({ siteId: SITE, recId: REC, qualifiedName: 'best-sellers', type: 'image', slotNo: 2, recipient: 'email:abcdef0123456789', catIds: ['7'], items: ['101', '102'], mode: 'preview', look: null });
    // The editor preview's unsaved card look, checked; only with preview=true.
    expect(readSlotQuery({ ...base, preview: 'true', look: '{"emailCardVariant":"v2"}' }).look).toEqual({ emailCardVariant: 'v2' });
    expect(() => readSlotQuery({ ...base, look: '{}' })).toThrow('previews only');
    expect(() => readSlotQuery({ ...base, preview: 'true', look: '{"x":1}' })).toThrow('unknown field');
    expect(readSlotQuery({ site_id: SITE, rec_id: REC })).toMatchObject({ type: 'image', slotNo: 0, qualifiedName: null, recipient: null, mode: 'production' });
    expect(readSlotQuery({ ...base, preview: 'load' }).mode).toBe('load');
  });

  it('knows one recipient by address or by its SHA-256, and none by an unfilled merge tag', () => {
    const hash = createHash('sha256').update('ada@example.com').digest('hex');
    expect(recipientKey(undefined, ' Ada@Example.com ')).toBe(`email:${hash}`);
    expect(recipientKey(hash.toUpperCase(), undefined)).toBe(`email:${hash}`);
    expect(recipientKey('{{ email|hash_sha256 }}', undefined)).toBeNull();
    expect(recipientKey(undefined, '[[contact.email]]')).toBeNull();
    expect(recipientKey(undefined, 'not an address')).toBeNull();
  });

  it.each([
    [{ ...base, site_id: 'x' }, 'site_id'],
    [{ ...base, rec_id: undefined }, 'rec_id'],
    [{ ...base, qualified_name: 'secret' }, 'qualified_name'],
    [{ ...base, slot_no: '24' }, 'slot_no'],
    [{ ...base, slot_no: '-1' }, 'slot_no'],
    [{ ...base, type: 'pdf' }, 'type'],
    [{ ...base, items: '{"a":1}' }, 'items'],
    [{ ...base, items: '["<script>"]' }, 'items'],
    [{ ...base, cat_ids: JSON.stringify(Array.from({ length: 51 }, (_, i) => String(i))) }, 'cat_ids'],
    [{ ...base, preview: 'yes' }, 'preview'],
    [{ ...base, hash: ['a', 'b'] }, 'hash'],
    [{ ...base, extra: '1' }, 'Unknown parameter'],
  ])('refuses %j naming the field', (query, field) => {
    expect(() => readSlotQuery(query)).toThrow(BadSlotQuery);
    expect(() => readSlotQuery(query)).toThrow(field);
  });

  it('says whether an image or a link was refused', () => {
    try {
      readSlotQuery({ ...base, type: 'link', site_id: 'x' });
    } catch (error) {
      expect((error as BadSlotQuery).type).toBe('link');
    }
    expect.assertions(1);
  });
});
