/**
 * Stored recommendation documents as the current code reads them (a snapshot preProcess, as
 * JBrowse migrates its snapshots): every reader of a stored document (the API, its versions,
 * a save merging into it, the email images) passes it through here, and a save writes the
 * upgraded form back. Kept as long as documents written before the change may be stored.
 */
import type { EmailCardVariant } from './email-options';

/** Before SDK 1.8.1 the card variant could be stored as 1 / 2 (the SDK type's numbers then). */
const LEGACY_CARD_VARIANTS: ReadonlyMap<unknown, EmailCardVariant> = new Map<unknown, EmailCardVariant>([
  [1, 'v1'],
  [2, 'v2'],
  ['1', 'v1'],
  ['2', 'v2'],
]);

type Opts = Record<string, unknown>;

function upgradeOpts(opts: unknown): unknown {
  if (typeof opts !== 'object' || opts === null || Array.isArray(opts)) return opts;
  const canonical = LEGACY_CARD_VARIANTS.get((opts as Opts).emailCardVariant);
  return canonical ? { ...(opts as Opts), emailCardVariant: canonical } : opts;
}

/** The document in today's form; the very same object when it is already (cheap on every read). */
export function upgradeRecDocument<T extends Record<string, unknown>>(doc: T): T {
  const pair = doc.widgetOpts;
  if (typeof pair !== 'object' || pair === null || Array.isArray(pair)) return doc;
  const { desktop, mobile } = pair as { desktop?: unknown; mobile?: unknown };
  const next = { desktop: upgradeOpts(desktop), mobile: upgradeOpts(mobile) };
  if (next.desktop === desktop && next.mobile === mobile) return doc;
  const widgetOpts: Opts = { ...(pair as Opts) };
  if (desktop !== undefined) widgetOpts.desktop = next.desktop;
  if (mobile !== undefined) widgetOpts.mobile = next.mobile;
  return { ...doc, widgetOpts };
}
