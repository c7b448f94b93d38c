import { checkScript } from './checkScript';

describe('checkScript (the global JavaScript check before saving: parsed, never run)', () => {
  it('passes well-formed code with strings, comments, templates, regular expressions and a top-level return', () => {
    const code = [
      '// a comment with a ( in it',
      'const re = /[)}\\]]+/g; /* block } */',
      'const s = "a ) string" + \'and } this\';',
      'const t = `total ${items.map((i) => i.price).reduce((a, b) => a / b, 1)} }`;',
      'if (x) { window.vitrine = { ok: re.test(s), ...rest }; }',
      'class A { #p = 1; static { A.n = 2 } }',
      'const o = a?.b ?? c;',
      'return { done: true };',
    ].join('\n');
    expect(checkScript(code)).toEqual({ ok: true });
    expect(checkScript('')).toEqual({ ok: true });
  });

  it('refuses what monaco\'s bracket closing let through: function broken( { return 1;})', () => {
    expect(checkScript('function broken( { return 1;})')).toMatchObject({ ok: false, line: 1 });
  });

  it('says where a missing brace ends the code', () => {
    expect(checkScript('function a() {\n  if (b) {\n    c();\n}')).toEqual({ ok: false, message: 'Unexpected token', line: 4, column: 2 });
  });

  it('finds a bracket that closes the wrong one, and a stray one', () => {
    expect(checkScript('foo(bar];')).toMatchObject({ ok: false, line: 1, column: 8 });
    expect(checkScript('a();\n}')).toMatchObject({ ok: false, message: 'Unexpected token', line: 2, column: 1 });
  });

  it('finds unterminated strings, comments, templates and regular expressions', () => {
    expect(checkScript('const a = "open;\nb();')).toMatchObject({ ok: false, message: 'Unterminated string constant' });
    expect(checkScript('/* never ends')).toMatchObject({ ok: false, message: 'Unterminated comment' });
    expect(checkScript('const t = `abc')).toMatchObject({ ok: false, message: 'Unterminated template' });
    expect(checkScript('const r = /abc\n;')).toMatchObject({ ok: false, message: 'Unterminated regular expression' });
  });

  it('refuses errors a bracket count cannot see', () => {
    expect(checkScript('const = 3;')).toMatchObject({ ok: false, line: 1, column: 7 });
    expect(checkScript('let a = 1;\nlet a = 2;')).toMatchObject({ ok: false, message: "Identifier 'a' has already been declared", line: 2 });
    expect(checkScript('await fetch("/x");')).toMatchObject({ ok: false });
  });

  it('reads a slash after a value as division', () => {
    expect(checkScript('const half = total / 2; const q = (a) / (b);')).toEqual({ ok: true });
  });
});
