import type { PricingPlan } from './plansApi';
import { planOverage, planPrice, planViews, visiblePlans } from './planText';

const plan = (over: Partial<PricingPlan>): PricingPlan => ({
  planName: 'x',
  level: 0,
  title: 'X',
  price: 0,
  yearly: false,
  description: '',
  features: [],
  monthlyViews: null,
  overage: null,
  hide: false,
  planLevel: null,
  ...over,
});

describe('planPrice', () => {
  it('shows Free for the free plan', () => {
    expect(planPrice(plan({ price: 0 }))).toEqual({ amount: 'Free', period: null });
  });

  it('shows whole dollars per month', () => {
    expect(planPrice(plan({ price: 1495 }))).toEqual({ amount: '$1,495', period: '/ month' });
  });

  it('shows cents when there are some, and yearly plans per year', () => {
    expect(planPrice(plan({ price: 49.5, yearly: true }))).toEqual({ amount: '$49.50', period: '/ year' });
  });
});

describe('planViews', () => {
  it('shows metered plans', () => {
    expect(planViews(plan({ monthlyViews: 150_000 }))).toBe('150,000 monthly views');
  });

  it('is null for unmetered plans', () => {
    expect(planViews(plan({ monthlyViews: null }))).toBeNull();
  });
});

describe('planOverage', () => {
  it('shows the overage label', () => {
    expect(planOverage(plan({ overage: { price: 1.5, perViews: 10_000, label: '$1.50 per 10,000 views' } }))).toBe(
      'Overage: $1.50 per 10,000 views',
    );
    expect(planOverage(plan({ overage: { price: null, perViews: 10_000, label: 'Custom quote' } }))).toBe('Overage: Custom quote');
  });

  it('is null without one', () => {
    expect(planOverage(plan({}))).toBeNull();
  });
});

describe('visiblePlans', () => {
  const free = plan({ planName: 'free', level: 0 });
  const starter = plan({ planName: 'starter', level: 100, price: 49, planLevel: 'basic' });
  const starterPlus = plan({ planName: 'starter-plus', level: 100, price: 195, planLevel: 'plus' });
  const personalize = plan({ planName: 'personalize', level: 500, price: 595 });

  it('shows plans with a planLevel only to the matching tier', () => {
    const all = [personalize, starterPlus, starter, free];
    expect(visiblePlans(all, 'basic', 'free').map((p) => p.planName)).toEqual(['free', 'starter', 'personalize']);
    expect(visiblePlans(all, 'plus', 'free').map((p) => p.planName)).toEqual(['free', 'starter-plus', 'personalize']);
  });

  it('always keeps the current plan', () => {
    expect(visiblePlans([starterPlus, free], 'basic', 'starter-plus').map((p) => p.planName)).toEqual(['free', 'starter-plus']);
  });
});
