/**
 * Starting this build's worker chunks from the editor frame. The frame is a sandboxed iframe
 * (origin 'null'), and a page of an opaque origin may not start a worker from a URL of the
 * server (Chromium: "SecurityError: Script at ... cannot be accessed from origin 'null'"). It
 * may start one from a blob: of its own, so the worker becomes a blob that importScripts the
 * chunk; the chunk's own importScripts of further chunks are resolved against the chunk's URL
 * (a blob has no base a relative path could use). Needs the frame's CSP to allow
 * `worker-src blob:`; the chunks themselves stay under script-src.
 */

/** The blob's script: relative importScripts resolved against `chunkUrl`, then the chunk. */
export function blobWorkerSource(chunkUrl: string): string {
  const base = JSON.stringify(chunkUrl);
  return [
    `const base = ${base};`,
    'const load = self.importScripts.bind(self);',
    'self.importScripts = (...urls) => load(...urls.map((url) => new URL(url, base).href));',
    `load(${base});`,
  ].join('\n');
}

/**
 * Runs `spawn` (a `new Worker(new URL(..., import.meta.url))` that webpack compiled to a
 * chunk URL) and, when the browser refuses that URL to this origin, runs it again with a
 * Worker constructor that wraps the URL in a blob.
 */
export function startFrameWorker(spawn: () => Worker): Worker {
  try {
    return spawn();
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== 'SecurityError') throw error;
  }
  const Native = globalThis.Worker;
  const Blobbed = function (url: string | URL, options?: WorkerOptions) {
    const absolute = new URL(String(url), document.baseURI).href;
    const blobUrl = URL.createObjectURL(new Blob([blobWorkerSource(absolute)], { type: 'text/javascript' }));
    // A classic worker: importScripts is what webpack's worker chunks load with.
    return new Native(blobUrl, { ...options, type: 'classic' });
  } as unknown as typeof Worker;
  globalThis.Worker = Blobbed;
  try {
    return spawn();
  } finally {
    globalThis.Worker = Native;
  }
}
