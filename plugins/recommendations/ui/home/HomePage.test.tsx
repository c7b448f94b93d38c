/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { recDoc } from '../store/fixtures';
import { pageServices, renderPage } from '../testing';
import { HOME } from '../messages';
import { HomePage } from './HomePage';
import { hiddenPanelsKey } from './useHiddenPanels';

const FREE = { isPaidPlan: false, planName: 'free', title: 'FREE STARTER' };

describe('Home', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the plan and the online channel counts by status, and opens its dashboard', async () => {
    const services = pageServices({
      recs: [recDoc({ _id: 'a' }), recDoc({ _id: 'b' }), recDoc({ _id: 'c', status: 'deactivated' }), recDoc({ _id: 'd', status: 'archived' })],
    });
    await renderPage(<HomePage />, services);
    expect(screen.getByTestId('rec-plan-title').textContent).toBe('PERSONALIZE');
    expect(screen.getByTestId('rec-channel-online-production').textContent).toBe('2');
    expect(screen.getByTestId('rec-channel-online-deactivated').textContent).toBe('1');
    expect(screen.getByTestId('rec-channel-online-archived').textContent).toBe('1');
    // No email flag, no dev mode: no Email Channel. Paid plan: free setup, no upsell.
    expect(screen.queryByTestId('rec-channel-email')).toBeNull();
    expect(screen.getByTestId('rec-free-setup')).toBeTruthy();
    expect(screen.queryByTestId('rec-upsell')).toBeNull();
    expect(screen.queryByTestId('rec-quick-start')).toBeNull();
    fireEvent.click(within(screen.getByTestId('rec-channel-online')).getByText(HOME.dashboard));
    expect(services.navigation.navigations.at(-1)?.path).toBe('online');
  });

  it('on the free plan: Upgrade Now, the upsell and the next level, no free setup', async () => {
    await renderPage(<HomePage />, pageServices({ plan: FREE }));
    expect(screen.getByTestId('rec-header-upgrade')).toBeTruthy();
    expect(screen.getByTestId('rec-upsell')).toBeTruthy();
    expect(screen.getByTestId('rec-next-level')).toBeTruthy();
    expect(screen.queryByTestId('rec-free-setup')).toBeNull();
  });

  it('hides Upgrade Now and the upsell with HicPlusDisablePoweredByLogo', async () => {
    await renderPage(<HomePage />, pageServices({ plan: FREE, site: { flags: { HicPlusDisablePoweredByLogo: true } } }));
    expect(screen.queryByTestId('rec-header-upgrade')).toBeNull();
    expect(screen.queryByTestId('rec-upsell')).toBeNull();
  });

  it('shows the Email Channel with the email flag, and the dev-store notice', async () => {
    await renderPage(
      <HomePage />,
      pageServices({ site: { flags: { HicPlusEnableEmail: true } }, installation: { shopPlan: { partnerDevelopment: true } }, recs: [recDoc({ _id: 'e', kind: 'email', place: 'EMAIL' })] }),
    );
    expect(screen.getByTestId('rec-channel-email-production').textContent).toBe('1');
    expect(screen.getByTestId('rec-dev-store').textContent).toBe(HOME.devStore);
  });

  it('Go live in 60 seconds creates from a starter preset and opens its editor', async () => {
    const services = pageServices();
    services.api.respond('POST', '/api2/recommendation/create', recDoc({ _id: 'new1', status: 'initial', place: 'H', external: 'abc' }));
    await renderPage(<HomePage />, services);
    await act(async () => {
      fireEvent.click(screen.getByTestId('rec-quick-start-create'));
    });
    expect(services.navigation.navigations.at(-1)?.path).toBe('online/recommend-edit?pl=H&id=new1');
  });

  it('remembers hidden panels per user', async () => {
    const services = pageServices();
    const view = await renderPage(<HomePage />, services);
    fireEvent.click(within(screen.getByTestId('rec-inspiration')).getByLabelText(HOME.hidePanel));
    expect(screen.queryByTestId('rec-inspiration')).toBeNull();
    const userId = services.session.current.user!._id;
    expect(JSON.parse(window.localStorage.getItem(hiddenPanelsKey(userId))!)).toEqual(['inspiration']);
    view.unmount();
    await renderPage(<HomePage />, pageServices());
    expect(screen.queryByTestId('rec-inspiration')).toBeNull();
    fireEvent.click(screen.getByTestId('rec-show-hidden'));
    expect(screen.getByTestId('rec-inspiration')).toBeTruthy();
  });
});
