// `npm run dev`: rebuilds on every change into dist-dev/ (never dist/, the folder you host) and
// serves it with CORS, so a console in dev mode can load it (Applet Registry > "Dev applets in
// this browser" with http://localhost:5180/applet.json). Reload the console's page to see a
// change. PORT=5181 npm run dev for another port.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import webpack from 'webpack';
import config, { DEV_OUTPUT_DIR } from '../webpack.config.mjs';
import { writeAppletJson } from './applet-json.mjs';

const PORT = Number(process.env.PORT ?? 5180);
const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };

const server = http.createServer((request, response) => {
  const file = path.join(DEV_OUTPUT_DIR, path.normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, ''));
  // Any console may load a dev build: it runs only where a developer pointed their own browser.
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('cache-control', 'no-store');
  if (!file.startsWith(DEV_OUTPUT_DIR) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(response);
});

const compiler = webpack(config({ mode: 'development' }));
compiler.watch({}, async (err, stats) => {
  if (err || stats.hasErrors()) {
    console.error(err ?? stats.toString('errors-only'));
    return;
  }
  try {
    const json = await writeAppletJson(DEV_OUTPUT_DIR);
    console.log(`${new Date().toLocaleTimeString()} built ${json.id}: http://localhost:${PORT}/applet.json`);
  } catch (error) {
    console.error('applet.json:', error instanceof Error ? error.message : error);
  }
});
server.listen(PORT, () => console.log(`Serving dist-dev/ on http://localhost:${PORT} (rebuilding on change)`));
