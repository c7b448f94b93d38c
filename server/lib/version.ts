import { badRequest, HttpError } from './errors';

/**
 * Document versions (`__v`) live in PostgreSQL integer columns: anything past this can never
 * match a stored version, and sending it to the database would fail there (22003) instead.
 */
export const MAX_VERSION = 2_147_483_647;

export const VERSION_MESSAGES = {
  invalid: `__v must be a non-negative integer no larger than ${MAX_VERSION}`,
  required: 'missing required field __v: send the version you read, so a newer change is not overwritten',
} as const;

/** __v when the body has one (a safe integer in the column's range), else undefined. */
export function optionalVersion(body: Record<string, unknown>): number | undefined {
  const v = body.__v;
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || v > MAX_VERSION) throw badRequest(VERSION_MESSAGES.invalid);
  return v;
}

/**
 * __v of a whole-document write (PUT). Without it the write would silently replace whatever
 * someone else saved meanwhile, so it is refused with 428 Precondition Required. Partial
 * writes (PATCH) may leave it out: they are "last write wins" on the fields they name.
 */
export function requiredVersion(body: Record<string, unknown>): number {
  const v = optionalVersion(body);
  if (v === undefined) throw new HttpError(428, VERSION_MESSAGES.required, 'VERSION_REQUIRED');
  return v;
}
