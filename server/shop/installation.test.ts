import { defaultShopState, REQUIRED_SCOPES } from './demo-state';
import { planInfo, shapeInstallation } from './installation';
import { lineItems, type SubscriptionRow } from './subscription-json';

const DAY = 86_400_000;
const now = new Date('2025-06-15T12:00:00Z');
const site = { id: 'a'.repeat(24), external: 'northwind-kids', name: 'Northwind Kids', url: 'https://kids.example.com', currencyName: 'USD' };

function sub(over: Partial<SubscriptionRow> & { price?: number } = {}): SubscriptionRow {
  const { price = 595, ...rest } = over;
  const id = rest.id ?? 'gid://shopify/AppSubscription/1';
  return {
    id,
    site_id: site.id,
    name: 'PERSONALIZE',
    status: 'active',
    trial_days: 14,
    created_at: new Date(now.getTime() - 3 * DAY),
    current_period_end: null,
    test: false,
    return_url: '/',
    line_items: lineItems(id, price, false) as unknown as SubscriptionRow['line_items'],
    ...rest,
  };
}

describe('shapeInstallation', () => {
  it('reports a healthy installation', () => {
    const result = shapeInstallation({ state: defaultShopState(site), tagValidated: now, active: [], app: 'rec', now });
    expect(result).toEqual(
      expect.objectContaining({
        tagManuallyDisabled: false,
        tagValidated: now.toISOString(),
        tagSuperForce: false,
        appEmbedEnabled: true,
        missingScopes: [],
        blockModify: false,
        myShopifyDomain: 'northwind-kids.myshopify.com',
        app: expect.objectContaining({ handle: 'vitrine-recommendations' }),
      }),
    );
    expect(result.planInfo['hic-plus']).toEqual({ isPaidPlan: false, planName: 'free', title: 'FREE STARTER', price: 0, subscriptionId: null, trialData: null });
  });

  it('shows each problem the alerts read', () => {
    const state = { ...defaultShopState(site), tagEnabled: false, appEmbedEnabled: false, blockModify: true, grantedScopes: ['read_products'] };
    const result = shapeInstallation({ state, tagValidated: null, active: [], app: 'chk', now });
    expect(result.tagManuallyDisabled).toBe(true);
    expect(result.tagValidated).toBeNull();
    expect(result.appEmbedEnabled).toBe(false);
    expect(result.blockModify).toBe(true);
    expect(result.missingScopes).toEqual(REQUIRED_SCOPES.filter((s) => s !== 'read_products'));
  });

  it('passes the shop plan through, Plus flag included', () => {
    const state = defaultShopState({ ...site, external: 'vitrine-demo' });
    expect(shapeInstallation({ state, tagValidated: null, active: [], app: 'rec', now }).shopPlan).toEqual({
      displayName: 'Shopify Plus',
      shopifyPlus: true,
      partnerDevelopment: false,
    });
  });
});

describe('planInfo', () => {
  it('gives trial data with the days remaining', () => {
    const info = planInfo([sub()], now);
    expect(info).toEqual(expect.objectContaining({ isPaidPlan: true, planName: 'personalize', price: 595, subscriptionId: 'gid://shopify/AppSubscription/1' }));
    expect(info.trialData).toEqual(expect.objectContaining({ trialDays: 14, daysRemaining: 11, inTrial: true }));
  });
  it('reports an ended trial as 0 days, not negative', () => {
    const info = planInfo([sub({ created_at: new Date(now.getTime() - 400 * DAY) })], now);
    expect(info.trialData).toEqual(expect.objectContaining({ daysRemaining: 0, inTrial: false }));
  });
  it('uses the newest active subscription', () => {
    const older = sub({ id: 'gid://shopify/AppSubscription/1', name: 'MERCHANDIZE', price: 195, created_at: new Date(now.getTime() - 90 * DAY) });
    const newer = sub({ id: 'gid://shopify/AppSubscription/2', name: 'ENTERPRISE', price: 1495, trial_days: 0 });
    const info = planInfo([older, newer], now);
    expect(info).toEqual(expect.objectContaining({ planName: 'enterprise', price: 1495, trialData: null }));
  });
});
