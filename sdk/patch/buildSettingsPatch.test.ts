import { buildSettingsPatch } from './buildSettingsPatch';

const doc = { _id: '65a0c0ffee0000000000beef', __v: 3, site: 'site-1', applet: 'rec', css: 'a', billing: { price: 1 } };

describe('buildSettingsPatch', () => {
  it('sends only the changed fields, with _id, __v, site and applet beside them', () => {
    expect(buildSettingsPatch(doc, { ...doc, css: 'b' })).toEqual({
      _id: doc._id,
      __v: 3,
      site: 'site-1',
      applet: 'rec',
      patch: { css: 'b' },
    });
  });

  it('never puts identity or version fields inside the patch', () => {
    const patch = buildSettingsPatch(doc, { ...doc, __v: 9, site: 'other', applet: 'x', billing: { price: 2 } });
    expect(patch.patch).toEqual({ billing: { price: 2 } });
  });

  it('accepts an `after` without identity fields (a form state)', () => {
    expect(buildSettingsPatch(doc, { css: 'a', billing: { price: 1 } }).patch).toEqual({});
  });

  it('leaves out __v, site and applet when the record has none', () => {
    expect(buildSettingsPatch({ _id: 'x', a: 1 }, { _id: 'x', a: 2 })).toEqual({ _id: 'x', patch: { a: 2 } });
  });

  it('fails with the spec message when the record has no _id', () => {
    expect(() => buildSettingsPatch({ a: 1 }, { a: 2 })).toThrow(new Error('Missing "id" in record'));
    expect(() => buildSettingsPatch({ _id: '' }, {})).toThrow('Missing "id" in record');
  });

  it('refuses to patch one record into another', () => {
    expect(() => buildSettingsPatch(doc, { ...doc, _id: 'other' })).toThrow('Cannot patch record');
  });
});
