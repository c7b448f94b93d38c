/**
 * @jest-environment jsdom
 */
import '../testing/jsdomPolyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ConsoleProvider } from '../console/ConsoleContext';
import { ConsoleStore } from '../console/ConsoleStore';
import { PLANS_MESSAGES } from '../plans/messages';
import { SETTINGS_MESSAGES } from './messages';
import type { SettingsSite } from './settingsApi';
import { SubscriptionTab } from './SubscriptionTab';
import { mockFetch, on, type FetchMock, type Route } from './testing/fetchMock';
import { SITE } from './testing/fixtures';
import { PLANS_ANSWER, SUBSCRIPTION, SUBSCRIPTION_ID, subscriptionsAnswer } from '../plans/testing/fixtures';

const SUBSCRIPTIONS = '/api/extensions/v2/subscriptions';
let server: FetchMock;

let snackbar: jest.Mock;

async function setup({ isStaff = false, site = SITE as SettingsSite, routes = [] as Route[] } = {}) {
  server = mockFetch(...routes, on('GET', '/api2/plans', { body: PLANS_ANSWER }), on('GET', SUBSCRIPTIONS, { body: subscriptionsAnswer([SUBSCRIPTION]) }));
  const store = new ConsoleStore();
  snackbar = jest.fn();
  store.snackbars.show = snackbar;
  render(
    <ConsoleProvider store={store}>
      <SubscriptionTab site={site} isStaff={isStaff} />
    </ConsoleProvider>,
  );
  if (site.platform === 'SHOPIFY') await screen.findByText(SETTINGS_MESSAGES.changePlan);
}

afterEach(() => server?.restore());

describe('SubscriptionTab', () => {
  it('shows the current plan with the days left in its trial', async () => {
    await setup();
    expect(server.calls('GET', '/api2/plans')[0].query.get('site')).toBe(SITE._id);
    expect(screen.getAllByText('PERSONALIZE').length).toBeGreaterThan(0);
    expect(screen.getByText('$595')).toBeTruthy();
    expect(screen.getAllByText('11 days left in your trial').length).toBeGreaterThan(0);
  });

  it('lists the subscription: name, price, dates and the test badge', async () => {
    await setup();
    const card = (await screen.findByText(SETTINGS_MESSAGES.test)).closest('[data-subscription-id]') as HTMLElement;
    expect(card.getAttribute('data-subscription-id')).toBe(SUBSCRIPTION_ID);
    expect(card.textContent).toContain('$595.00 / month');
    expect(within(card).getByText(SETTINGS_MESSAGES.subscriptionCreated)).toBeTruthy();
    expect(within(card).getByText(SETTINGS_MESSAGES.subscriptionPeriodEnd)).toBeTruthy();
    const query = server.calls('GET', SUBSCRIPTIONS)[0].query;
    expect(query.get('platformSiteId')).toBe(SITE.platformSiteId);
  });

  it('shows no Remove button to merchants', async () => {
    await setup({ isStaff: false });
    await screen.findByText(SETTINGS_MESSAGES.test);
    expect(screen.queryByRole('button', { name: SETTINGS_MESSAGES.remove })).toBeNull();
  });

  it('lets staff remove a subscription after confirming', async () => {
    await setup({ isStaff: true, routes: [on('DELETE', SUBSCRIPTIONS, { body: { subscription: { ...SUBSCRIPTION, status: 'CANCELLED' } } })] });
    fireEvent.click(await screen.findByRole('button', { name: SETTINGS_MESSAGES.remove }));
    expect(server.calls('DELETE', SUBSCRIPTIONS)).toHaveLength(0);
    expect(screen.getByText(SETTINGS_MESSAGES.removeConfirm('PERSONALIZE'))).toBeTruthy();
    // A strong confirmation: nothing happens until the subscription's name is typed.
    const confirmButton = screen.getByRole('button', { name: SETTINGS_MESSAGES.removeButton }) as HTMLButtonElement;
    expect(confirmButton.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Type PERSONALIZE to confirm'), { target: { value: 'PERSONAL' } });
    expect(confirmButton.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Type PERSONALIZE to confirm'), { target: { value: 'PERSONALIZE' } });
    await act(async () => {
      fireEvent.click(confirmButton);
    });
    expect(snackbar).toHaveBeenCalledWith({ message: 'Subscription "PERSONALIZE" cancelled.', intent: 'success' });
    const removal = server.calls('DELETE', SUBSCRIPTIONS);
    expect(removal).toHaveLength(1);
    expect(removal[0].query.get('id')).toBe(SUBSCRIPTION_ID);
    expect(removal[0].query.get('platformSiteId')).toBe(SITE.platformSiteId);
    // The list and the plan are read again.
    expect(server.calls('GET', SUBSCRIPTIONS)).toHaveLength(2);
    expect(server.calls('GET', '/api2/plans')).toHaveLength(2);
  });

  it('keeps the subscription when staff cancel the confirm', async () => {
    await setup({ isStaff: true });
    fireEvent.click(await screen.findByRole('button', { name: SETTINGS_MESSAGES.remove }));
    fireEvent.click(screen.getByRole('button', { name: SETTINGS_MESSAGES.cancel }));
    expect(server.calls('DELETE', SUBSCRIPTIONS)).toHaveLength(0);
  });

  it("shows the server's refusal of a removal", async () => {
    await setup({ isStaff: true, routes: [on('DELETE', SUBSCRIPTIONS, { status: 403, body: { message: PLANS_MESSAGES.blockModify } })] });
    fireEvent.click(await screen.findByRole('button', { name: SETTINGS_MESSAGES.remove }));
    fireEvent.change(screen.getByLabelText('Type PERSONALIZE to confirm'), { target: { value: 'PERSONALIZE' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: SETTINGS_MESSAGES.removeButton }));
    });
    expect(screen.getByRole('alert').textContent).toBe(PLANS_MESSAGES.blockModify);
  });

  it('opens the Plans dialog from Change plan', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: SETTINGS_MESSAGES.changePlan }));
    expect(await screen.findByRole('button', { name: `${PLANS_MESSAGES.pick} ENTERPRISE` })).toBeTruthy();
  });

  it('says billing is handled outside the shop platform for other platforms', async () => {
    await setup({ site: { ...SITE, platform: 'BIGCOMMERCE', platformSiteId: '' } });
    expect(screen.getByText(/Billing for this site is handled outside the shop platform/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: SETTINGS_MESSAGES.changePlan })).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('says when there is no active subscription', async () => {
    await setup({ routes: [on('GET', SUBSCRIPTIONS, { body: subscriptionsAnswer([]) })] });
    expect(await screen.findByText(SETTINGS_MESSAGES.noSubscriptions)).toBeTruthy();
  });
});
