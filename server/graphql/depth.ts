// graphql-js parses and validates by recursion: about 2,000 nested braces (a 6 KB query, far
// under the size and token limits) overflow the stack, which answered 500 (issue 27 item 2).
// This scan reads the text once, without recursion, before the parser sees it.

/** Deeper than any query the console or an applet sends; the same bound as JSON bodies. */
export const MAX_QUERY_DEPTH = 32;

const OPEN = new Set(['{', '(', '[']);
const CLOSE = new Set(['}', ')', ']']);

/** The index just past the string starting at `start` (a "…" or a """…""" block string). */
function skipString(source: string, start: number): number {
  if (source.startsWith('"""', start)) {
    // Inside a block string only \""" escapes; an unterminated one runs to the end.
    for (let i = start + 3; i < source.length; i++) {
      if (source.startsWith('\\"""', i)) i += 3;
      else if (source.startsWith('"""', i)) return i + 3;
    }
    return source.length;
  }
  for (let i = start + 1; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '"' || c === '\n' || c === '\r') return i + 1;
  }
  return source.length;
}

/**
 * Whether the query nests selection sets, arguments, input objects and lists ({ }, ( ), [ ])
 * more than `limit` levels deep. Brackets inside strings and comments do not count; the
 * parser reports unbalanced ones.
 */
export function nestsDeeperThan(source: string, limit: number = MAX_QUERY_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '"') {
      i = skipString(source, i) - 1;
    } else if (c === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i++;
    } else if (OPEN.has(c)) {
      if (++depth > limit) return true;
    } else if (CLOSE.has(c)) {
      depth = Math.max(0, depth - 1);
    }
  }
  return false;
}
