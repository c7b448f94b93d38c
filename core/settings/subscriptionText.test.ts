import { formatDate, subscriptionPrice } from './subscriptionText';

const item = (amount: string, interval: string, currencyCode = 'USD') => ({
  plan: { pricingDetails: { price: { amount, currencyCode }, interval } },
});

describe('subscriptionPrice', () => {
  it('reads the first line item, per month or per year', () => {
    expect(subscriptionPrice({ lineItems: [item('195.00', 'EVERY_30_DAYS')] })).toBe('$195.00 / month');
    expect(subscriptionPrice({ lineItems: [item('1000.00', 'ANNUAL', 'EUR')] })).toBe('€1,000.00 / year');
  });

  it('is null without a readable price', () => {
    expect(subscriptionPrice({ lineItems: [] })).toBeNull();
    expect(subscriptionPrice({ lineItems: [item('abc', 'EVERY_30_DAYS')] })).toBeNull();
  });
});

describe('formatDate', () => {
  it('formats ISO dates', () => {
    expect(formatDate('2025-03-04T12:00:00.000Z')).toBe('Mar 4, 2025');
  });

  it('shows a dash when absent and the text when unreadable', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('soon')).toBe('soon');
  });
});
