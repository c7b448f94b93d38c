// `npm run sdk:pack`: the sdk package and the applet starter, as a third party installs them.
// Writes dist/applet-kit/sdk-<version>.tgz and create-vitrine-applet-<version>.tgz (which
// carries the sdk tarball, so the starter alone scaffolds an applet that installs offline).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { transformFileSync } from '@swc/core';
import { SDK_VERSION } from '../../sdk/version';
import { REPO_ROOT, SDK_DIR, SDK_ENTRIES, writeSdkDeclarations } from './declarations';
import { createHash } from 'node:crypto';
import { starterLockfile, starterVersions } from './starterVersions';

export const KIT_DIR = path.join(REPO_ROOT, 'dist', 'applet-kit');
const STAGING = path.join(REPO_ROOT, 'dist', 'sdk-package');
const STARTER_SRC = path.join(REPO_ROOT, 'starter');
const STARTER_STAGING = path.join(REPO_ROOT, 'dist', 'starter-package');

const rootPackage = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const pinned = (name: string) => rootPackage.dependencies[name];

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts');

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'package' ? [] : sourcesUnder(full);
    return isSource(entry.name) ? [full] : [];
  });
}

/** CommonJS, so jest and Node load it without a transform; webpack never bundles it (a shared singleton). */
function compileSdk(outDir: string) {
  for (const file of sourcesUnder(SDK_DIR)) {
    const { code } = transformFileSync(file, {
      swcrc: false,
      jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      // `0 && (module.exports = { ... })`: lets Node's ESM loader see the named exports, so an
      // applet's webpack.config.mjs can `import { remoteSharedConfig } from 'sdk/federation'`.
      module: { type: 'commonjs', exportInteropAnnotation: true },
    });
    const out = path.join(outDir, path.relative(SDK_DIR, file)).replace(/\.tsx?$/, '.js');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, code);
  }
}

function sdkPackageJson() {
  const entry = (file: string) => {
    const base = `./${file.replace(/\.ts$/, '')}`;
    return { types: `${base}.d.ts`, default: `${base}.js` };
  };
  return {
    name: 'sdk',
    version: SDK_VERSION,
    description: 'The Vitrine SDK: what an applet imports, its test doubles and its build helpers',
    license: 'UNLICENSED',
    main: './index.js',
    types: './index.d.ts',
    exports: {
      ...Object.fromEntries(Object.entries(SDK_ENTRIES).map(([subpath, file]) => [subpath, entry(file)])),
      './jest-preset': './package/jest-preset.cjs',
      './package.json': './package.json',
    },
    bin: { 'vitrine-applet': './package/bin/vitrine-applet.cjs' },
    engines: { node: '>=20.19' },
    dependencies: { luxon: pinned('luxon'), penpal: pinned('penpal'), semver: pinned('semver') },
    peerDependencies: { react: '^19.0.0', 'mobx-state-tree': '^9.0.0', '@blueprintjs/core': '^6.0.0' },
  };
}

function pack(dir: string): string {
  const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', KIT_DIR], { cwd: dir, encoding: 'utf8' });
  return path.join(KIT_DIR, out.trim().split('\n').pop()!);
}

export function buildSdkPackage(): string {
  fs.rmSync(STAGING, { recursive: true, force: true });
  compileSdk(STAGING);
  writeSdkDeclarations(STAGING);
  fs.cpSync(path.join(SDK_DIR, 'package'), path.join(STAGING, 'package'), { recursive: true });
  for (const doc of ['README.md', 'API.md']) fs.copyFileSync(path.join(SDK_DIR, doc), path.join(STAGING, doc));
  fs.writeFileSync(path.join(STAGING, 'package.json'), `${JSON.stringify(sdkPackageJson(), null, 2)}\n`);
  return pack(STAGING);
}

/** The starter with the sdk tarball inside and the versions it pins written in. */
export function buildStarterPackage(sdkTarball: string): string {
  fs.rmSync(STARTER_STAGING, { recursive: true, force: true });
  fs.cpSync(STARTER_SRC, STARTER_STAGING, { recursive: true });
  fs.copyFileSync(sdkTarball, path.join(STARTER_STAGING, 'sdk.tgz'));
  fs.writeFileSync(path.join(STARTER_STAGING, 'versions.json'), `${JSON.stringify({ sdk: SDK_VERSION, ...starterVersions() }, null, 2)}\n`);
  const { dependencies, peerDependencies } = sdkPackageJson();
  const integrity = `sha512-${createHash('sha512').update(fs.readFileSync(sdkTarball)).digest('base64')}`;
  const lockfile = starterLockfile({ file: `vendor/sdk-${SDK_VERSION}.tgz`, version: SDK_VERSION, integrity, dependencies, peerDependencies });
  fs.writeFileSync(path.join(STARTER_STAGING, 'template', 'package-lock.template.json'), `${JSON.stringify(lockfile, null, 2)}\n`);
  const manifest = JSON.parse(fs.readFileSync(path.join(STARTER_STAGING, 'package.json'), 'utf8'));
  fs.writeFileSync(path.join(STARTER_STAGING, 'package.json'), `${JSON.stringify({ ...manifest, version: SDK_VERSION }, null, 2)}\n`);
  return pack(STARTER_STAGING);
}

export function buildAppletKit(): { sdk: string; starter: string } {
  fs.mkdirSync(KIT_DIR, { recursive: true });
  for (const old of fs.readdirSync(KIT_DIR)) if (old.endsWith('.tgz')) fs.rmSync(path.join(KIT_DIR, old));
  const sdk = buildSdkPackage();
  return { sdk, starter: buildStarterPackage(sdk) };
}

if (require.main === module) {
  const started = Date.now();
  const kit = buildAppletKit();
  console.log(`${path.relative(REPO_ROOT, kit.sdk)}\n${path.relative(REPO_ROOT, kit.starter)}\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
