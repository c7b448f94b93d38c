import { OPEN_REDIRECT_SHAPES } from '../../test/security/open-redirect-corpus';
import { loginUrl, nextFromSearch } from './signInReason';

describe('the sign-in page\'s ?next= (where to go back to)', () => {
  it.each(OPEN_REDIRECT_SHAPES)('reads no place to go back to from %s', (_name, next) => {
    expect(nextFromSearch(`?next=${encodeURIComponent(next)}`)).toBeNull();
  });

  it.each(OPEN_REDIRECT_SHAPES)('never puts %s in a sign-in link', (_name, next) => {
    expect(new URL(loginUrl('expired', next), 'http://console.invalid').searchParams.get('next')).toBeNull();
  });

  it('keeps a console path, with its query and hash, in the sign-in link', () => {
    const url = loginUrl('idle', '/applet/chk/score?site-xid=northwind#kpis');
    expect(nextFromSearch(new URL(url, 'http://console.invalid').search)).toBe('/applet/chk/score?site-xid=northwind#kpis');
  });
});
