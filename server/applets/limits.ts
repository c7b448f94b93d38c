import { badRequest, HttpError } from '../lib/errors';
import { findHostileInput, MAX_JSON_DEPTH } from '../lib/hostile-input';

/**
 * An applet document is loaded whole on every applet page: without a cap, six PATCHes grew
 * one to 5.4 MB. The size is the document's JSON as stored, in bytes.
 */
export const MAX_APPLET_DOC_BYTES = 256 * 1024;
/** Checked on the stored document too, since merging a patch builds it from two parts. */
export const MAX_APPLET_DOC_DEPTH = MAX_JSON_DEPTH;

/**
 * Refuses a write whose resulting document is too large (413) or too deep (400); nothing is
 * written. A document stored before the limit existed may still shrink: only a write that
 * leaves it over the limit *and* larger than before is refused.
 */
export function assertDocumentLimits(next: Record<string, unknown>, current?: Record<string, unknown>): void {
  const problem = findHostileInput(next, (path) => path || 'the document', MAX_APPLET_DOC_DEPTH);
  if (problem) throw badRequest(problem);
  const bytes = Buffer.byteLength(JSON.stringify(next));
  if (bytes <= MAX_APPLET_DOC_BYTES) return;
  if (current && bytes <= Buffer.byteLength(JSON.stringify(current))) return;
  throw new HttpError(
    413,
    `The applet document would be ${Math.ceil(bytes / 1024)} KB; the limit is ${MAX_APPLET_DOC_BYTES / 1024} KB. Nothing was saved.`,
    'DOCUMENT_TOO_LARGE',
  );
}
