// The editor frame's build (npm run build): its worker chunks are exactly the ones
// sandbox/editor/code/monaco.ts starts. monaco's language features also hold a fallback
// `new Worker(new URL(...))` of their own, never used while MonacoEnvironment.getWorker is set;
// compiled, they were ~1.5 MB of second css and json workers nothing loads.
import fs from 'node:fs';
import path from 'node:path';

const JS_DIR = path.join(__dirname, '..', '..', 'dist', 'editor-frame', 'js');

/** A webpack worker chunk runs by itself (an IIFE), unlike the lazy chunks that push into the page's chunk list. */
const isWorkerChunk = (file: string) => fs.readFileSync(path.join(JS_DIR, file), 'utf8').slice(0, 40).startsWith('(()=>{');

describe('the editor frame build', () => {
  it('ships the three monaco workers monaco.ts starts, and no other worker chunk', () => {
    if (!fs.existsSync(JS_DIR)) throw new Error('dist/editor-frame is missing: run npm run build first');
    const workers = fs
      .readdirSync(JS_DIR)
      .filter((f) => f.endsWith('.js') && !f.startsWith('editor.') && isWorkerChunk(f))
      .map((f) => f.replace(/\.[0-9a-f]{10}\.js$/, ''))
      .sort();
    expect(workers).toEqual(['monaco-css-worker', 'monaco-editor-worker', 'monaco-json-worker']);
  });
});
