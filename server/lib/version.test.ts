import { HttpError } from './errors';
import { MAX_VERSION, optionalVersion, requiredVersion, sentVersion, VERSION_MESSAGES } from './version';

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

  it('answers 428 Precondition Required when a write leaves it out, naming the field', () => {
    expect(failure(() => requiredVersion({ name: 'x' }))).toEqual({ status: 428, message: VERSION_MESSAGES.required });
    expect(VERSION_MESSAGES.required).toMatch(/^missing required field __v/);
  });

  it('reads the version from an If-Match header as well: "3", W/"3" or 3', () => {
    for (const header of ['"3"', 'W/"3"', '3', ' "3" ']) expect(requiredVersion({ name: 'x' }, { 'if-match': header })).toBe(3);
    expect(sentVersion({ __v: 3 }, { 'if-match': '"3"' })).toBe(3);
  });

  it.each(['*', '"3", "4"', '"abc"', 'W/3x', ''])('refuses the If-Match %j, which names no one version, with a 400', (header) => {
    expect(failure(() => requiredVersion({}, { 'if-match': header }))).toEqual({ status: 400, message: VERSION_MESSAGES.ifMatch });
  });

  it('refuses __v and If-Match naming different versions', () => {
    expect(failure(() => sentVersion({ __v: 3 }, { 'if-match': '"4"' }))).toEqual({ status: 400, message: VERSION_MESSAGES.disagree });
  });
});
