// Spec 5: saving sends only the changed fields plus _id, __v and site when present.
import { changedFields } from '../sdk';

/** The identity of a saved record: always an _id, a version and a site when it has them. */
export interface RecordKeys {
  readonly _id?: string | null;
  readonly __v?: number;
  readonly site?: string;
}

export type RecordPatch = { _id: string; __v?: number; site?: string } & Record<string, unknown>;

const KEYS = ['_id', '__v', 'site'] as const;

function withoutKeys(record: object): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...record };
  for (const key of KEYS) delete rest[key];
  return rest;
}

/**
 * The body that saves `after` over `before` (the record as loaded): the fields that differ,
 * beside _id, and __v and site when `before` has them (__v lets the server refuse a stale
 * write). Returns null when nothing changed, since the server refuses an empty update.
 * Throws the spec's 'Missing "id" in record' when `before` has no _id: it was never saved.
 */
export function buildRecordPatch<R extends RecordKeys>(before: R, after: object): RecordPatch | null {
  const { _id, __v, site } = before;
  if (_id === undefined || _id === null || _id === '') throw new Error('Missing "id" in record');
  const changes = changedFields(withoutKeys(before), withoutKeys(after));
  if (!Object.keys(changes).length) return null;
  return {
    ...changes,
    _id,
    ...(__v !== undefined && { __v }),
    ...(site !== undefined && { site }),
  };
}
