/**
 * @jest-environment jsdom
 */
import { blobWorkerSource, startFrameWorker } from './frame-worker';

const CHUNK = 'http://console.test/editor-frame/js/monaco-css-worker.abc.js';

describe('starting worker chunks from the sandboxed frame', () => {
  const NativeWorker = globalThis.Worker;
  afterEach(() => {
    globalThis.Worker = NativeWorker;
  });

  it('uses the chunk URL when the browser allows it', () => {
    const worker = {} as Worker;
    expect(startFrameWorker(() => worker)).toBe(worker);
  });

  it("wraps the chunk in a blob when an opaque origin may not start it ('SecurityError')", () => {
    const started: Array<{ url: string; options?: WorkerOptions }> = [];
    const Browsers = function (url: string, options?: WorkerOptions) {
      started.push({ url: String(url), options });
      return { started: true };
    } as unknown as typeof Worker;
    globalThis.Worker = Browsers;
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:null/1') });
    let attempts = 0;
    const worker = startFrameWorker(() => {
      attempts += 1;
      // What webpack's compiled `new Worker(new URL(...))` does: calls the global Worker.
      if (attempts === 1) throw new DOMException("Script at '...' cannot be accessed from origin 'null'.", 'SecurityError');
      return new Worker(CHUNK);
    });
    expect(worker).toEqual({ started: true });
    expect(started).toEqual([{ url: 'blob:null/1', options: { type: 'classic' } }]);
    expect(blobs[0].type).toBe('text/javascript');
    // The global constructor is the browser's again.
    expect(globalThis.Worker).toBe(Browsers);
  });

  it('lets any other failure through', () => {
    expect(() =>
      startFrameWorker(() => {
        throw new TypeError('bad');
      }),
    ).toThrow('bad');
  });

  it("the blob loads the chunk and resolves the chunk's own importScripts against it", () => {
    const imported: string[] = [];
    const self = { importScripts: (...urls: string[]) => imported.push(...urls) };
    // Runs the blob's text the way a worker would, with `self` standing in for its global.
    new Function('self', blobWorkerSource(CHUNK))(self);
    self.importScripts('/editor-frame/js/shared.js', 'other.js');
    expect(imported).toEqual([CHUNK, 'http://console.test/editor-frame/js/shared.js', 'http://console.test/editor-frame/js/other.js']);
  });
});
