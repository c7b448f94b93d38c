import { REC_MESSAGES } from '../../plugins/recommendations/model/messages';
import { HttpError } from '../lib/errors';
import { assertBillingValid } from './billing';

/** The status and message a document's billing would be refused with, or undefined when it passes. */
function refusal(billing: unknown): [number, string] | undefined {
  try {
    assertBillingValid({ billing });
    return undefined;
  } catch (err) {
    if (err instanceof HttpError) return [err.statusCode, err.message];
    throw err;
  }
}

describe('assertBillingValid: the custom billing plan as the spec defines it (price, yearly, title)', () => {
  it.each([undefined, null, { price: 0 }, { price: 990, yearly: true, title: 'NORTHWIND SPECIAL' }])('accepts %j', (billing) => {
    expect(refusal(billing)).toBeUndefined();
  });

  it.each([
    ['a string', 'ENTERPRISE', 'billing must be an object with price, yearly and title'],
    ['a list', [1], 'billing must be an object with price, yearly and title'],
    ['no price', { title: 'X' }, REC_MESSAGES.valueZeroOrGreater],
    ['a negative price', { price: -1 }, REC_MESSAGES.valueZeroOrGreater],
    ['a price as text', { price: '1' }, REC_MESSAGES.valueZeroOrGreater],
    ['yearly as text', { price: 1, yearly: 'yes' }, 'billing.yearly must be true or false'],
    ['a title of 101 characters', { price: 1, title: 'x'.repeat(101) }, 'billing.title must be text of at most 100 characters'],
    ['a title that is a number', { price: 1, title: 7 }, 'billing.title must be text of at most 100 characters'],
  ])('refuses %s with a 400 naming the field', (_name, billing, message) => {
    expect(refusal(billing)).toEqual([400, message]);
  });
});
