/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestServices, TestServicesProvider, type TestServices } from 'sdk/testing';
import { BANNER_MESSAGES, HOME_MESSAGES } from '../../messages';
import { checkoutScoreData, withFields } from '../data/testFixtures';
import { guideClosedKey } from './GuideCard';
import { HomePage } from './HomePage';

async function renderHome(services: TestServices) {
  await act(async () => {
    render(
      <TestServicesProvider services={services}>
        <HomePage />
      </TestServicesProvider>,
    );
  });
}

function servicesWith(data = checkoutScoreData()) {
  const services = createTestServices({ site: { currencyName: 'USD', timeZone: 'America/New_York' } });
  services.graphql.respond('checkoutScore', { checkoutScore: data });
  return services;
}

beforeEach(() => window.localStorage.clear());

describe('HomePage', () => {
  it('shows the title, the Last 4 weeks range in the site time zone and the four indicators', async () => {
    await renderHome(servicesWith());
    expect(screen.getByRole('heading', { name: 'Checkout Zen Home' })).toBeTruthy();
    const toolbar = screen.getByTestId('chk-key-indicators');
    expect(within(toolbar).getByText(HOME_MESSAGES.keyIndicators)).toBeTruthy();
    // max is exclusive: 2025-03-29T04:00Z is midnight in New York, so the last day is Mar 28.
    expect(screen.getByTestId('chk-period').textContent).toBe('Mar 1, 2025 – Mar 28, 2025');

    expect(screen.getByTestId('chk-card-score-value').textContent).toBe('72');
    expect(screen.getByTestId('chk-card-score-delta').textContent).toBe('+7 pts');
    expect(screen.getByTestId('chk-card-score-delta').dataset.direction).toBe('good');

    expect(screen.getByTestId('chk-card-carts-value').textContent).toBe('1,200');
    expect(screen.getByTestId('chk-card-carts-delta').textContent).toBe('+20.00%');
    expect(within(screen.getByTestId('chk-card-carts')).getByText('Potential Buyers')).toBeTruthy();

    expect(screen.getByTestId('chk-card-orders-value').textContent).toBe('420');
    expect(screen.getByTestId('chk-card-orders-delta').textContent).toBe('+5.00%');
    expect(within(screen.getByTestId('chk-card-orders')).getByText('Buyers')).toBeTruthy();

    expect(screen.getByTestId('chk-card-abandoned-value').textContent).toBe('$50,000');
    // More abandoned revenue is bad news even though the number went up.
    expect(screen.getByTestId('chk-card-abandoned-delta').textContent).toBe('+25.00%');
    expect(screen.getByTestId('chk-card-abandoned-delta').dataset.direction).toBe('bad');
    expect(within(screen.getByTestId('chk-card-abandoned')).getByText('Impact Analysis')).toBeTruthy();
  });

  it('links the score card to checkout/score and asks for the current site', async () => {
    const services = servicesWith();
    await renderHome(services);
    const link = within(screen.getByTestId('chk-card-score')).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/applet\/test-applet\/checkout\/score/);
    fireEvent.click(link);
    expect(services.navigation.navigations.at(-1)?.path).toBe('checkout/score');
    expect(services.graphql.queries[0].variables).toEqual({ siteId: services.site.current._id, demo: false });
  });

  it('shows falling abandoned revenue as good news and no delta without a previous value', async () => {
    await renderHome(servicesWith(withFields(checkoutScoreData(), { abandonedCartAmount: [30000, 40000], carts: [1200, null] })));
    expect(screen.getByTestId('chk-card-abandoned-delta').textContent).toBe('−25.00%');
    expect(screen.getByTestId('chk-card-abandoned-delta').dataset.direction).toBe('good');
    expect(screen.getByTestId('chk-card-carts-delta').textContent).toBe(HOME_MESSAGES.noCompare);
  });

  it('closes the guide card and remembers it for the user', async () => {
    const services = servicesWith();
    await renderHome(services);
    const guide = screen.getByTestId('chk-guide');
    expect(within(guide).getByText('Live Checkout Insights')).toBeTruthy();
    const button = within(guide).getByRole('button', { name: /Open Checkout Insights/ });
    expect(button.getAttribute('href')).toMatch(/^\/applet\/test-applet\/checkout\/insights/);
    fireEvent.click(button);
    expect(services.navigation.navigations.at(-1)?.path).toBe('checkout/insights');

    fireEvent.click(screen.getByTestId('chk-guide-close'));
    expect(screen.queryByTestId('chk-guide')).toBeNull();
    expect(window.localStorage.getItem(guideClosedKey(services.session.current.user._id))).toBe('1');
  });

  it('keeps the guide closed on the next visit, but not for another user', async () => {
    const services = servicesWith();
    window.localStorage.setItem(guideClosedKey(services.session.current.user._id), '1');
    await renderHome(services);
    expect(screen.queryByTestId('chk-guide')).toBeNull();
    act(() => services.session.set({ user: { ...services.session.current.user, _id: 'someone-else' } }));
    expect(screen.getByTestId('chk-guide')).toBeTruthy();
  });

  it('offers demo data next to the data-status banner when orders are below 100', async () => {
    const services = servicesWith(withFields(checkoutScoreData(), { conversions: [42, 10] }));
    await renderHome(services);
    const banner = screen.getByTestId('chk-banner-live');
    expect(within(banner).getByText(BANNER_MESSAGES.live)).toBeTruthy();
    expect(within(banner).getByText('42/100 orders collected')).toBeTruthy();
    await act(async () => fireEvent.click(within(banner).getByRole('button', { name: BANNER_MESSAGES.showDemo })));
    expect(screen.getByTestId('chk-banner-demo')).toBeTruthy();
    expect(services.graphql.queries.at(-1)?.variables).toEqual({ siteId: '64d0c0ffee00000000000de0', demo: true });
  });
});
