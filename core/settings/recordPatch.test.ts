import { buildRecordPatch } from './recordPatch';

const SITE = {
  _id: '64d0c0ffee00000000000de0',
  __v: 3,
  name: 'Demo',
  url: 'https://demo.example',
  currencyName: 'USD',
  timeZone: 'America/New_York',
  flags: { HicPlusEnableEmail: true },
};

describe('buildRecordPatch', () => {
  it('sends only the changed fields, with _id and __v', () => {
    expect(buildRecordPatch(SITE, { ...SITE, name: 'Demo Store', currencyName: 'EUR' })).toEqual({
      _id: SITE._id,
      __v: 3,
      name: 'Demo Store',
      currencyName: 'EUR',
    });
  });

  it('sends site when the record has one', () => {
    const doc = { _id: 'a1', __v: 0, site: 's1', title: 'x' };
    expect(buildRecordPatch(doc, { ...doc, title: 'y' })).toEqual({ _id: 'a1', __v: 0, site: 's1', title: 'y' });
  });

  it('leaves __v out when the record has none', () => {
    expect(buildRecordPatch({ _id: 'u1', tel: '1' }, { _id: 'u1', tel: '2' })).toEqual({ _id: 'u1', tel: '2' });
  });

  it('is null when nothing changed', () => {
    expect(buildRecordPatch(SITE, { ...SITE })).toBeNull();
  });

  it('never lets the edited copy change the identity keys', () => {
    expect(buildRecordPatch(SITE, { ...SITE, _id: 'other', __v: 99, name: 'N' })).toEqual({ _id: SITE._id, __v: 3, name: 'N' });
  });

  it('diffs nested objects key by key', () => {
    const after = { ...SITE, flags: { HicPlusEnableEmail: true, HicPlusModernMode: 'online' } };
    expect(buildRecordPatch(SITE, after)).toEqual({ _id: SITE._id, __v: 3, flags: { HicPlusModernMode: 'online' } });
  });

  it('marks a cleared field null', () => {
    expect(buildRecordPatch({ _id: 'o1', country: 'US' }, { _id: 'o1', country: undefined })).toEqual({ _id: 'o1', country: null });
  });

  it.each([undefined, null, ''])('refuses a record without _id (%p)', (id) => {
    expect(() => buildRecordPatch({ _id: id, name: 'a' }, { name: 'b' })).toThrow('Missing "id" in record');
  });
});
