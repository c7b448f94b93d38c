import { forbidden } from '../lib/errors';
import type { Auth } from '../http/auth';

/**
 * The one list of what only staff may write: the Internal Only Settings of the
 * recommendations spec (sections 2 and 6) that live in documents a merchant can otherwise
 * edit. Every route that writes one of these documents asks `staffOnlyChanges` and
 * `assertStaffMayWrite`; test/security/staff-only-writes.test.ts holds a probe per write path
 * and fails when a state-changing route appears that it does not know.
 *
 * A field counts as touched when the write changes its value (set, replace, remove) or
 * names it in any spelling: `billing`, `billing.price` (a dotted key), or a nested patch.
 * A whole-document replace that carries the field unchanged is allowed, so a merchant's
 * console can still save the rest of the document it read.
 */
export const STAFF_ONLY = {
  /** Top-level keys of any applet document: the custom billing plan (spec 3). */
  appletDocFields: ['billing'],
  /** Site fields: the flags that unlock applets and features (spec 3 "flags"). */
  siteFields: ['flags'],
  /** Set on POST /api/organizations: platform record ids, where a duplicate answer would tell
   *  a merchant that another organization exists. */
  organizationCreateFields: ['external'],
  /** The site settings document's dev-mode extras (spec 2 "Theme and Styling", spec 6): the
   *  custom global title template, the stylesheet control and the native card JSON. */
  siteSettingsFields: ['global.title', 'themeCss', 'themeVersion', 'recDefaults.nativeCard'],
} as const;

export const STAFF_ONLY_MESSAGE = (field: string) =>
  `${field} is an internal setting: only Vitrine staff may change it`;

/** The value at a dotted path ("global.title") of a document, or undefined. */
function valueAt(doc: Record<string, unknown>, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A key names a field when it is the field or lies inside it ("billing", "billing.price"). */
const names = (key: string, field: string) => key === field || key.startsWith(`${field}.`);

/** Order-insensitive JSON for comparing two values of a field. */
function canonical(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Which staff-only `fields` (dotted paths) a write touches: named by one of `writtenKeys` (a
 * patch's keys, dotted or not), spelled as a dotted key in `after`, or with a different value
 * at that path in `after` than in `before`. A whole-document replace passes no written keys:
 * carrying a field unchanged is not touching it.
 */
export function staffOnlyChanges(
  fields: readonly string[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  writtenKeys: readonly string[] = [],
): string[] {
  const dottedKeys = Object.keys(after).filter((k) => k.includes('.'));
  return fields.filter(
    (field) =>
      writtenKeys.some((k) => names(k, field)) ||
      dottedKeys.some((k) => names(k, field)) ||
      canonical(valueAt(before, field)) !== canonical(valueAt(after, field)),
  );
}

/** 403 for a non-staff write that touches a staff-only field; nothing is written. */
export function assertStaffMayWrite(auth: Auth, touched: readonly string[]): void {
  if (touched.length && !auth.staff) throw forbidden(STAFF_ONLY_MESSAGE(touched[0]));
}
