/**
 * @jest-environment jsdom
 */
import '../testing/jsdomPolyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ConsoleProvider } from '../console/ConsoleContext';
import { ConsoleStore } from '../console/ConsoleStore';
import { takePendingPlanChange } from './pendingPlanChange';
import { takeFlash } from '../snackbars/flash';
import { mockFetch, on, type FetchMock, type Route } from '../settings/testing/fetchMock';
import { SITE } from '../settings/testing/fixtures';
import { PLANS_ANSWER, SUBSCRIPTION_ID } from './testing/fixtures';
import { PLANS_MESSAGES } from './messages';
import { assignLocation, reloadPage } from './pageNavigation';
import { PlansDialog } from './PlansDialog';

jest.mock('./pageNavigation', () => ({ assignLocation: jest.fn(), reloadPage: jest.fn() }));

const CHANGE_PLAN = '/api2/shop/rec/action/change-plan';
let server: FetchMock;

async function setup(...routes: Route[]) {
  server = mockFetch(...routes, on('GET', '/api2/plans', { body: PLANS_ANSWER }));
  const onClose = jest.fn();
  render(<PlansDialog isOpen site={SITE} onClose={onClose} />);
  await screen.findByText('ENTERPRISE');
  return { onClose };
}

/** Inside the console: failures go to its "Unable to continue" modal. */
async function setupInConsole(...routes: Route[]) {
  server = mockFetch(...routes, on('GET', '/api2/plans', { body: PLANS_ANSWER }));
  const store = new ConsoleStore();
  render(
    <ConsoleProvider store={store}>
      <PlansDialog isOpen site={SITE} onClose={jest.fn()} />
    </ConsoleProvider>,
  );
  await screen.findByText('ENTERPRISE');
  return store;
}

const confirmBox = () => screen.getByTestId('change-plan-confirm');
const confirm = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: PLANS_MESSAGES.confirmButton }));
  });
};

const card = (planName: string) => document.querySelector(`[data-plan="${planName}"]`) as HTMLElement;
const pick = async (title: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: `${PLANS_MESSAGES.pick} ${title}` }));
  });
};
const pickAndConfirm = async (title: string) => {
  await pick(title);
  await confirm();
};

afterEach(() => {
  server?.restore();
  window.sessionStorage.clear();
  jest.clearAllMocks();
});

describe('PlansDialog', () => {
  it("shows the cards of the site's tier: title, price, views, overage and features", async () => {
    await setup();
    expect(server.calls('GET', '/api2/plans')[0].query.get('site')).toBe(SITE._id);
    expect([...document.querySelectorAll('[data-plan]')].map((c) => c.getAttribute('data-plan'))).toEqual([
      'free',
      'starter',
      'personalize',
      'enterprise',
    ]);
    expect(card('free').textContent).toContain('Free');
    expect(card('enterprise').textContent).toContain('$1,495');
    expect(card('enterprise').textContent).toContain('/ month');
    expect(card('enterprise').textContent).toContain('2,000,000 monthly views');
    expect(card('enterprise').textContent).toContain('Overage: Custom quote');
    expect(card('personalize').textContent).toContain('Overage: $1.25 per 10,000 views');
    expect(card('personalize').textContent).toContain('Revenue and engagement dashboards');
  });

  it('marks the current plan and offers Pick on the others', async () => {
    await setup();
    expect(card('personalize').textContent).toContain(PLANS_MESSAGES.currentPlan);
    expect(card('personalize').querySelector('button')).toBeNull();
    for (const other of ['free', 'starter', 'enterprise']) {
      expect(card(other).querySelector('button')?.textContent).toBe(PLANS_MESSAGES.pick);
    }
  });

  it('changes the plan and goes to the confirmation page the server returns', async () => {
    const url = 'https://northwind.myshopify.com/admin/charges/1/confirm';
    await setup(on('POST', CHANGE_PLAN, { body: { url } }));
    await pickAndConfirm('ENTERPRISE');
    expect(server.calls('POST', CHANGE_PLAN).map((r) => r.body)).toEqual([{ site: SITE._id, tier: 'enterprise', subid: SUBSCRIPTION_ID }]);
    expect(assignLocation).toHaveBeenCalledWith(url);
    expect(reloadPage).not.toHaveBeenCalled();
    // Not yet done: the merchant may decline the charge there. The page that comes back checks.
    expect(takeFlash()).toBeNull();
    expect(takePendingPlanChange()).toEqual({ siteId: SITE._id, planName: 'enterprise', title: 'ENTERPRISE' });
  });

  it('reloads the page when no url comes back', async () => {
    await setup(on('POST', CHANGE_PLAN, { body: {} }));
    await pickAndConfirm('FREE STARTER');
    expect(reloadPage).toHaveBeenCalled();
    expect(assignLocation).not.toHaveBeenCalled();
    // The page that comes back says what happened.
    expect(takeFlash()).toEqual({ message: 'Your plan is now FREE STARTER.', intent: 'success' });
    expect(screen.getByRole('status').textContent).toBe('Your plan is now FREE STARTER.');
  });

  it('asks first, naming the old and the new plan and price; Cancel sends nothing', async () => {
    await setup(on('POST', CHANGE_PLAN, { body: {} }));
    await pick('FREE STARTER');
    expect(confirmBox().textContent).toContain('Change your plan from PERSONALIZE ($595 / month) to FREE STARTER (Free)?');
    expect(confirmBox().textContent).toContain(PLANS_MESSAGES.confirmFree);
    expect(server.calls('POST', CHANGE_PLAN)).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: PLANS_MESSAGES.cancel }));
    });
    expect(server.calls('POST', CHANGE_PLAN)).toHaveLength(0);
    expect(reloadPage).not.toHaveBeenCalled();
    await pick('ENTERPRISE');
    expect(confirmBox().textContent).toContain('to ENTERPRISE ($1,495 / month)?');
    expect(confirmBox().textContent).toContain(PLANS_MESSAGES.confirmPaid);
  });

  it('shows the blockModify warning when it opens, with every Pick disabled', async () => {
    server = mockFetch(on('GET', '/api2/plans', { body: { ...PLANS_ANSWER, onShopPlatform: true, blockModify: true } }));
    render(<PlansDialog isOpen site={SITE} onClose={jest.fn()} />);
    await screen.findByText('ENTERPRISE');
    expect(screen.getByRole('alert').textContent).toBe(PLANS_MESSAGES.blockModify);
    const picks = screen.getAllByRole('button', { name: /^Pick / }) as HTMLButtonElement[];
    expect(picks.length).toBe(3);
    expect(picks.every((button) => button.disabled)).toBe(true);
  });

  it('offers no Pick off the SHOPIFY platform and says where billing happens', async () => {
    server = mockFetch(on('GET', '/api2/plans', { body: { ...PLANS_ANSWER, onShopPlatform: false, blockModify: false } }));
    render(<PlansDialog isOpen site={{ _id: SITE._id, platform: 'BIGCOMMERCE' }} onClose={jest.fn()} />);
    await screen.findByText('ENTERPRISE');
    expect(screen.queryAllByRole('button', { name: /^Pick / })).toHaveLength(0);
    expect(screen.getByText(PLANS_MESSAGES.billingOutsidePlatform('BIGCOMMERCE'))).toBeTruthy();
    expect(screen.queryByText(/needs a site on the SHOPIFY platform/)).toBeNull();
  });

  it('sends a failed change to the "Unable to continue" modal', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = await setupInConsole(on('POST', CHANGE_PLAN, { status: 400, body: { message: 'Plan starter is not offered to this shop' } }));
    await pickAndConfirm('STARTER');
    expect(store.errors.current?.message).toBe('Plan starter is not offered to this shop');
    expect(console.error).toHaveBeenCalled();
    expect(within(card('starter')).getByRole('button').hasAttribute('disabled')).toBe(false);
    store.dispose();
  });

  it("shows blockModify's warning and stays", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await setup(on('POST', CHANGE_PLAN, { status: 403, body: { message: PLANS_MESSAGES.blockModify, code: 'BlockModify' } }));
    await pickAndConfirm('ENTERPRISE');
    expect(screen.getByRole('alert').textContent).toBe('Warning - Production Merchant on non-production platform - Operations are disabled');
    expect(assignLocation).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
    // The merchant can still try another plan.
    expect((screen.getByRole('button', { name: `${PLANS_MESSAGES.pick} ENTERPRISE` }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows other failures in an error callout', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await setup(on('POST', CHANGE_PLAN, { status: 400, body: { message: 'Plan starter is not offered to this shop' } }));
    await pickAndConfirm('STARTER');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(PLANS_MESSAGES.changeFailed);
    expect(alert.textContent).toContain('Plan starter is not offered to this shop');
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    server = mockFetch(on('GET', '/api2/plans', { status: 503, body: { message: 'down' } }));
    render(<PlansDialog isOpen site={SITE} onClose={jest.fn()} />);
    expect(await screen.findByText(PLANS_MESSAGES.loadFailed)).toBeTruthy();
    server.restore();
    server = mockFetch(on('GET', '/api2/plans', { body: PLANS_ANSWER }));
    fireEvent.click(screen.getByRole('button', { name: PLANS_MESSAGES.retry }));
    expect(await screen.findByText('ENTERPRISE')).toBeTruthy();
  });
});
