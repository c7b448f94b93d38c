/**
 * What the console shares with remote applets, one instance each (ARCHITECTURE.md "Applets and
 * the runtime registry"): share key -> the versions an applet may expect (`false` for the sdk,
 * whose compatibility loadApplet checks through the manifest's sdkVersion instead).
 *
 * Declared once, here: the console's webpack.config.ts provides exactly these keys, and an
 * applet's build (remoteSharedConfig) and jest preset (one copy of each in tests) read the
 * same list from the installed sdk package.
 */
export const SHARED_SINGLETONS = Object.freeze({
  react: '^19.0.0',
  // The JSX runtime and the root API are modules of their own: unshared, a remote would
  // bundle them (and Blueprint's toaster would pull in a second react-dom client).
  'react/jsx-runtime': '^19.0.0',
  'react-dom': '^19.0.0',
  'react-dom/client': '^19.0.0',
  'react-router': '^7.0.0',
  'react-router-dom': '^7.0.0',
  mobx: '^7.0.0',
  'mobx-react-lite': '^5.0.0',
  'mobx-state-tree': '^9.0.0',
  '@blueprintjs/core': '^6.0.0',
  sdk: false,
} as const);

export type SharedSingletonKey = keyof typeof SHARED_SINGLETONS;

/** ModuleFederationPlugin's `shared` entry for one key, as a remote declares it. */
export interface RemoteSharedEntry {
  readonly import: false;
  readonly singleton: true;
  readonly requiredVersion: string | false;
}

/**
 * The `shared` option of a remote applet's ModuleFederationPlugin. `import: false`: the remote
 * contains no copy and no fallback, so it only runs inside the console and always gets the
 * console's instances (one React, one router, one Blueprint, the console's SDK services).
 */
export function remoteSharedConfig(): Record<SharedSingletonKey, RemoteSharedEntry> {
  const entries = Object.entries(SHARED_SINGLETONS).map(([key, requiredVersion]) => [key, { import: false, singleton: true, requiredVersion }] as const);
  return Object.fromEntries(entries) as Record<SharedSingletonKey, RemoteSharedEntry>;
}
