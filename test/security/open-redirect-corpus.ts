// Known open-redirect shapes for a "where to go after signing in" parameter (issue 27 item 1).
// One list for every side that checks `next`: the shared function's unit test, the sign-in
// page's unit test and the server's real 303s (open-redirect.test.ts).

/** [what it is, the `next` sent]: each must be dropped (the server sends people to '/'). */
export const OPEN_REDIRECT_SHAPES: ReadonlyArray<readonly [string, string]> = [
  ['a protocol-relative URL', '//evil.example'],
  ['three slashes', '///evil.example'],
  ['an absolute URL', 'https://evil.example/'],
  ['a scheme without slashes', 'http:evil.example'],
  ['a dot-dot segment that normalises to //', '/..//evil.example'],
  ['two dot-dot segments', '/../..//evil.example'],
  ['a dot segment that normalises to //', '/.//evil.example'],
  ['encoded dots', '/%2e%2e//evil.example'],
  ['upper-case encoded dots', '/%2E%2E//evil.example'],
  ['half-encoded dots', '/.%2e//evil.example'],
  ['an encoded dot', '/%2e//evil.example'],
  ['an encoded slash', '/%2F/evil.example'],
  ['two encoded slashes', '/%2f%2fevil.example'],
  ['encoded dots and slashes', '/%2e%2e%2f%2fevil.example'],
  ['an encoded backslash', '/%5Cevil.example'],
  ['a backslash', '/\\evil.example'],
  ['a backslash then a slash', '/\\/evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['a dot then a backslash', '/./\\evil.example'],
  ['a tab that browsers drop', '/\t/evil.example'],
  ['a newline that browsers drop', '/\n/evil.example'],
  ['a carriage return that browsers drop', '/\r/evil.example'],
  ['an encoded tab', '/%09/evil.example'],
  ['a space', '/ /evil.example'],
  ['userinfo on an absolute URL', 'http://localhost@evil.example/'],
  ['userinfo on a protocol-relative URL', '//localhost:8080@evil.example'],
  ['userinfo after a dot-dot segment', '/..//localhost@evil.example'],
  ['fullwidth slashes', '/\uff0f\uff0fevil.example'],
  ['division slashes', '/\u2215\u2215evil.example'],
  ['fullwidth slashes, encoded', '/%EF%BC%8F%EF%BC%8Fevil.example'],
  ['fullwidth slashes without a leading slash', '\uff0f\uff0fevil.example'],
  ['javascript:', 'javascript:alert(document.domain)'],
  ['JavaScript: in mixed case', 'JaVaScRiPt:alert(1)'],
  ['javascript: after a space', ' javascript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['CR LF header injection', '/x\r\nset-cookie: a=b'],
  ['NUL', '/x\u0000'],
  ['DEL', '/\u007f/x'],
  ['a malformed escape', '/%zz/%'],
  ['too long', `/${'a'.repeat(2001)}`],
];

/** [`next` sent, where the console goes]: paths on the console itself, kept. */
export const SAME_ORIGIN_PATHS: ReadonlyArray<readonly [string, string]> = [
  ['/app/home?site-xid=northwind#top', '/app/home?site-xid=northwind#top'],
  ['/applet/chk/score', '/applet/chk/score'],
  ['/a/../b', '/b'],
  ['/applet/rec/online?site-xid=sakura-tea-house&q=a%20b', '/applet/rec/online?site-xid=sakura-tea-house&q=a%20b'],
  // A query or an '@' in a path is still a path on this origin.
  ['/app/home?next=//evil.example', '/app/home?next=//evil.example'],
  ['/@evil.example', '/@evil.example'],
];
