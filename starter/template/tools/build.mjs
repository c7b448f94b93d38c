// `npm run build`: the production remote and its applet.json in dist/. Everything is built into
// a fresh folder beside it first and swapped in only when all of it worked: a failed build (a
// compile error, or a manifest applet.json refuses) leaves the dist/ you host exactly as it was,
// never a new remoteEntry.js beside an old applet.json.
import fs from 'node:fs';
import webpack from 'webpack';
import config, { OUTPUT_DIR } from '../webpack.config.mjs';
import { writeAppletJson } from './applet-json.mjs';

const started = Date.now();
const staging = `${OUTPUT_DIR}.building-${process.pid}`;
const retired = `${OUTPUT_DIR}.previous-${process.pid}`;
fs.rmSync(staging, { recursive: true, force: true });

function fail(message) {
  fs.rmSync(staging, { recursive: true, force: true });
  console.error(message);
  console.error('Nothing in dist/ was changed.');
  process.exit(1);
}

const stats = await new Promise((resolve, reject) => webpack(config({ mode: 'production', outputDir: staging }), (err, result) => (err ? reject(err) : resolve(result)))).catch((err) =>
  fail(err instanceof Error ? err.message : String(err)),
);
if (stats.hasErrors()) fail(stats.toString('errors-only'));
let json;
try {
  json = await writeAppletJson(staging);
} catch (error) {
  fail(`applet.json: ${error instanceof Error ? error.message : error}`);
}
// Two renames: the old build is out of the way for the shortest possible moment.
if (fs.existsSync(OUTPUT_DIR)) fs.renameSync(OUTPUT_DIR, retired);
fs.renameSync(staging, OUTPUT_DIR);
fs.rmSync(retired, { recursive: true, force: true });
console.log(`Built ${json.id} (${json.title}) into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
