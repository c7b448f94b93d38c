import type { AppletDocumentKeys } from '../services/settings';
import { changedFields, type ChangedFields } from './changedFields';

/** The PATCH /api2/applet body: identity and version beside the changes, never inside. */
export interface SettingsPatch {
  readonly _id: string;
  readonly __v?: number;
  readonly site?: string;
  readonly applet?: string;
  readonly patch: ChangedFields;
}

const KEYS = ['_id', '__v', 'site', 'applet'] as const;

function withoutKeys(doc: object): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...doc };
  for (const key of KEYS) delete rest[key];
  return rest;
}

/**
 * The patch that turns `before` (as loaded) into `after`. `patch` may be empty: the server
 * refuses empty patches, so callers skip the request then. __v, site and applet are sent
 * when present (spec 5), __v so the server can refuse a stale write.
 */
export function buildSettingsPatch(before: object, after: object): SettingsPatch {
  const { _id, __v, site, applet } = before as Partial<AppletDocumentKeys>;
  // The spec's exact text (console-shell 5).
  if (_id === undefined || _id === null || _id === '') throw new Error('Missing "id" in record');
  const afterId = (after as Partial<AppletDocumentKeys>)._id;
  if (afterId !== undefined && afterId !== _id) throw new Error(`Cannot patch record "${_id}" into "${afterId}"`);
  return {
    _id,
    ...(__v !== undefined && { __v }),
    ...(site !== undefined && { site }),
    ...(applet !== undefined && { applet }),
    patch: changedFields(withoutKeys(before), withoutKeys(after)),
  };
}
