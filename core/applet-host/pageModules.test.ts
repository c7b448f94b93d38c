import { testApplet } from '../testing/testApplet';
import { loadCurrentPage, loadedPage, loadPage, openAppletView } from './pageModules';

function Score() {
  return null;
}

describe('page modules', () => {
  it('loads a page once and knows its component afterwards', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Score }));
    const page = { path: 'checkout/score', load };
    expect(loadedPage(page)).toBeUndefined();
    const first = loadPage(page);
    expect(loadPage(page)).toBe(first);
    await expect(first).resolves.toBe(Score);
    expect(loadedPage(page)).toBe(Score);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ default: Score });
    const page = { path: '', load };
    await expect(loadPage(page)).rejects.toThrow('ChunkLoadError');
    await expect(loadPage(page)).resolves.toBe(Score);
  });

  it('loads the page a URL of the applet shows, and never rejects', async () => {
    const score = jest.fn(() => Promise.resolve({ default: Score }));
    const about = jest.fn(() => Promise.reject(new Error('offline')));
    const definition = testApplet([
      { path: 'checkout/score', load: score },
      { path: 'about', load: about },
    ]);
    await loadCurrentPage(definition, '/applet/chk/checkout/score/', 'chk');
    expect(score).toHaveBeenCalledTimes(1);
    expect(loadedPage(definition.pages[0])).toBe(Score);
    await expect(loadCurrentPage(definition, '/applet/chk/about', 'chk')).resolves.toBeUndefined();
    await expect(loadCurrentPage(definition, '/applet/chk/nowhere', 'chk')).resolves.toBeUndefined();
  });

  it("runs the opening page's prefetch before its chunk has loaded, then loads the chunk", async () => {
    let arrive!: (m: { default: typeof Score }) => void;
    const definition = testApplet([
      { path: '', load: () => Promise.resolve({ default: Score }) },
      { path: 'checkout/score', load: () => new Promise((r) => (arrive = r)) },
    ]);
    const prefetch = jest.fn();
    const opened = openAppletView(definition, '/applet/chk/checkout/score', 'chk', prefetch);
    await Promise.resolve();
    expect(prefetch).toHaveBeenCalledWith(definition.pages[1]);
    expect(loadedPage(definition.pages[1])).toBeUndefined();
    arrive({ default: Score });
    await opened;
    expect(loadedPage(definition.pages[1])).toBe(Score);
    // A URL no page matches: nothing to prefetch, said as undefined.
    await openAppletView(definition, '/applet/chk/nowhere', 'chk', prefetch);
    expect(prefetch).toHaveBeenLastCalledWith(undefined);
  });
});
