import { findHostileInput, MAX_JSON_DEPTH } from './hostile-input';

/** `levels` nested arrays around 1: deep([]) nesting without recursion. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

describe('findHostileInput', () => {
  it('passes ordinary JSON, including well-formed surrogate pairs (emoji)', () => {
    expect(findHostileInput({ name: 'Café 😀', list: [1, 'two', { three: null }], n: -0 })).toBeUndefined();
    expect(findHostileInput(nested(MAX_JSON_DEPTH))).toBeUndefined();
  });

  it('names the field that holds a NUL character', () => {
    expect(findHostileInput({ name: 'a\u0000b' })).toBe('name must not contain NUL characters');
    expect(findHostileInput({ patch: { globalConfig: { x: ['ok', '\u0000'] } } })).toBe('patch.globalConfig.x[1] must not contain NUL characters');
    expect(findHostileInput('\u0000')).toBe('the request body must not contain NUL characters');
  });

  it('names the field that holds a lone surrogate, high or low', () => {
    expect(findHostileInput({ title: 'x\ud800' })).toBe('title must be valid Unicode text (it holds a lone surrogate)');
    expect(findHostileInput({ title: '\udc00x' })).toMatch(/^title must be valid Unicode/);
  });

  it('refuses bad keys: NUL, lone surrogates and __proto__', () => {
    expect(findHostileInput({ notification: { 'a\u0000': 1 } })).toBe('A key in notification ("a\\u0000") must not contain NUL characters');
    expect(findHostileInput({ doc: { '\ud800': 1 } })).toMatch(/^A key in doc \("\\ud800"\) must be valid Unicode/);
    expect(findHostileInput(JSON.parse('{"a":{"__proto__":{"x":1}}}'))).toBe('A key in a ("__proto__") must not be "__proto__"');
  });

  it('stops at the depth limit without recursing, even 100,000 levels down', () => {
    expect(findHostileInput({ notification: nested(MAX_JSON_DEPTH) })).toBe(
      `notification[0]${'[0]'.repeat(MAX_JSON_DEPTH - 2)} is nested too deeply: the limit is ${MAX_JSON_DEPTH} levels of objects and arrays`,
    );
    expect(findHostileInput(nested(100_000))).toMatch(/is nested too deeply: the limit is 32 levels/);
  });

  it('refuses numbers JSON cannot hold (1e999 parses to Infinity)', () => {
    expect(findHostileInput(JSON.parse('{"content":{"n":1e999}}'))).toBe('content.n must be a finite number');
    expect(findHostileInput({ n: 1e308, m: -0 })).toBeUndefined();
  });

  it('uses the namer it is given (query parameters)', () => {
    expect(findHostileInput({ external: 'x\u0000' }, (path) => `query parameter ${path}`)).toBe('query parameter external must not contain NUL characters');
  });
});
