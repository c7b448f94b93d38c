import { withSiteXid } from './siteXid';

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
