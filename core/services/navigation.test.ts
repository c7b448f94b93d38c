import { buildLink, createNavigationService } from './navigation';

describe('buildLink', () => {
  const base = '/applet/rec';

  it('resolves applet-relative paths and keeps site-xid', () => {
    expect(buildLink(base, '', 'north')).toBe('/applet/rec?site-xid=north');
    expect(buildLink(base, 'online', 'north')).toBe('/applet/rec/online?site-xid=north');
    expect(buildLink(`${base}/`, 'online/42', 'north')).toBe('/applet/rec/online/42?site-xid=north');
  });

  it('leaves console paths alone apart from site-xid', () => {
    expect(buildLink(base, '/app/home', 'north')).toBe('/app/home?site-xid=north');
  });

  it('keeps the query and hash, and a site-xid the path names', () => {
    expect(buildLink(base, 'online?tab=2#top', 'north')).toBe('/applet/rec/online?tab=2&site-xid=north#top');
    expect(buildLink(base, 'online?site-xid=other', 'north')).toBe('/applet/rec/online?site-xid=other');
  });

  it('works before a site is known', () => {
    expect(buildLink(base, 'online', undefined)).toBe('/applet/rec/online');
  });
});

describe('createNavigationService', () => {
  it('navigates to the built link, detached from the service', () => {
    const navigate = jest.fn();
    let site = 'a';
    const { linkTo, navigate: go, basePath } = createNavigationService({ basePath: '/applet/chk', siteXid: () => site, navigate });
    expect(basePath).toBe('/applet/chk');
    site = 'b';
    expect(linkTo('score')).toBe('/applet/chk/score?site-xid=b');
    go('score', { replace: true });
    go('/app/home');
    expect(navigate.mock.calls).toEqual([
      ['/applet/chk/score?site-xid=b', { replace: true }],
      ['/app/home?site-xid=b', { replace: false }],
    ]);
  });
});
