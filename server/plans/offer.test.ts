import { PLANS } from './catalogue';
import { isOffered, pickablePlan, planOfSubscription, plansForShop, shopTier } from './offer';

const names = (plans: { planName: string }[]) => plans.map((p) => p.planName);

describe('plans offered to a shop', () => {
  it('shows basic-level plans only to basic shops and plus-level plans only to plus shops', () => {
    expect(names(plansForShop('basic', null, null))).toEqual(['free', 'starter', 'personalize', 'enterprise']);
    expect(names(plansForShop('plus', null, null))).toEqual(['free', 'starter-plus', 'personalize', 'enterprise']);
  });
  it('leaves out hidden plans without a level', () => {
    for (const tier of ['basic', 'plus'] as const) {
      const offered = names(plansForShop(tier, null, null));
      for (const hidden of ['essential', 'pro', 'growth', 'merchandize']) expect(offered).not.toContain(hidden);
    }
  });
  it('keeps the current plan on the list even when it is no longer offered', () => {
    const pro = PLANS.find((p) => p.planName === 'pro')!;
    expect(names(plansForShop('basic', pro, null))).toEqual(['free', 'starter', 'pro', 'personalize', 'enterprise']);
  });
  it('adds the custom plan staff set, unless it is a copy of a catalogue plan', () => {
    expect(names(plansForShop('basic', null, { price: 2000, yearly: false, title: 'Acme' }))).toContain('tier-x');
    expect(names(plansForShop('basic', null, { price: 595, yearly: false, title: 'Personalize' }))).not.toContain('tier-x');
  });
  it('hands out copies, never the catalogue itself', () => {
    plansForShop('basic', null, null)[0].features.push('mutated');
    expect(PLANS[0].features).not.toContain('mutated');
  });
  it('maps the shop plan flag to a tier', () => {
    expect(shopTier(true)).toBe('plus');
    expect(shopTier(false)).toBe('basic');
    expect(isOffered(PLANS.find((p) => p.planName === 'starter')!, 'plus')).toBe(false);
  });
});

describe('pickablePlan', () => {
  it('accepts offered plans and refuses hidden or other-tier ones', () => {
    expect(pickablePlan('personalize', 'basic', null)?.price).toBe(595);
    expect(pickablePlan('starter', 'basic', null)?.price).toBe(49);
    expect(pickablePlan('starter', 'plus', null)).toBeUndefined();
    expect(pickablePlan('pro', 'basic', null)).toBeUndefined();
    expect(pickablePlan('nope', 'basic', null)).toBeUndefined();
  });
  it('offers tier-x only with a custom billing plan', () => {
    expect(pickablePlan('tier-x', 'basic', null)).toBeUndefined();
    expect(pickablePlan('tier-x', 'basic', { price: 999, yearly: false, title: 'Deal' })?.title).toBe('Deal');
    // A billing that merely copies a catalogue plan is not a custom plan, as in plansForShop.
    expect(pickablePlan('tier-x', 'basic', { price: 195, yearly: false, title: 'Merchandize' })).toBeUndefined();
  });
});

describe('planOfSubscription', () => {
  it('finds catalogue plans by title and treats anything else as custom', () => {
    expect(planOfSubscription({ name: 'PERSONALIZE', price: 595, yearly: false }).planName).toBe('personalize');
    expect(planOfSubscription({ name: 'merchandize', price: 195, yearly: false }).planName).toBe('merchandize');
    const custom = planOfSubscription({ name: 'Acme Deal', price: 2000, yearly: true });
    expect(custom).toEqual(expect.objectContaining({ planName: 'tier-x', title: 'Acme Deal', price: 2000, yearly: true }));
  });
});
