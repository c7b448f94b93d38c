import { MAX_LOGIN_ERROR_LENGTH, readLoginError } from './loginError';

const err = (value: string) => `?err=${encodeURIComponent(value)}`;

describe('readLoginError', () => {
  it('is null without an err parameter', () => {
    expect(readLoginError('')).toBeNull();
    expect(readLoginError('?site-xid=1')).toBeNull();
  });

  it('shows the JSON message', () => {
    expect(readLoginError(err('{"message":"Wrong password"}'))).toBe('Wrong password');
  });

  it('shows errmsg when there is no message', () => {
    expect(readLoginError(err('{"errmsg":"Account locked"}'))).toBe('Account locked');
  });

  it('cuts a hand-made 3,000-character message to MAX_LOGIN_ERROR_LENGTH, ending in an ellipsis', () => {
    const shown = readLoginError(err(JSON.stringify({ message: 'A'.repeat(3000) })))!;
    expect(shown).toHaveLength(MAX_LOGIN_ERROR_LENGTH);
    expect(shown.endsWith('…')).toBe(true);
    expect(readLoginError(err(JSON.stringify({ message: 'B'.repeat(MAX_LOGIN_ERROR_LENGTH) })))).toBe('B'.repeat(MAX_LOGIN_ERROR_LENGTH));
  });

  it('prefers message over errmsg', () => {
    expect(readLoginError(err('{"message":"A","errmsg":"B"}'))).toBe('A');
  });

  it.each([
    ['not JSON', 'Wrong password'],
    ['empty', ''],
    ['JSON without either field', '{"code":11000}'],
    ['a JSON string', '"Wrong password"'],
    ['a non-string message', '{"message":42}'],
    ['null', 'null'],
  ])('shows "Unknown error" for %s', (_case, value) => {
    expect(readLoginError(err(value))).toBe('Unknown error');
  });
});
