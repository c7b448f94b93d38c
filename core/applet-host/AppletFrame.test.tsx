/**
 * @jest-environment ./core/testing/jsdomFetchEnvironment.cjs
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestServices, TestServicesProvider } from '../../sdk/testing';
import { ConsoleProvider } from '../console/ConsoleContext';
import { ConsoleStore } from '../console/ConsoleStore';
import type { ConsoleSite } from '../current-site/consoleSite';
import type { AppletRegistration } from '../sdk';
import { SessionStore } from '../session/SessionStore';
import type { SessionUser } from '../session/sessionUser';
import { testApplet } from '../testing/testApplet';
import { AppletFrame } from './AppletFrame';
import { APPLET_MESSAGES } from './messages';

const user = { _id: 'u', email: 'maya@example.com', name: 'Maya', first: '', last: '', staff: false, csrfToken: 't' } as SessionUser;

// Off the shop platform: the installation check has nothing to ask.
const site: ConsoleSite = {
  _id: 'a'.repeat(24), external: 'books', name: 'Books', url: 'https://books.example', platform: 'BIGCOMMERCE', platformSiteId: '',
  timeZone: 'UTC', currencyName: 'USD', tagValidated: null, tagFirstValidated: null, flags: {}, getFavIcon: '',
};

const registration: AppletRegistration = {
  id: 'chk', route: 'chk', title: 'Checkout', description: 'Checkout analytics', sdkVersion: '^1.0.0', icon: 'shopping-cart', requires: {},
  source: { kind: 'builtin' },
} as unknown as AppletRegistration;

let explode = true;
function BrokenPage() {
  if (explode) throw new Error('the chart library is missing');
  return <p>Recovered page</p>;
}

describe('AppletFrame: an applet page that throws while rendering', () => {
  it('shows the error panel in the applet area, and the console around it keeps working', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const session = new SessionStore(async () => user, false);
    await session.load();
    const store = new ConsoleStore({ session });
    const definition = testApplet([{ path: 'broken', load: () => Promise.resolve({ default: BrokenPage }) }]);
    render(
      <ConsoleProvider store={store}>
        <TestServicesProvider services={createTestServices({ site: { _id: site._id } })}>
          <MemoryRouter initialEntries={['/applet/chk/broken']}>
            <header>
              <button type="button">App Library</button>
            </header>
            <Routes>
              <Route path="/applet/chk/*" element={<AppletFrame registration={registration} site={site} definition={definition} />} />
            </Routes>
          </MemoryRouter>
        </TestServicesProvider>
      </ConsoleProvider>,
    );
    expect(await screen.findByText(APPLET_MESSAGES.crashed)).toBeTruthy();
    expect(screen.getByText('the chart library is missing')).toBeTruthy();
    // The rest of the console is still there and still responds.
    const library = screen.getByRole('button', { name: 'App Library' });
    fireEvent.click(library);
    expect(library.isConnected).toBe(true);
    // And the applet can try again once the cause is gone.
    explode = false;
    fireEvent.click(screen.getByRole('button', { name: APPLET_MESSAGES.retry }));
    expect(await screen.findByText('Recovered page')).toBeTruthy();
  });
});

describe('AppletFrame: the tab title', () => {
  it('names the page and the applet: "Score - Checkout Zen - Vitrine"', async () => {
    const session = new SessionStore(async () => user, false);
    await session.load();
    const store = new ConsoleStore({ session });
    const definition = {
      ...testApplet([{ path: 'checkout/score', load: () => Promise.resolve({ default: () => <p>Score page</p> }) }]),
      nav: [{ type: 'link' as const, label: 'Score', path: 'checkout/score' }],
    };
    render(
      <ConsoleProvider store={store}>
        <TestServicesProvider services={createTestServices({ site: { _id: site._id } })}>
          <MemoryRouter initialEntries={['/applet/chk/checkout/score']}>
            <Routes>
              <Route
                path="/applet/chk/*"
                element={<AppletFrame registration={{ ...registration, title: 'Checkout Zen' }} site={site} definition={definition} />}
              />
            </Routes>
          </MemoryRouter>
        </TestServicesProvider>
      </ConsoleProvider>,
    );
    expect(await screen.findByText('Score page')).toBeTruthy();
    expect(document.title).toBe('Score - Checkout Zen - Vitrine');
  });
});

describe('AppletFrame: the tab title of a page the nav lists under another name', () => {
  it("uses the page's own title: 'Editor - Recommendations - Vitrine', not the dashboard it lies under", async () => {
    const session = new SessionStore(async () => user, false);
    await session.load();
    const store = new ConsoleStore({ session });
    const definition = {
      ...testApplet([
        { path: 'online', load: () => Promise.resolve({ default: () => <p>Dashboard page</p> }) },
        { path: 'online/recommend-edit', title: 'Editor', load: () => Promise.resolve({ default: () => <p>Editor page</p> }) },
      ]),
      nav: [{ type: 'link' as const, label: 'Dashboard', path: 'online' }],
    };
    render(
      <ConsoleProvider store={store}>
        <TestServicesProvider services={createTestServices({ site: { _id: site._id } })}>
          <MemoryRouter initialEntries={['/applet/rec/online/recommend-edit']}>
            <Routes>
              <Route
                path="/applet/rec/*"
                element={<AppletFrame registration={{ ...registration, id: 'rec', route: 'rec', title: 'Recommendations' }} site={site} definition={definition} />}
              />
            </Routes>
          </MemoryRouter>
        </TestServicesProvider>
      </ConsoleProvider>,
    );
    expect(await screen.findByText('Editor page')).toBeTruthy();
    expect(document.title).toBe('Editor - Recommendations - Vitrine');
  });
});

describe('AppletFrame: between 600 and 767 px', () => {
  it('puts the navigation in a drawer instead of a 248 px sidebar', async () => {
    // A 700 px wide window: the tablet class (spec 2: 600 to 767.95 px).
    const width = 700;
    const matchMedia = (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return { matches: max ? width <= Number(max[1]) : false, media: query, addEventListener() {}, removeEventListener() {} };
    };
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      const session = new SessionStore(async () => user, false);
      await session.load();
      const store = new ConsoleStore({ session });
      const definition = testApplet([{ path: '', load: () => Promise.resolve({ default: () => <p>Home page</p> }) }]);
      render(
        <ConsoleProvider store={store}>
          <TestServicesProvider services={createTestServices({ site: { _id: site._id } })}>
            <MemoryRouter initialEntries={['/applet/chk']}>
              <Routes>
                <Route path="/applet/chk/*" element={<AppletFrame registration={registration} site={site} definition={definition} />} />
              </Routes>
            </MemoryRouter>
          </TestServicesProvider>
        </ConsoleProvider>,
      );
      expect(await screen.findByText('Home page')).toBeTruthy();
      expect(screen.getByTestId('applet-nav-button')).toBeTruthy();
      expect(document.querySelector('aside')).toBeNull();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
