// A kept edit comes back from sessionStorage as plain JSON: only the known string fields of it
// are taken, so an edit kept by an older page version cannot put odd values in a form.

export function stringsOf<K extends string>(value: unknown, keys: readonly K[]): Partial<Record<K, string>> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const field = record[key];
    if (typeof field === 'string') out[key] = field;
  }
  return out;
}

/** The draft keys of the recommendations applet's forms: one per form, stable across releases. */
export const DRAFT_KEYS = {
  text: 'text-customization',
  code: 'code',
  titleWrapper: 'title-wrapper',
  nativeCard: 'native-card',
  dataRules: 'data-rules',
} as const;
