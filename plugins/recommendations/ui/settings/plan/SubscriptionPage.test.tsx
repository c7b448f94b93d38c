/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { pageServices, renderPage } from '../../testing';
import { PLAN as M } from '../messages';
import { SubscriptionPage } from './SubscriptionPage';

const plan = (planName: string, title: string, price: number, planLevel: 'basic' | 'plus' | null, level: number) => ({
  planName, title, price, planLevel, level, yearly: false, description: `${title} plan`, features: [], monthlyViews: null, hide: false,
});
const PLANS = {
  tier: 'plus',
  current: { ...plan('free', 'FREE STARTER', 0, null, 0), isPaidPlan: false, subscriptionId: null, trialDaysRemaining: 0 },
  plans: [plan('free', 'FREE STARTER', 0, null, 0), plan('plus-grow', 'PLUS GROW', 499, 'plus', 2), plan('basic-grow', 'GROW', 99, 'basic', 2)],
  onShopPlatform: true,
  blockModify: false,
};

function services(ogr: unknown = { ogr: { rows: [{ ogr: 1234.5, products_click_to_purchase: 200, visits_impacted: 87, currency: 'USD' }] } }) {
  const s = pageServices();
  s.api.respond('GET', '/api2/plans', PLANS);
  s.api.respond('GET', '/api2/info/ogr', ogr);
  s.api.respond('POST', '/api2/shop/rec/action/change-plan', {});
  return s;
}

describe('Settings / Subscription', () => {
  it('shows the generated revenue for the last 4 weeks', async () => {
    const s = services();
    await renderPage(<SubscriptionPage />, s);
    expect(screen.getByTestId('rec-range').textContent).toContain('Last 4 Weeks');
    expect(screen.getByTestId('rec-revenue-visits').textContent).toBe(`${M.visitsImpacted}87`);
    expect(screen.getByTestId('rec-revenue-impacted').textContent).toBe(`${M.revenueImpacted}$1,235`);
    expect(screen.getByTestId('rec-revenue-direct').textContent).toBe(`${M.directClickRevenue}$200.00`);
    const q = s.api.requests.find((r) => r.path === '/api2/info/ogr')!.query;
    expect(String(q.from)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(new Date(`${q.to}Z`).getTime() - new Date(`${q.from}Z`).getTime()).toBeGreaterThanOrEqual(27 * 86_400_000);
  });

  it("says 'No data available' when nothing was earned", async () => {
    await renderPage(<SubscriptionPage />, services({ ogr: { rows: [] } }));
    expect(screen.getByTestId('rec-revenue-empty').textContent).toBe(M.noData);
  });

  it('lists the Plus plans for a Plus shop, and asks before a change naming both plans and prices', async () => {
    const s = services();
    await renderPage(<SubscriptionPage />, s);
    expect(screen.getByText(M.plusPlans)).toBeTruthy();
    expect(screen.getByTestId('rec-plan-plus-grow')).toBeTruthy();
    expect(screen.queryByTestId('rec-plan-basic-grow')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('rec-plan-plus-grow-pick'));
    });
    expect(s.confirm.asked.at(-1)?.message).toContain(M.confirmChange('FREE STARTER (Free)', 'PLUS GROW ($499 / month)'));
    expect(s.api.requests.find((r) => r.method === 'POST')?.body).toEqual({ tier: 'plus-grow' });
  });

  it('changes nothing when the merchant cancels', async () => {
    const s = services();
    s.confirm.answer = false;
    await renderPage(<SubscriptionPage />, s);
    await act(async () => {
      fireEvent.click(screen.getByTestId('rec-plan-plus-grow-pick'));
    });
    expect(s.api.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
