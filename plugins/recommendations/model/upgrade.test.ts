import { cardVariantOf } from './email-options';
import { upgradeRecDocument } from './upgrade';

describe('reading a stored recommendation document', () => {
  it("turns an old numeric card variant into the API's 'v1' / 'v2', per form factor", () => {
    const stored = { place: 'EMAIL', widgetOpts: { desktop: { tableCols: 4, emailCardVariant: 2 }, mobile: { emailCardVariant: '1' } } };
    expect(upgradeRecDocument(stored)).toEqual({ place: 'EMAIL', widgetOpts: { desktop: { tableCols: 4, emailCardVariant: 'v2' }, mobile: { emailCardVariant: 'v1' } } });
    // The stored object itself is left as it was.
    expect(stored.widgetOpts.desktop.emailCardVariant).toBe(2);
  });

  it('gives back the very same document when there is nothing to upgrade', () => {
    for (const doc of [{ widgetOpts: { desktop: { emailCardVariant: 'v2' }, mobile: {} } }, { widgetOpts: { desktop: { title: 'x' } } }, { css: '' }, { widgetOpts: null }]) {
      expect(upgradeRecDocument(doc as Record<string, unknown>)).toBe(doc);
    }
  });

  it('draws Version 2 only for v2, and Version 1 for anything else', () => {
    expect([cardVariantOf('v2'), cardVariantOf('v1'), cardVariantOf(undefined)]).toEqual([2, 1, 1]);
  });
});
