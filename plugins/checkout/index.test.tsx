/** @jest-environment jsdom */
import './ui/report/testPolyfills';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { isAppletDefinition, type NavNode } from 'sdk';
import { createTestServices, TestServicesProvider } from 'sdk/testing';
import applet from './index';

// The pages' own tests cover them; here only that every route loads its page lazily.
jest.mock('./ui/charts/highcharts', () => ({ useHighcharts: () => undefined }));
// The Insights page belongs to its own tests (it needs react-router's environment).
jest.mock('./ui/insights/InsightsPage', () => ({ InsightsPage: () => <div data-testid="insights-stub" /> }));

const labels = (nodes: readonly NavNode[]): unknown[] =>
  nodes.map((n) => (n.type === 'divider' ? '—' : n.type === 'label' ? `[${n.label}]` : n.children ? [n.label, labels(n.children)] : n.label));

beforeEach(() => window.localStorage.clear());

describe('Checkout Zen applet', () => {
  it('is a valid definition with the spec’s routes', () => {
    expect(isAppletDefinition(applet)).toBe(true);
    expect(applet).toMatchObject({ id: 'chk', route: 'chk', title: 'Checkout Zen', sdkVersion: '^1.2.0' });
    expect(labels(applet.nav)).toEqual(['Home', ['Checkout', ['Score', 'Insights', 'Funnel', 'Tips']], 'Settings', 'About', 'Score Playground']);
    expect(applet.pages.map((p) => p.path)).toEqual(['', 'checkout', 'checkout/score', 'checkout/insights', 'checkout/funnel', 'checkout/tips', 'settings', 'about', 'playground']);
    expect(applet.pages.filter((p) => p.hideAlerts).map((p) => p.path)).toEqual(['about']);
    // The pages that show the score ask for it while their chunk loads.
    expect(applet.pages.filter((p) => p.prefetch).map((p) => p.path)).toEqual(['', 'checkout/score', 'checkout/insights', 'playground']);
  });

  it.each([
    ['', 'chk-home'],
    ['checkout/score', 'chk-score'],
    ['checkout/funnel', 'chk-funnel'],
    ['checkout/tips', 'chk-tips'],
    ['settings', 'chk-settings'],
    ['about', 'chk-about'],
    ['playground', 'chk-playground'],
  ])('page %j loads lazily', async (path, testId) => {
    const { default: Page } = await applet.pages.find((p) => p.path === path)!.load();
    const services = createTestServices({ site: { platform: 'CUSTOM' } });
    services.graphql.respond('checkoutScore', () => new Promise(() => {}));
    services.graphql.respond('CheckoutFunnel', () => new Promise(() => {}));
    await act(async () => {
      // Pages keep their choices in the URL: the console renders them inside its router.
      render(
        <MemoryRouter>
          <TestServicesProvider services={services}>
            <Page />
          </TestServicesProvider>
        </MemoryRouter>,
      );
    });
    expect(screen.getByTestId(testId)).toBeTruthy();
    // The first page load compiles its whole chunk: slow on a busy two-core machine.
  }, 20_000);

  it('checkout redirects to checkout/score', async () => {
    const { default: Page } = await applet.pages.find((p) => p.path === 'checkout')!.load();
    const services = createTestServices();
    await act(async () => {
      render(
        <TestServicesProvider services={services}>
          <Page />
        </TestServicesProvider>,
      );
    });
    expect(services.navigation.navigations).toEqual([expect.objectContaining({ path: 'checkout/score', replace: true })]);
  });

  it('insights loads the Insights page', async () => {
    const { default: Page } = await applet.pages.find((p) => p.path === 'checkout/insights')!.load();
    render(<Page />);
    expect(screen.getByTestId('insights-stub')).toBeTruthy();
  });
});
