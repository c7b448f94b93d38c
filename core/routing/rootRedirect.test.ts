import { rootRedirectTarget } from './rootRedirect';

describe('rootRedirectTarget (/ when signed in)', () => {
  it('launches the applet named by ?app=', () => {
    expect(rootRedirectTarget('?app=chk', '/applet/rec/online')).toBe('/applet/chk');
  });

  it('keeps site-xid when launching', () => {
    expect(rootRedirectTarget('?app=chk&site-xid=northwind-uk', undefined)).toBe('/applet/chk?site-xid=northwind-uk');
  });

  it('goes to the last saved location without ?app=', () => {
    expect(rootRedirectTarget('', '/applet/rec/online?site-xid=a')).toBe('/applet/rec/online?site-xid=a');
  });

  it("lets the URL's site-xid win over the saved one", () => {
    expect(rootRedirectTarget('?site-xid=b', '/applet/rec/online?site-xid=a&x=1')).toBe('/applet/rec/online?site-xid=b&x=1');
  });

  it('falls back to the App Library', () => {
    expect(rootRedirectTarget('', undefined)).toBe('/app/home');
    expect(rootRedirectTarget('?site-xid=b', undefined)).toBe('/app/home?site-xid=b');
    expect(rootRedirectTarget('?app=', undefined)).toBe('/app/home');
  });

  it('encodes an app name that is not a plain segment', () => {
    expect(rootRedirectTarget('?app=a%2Fb', undefined)).toBe('/applet/a%2Fb');
  });
});
