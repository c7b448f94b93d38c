// The server's merge rules (objects merge key by key, arrays and scalars replace, null
// removes), so MockSettings stores what the real backend would.
type Fields = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function mergePatch(target: Fields, patch: Fields): Fields {
  const out: Fields = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else if (isPlainObject(value)) out[key] = mergePatch(isPlainObject(out[key]) ? out[key] : {}, value);
    else out[key] = value;
  }
  return out;
}
