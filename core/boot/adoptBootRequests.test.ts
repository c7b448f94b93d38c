import { makeAutoObservable, runInAction } from 'mobx';
import { adoptBootRequests } from './adoptBootRequests';

type Status = 'fetching' | 'signedIn' | 'signedOut';
type SitesStatus = 'idle' | 'loading' | 'ready' | 'failed';

function stores(status: Status = 'fetching') {
  const session = makeAutoObservable<{ status: Status }>({ status });
  const sites = makeAutoObservable({
    status: 'idle' as SitesStatus,
    currentId: undefined as string | undefined,
    load: jest.fn(async () => {
      runInAction(() => (sites.status = 'ready'));
    }),
    applySiteXid: jest.fn(() => undefined),
  }, { load: false, applySiteXid: false });
  const registry = { ensure: jest.fn(() => Promise.resolve()) };
  return { session, sites, registry };
}

const APPLET = { pathname: '/applet/chk/checkout/score', search: '?site-xid=northwind' };
const flush = () => new Promise((r) => setTimeout(r, 0));
const never = () => ({ registrySite: new Promise<string | undefined>(() => {}) });

describe('adoptBootRequests', () => {
  it('loads the sites as soon as the session says signed in, then selects the site the URL opens on', async () => {
    const s = stores();
    const adopted = adoptBootRequests(never(), s, APPLET);
    const settled = jest.fn();
    void adopted.settled.then(settled);
    await flush();
    expect(s.sites.load).not.toHaveBeenCalled();
    expect(settled).not.toHaveBeenCalled();

    runInAction(() => (s.session.status = 'signedIn'));
    await flush();
    expect(s.sites.load).toHaveBeenCalledTimes(1);
    // The very call ShellLayout makes for this URL, a render earlier.
    expect(s.sites.applySiteXid).toHaveBeenCalledWith('northwind');
    expect(settled).toHaveBeenCalled();
  });

  it('never selects over a site already current, so a choice made meanwhile stands', async () => {
    const s = stores();
    const adopted = adoptBootRequests(never(), s, APPLET);
    // ShellLayout selected the URL's site, then the user chose another, before the session
    // answer reached the adoption (a slow, busy tab).
    runInAction(() => (s.sites.currentId = 'chosen'));
    runInAction(() => (s.session.status = 'signedIn'));
    await adopted.settled;
    expect(s.sites.applySiteXid).not.toHaveBeenCalled();
  });

  it('reads the URL when it selects, not when the page booted', async () => {
    const s = stores();
    const location = { ...APPLET };
    const adopted = adoptBootRequests(never(), s, location);
    location.search = '?site-xid=alpine';
    runInAction(() => (s.session.status = 'signedIn'));
    await adopted.settled;
    expect(s.sites.applySiteXid).toHaveBeenCalledWith('alpine');
  });

  it('selects no site on pages that redirect first', async () => {
    const s = stores('signedIn');
    await adoptBootRequests(never(), s, { pathname: '/', search: '?site-xid=northwind' }).settled;
    expect(s.sites.load).toHaveBeenCalled();
    expect(s.sites.applySiteXid).not.toHaveBeenCalled();
  });

  it('loads the registry of the site the boot requests asked for', async () => {
    const s = stores('signedIn');
    adoptBootRequests({ registrySite: Promise.resolve('site-1') }, s, APPLET);
    await flush();
    expect(s.registry.ensure).toHaveBeenCalledWith('site-1');
  });

  it('settles for a signed-out visitor without loading anything', async () => {
    const s = stores();
    const adopted = adoptBootRequests({ registrySite: Promise.resolve(undefined) }, s, APPLET);
    runInAction(() => (s.session.status = 'signedOut'));
    await adopted.settled;
    expect(s.sites.load).not.toHaveBeenCalled();
    expect(s.registry.ensure).not.toHaveBeenCalled();
  });

  it('does nothing once stopped, and settles', async () => {
    const s = stores();
    const adopted = adoptBootRequests({ registrySite: Promise.resolve('site-1') }, s, APPLET);
    adopted.stop();
    await adopted.settled;
    runInAction(() => (s.session.status = 'signedIn'));
    await flush();
    expect(s.sites.load).not.toHaveBeenCalled();
    expect(s.registry.ensure).not.toHaveBeenCalled();
  });
});
