// Session pruning on a real database: PGlite in a temporary folder with the schema's
// migrations, driven by scripts/prune-sessions.ts in a child process (see there why).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = path.join(__dirname, 'scripts', 'prune-sessions.ts');

describe('pruneSessions', () => {
  it('deletes expired and idle sessions, keeps live and remembered ones', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-sessions-'));
    try {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', SCRIPT, dir], { timeout: 80_000 });
      const outcome = JSON.parse(stdout.trim().split('\n').pop()!);
      expect(outcome.firstPrune).toBe(2);
      expect(outcome.kept.sort()).toEqual(['idleButRemembered', 'live']);
      // Exactly the sessions loadSession would still accept are the ones kept.
      expect(outcome.usable.sort()).toEqual(outcome.kept.sort());
      expect(outcome.secondPrune).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // A fresh PGlite and every migration: several seconds on a busy machine.
  }, 90_000);
});
