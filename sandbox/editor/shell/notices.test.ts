import { SHELL_MESSAGES as M } from './messages';
import { noticesFor, unsupportedPageNotice, type NoticeFacts } from './notices';

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
  it('says why an Alternate Preview Path of another page type shows no widget', () => {
    const text = M.previewPathOtherPage('Cart', 'Product');
    expect(texts({ place: 'PDP', recPlace: 'PDP', previewPathPlace: 'CRT', outcome: { outcome: 'other-page', place: 'PDP' } })).toEqual([text]);
    expect(text).toContain('opens a Cart page; this recommendation shows on Product pages');
    // Off the path, or rendered there, no such notice.
    expect(texts({ place: 'PDP', recPlace: 'PDP', previewPathPlace: null, outcome: { outcome: 'other-page', place: 'PDP' } })).toEqual([]);
    expect(texts({ place: 'PDP', recPlace: 'PDP', previewPathPlace: 'PDP', outcome: { outcome: 'rendered' } })).toEqual([]);
  });
  it("says 'Unsupported page' on a page only the highest store plan has, when the store is below it (not when unknown)", () => {
    expect(texts({ place: 'CO', recPlace: 'CO', shop: { highestPlan: false, campaignsOff: false } })).toEqual([M.unsupportedPage]);
    expect(texts({ place: 'CO', recPlace: 'CO', shop: { highestPlan: true, campaignsOff: false } })).toEqual([]);
    expect(texts({ place: 'CO', recPlace: 'CO', shop: { highestPlan: null, campaignsOff: false } })).toEqual([]);
    expect(texts({ place: 'H', shop: { highestPlan: false, campaignsOff: false } })).toEqual([]);
    expect(unsupportedPageNotice('CO', { highestPlan: false, campaignsOff: false })?.text).toBe(M.unsupportedPage);
  });
  it('says a campaign recipe needs provisioning when the plan has campaigns off', () => {
    const off = { highestPlan: true, campaignsOff: true };
    expect(texts({ qualifiedName: 'personalized', shop: off })).toEqual([M.provisioning]);
    expect(texts({ qualifiedName: 'best-sellers', shop: off })).toEqual([]);
    expect(texts({ qualifiedName: 'personalized', shop: { ...off, campaignsOff: false } })).toEqual([]);
  });
});
