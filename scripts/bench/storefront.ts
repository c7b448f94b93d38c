// `npm run bench`: the storefront tag's size (dist/storefront/tag.js, webpack.storefront.config.ts)
// against its budget: tag + widget runtime <= 25 KB gzip (kilobytes of 1000 bytes).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, pct } from './util';

export const STOREFRONT_BUDGET_BYTES = 25_000;
const ROOT = path.join(__dirname, '..', '..');
const TAG = path.join(ROOT, 'dist', 'storefront', 'tag.js');

export interface StorefrontBenchResult {
  bytes: number;
  gzip: number;
}

/** Builds the tag when it is missing (or with --build), then measures it: gzip -9 as a CDN would. */
export function storefrontBench(opts: { rebuild: boolean }): StorefrontBenchResult {
  if (opts.rebuild || !fs.existsSync(TAG)) {
    console.log('\nStorefront tag: building (npm run build:storefront)');
    execFileSync('npm', ['run', 'build:storefront', '--silent', '--', '--stats', 'errors-warnings'], { cwd: ROOT, stdio: 'inherit' });
  }
  const body = fs.readFileSync(TAG);
  const gzip = gzipSync(body, { level: 9 }).length;
  console.log(`\nStorefront tag (dist/storefront/tag.js): ${kb(body.length)} raw, ${kb(gzip)} gzip — ${pct(gzip, STOREFRONT_BUDGET_BYTES)} of the ${kb(STOREFRONT_BUDGET_BYTES)} budget`);
  return { bytes: body.length, gzip };
}
