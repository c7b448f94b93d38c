import { bool, int, mergeParams, obj, str } from './params';

describe('shop call parameters', () => {
  it('merges query and body, refusing disagreement', () => {
    expect(mergeParams({ psid: '1' }, { enable: false })).toEqual({ psid: '1', enable: false });
    expect(mergeParams({ days: '5' }, { days: 5 })).toEqual({ days: 5 });
    expect(() => mergeParams({ psid: '1' }, { psid: '2' })).toThrow(/differ/);
    expect(() => mergeParams({}, [1])).toThrow(/JSON object/);
    expect(mergeParams(undefined, '')).toEqual({});
  });
  it('reads booleans from strings or booleans', () => {
    expect(bool({ a: 'true' }, 'a', false)).toBe(true);
    expect(bool({ a: '0' }, 'a', true)).toBe(false);
    expect(bool({}, 'a', true)).toBe(true);
    expect(() => bool({ a: 'maybe' }, 'a', true)).toThrow();
    expect(() => bool({ a: ['true'] }, 'a', true)).toThrow();
  });
  it('reads bounded whole numbers', () => {
    expect(int({ d: '7' }, 'd', { min: 0, max: 365 })).toBe(7);
    expect(int({ d: 0 }, 'd', { min: 0, max: 365 })).toBe(0);
    for (const d of ['-1', '1.5', 'x', '1e3', 400, 2.5]) expect(() => int({ d }, 'd', { min: 0, max: 365 })).toThrow();
    expect(() => int({}, 'd', { min: 0, max: 1, required: true })).toThrow(/missing d/);
  });
  it('reads strings with limits and patterns', () => {
    expect(str({ s: 'ok' }, 's')).toBe('ok');
    expect(() => str({ s: 'x'.repeat(201) }, 's')).toThrow(/at most/);
    expect(() => str({ s: 5 }, 's')).toThrow(/string/);
    expect(() => str({ s: 'a b' }, 's', { pattern: /^\w+$/ })).toThrow(/not valid/);
  });
  it('reads JSON objects from the body or from query text', () => {
    expect(obj({ o: { core: true } }, 'o')).toEqual({ core: true });
    expect(obj({ o: '{"core":false}' }, 'o')).toEqual({ core: false });
    expect(() => obj({ o: '[1]' }, 'o')).toThrow();
    expect(() => obj({ o: '{' }, 'o')).toThrow();
  });
});
