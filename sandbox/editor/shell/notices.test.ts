import { SHELL_MESSAGES as M } from './messages';
import { noticesFor, type NoticeFacts } from './notices';

const base: NoticeFacts = { place: 'H', recPlace: 'H', channel: 'online', disabled: false, outcome: null, ff: 'desktop' };
const texts = (f: Partial<NoticeFacts>) => noticesFor({ ...base, ...f }).map((n) => n.text);

describe("spec 2's notices", () => {
  it('says nothing when all is well', () => expect(texts({})).toEqual([]));
  it("warns when the recommendation is not on the selected page (Sitewide is on every page)", () => {
    expect(texts({ place: 'CRT' })).toEqual([M.notOnThisPage]);
    expect(texts({ place: 'CRT', recPlace: 'SITEWIDE' })).toEqual([]);
  });
  it('asks a custom page for its definition', () => {
    expect(texts({ place: 'CUSTOM~faq', recPlace: 'CUSTOM~faq' })).toEqual([M.customPageNeeded]);
    expect(texts({ place: 'CUSTOM~faq', recPlace: 'CUSTOM~faq', pageMatcher: { handle: 'faq' } })).toEqual([]);
  });
  it("shows 'Disabled' and 'Location not found' from the form factor and the preview's answer", () => {
    expect(texts({ disabled: true })).toEqual([M.disabled]);
    expect(texts({ outcome: { outcome: 'disabled' } })).toEqual([M.disabled]);
    expect(texts({ outcome: { outcome: 'location-not-found', location: '#x' } })).toEqual([M.locationNotFound]);
  });
});
