import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './server';

export interface ListedRoute {
  method: string;
  url: string;
}

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route the real app registers, listed by test/security/scripts/list-routes.ts in a
 * child process (PGlite cannot start inside Jest's module sandbox). Security suites drive
 * their probes from it, so a new route fails them until it is covered.
 */
export function registeredRoutes(): ListedRoute[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-routes-'));
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'test/security/scripts/list-routes.ts'), dir], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 90_000,
    });
    return JSON.parse(out.trim().split('\n').pop()!);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
