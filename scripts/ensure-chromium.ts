/**
 * Makes sure the e2e suite has a Chromium to drive (puppeteer-core downloads none).
 *
 *   tsx scripts/ensure-chromium.ts
 *
 * Found (CHROMIUM_PATH, /usr/bin/chromium, /usr/lib/chromium/chromium): prints the path.
 * Missing, and we are root with apt-get: installs Debian's `chromium`.
 * Otherwise: exits 1 with what to install.
 */
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { findChromium, INSTALL_CHROMIUM_HINT } from '../test/helpers/chromium-path';
import { aptInstall } from './with-postgres';

/** The Chromium path, installing it if we can. Throws with the install hint if we cannot. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const canApt = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!canApt) throw new Error(`No Chromium found. ${INSTALL_CHROMIUM_HINT}`);
  const { ok, log } = aptInstall(['chromium'], 'ensure-chromium');
  const installed = findChromium();
  if (!ok || !installed) throw new Error(`apt-get install chromium failed:\n${log.slice(-3000)}\n${INSTALL_CHROMIUM_HINT}`);
  return installed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  try {
    process.stdout.write(`Chromium: ${ensureChromium()}\n`);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
}
