import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * What a scaffolded applet installs, at exactly the versions this repository's lockfile has:
 * so `npm install --offline` finds all of them in a cache that `npm ci` here filled, and the
 * applet is built and tested with what the console runs.
 */
export const STARTER_PACKAGES = [
  // The console's singletons: types and tests only (the build takes the console's at run time).
  'react',
  'react-dom',
  'mobx',
  'mobx-react-lite',
  'mobx-state-tree',
  '@blueprintjs/core',
  '@blueprintjs/icons',
  // Build, type-check and test.
  'webpack',
  'swc-loader',
  '@swc/core',
  '@swc/jest',
  'jest',
  'jest-environment-jsdom',
  '@testing-library/react',
  '@testing-library/dom',
  '@types/react',
  '@types/react-dom',
  '@types/jest',
  '@types/node',
  'typescript7',
  'tsx',
] as const;

/** name -> the exact version (or alias) this repository pins, read from package-lock.json. */
export function starterVersions(): Record<string, string> {
  const lock = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; name?: string }>;
  };
  return Object.fromEntries(
    STARTER_PACKAGES.map((name) => {
      const entry = lock.packages[`node_modules/${name}`];
      if (!entry?.version) throw new Error(`${name} is not in package-lock.json: the starter pins only what this repository installs`);
      // An alias (typescript7 -> typescript@7.0.2) is installed under its own name.
      return [name, entry.name && entry.name !== name ? `npm:${entry.name}@${entry.version}` : entry.version];
    }),
  );
}

interface LockEntry {
  version?: string;
  name?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  [key: string]: unknown;
}

/** Node's lookup from the package at `from` (a lock path): its own node_modules, then each parent's. */
function resolveIn(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

/**
 * The applet's package-lock.json: the part of this repository's lockfile its dependencies
 * reach, at the same paths, plus the sdk tarball. With it `npm ci --offline` installs from
 * the npm cache alone: every tarball is found by its integrity, no registry metadata needed.
 */
export function starterLockfile(sdk: { file: string; version: string; integrity: string; dependencies: Record<string, string>; peerDependencies: Record<string, string> }) {
  const lock = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const versions = starterVersions();
  const picked = new Map<string, LockEntry>();
  const visit = (lockPath: string) => {
    if (picked.has(lockPath)) return;
    const entry = lock.packages[lockPath];
    picked.set(lockPath, entry);
    const optionalPeers = new Set(Object.entries(entry.peerDependenciesMeta ?? {}).filter(([, meta]) => meta.optional).map(([name]) => name));
    const wanted = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers.has(name)),
    ];
    for (const name of wanted) {
      const found = resolveIn(lock.packages, lockPath, name);
      // Optional platform binaries for other systems are listed; a missing one is npm's to skip.
      if (found) visit(found);
    }
  };
  for (const name of [...Object.keys(versions), ...Object.keys(sdk.dependencies)]) visit(`node_modules/${name}`);

  const packages: Record<string, LockEntry> = {
    '': { name: '__ID__', version: '0.1.0', devDependencies: { ...versions, sdk: `file:${sdk.file}` }, engines: { node: '>=20.19' } },
  };
  for (const [lockPath, entry] of [...picked].sort(([a], [b]) => a.localeCompare(b))) {
    const { dev: _dev, optional, devOptional, peer: _peer, ...rest } = entry;
    packages[lockPath] = { ...rest, dev: true, ...((optional || devOptional) && entry.optional ? { optional: true } : {}) };
  }
  packages['node_modules/sdk'] = {
    version: sdk.version,
    resolved: `file:${sdk.file}`,
    integrity: sdk.integrity,
    dev: true,
    license: 'UNLICENSED',
    dependencies: sdk.dependencies,
    bin: { 'vitrine-applet': 'package/bin/vitrine-applet.cjs' },
    engines: { node: '>=20.19' },
    peerDependencies: sdk.peerDependencies,
  };
  return { name: '__ID__', version: '0.1.0', lockfileVersion: 3, requires: true, packages };
}
