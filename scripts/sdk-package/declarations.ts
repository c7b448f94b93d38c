import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const SDK_DIR = path.join(REPO_ROOT, 'sdk');

/** The package's entry points: subpath -> its index file under sdk/ (tsconfig.declarations.json lists the same). */
export const SDK_ENTRIES = {
  '.': 'index.ts',
  './testing': 'testing/index.ts',
  './sandbox': 'sandbox/index.ts',
  './federation': 'federation/index.ts',
} as const;

const TSC = path.join(REPO_ROOT, 'node_modules', 'typescript7', 'bin', 'tsc');
const TSCONFIG = path.join(__dirname, 'tsconfig.declarations.json');

function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), relative) : [relative];
  });
}

/**
 * Writes the .d.ts of every sdk file the entry points reach into `outDir` (the native
 * compiler: ~1.5 s) and returns their paths relative to it, sorted.
 */
export function writeSdkDeclarations(outDir: string, { comments = true } = {}): string[] {
  execFileSync(process.execPath, [TSC, '-p', TSCONFIG, '--outDir', outDir, '--removeComments', String(!comments)], { stdio: 'pipe' });
  return filesUnder(outDir).filter((file) => file.endsWith('.d.ts')).sort();
}

/**
 * The API report: every declaration file without comments (docs are not signatures), one
 * after another under its path. What it holds is what an applet's type-check sees; the
 * command-line tool (cli/) is a program, not an import, and stays out.
 */
export function sdkDeclarationReport(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-declarations-'));
  try {
    const files = writeSdkDeclarations(dir, { comments: false }).filter((file) => !file.startsWith('cli/'));
    return files.map((file) => `// ${file}\n${fs.readFileSync(path.join(dir, file), 'utf8').trimEnd()}\n`).join('\n');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
