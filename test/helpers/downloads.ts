// Files the browser downloads in e2e stories (CSV exports). Chromium reserves the final name
// with an empty file at once and writes into a `.crdownload` beside it, renamed over the
// reservation at the end: a file is done only when it has content and no `.crdownload` is left.
import fs from 'node:fs';
import path from 'node:path';

/** The path of the first finished download with this extension in `dir`. */
export async function waitForDownload(dir: string, extension = '.csv', timeout = 15_000): Promise<string> {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    const names = fs.readdirSync(dir);
    const done = names.find((name) => name.endsWith(extension) && fs.statSync(path.join(dir, name)).size > 0);
    if (done && !names.some((name) => name.endsWith('.crdownload'))) return path.join(dir, done);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No finished ${extension} download in ${dir} within ${timeout} ms: ${fs.readdirSync(dir).join(', ') || 'nothing there'}`);
}

/** RFC 4180 as the console's exports write it: CRLF rows, quoted cells may hold commas and doubled quotes. */
export function parseCsv(text: string): string[][] {
  return text
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (quoted && c === '"' && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') quoted = !quoted;
        else if (c === ',' && !quoted) {
          cells.push(cell);
          cell = '';
        } else cell += c;
      }
      return [...cells, cell];
    });
}
