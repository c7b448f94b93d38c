/** An error whose status and message are safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string | number,
    /** More fields for the body, e.g. field-level validation errors. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const DUPLICATE_CODE = 11000;
export const DUPLICATE_MESSAGE =
  'A duplicate exists, probably because another user created one at the same time.  Your changes will not be saved.  Refresh your browser to get the current version of this record.';
export const STALE_MESSAGE =
  'This record was changed by someone else. Refresh your browser to get the current version of this record.';

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const conflict = (message = STALE_MESSAGE) => new HttpError(409, message, 'STALE_VERSION');
export const duplicate = () => new HttpError(409, DUPLICATE_MESSAGE, DUPLICATE_CODE);

/** PostgreSQL's unique_violation, from both pg and PGlite. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
