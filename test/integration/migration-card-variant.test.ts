// Migration 11 rewrites the email card variant stored as 1 / 2 (before SDK 1.8.1) to 'v1' /
// 'v2', once, in the documents and their saved versions, so readers need no upgrade. The real
// migrations on a fresh PGlite, in a child process (see the script why).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MIGRATIONS } from '../../server/db/migrations';

const run = promisify(execFile);
const SCRIPT = path.join(__dirname, 'scripts', 'migrate-card-variant.ts');

describe("migration 11: the email card variant as 'v1' / 'v2'", () => {
  it('rewrites numbers and their text in documents and versions; other documents and __v stay as they were', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-migration-'));
    let outcome: { applied: number[]; recommendations: Record<string, { doc: unknown; version: number }>; versions: Record<string, { doc: unknown; version: number }> };
    try {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', SCRIPT, dir], { timeout: 80_000 });
      outcome = JSON.parse(stdout.trim().split('\n').pop()!);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(outcome.applied).toEqual(MIGRATIONS.filter((m) => m.version > 10).map((m) => m.version));
    for (const stored of [outcome.recommendations, outcome.versions]) {
      expect(stored.numbers).toEqual({
        doc: { place: 'EMAIL', widgetOpts: { desktop: { emailCardVariant: 'v2', tableCols: 4 }, mobile: { emailCardVariant: 'v1' } } },
        version: 7,
      });
      expect(stored.texts.doc).toEqual({ place: 'EMAIL', widgetOpts: { desktop: { emailCardVariant: 'v1' }, mobile: { emailCardVariant: 'v2', tableRows: 3 } } });
      expect(stored.current.doc).toEqual({ place: 'EMAIL', widgetOpts: { desktop: { emailCardVariant: 'v2' }, mobile: { emailCardVariant: 'v1' } } });
      expect(stored.online.doc).toEqual({ place: 'H', widgetOpts: { desktop: { gap: 8 } } });
      // A side with no variant gets none.
      expect(stored.oneSide.doc).toEqual({ place: 'EMAIL', widgetOpts: { desktop: { emailCardVariant: 'v1' } } });
    }
    // A fresh PGlite and every migration: several seconds on a busy machine.
  }, 90_000);
});
