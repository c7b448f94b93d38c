// Where the console may send someone after signing in (`?next=` on the sign-in page, `next` in
// the sign-in form): a path on the console's own origin, or nothing. The sign-in page (core) and
// the server (POST /auth/local's 303) both call this one function, so they can never disagree.
// It lives in the SDK folder because both sides may import it (eslint.config.mjs); it is not
// part of the applet surface (sdk/index.ts does not export it).
//
// The rule is checked on the RESULT, not the input: a URL parser normalises dot segments,
// percent-encoded dots and tabs AFTER any check of the text as typed, so '/..//evil.example',
// '/%2e%2e//evil.example', '/.//evil.example' and '/\t/evil.example' all come out as
// '//evil.example', which a browser reads as another host.

/** Longer than any path the console makes; a longer `next` is dropped rather than cut. */
export const MAX_NEXT_LENGTH = 2000;

// Any origin that cannot be a real one: only its path, query and hash are ever used.
const BASE = 'http://console.invalid';

// Controls, spaces, DEL and backslashes: browsers drop tabs and newlines from URLs and read '\'
// as '/', CR/LF/NUL cannot go in a header; no path the console makes has any of them.
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f\\]/;

// Slashes from other scripts: harmless in a path, but IDNA folds some of them ('／' U+FF0F) to
// '/' in a host name, and no path the console makes has one.
const UNICODE_SLASH = /[\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/;

/** A path that a browser, or anything that percent-decodes it first, reads as another host. */
function leavesOrigin(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE_CHARACTER.test(path)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true; // malformed escapes: no path the console makes
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded) || UNICODE_SLASH.test(decoded)) return true;
  // '/%2F/evil.example', '/%5Cevil.example' or '/%2e%2e%2f%2fevil.example' are harmless to a
  // browser but become '//evil.example' under a proxy or router that decodes before it
  // resolves: refused as well.
  const resolved = resolve(decoded.replaceAll('\\', '/'));
  return !resolved || /^\/[/\\]/.test(decoded) || resolved.pathname.startsWith('//');
}

function resolve(path: string): URL | null {
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

/**
 * `next` as a path on this console ('/app/home?site-xid=x#top', dot segments resolved), or
 * null when it is not one or could be read as another origin ('//evil.example', '/\evil',
 * 'https://…', 'javascript:…', encoded or disguised forms of those).
 */
export function sameOriginPath(next: unknown): string | null {
  if (typeof next !== 'string' || next.length > MAX_NEXT_LENGTH || !next.startsWith('/')) return null;
  // Refused as typed too: what a browser silently drops or rewrites has no business here.
  if (UNSAFE_CHARACTER.test(next) || UNICODE_SLASH.test(next)) return null;
  const url = resolve(next);
  if (!url) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.length > MAX_NEXT_LENGTH || leavesOrigin(path)) return null;
  // The result must be a fixed point: read again (by the browser following the redirect), it
  // names the same place on the same origin.
  const again = resolve(path);
  if (!again || `${again.pathname}${again.search}${again.hash}` !== path) return null;
  return path;
}
