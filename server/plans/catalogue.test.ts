import { customBillingOf, customPlan, PLAN_LEVELS, PLANS, planByName } from './catalogue';

const byTitle = (title: string) => PLANS.find((p) => p.title === title)!;

describe('plan catalogue (spec 9)', () => {
  it('has the plans, prices and views of the spec', () => {
    const rows = PLANS.map((p) => [p.title, p.price, p.monthlyViews, p.hide, p.planLevel]);
    expect(rows).toEqual([
      ['FREE STARTER', 0, null, false, null],
      ['ESSENTIAL', 195, 150_000, true, null],
      ['PRO', 295, 250_000, true, null],
      ['GROWTH', 595, 500_000, true, null],
      ['STARTER', 49, null, true, 'basic'],
      ['STARTER PLUS', 195, null, true, 'plus'],
      ['MERCHANDIZE', 195, 150_000, true, null],
      ['PERSONALIZE', 595, 500_000, false, null],
      ['ENTERPRISE', 1495, 2_000_000, false, null],
    ]);
  });
  it('prices overage as the spec says', () => {
    expect(byTitle('MERCHANDIZE').overage).toEqual({ price: 1.5, perViews: 10_000, label: '$1.50 per 10,000 views' });
    expect(byTitle('PERSONALIZE').overage).toEqual({ price: 1.25, perViews: 10_000, label: '$1.25 per 10,000 views' });
    expect(byTitle('ENTERPRISE').overage).toEqual({ price: null, perViews: 10_000, label: 'Custom quote' });
    expect(byTitle('PRO').overage).toBeNull();
  });
  it('uses exactly the spec’s plan levels, tier-x included', () => {
    const levels = new Set([...PLANS.map((p) => p.level), customPlan({ price: 1, yearly: false, title: 'X' }).level]);
    expect([...levels].sort((a, b) => a - b)).toEqual([...PLAN_LEVELS]);
  });
  it('is monthly and has unique plan names', () => {
    expect(PLANS.every((p) => p.yearly === false)).toBe(true);
    expect(new Set(PLANS.map((p) => p.planName)).size).toBe(PLANS.length);
  });
});

describe('custom enterprise plan (tier-x)', () => {
  it('takes its price and title from the applet billing', () => {
    const billing = customBillingOf({ billing: { price: 2500, yearly: true, title: 'ACME DEAL' } })!;
    expect(planByName('tier-x', billing)).toEqual(expect.objectContaining({ planName: 'tier-x', price: 2500, yearly: true, title: 'ACME DEAL', level: 2000 }));
  });
  it('ignores unusable billing objects', () => {
    expect(customBillingOf(undefined)).toBeNull();
    expect(customBillingOf({ billing: 'x' })).toBeNull();
    expect(customBillingOf({ billing: { price: '10' } })).toBeNull();
    expect(customBillingOf({ billing: { price: -1 } })).toBeNull();
    expect(customBillingOf({ billing: { price: 0 } })).toEqual({ price: 0, yearly: false, title: 'ENTERPRISE' });
    expect(planByName('tier-x', null)).toBeUndefined();
  });
});
