/**
 * Input no route should ever see, found in one walk over a parsed body or query string:
 * NUL characters (PostgreSQL text refuses them: error 22021), lone UTF-16 surrogates (jsonb
 * refuses them, and UTF-8 encoding silently replaces them), numbers JSON cannot hold (a
 * literal like 1e999 parses to Infinity, which would be stored as null), nesting deeper than any
 * document we keep (PostgreSQL and recursive code run out of stack long before 10,000
 * levels), and "__proto__" keys. The walk is iterative, so no depth can overflow it.
 */

/** No console record or applet document nests deeper; the console's own diffs stop at 10. */
export const MAX_JSON_DEPTH = 32;

/** A high surrogate without a low one after it, or a low one without a high one before it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Names the place of a value for a message: 'name', 'patch.globalConfig', 'platformSiteIds[2]'. */
export type Namer = (path: string) => string;

/** Field paths of a JSON body: the top level is "the request body". */
export const bodyField: Namer = (path) => path || 'the request body';

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds a lone surrogate)';
  return undefined;
}

const child = (path: string, key: string, inArray: boolean) => (inArray ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** A key as a message can show it: control characters and lone surrogates escaped. */
const shownKey = (key: string) => JSON.stringify(key.slice(0, 40)).replace(/[\ud800-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/**
 * The first problem in `value` as a message naming the field, or undefined when there is none.
 * `maxDepth` counts the levels of objects and arrays: `{ a: { b: 1 } }` is two deep.
 */
export function findHostileInput(value: unknown, name: Namer = bodyField, maxDepth = MAX_JSON_DEPTH): string | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value);
      if (problem) return `${name(item.path)} ${problem}`;
      continue;
    }
    if (typeof item.value === 'number' && !Number.isFinite(item.value)) return `${name(item.path)} must be a finite number`;
    if (typeof item.value !== 'object' || item.value === null) continue;
    const depth = item.depth + 1;
    if (depth > maxDepth) return `${name(item.path)} is nested too deeply: the limit is ${maxDepth} levels of objects and arrays`;
    const inArray = Array.isArray(item.value);
    for (const [key, inner] of Object.entries(item.value)) {
      if (!inArray) {
        const problem = key === '__proto__' ? 'must not be "__proto__"' : textProblem(key);
        if (problem) return `A key in ${name(item.path)} (${shownKey(key)}) ${problem}`;
      }
      stack.push({ value: inner, path: child(item.path, key, inArray), depth });
    }
  }
  return undefined;
}
