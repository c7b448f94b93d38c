import satisfies from 'semver/functions/satisfies';
import validRange from 'semver/ranges/valid';

/**
 * The version of this SDK's contract. Bump the major when an export that applets use is
 * removed or changes shape (api-surface.test.ts catches removals), the minor when one is added.
 */
export const SDK_VERSION = '1.12.0';

/** Whether an applet built for `range` (its manifest's sdkVersion) can run on SDK `version`. */
export function isSdkCompatible(range: string, version: string = SDK_VERSION): boolean {
  // An invalid range is incompatible rather than an exception: the host checks ranges that
  // come from remote registrations and must keep running whatever they say.
  if (!isSdkRange(range)) return false;
  return satisfies(version, range);
}

/** A non-empty, valid semver range. `''` would mean "any version", which an applet never means. */
export function isSdkRange(range: unknown): range is string {
  return typeof range === 'string' && range.trim() !== '' && validRange(range) !== null;
}
