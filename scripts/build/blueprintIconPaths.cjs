// Blueprint's icon paths as the console serves them: one small JSON file per icon and size
// (dist/console/assets/icons/<size>/<name>.<hash>.json), fetched by name at run time
// (core/theme/iconLoader.ts). CommonJS so jest.config.cjs and webpack.config.ts share it.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const GENERATED = path.join(path.dirname(require.resolve('@blueprintjs/icons/package.json')), 'lib', 'esm', 'generated');
const SIZES = [16, 20];
/** Where the files go inside the console's output, and the URL prefix they are fetched from. */
const ICONS_DIR = 'assets/icons';

/** Every icon name, in Blueprint's order (the 16 px set; the 20 px set has the same names). */
function iconNames() {
  return fs
    .readdirSync(path.join(GENERATED, '16px', 'paths'))
    .filter((file) => file.endsWith('.js') && file !== 'index.js')
    .map((file) => file.slice(0, -'.js'.length));
}

/** One icon's paths: its module is `export default ["M…", …];` (a JSON array of strings), or `const p = []; export default p;`. */
function readPaths(size, name) {
  const text = fs.readFileSync(path.join(GENERATED, `${size}px`, 'paths', `${name}.js`), 'utf8');
  const match = /(?:export default|const p =) (\[[\s\S]*?\]);/.exec(text);
  if (!match) throw new Error(`Unexpected Blueprint icon module: ${size}px/${name}.js`);
  return JSON.parse(match[1]);
}

/**
 * Every icon's paths and one hash over all of them: the hash goes into each file's name, so the
 * server caches them for a year (a new Blueprint release names them anew).
 */
function blueprintIconPaths() {
  const names = iconNames();
  const hash = crypto.createHash('sha256');
  const files = [];
  for (const size of SIZES) {
    for (const name of names) {
      const json = JSON.stringify(readPaths(size, name));
      hash.update(`${size}/${name}:${json}\n`);
      files.push({ size, name, json });
    }
  }
  const digest = hash.digest('hex').slice(0, 10);
  return {
    names,
    hash: digest,
    files: files.map(({ size, name, json }) => ({ file: `${ICONS_DIR}/${size}/${name}.${digest}.json`, json })),
  };
}

module.exports = { blueprintIconPaths, iconNames, ICONS_DIR };
