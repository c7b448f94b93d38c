// `npm run build`: the production remote and its applet.json in dist/.
import webpack from 'webpack';
import config from '../webpack.config.mjs';
import { writeAppletJson } from './applet-json.mjs';

const started = Date.now();
const stats = await new Promise((resolve, reject) => webpack(config({ mode: 'production' }), (err, result) => (err ? reject(err) : resolve(result))));
if (stats.hasErrors()) {
  console.error(stats.toString('errors-only'));
  process.exit(1);
}
const json = await writeAppletJson();
console.log(`Built ${json.id} (${json.title}) into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
