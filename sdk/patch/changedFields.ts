/** The console's diffs go ten levels deep (console-shell spec 9); the server merges as deep. */
export const DIFF_DEPTH_LIMIT = 10;

export type ChangedFields = Record<string, unknown>;

type Fields = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Fields => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Structural equality for JSON-like values (snapshots); Dates compare by time. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a).filter((k) => a[k] !== undefined);
  return keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length && keys.every((k) => deepEqual(a[k], b[k]));
}

function diff(before: Fields, after: Fields, depthLimit: number, depth: number): ChangedFields {
  const changes: ChangedFields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key];
    const now = after[key];
    // undefined is how JSON spells "absent"; null is how a merge patch spells "remove".
    if (now === undefined) {
      if (was !== undefined) changes[key] = null;
    } else if (isPlainObject(was) && isPlainObject(now) && depth < depthLimit) {
      const nested = diff(was, now, depthLimit, depth + 1);
      if (Object.keys(nested).length) changes[key] = nested;
    } else if (!deepEqual(was, now)) {
      // Arrays, scalars, type changes and objects at the depth limit go as a whole.
      changes[key] = now;
    }
  }
  return changes;
}

/**
 * What changed from `before` to `after`, as a merge patch: nested objects are diffed key by
 * key down to `depthLimit` levels (the top-level object is level 1), arrays are compared and
 * sent whole, removed keys are null, and past the limit a changed subtree is sent whole.
 * Applying the result to `before` with merge-patch rules yields `after`. Empty: no change.
 */
export function changedFields(before: object, after: object, depthLimit: number = DIFF_DEPTH_LIMIT): ChangedFields {
  if (!Number.isInteger(depthLimit) || depthLimit < 1) throw new RangeError('depthLimit must be a positive integer');
  return diff(before as Fields, after as Fields, depthLimit, 1);
}
