/**
 * @jest-environment ./core/testing/jsdomFetchEnvironment.cjs
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppletRegistryStore } from '../applet-host/AppletRegistryStore';
import { ConsoleProvider } from '../console/ConsoleContext';
import { ConsoleStore } from '../console/ConsoleStore';
import type { ConsoleSite } from '../current-site/consoleSite';
import { SitesStore } from '../current-site/SitesStore';
import type { AppletRegistration } from '../sdk';
import { SessionStore } from '../session/SessionStore';
import type { SessionUser } from '../session/sessionUser';
import { consoleStorage } from '../storage/consoleStorage';
import { AppRoutes } from './AppRoutes';

const SITES = ['alpha', 'beta'].map(
  (external) =>
    ({ _id: `id-${external}`, external, name: `Site ${external}`, platform: 'BIGCOMMERCE', flags: {}, getFavIcon: '' }) as unknown as ConsoleSite,
);

const REGISTRATIONS: AppletRegistration[] = [
  { id: 'rec', route: 'rec', title: 'Recommendations', description: 'Recs', icon: 'layout-auto', sdkVersion: '^1.0.0', requires: {}, source: { kind: 'builtin' } },
  { id: 'dev', route: 'dev', title: 'Dev Tools', description: 'Staff', icon: 'code', sdkVersion: '^1.0.0', requires: { devMode: true }, source: { kind: 'builtin' } },
];

const USER = { _id: 'u1', email: 'merchant@example.com', name: 'Maya Merchant', first: 'Maya', last: 'Merchant', staff: false, csrfToken: 't' } as SessionUser;

async function renderAt(url: string, options: { user?: SessionUser | null } = {}) {
  const session = new SessionStore(async () => (options.user === undefined ? USER : options.user), false);
  const sites = new SitesStore({ storage: consoleStorage(), fetchSites: async () => SITES });
  const registry = new AppletRegistryStore(async () => REGISTRATIONS);
  const store = new ConsoleStore({ session, sites, registry });
  await session.load();
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [url] });
  render(
    <ConsoleProvider store={store}>
      <RouterProvider router={router} />
    </ConsoleProvider>,
  );
  const at = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { store, router, at };
}

describe('the console routes (spec 2)', () => {
  beforeEach(() => {
    localStorage.clear();
    // Installation checks and the like: nothing else answers in these tests.
    global.fetch = jest.fn(async () => new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } })) as typeof fetch;
  });

  it('sends a signed-out user to /login, keeping site-xid', async () => {
    const { at } = await renderAt('/applet/rec/online?site-xid=beta&x=1', { user: null });
    await waitFor(() => expect(at()).toBe('/login?site-xid=beta'));
  });

  it('when the session ends under the user, /login says so and keeps the place to come back to', async () => {
    const { store, at } = await renderAt('/app/home?settings=me&site-xid=beta');
    await waitFor(() => expect(at()).toBe('/app/home?settings=me&site-xid=beta'));
    await act(async () => store.session.markSignedOut('expired'));
    await waitFor(() => expect(at()).toBe(`/login?reason=expired&next=${encodeURIComponent('/app/home?settings=me&site-xid=beta')}`));
    expect(await screen.findByText('Your session has ended - sign in to continue')).toBeTruthy();
    const next = document.querySelector('input[name="next"]') as HTMLInputElement;
    expect(next.value).toBe('/app/home?settings=me&site-xid=beta');
  });

  it('says so when the site-xid names a site the user cannot open, and shows their first site', async () => {
    const { store, at } = await renderAt('/app/home?site-xid=globex-shop');
    const shown = jest.fn();
    store.snackbars.show = shown;
    await waitFor(() => expect(at()).toBe('/app/home?site-xid=alpha'));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith({ message: 'The site "globex-shop" is not available to you: showing Site alpha instead.', intent: 'warning' }),
    );
  });

  it('/ goes to the last saved location', async () => {
    consoleStorage().set('lastLocation', '/applet/rec?site-xid=beta');
    const { at } = await renderAt('/');
    await waitFor(() => expect(at()).toBe('/applet/rec?site-xid=beta'));
    expect((await screen.findByTestId('applet-frame')).getAttribute('data-applet')).toBe('rec');
  });

  it('/?app= launches that applet, keeping site-xid', async () => {
    const { at } = await renderAt('/?app=rec&site-xid=beta');
    await waitFor(() => expect(at()).toBe('/applet/rec?site-xid=beta'));
  });

  it('/ without anything saved opens the App Library on the first site', async () => {
    const { at } = await renderAt('/');
    await waitFor(() => expect(at()).toBe('/app/home?site-xid=alpha'));
    expect(await screen.findByText('Apps')).toBeTruthy();
    expect(screen.getByText('click on an app to launch')).toBeTruthy();
  });

  it('an unknown path goes to the App Library, keeping site-xid', async () => {
    const { at } = await renderAt('/somewhere/else?site-xid=beta');
    await waitFor(() => expect(at()).toBe('/app/home?site-xid=beta'));
  });

  it('uses the last used site when the URL names none', async () => {
    consoleStorage().set('lastSite', 'beta');
    const { at } = await renderAt('/app/home');
    await waitFor(() => expect(at()).toBe('/app/home?site-xid=beta'));
  });

  it('lists launchable applets as tiles linking to the applet with the site', async () => {
    await renderAt('/app/home?site-xid=beta');
    const tile = await screen.findByTestId('app-tile-rec');
    expect(tile.getAttribute('href')).toBe('/applet/rec?site-xid=beta');
    expect(screen.queryByTestId('app-tile-dev')).toBeNull(); // needs dev mode
  });

  it('an unknown applet shows "Applet not found" with a Home link', async () => {
    const { at } = await renderAt('/applet/nope?site-xid=beta');
    expect(await screen.findByText('Applet not found')).toBeTruthy();
    const home = screen.getByTestId('applet-not-found-home');
    expect(home.getAttribute('href')).toBe('/app/home?site-xid=beta');
    fireEvent.click(home);
    await waitFor(() => expect(at()).toBe('/app/home?site-xid=beta'));
  });

  it('saves the last location and the recent paths', async () => {
    const { router } = await renderAt('/app/home?site-xid=alpha');
    await screen.findByTestId('app-tile-rec');
    await act(() => router.navigate('/applet/nope?site-xid=alpha&settings=me'));
    await waitFor(() => expect(consoleStorage().get('lastLocation')).toBe('/applet/nope?site-xid=alpha'));
    expect(consoleStorage().get('recentPaths')).toEqual(['/applet/nope?site-xid=alpha', '/app/home?site-xid=alpha']);
  });
});
