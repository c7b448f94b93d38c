import { safeNext } from './routes';

describe('safeNext (the sign-in redirect target)', () => {
  it.each([
    ['/app/home?site-xid=northwind#top', '/app/home?site-xid=northwind#top'],
    ['/applet/chk/score', '/applet/chk/score'],
    ['/a/../b', '/b'],
  ])('keeps the same-origin path %j', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it.each([
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline that browsers drop', '/\n/evil.example'],
    ['CR LF header injection', '/x\r\nset-cookie: a=b'],
    ['NUL', '/x\u0000'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a space', '/ /evil.example'],
    ['DEL', '/\u007f/x'],
    ['too long', `/${'a'.repeat(2001)}`],
    ['not a string', 42],
  ])('sends %s to /', (_name, next) => {
    expect(safeNext(next)).toBe('/');
  });
});
