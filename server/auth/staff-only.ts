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
} as const;

export const STAFF_ONLY_MESSAGE = (field: string) =>
  `${field} is an internal setting: only Vitrine staff may change it`;

/** The first segment of a possibly dotted key: "billing.price" -> "billing". */
const rootOf = (key: string) => key.split('.', 1)[0];

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
 * Which staff-only `fields` a write touches: named by one of `writtenKeys` (a patch's keys,
 * dotted or not), spelled as a dotted key in `after`, or with a different value in `after`
 * than in `before`. A whole-document replace passes no written keys: carrying a field
 * unchanged is not touching it.
 */
export function staffOnlyChanges(
  fields: readonly string[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  writtenKeys: readonly string[] = [],
): string[] {
  const named = new Set(writtenKeys.map(rootOf));
  const afterDotted = new Set(Object.keys(after).filter((k) => k.includes('.')).map(rootOf));
  return fields.filter(
    (field) =>
named.has(field) || afterDotted.has(field) || canonical(before[field]) !== canonical(after[field]),
  );
}

/** 403 for a non-staff write that touches a staff-only field; nothing is written. */
export function assertStaffMayWrite(auth: Auth, touched: readonly string[]): void {
  if (touched.length && !auth.staff) throw forbidden(STAFF_ONLY_MESSAGE(touched[0]));
}
