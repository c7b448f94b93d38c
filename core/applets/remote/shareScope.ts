/**
 * The console's webpack `output.uniqueName`: share-scope entries it provides carry it as
 * `from` (webpack.config.ts sets it from here).
 */
export const CONSOLE_SHARE_NAME = 'vitrine';

/** A Module Federation share scope: share key -> version -> provider (webpack 5's runtime format). */
export type ShareScope = Record<string, Record<string, { from?: string; loaded?: number | boolean; eager?: boolean }>>;

/**
 * Marks the console's provided modules as in use, which is the truth: the console imported
 * them directly at start. webpack then never lets a provider that joins later replace them
 * (a loaded version wins the singleton choice and cannot be re-registered), so a remote that
 * bundles and provides its own React, Blueprint or sdk still gets the console's.
 */
export function claimConsoleProvides(scope: ShareScope, consoleName = CONSOLE_SHARE_NAME): void {
  for (const versions of Object.values(scope)) {
    for (const provider of Object.values(versions)) {
      if (provider.from === consoleName) provider.loaded = 1;
    }
  }
}
