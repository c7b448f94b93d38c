import { HttpError } from '../lib/errors';
import { NOTIFICATION_LIMITS as L, parseNotification } from './notification';

const refusal = (raw: unknown) => {
  try {
    parseNotification(raw);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) return err.message;
    throw err;
  }
  throw new Error('expected a 400');
};

describe('site notification', () => {
  it('accepts a flat object of short scalars', () => {
    const value = { email: 'merchant@example.com', daily: true, threshold: 2.5, sms: null };
    expect(parseNotification(value)).toEqual(value);
  });

  it('refuses nesting, arrays and non-objects, naming the field', () => {
    expect(refusal({ email: { to: 'x' } })).toBe('notification.email must be a string, number, boolean or null (notification is a flat object)');
    expect(refusal({ list: [1] })).toMatch(/^notification\.list must be/);
    expect(refusal('x')).toBe('The request notification must be a JSON object');
  });

  it('states the limits it enforces', () => {
    const many = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, 1]));
    expect(refusal(many)).toBe(`notification has 50000 keys; the limit is ${L.maxKeys}`);
    expect(refusal({ note: 'x'.repeat(L.maxStringLength + 1) })).toBe(`notification.note must be at most ${L.maxStringLength} characters`);
    expect(refusal({ ['k'.repeat(65)]: 1 })).toBe(`notification keys must be 1 to ${L.maxKeyLength} characters long`);
    const big = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'x'.repeat(L.maxStringLength)]));
    expect(refusal(big)).toMatch(new RegExp(`^notification is \\d+ bytes of JSON; the limit is ${L.maxBytes} bytes$`));
  });
});
