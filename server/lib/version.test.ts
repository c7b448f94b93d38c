import { HttpError } from './errors';
import { MAX_VERSION, optionalVersion, requiredVersion, VERSION_MESSAGES } from './version';

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof HttpError ? { status: err.statusCode, message: err.message } : err;
  }
  throw new Error('expected a refusal');
};

describe('__v', () => {
  it('accepts the versions a column can hold', () => {
    expect(optionalVersion({ __v: 0 })).toBe(0);
    expect(requiredVersion({ __v: MAX_VERSION })).toBe(MAX_VERSION);
    expect(optionalVersion({})).toBeUndefined();
  });

  it.each([1e308, 2 ** 53, MAX_VERSION + 1, -1, 1.5, '3', null, Number.NaN])('refuses %p with a 400 naming __v', (v) => {
    expect(failure(() => optionalVersion({ __v: v }))).toEqual({ status: 400, message: VERSION_MESSAGES.invalid });
    expect(failure(() => requiredVersion({ __v: v }))).toEqual({ status: 400, message: VERSION_MESSAGES.invalid });
  });

  it('answers 428 Precondition Required when a whole-document write leaves it out', () => {
    expect(failure(() => requiredVersion({ name: 'x' }))).toEqual({ status: 428, message: VERSION_MESSAGES.required });
  });
});
