import { checkScript } from './checkScript';

describe('checkScript (the global JavaScript check before saving)', () => {
  it('passes well-formed code with strings, comments, templates and regular expressions', () => {
    const code = [
      '// a comment with a ( in it',
      'const re = /[)}\\]]+/g; /* block } */',
      'const s = "a ) string" + \'and } this\';',
      'const t = `total ${items.map((i) => i.price).reduce((a, b) => a / b, 1)} }`;',
      'if (x) { window.vitrine = { ok: re.test(s) }; }',
      'return { done: true };',
    ].join('\n');
    expect(checkScript(code)).toEqual({ ok: true });
    expect(checkScript('')).toEqual({ ok: true });
  });

  it('finds a missing brace and says where it was opened', () => {
    expect(checkScript('function a() {\n  if (b) {\n    c();\n}')).toEqual({ ok: false, message: "'{' is never closed", line: 1, column: 14 });
  });

  it('finds a bracket that closes the wrong one, and a stray one', () => {
    expect(checkScript('foo(bar];')).toMatchObject({ ok: false, message: "Expected ')' but found ']'", line: 1, column: 8 });
    expect(checkScript('a();\n}')).toMatchObject({ ok: false, message: "Unexpected '}'", line: 2, column: 1 });
  });

  it('finds unterminated strings, comments, templates and regular expressions', () => {
    expect(checkScript('const a = "open;\nb();')).toMatchObject({ ok: false, message: 'Unterminated string' });
    expect(checkScript('/* never ends')).toMatchObject({ ok: false, message: 'Unterminated comment' });
    expect(checkScript('const t = `abc')).toMatchObject({ ok: false, message: 'Unterminated template literal' });
    expect(checkScript('const t = `a ${b')).toMatchObject({ ok: false, message: 'Unterminated template literal' });
    expect(checkScript('const r = /abc\n;')).toMatchObject({ ok: false, message: 'Unterminated regular expression' });
  });

  it('reads a slash after a value as division', () => {
    expect(checkScript('const half = total / 2; const q = (a) / (b);')).toEqual({ ok: true });
  });
});
