/**
 * @jest-environment ./core/testing/jsdomFetchEnvironment.cjs
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppletRegistryStore } from '../applet-host/AppletRegistryStore';
import { ConsoleProvider } from '../console/ConsoleContext';
import { ConsoleStore } from '../console/ConsoleStore';
import { SitesStore } from '../current-site/SitesStore';
import { AppRoutes } from '../routing/AppRoutes';
import { SessionStore } from '../session/SessionStore';
import type { SessionUser } from '../session/sessionUser';
import { consoleStorage } from '../storage/consoleStorage';
import type { PublicGallery } from './galleryApi';
import { consoleHref } from './galleryLinks';

const GALLERY: PublicGallery = {
  collections: [
    { id: 'purpose-discover', title: 'Discover', description: 'Recommendations for shoppers who discover.', items: [{ id: 'best-sellers', title: 'Best Sellers', description: 'The products that sell most in your shop.', places: ['Home', 'Collection'] }] },
    { id: 'themes', title: 'Supported Themes', description: 'Themes Vitrine works with.', items: [{ id: 'theme-dawn', title: 'Dawn', description: 'The platform reference theme (2.0).', places: [] }] },
  ],
};
const USER = { _id: 'u1', email: 'merchant@example.com', name: 'Maya Merchant', staff: false, csrfToken: 't' } as SessionUser;
/** Blueprint's AnchorButton is an <a> with role button. */
const hrefs = (name: string) => screen.getAllByRole('button', { name }).map((a) => a.getAttribute('href'));
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function renderAt(url: string, user: SessionUser | null) {
  const session = new SessionStore(async () => user, false);
  const sites = new SitesStore({ storage: consoleStorage(), fetchSites: async () => [] });
  const store = new ConsoleStore({ session, sites, registry: new AppletRegistryStore(async () => []) });
  await session.load();
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [url] });
  render(
    <ConsoleProvider store={store}>
      <RouterProvider router={router} />
    </ConsoleProvider>,
  );
  return { at: () => router.state.location.pathname };
}

describe('the public gallery (console-shell spec 1)', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => (String(url).endsWith('/api2/public/gallery') ? json(GALLERY) : json({}, 404)));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('shows a signed-out visitor of /public the templates, read-only, with a call to install or sign in (not /login)', async () => {
    const { at } = await renderAt('/public', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recommendation gallery' })).toBeTruthy();
    const discover = await screen.findByRole('region', { name: 'Discover' });
    expect(within(discover).getByRole('heading', { name: 'Best Sellers' })).toBeTruthy();
    expect(within(discover).getByRole('group', { name: 'Shows on: Home, Collection' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Supported Themes' })).toBeTruthy();
    expect(at()).toBe('/public');
    expect(document.title).toBe('Recommendation gallery - Vitrine');
    expect(hrefs('Install on Shopify')).toEqual(['https://apps.shopify.com/vitrine-recommendations']);
    expect(hrefs('Sign in')).toEqual(['/login', '/login']);
    // Read-only: nothing on the page edits or creates.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api2/public/gallery');
  });

  it('stays the gallery under /public/... for a signed-in user, whose link opens the console with a page load', async () => {
    const { at } = await renderAt('/public/recommendations', USER);
    expect(await screen.findByRole('heading', { name: 'Best Sellers' })).toBeTruthy();
    expect(at()).toBe('/public/recommendations');
    expect(hrefs('Open the console')).toEqual(['/app/home', '/app/home']);
  });

  it('says when the gallery cannot be loaded, and Try Again asks again', async () => {
    fetchMock.mockImplementationOnce(async () => json({ message: 'down' }, 503));
    await renderAt('/public', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Best Sellers' })).toBeTruthy();
  });

  it('links the gallery host to the production console', () => {
    expect(consoleHref({ hostname: 'gallery.vitrine.io' }, false)).toBe('https://console.vitrine.io/login');
    expect(consoleHref({ hostname: 'localhost' }, true)).toBe('/app/home');
  });
});
