// The hostile values the fuzz suite puts into one field at a time, as raw JSON text: several
// (lone surrogates, -0, 1e999, own "__proto__" keys, 10,000 levels) cannot be built with
// JSON.stringify, and building them as text needs no recursion at all.

export interface Family {
  name: string;
  /** The JSON text that replaces the field's value. */
  json: string;
}

const nested = (open: string, inner: string, close: string, levels: number) => open.repeat(levels) + inner + close.repeat(levels);

/** Every family, in the order the issue lists them. */
export const FAMILIES: Family[] = [
  { name: 'NUL', json: JSON.stringify('fuzz\u0000text') },
  { name: 'lone high surrogate', json: '"fuzz\\ud800"' },
  { name: 'lone low surrogate', json: '"\\udc00fuzz"' },
  { name: '10,000-deep array', json: nested('[', '1', ']', 10_000) },
  { name: '10,000-deep object', json: nested('{"a":', '1', '}', 10_000) },
  { name: '1e308', json: '1e308' },
  { name: '-1e308', json: '-1e308' },
  { name: '1e-300', json: '1e-300' },
  { name: '2**53', json: '9007199254740992' },
  { name: '2**63', json: '9223372036854775808' },
  { name: '1e999 (Infinity once parsed)', json: '1e999' },
  { name: '-0', json: '-0' },
  { name: '"NaN"', json: '"NaN"' },
  { name: '"Infinity"', json: '"-Infinity"' },
  { name: '1 MB string', json: JSON.stringify('x'.repeat(1_000_000)) },
  { name: '100k-element array', json: `[${Array.from({ length: 100_000 }, () => '0').join(',')}]` },
  { name: 'boolean', json: 'true' },
  { name: 'object', json: '{"$ne":1}' },
  { name: 'array', json: '["a"]' },
  { name: 'null', json: 'null' },
  { name: 'number', json: '12345' },
  { name: '__proto__ inside', json: '{"__proto__":{"polluted":true}}' },
  { name: 'constructor.prototype inside', json: '{"constructor":{"prototype":{"polluted":true}}}' },
];

/** A representative few, for the fields after a route's first one (the first gets them all). */
export const CORE_FAMILIES = ['NUL', 'lone high surrogate', '10,000-deep array', '1e308', '2**53', '1 MB string', 'object', 'number'].map(
  (name) => FAMILIES.find((f) => f.name === name)!,
);

/** Keys no body should be able to smuggle in, added beside the valid fields. */
export const HOSTILE_KEYS: Family[] = [
  { name: 'own __proto__ key', json: '"__proto__":{"polluted":true}' },
  { name: 'constructor.prototype key', json: '"constructor":{"prototype":{"polluted":true}}' },
  { name: 'NUL in a key', json: '"fu\\u0000zz":1' },
  { name: 'lone surrogate in a key', json: '"fu\\ud800zz":1' },
];

const MARK = '@@fuzz-value@@';

/** A top-level key ('name', or 'flags.X' as the sites API spells a flag), or keys into nested objects. */
export type FieldPath = string | readonly string[];

export const pathName = (path: FieldPath) => (typeof path === 'string' ? path : path.join('.'));

/**
 * `body` as JSON text with the value at `path` replaced by the family's text. The path need
 * not exist yet.
 */
export function withValue(body: Record<string, unknown>, path: FieldPath, family: Family): string {
  const copy = structuredClone(body);
  const keys = typeof path === 'string' ? [path] : path;
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys[keys.length - 1]] = MARK;
  return JSON.stringify(copy).replace(JSON.stringify(MARK), () => family.json);
}

/** `body` as JSON text with one more top-level member, given as raw `"key":value` text. */
export function withKey(body: Record<string, unknown>, member: Family): string {
  const text = JSON.stringify(body);
  return text === '{}' ? `{${member.json}}` : `{${member.json},${text.slice(1)}`;
}
