import { luhnValid, validateCheckout } from './checkout';

const NOW = new Date('2026-03-10T12:00:00Z');
const good = {
  email: 'shopper@example.com', firstName: 'Ada', lastName: 'Lovelace', address1: '1 Main St', address2: '', city: 'Portland',
  zip: '97201', country: 'US', cardName: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/29', cardCvc: '123',
};

describe('checkout form', () => {
  it('accepts a complete form', () => {
    expect(validateCheckout(good, NOW).errors).toEqual({});
  });
  it('explains every missing or wrong field', () => {
    const { errors } = validateCheckout({ ...good, email: 'nope', city: '', country: 'XX', cardNumber: '4242 4242 4242 4241', cardExpiry: '01/26', cardCvc: '12' }, NOW);
    expect(errors).toEqual({
      email: 'Enter a valid email address',
      city: 'Enter a city',
      country: 'Select a country',
      cardNumber: 'Enter a valid card number',
      cardExpiry: 'Enter a valid expiry date (MM/YY) in the future',
      cardCvc: 'Enter the 3 or 4 digit security code',
    });
  });
  it('copes with junk input without throwing', () => {
    expect(Object.keys(validateCheckout(null, NOW).errors)).toContain('email');
    expect(validateCheckout({ ...good, city: 'x'.repeat(10_000) }, NOW).errors.city).toMatch(/too long/);
    expect(validateCheckout({ ...good, email: ['a'] }, NOW).errors.email).toBe('Enter an email');
  });
  it('checks card numbers with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
});
