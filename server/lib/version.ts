import type { IncomingHttpHeaders } from 'node:http';
import { badRequest, HttpError } from './errors';

/**
 * Document versions (`__v`) live in PostgreSQL integer columns: anything past this can never
 * match a stored version, and sending it to the database would fail there (22003) instead.
 */
export const MAX_VERSION = 2_147_483_647;

export const VERSION_MESSAGES = {
  invalid: `__v must be a non-negative integer no larger than ${MAX_VERSION}`,
  required: 'missing required field __v: send the version you read (or an If-Match header), so a newer change is not overwritten',
  ifMatch: 'If-Match must name the one version you read, e.g. "3"',
  disagree: '__v and If-Match name different versions',
} as const;

function checked(v: unknown): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || v > MAX_VERSION) throw badRequest(VERSION_MESSAGES.invalid);
  return v;
}

/** __v when the body has one (a safe integer in the column's range), else undefined. */
export function optionalVersion(body: Record<string, unknown>): number | undefined {
  return body.__v === undefined ? undefined : checked(body.__v);
}

/**
 * The version an If-Match header names: "3", W/"3" or 3 (the ETag of a document is its __v).
 * '*' or a list would match whatever is stored, which is the blind write this header prevents.
 */
export function ifMatchVersion(headers: IncomingHttpHeaders): number | undefined {
  const raw = headers['if-match'];
  if (raw === undefined) return undefined;
  const match = /^\s*(?:W\/)?("?)(\d{1,10})\1\s*$/.exec(String(raw));
  if (!match) throw badRequest(VERSION_MESSAGES.ifMatch);
  return checked(Number(match[2]));
}

/** The version a write names: __v in the body or an If-Match header (both: they must agree). */
export function sentVersion(body: Record<string, unknown>, headers: IncomingHttpHeaders = {}): number | undefined {
  const fromBody = optionalVersion(body);
  const fromHeader = ifMatchVersion(headers);
  if (fromBody !== undefined && fromHeader !== undefined && fromBody !== fromHeader) throw badRequest(VERSION_MESSAGES.disagree);
  return fromBody ?? fromHeader;
}

/**
 * The version every update of a versioned document must name (PUT and PATCH alike). Without
 * it the write would silently win over whatever someone else saved since the client read the
 * document, so it is refused with 428 Precondition Required; a stale one is a 409 at the update.
 */
export function requiredVersion(body: Record<string, unknown>, headers: IncomingHttpHeaders = {}, message: string = VERSION_MESSAGES.required): number {
  const v = sentVersion(body, headers);
  if (v === undefined) throw new HttpError(428, message, 'VERSION_REQUIRED');
  return v;
}
