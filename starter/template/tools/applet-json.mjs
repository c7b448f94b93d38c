// Writes applet.json (into dist/, or the folder given) from the applet's own defineApplet call (src/index.ts), so the
// registration never repeats what the code already says. Pages are lazy imports: loading
// the definition runs none of them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { APPLET_JSON_FILE, appletJson } from 'sdk/federation';
import { OUTPUT_DIR, SCOPE } from '../webpack.config.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export async function writeAppletJson(outputDir = OUTPUT_DIR) {
  // A fresh tsx namespace each time, so `npm run dev` picks up an edited manifest.
  const { require: tsRequire } = require('tsx/cjs/api');
  const entry = path.join(HERE, '..', 'src', 'index.ts');
  const definition = tsRequire(entry, import.meta.url).default;
  const json = appletJson(definition, { scope: SCOPE });
  fs.mkdirSync(outputDir, { recursive: true });
  fs.writeFileSync(path.join(outputDir, APPLET_JSON_FILE), `${JSON.stringify(json, null, 2)}\n`);
  return json;
}
