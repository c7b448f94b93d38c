/**
 * The storefront's own stylesheet and script, read once and served under content-hashed
 * names so browsers keep them for good (a changed file gets a new name).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Asset {
  path: string;
  body: string;
  type: string;
}

function load(file: string, type: string): Asset {
  const body = fs.readFileSync(path.join(__dirname, 'assets', file), 'utf8');
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  const [name, ext] = file.split('.');
  return { path: `/assets/${name}.${hash}.${ext}`, body, type };
}

export const STYLESHEET = load('storefront.css', 'text/css; charset=utf-8');
export const SCRIPT = load('storefront.js', 'text/javascript; charset=utf-8');
export const ASSETS = new Map([STYLESHEET, SCRIPT].map((a) => [a.path, a]));
