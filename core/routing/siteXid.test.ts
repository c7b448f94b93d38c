import { setQueryParam, setSiteXid, withSiteXid } from './siteXid';

describe('withSiteXid', () => {
  it('keeps only site-xid from the current query', () => {
    expect(withSiteXid('/login', '?site-xid=abc-1&err=x')).toBe('/login?site-xid=abc-1');
  });

  it('encodes the value', () => {
    expect(withSiteXid('/app/home', '?site-xid=a%20b%26c')).toBe('/app/home?site-xid=a+b%26c');
  });

  it('returns the bare path without site-xid', () => {
    expect(withSiteXid('/app/home', '?foo=1')).toBe('/app/home');
    expect(withSiteXid('/app/home', '')).toBe('/app/home');
  });
});

describe('setSiteXid and setQueryParam', () => {
  it('adds or replaces site-xid, keeping the rest of the query and the hash', () => {
    expect(setSiteXid('/app/home', 'a')).toBe('/app/home?site-xid=a');
    expect(setSiteXid('/applet/rec?x=1&site-xid=a#top', 'b')).toBe('/applet/rec?x=1&site-xid=b#top');
  });

  it('removes a parameter with null', () => {
    expect(setQueryParam('/app/home?site-xid=a&settings=me', 'settings', null)).toBe('/app/home?site-xid=a');
    expect(setQueryParam('/app/home?settings=me', 'settings', null)).toBe('/app/home');
  });
});
