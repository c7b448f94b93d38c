/**
 * @jest-environment jsdom
 */
import '../testing/jsdomPolyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
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

const card = (planName: string) => document.querySelector(`[data-plan="${planName}"]`) as HTMLElement;
const pick = async (title: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: `${PLANS_MESSAGES.pick} ${title}` }));
  });
};

afterEach(() => {
  server?.restore();
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
    await pick('ENTERPRISE');
    expect(server.calls('POST', CHANGE_PLAN).map((r) => r.body)).toEqual([{ site: SITE._id, tier: 'enterprise', subid: SUBSCRIPTION_ID }]);
    expect(assignLocation).toHaveBeenCalledWith(url);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads the page when no url comes back', async () => {
    await setup(on('POST', CHANGE_PLAN, { body: {} }));
    await pick('FREE STARTER');
    expect(reloadPage).toHaveBeenCalled();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it("shows blockModify's warning and stays", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await setup(on('POST', CHANGE_PLAN, { status: 403, body: { message: PLANS_MESSAGES.blockModify, code: 'BlockModify' } }));
    await pick('ENTERPRISE');
    expect(screen.getByRole('alert').textContent).toBe('Warning - Production Merchant on non-production platform - Operations are disabled');
    expect(assignLocation).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
    // The merchant can still try another plan.
    expect((screen.getByRole('button', { name: `${PLANS_MESSAGES.pick} ENTERPRISE` }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows other failures in an error callout', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await setup(on('POST', CHANGE_PLAN, { status: 400, body: { message: 'Plan starter is not offered to this shop' } }));
    await pick('STARTER');
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
