/** The console's diffs go at most ten levels deep (spec 9); so does the merge. */
export const MAX_PATCH_DEPTH = 10;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Applies a changed-fields patch to a document: objects merge key by key, arrays and
 * scalars replace, and null removes a key. At the depth limit the client sends a changed
 * subtree whole, so there it replaces instead of merging. Returns a new object.
 */
export function mergePatch(target: Record<string, unknown>, patch: Record<string, unknown>, depth = 1): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else if (isPlainObject(value) && depth < MAX_PATCH_DEPTH) {
      out[key] = mergePatch(isPlainObject(out[key]) ? out[key] : {}, value, depth + 1);
    } else out[key] = value;
  }
  return out;
}
