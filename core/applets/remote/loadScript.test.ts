/** @jest-environment jsdom */
import { APPLET_LOAD_MESSAGES as M } from '../messages';
import { loadScript } from './loadScript';

const URL_ = 'https://apps.example.com/remoteEntry.js';
const scripts = () => [...document.head.querySelectorAll('script')];

describe('loadScript', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
  });

  it('adds an async script and resolves when it has run', async () => {
    const loaded = loadScript(URL_, 1000);
    const [script] = scripts();
    expect(script.src).toBe(URL_);
    expect(script.async).toBe(true);
    script.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('rejects with the URL when the script fails, and removes it', async () => {
    const loaded = loadScript(URL_, 1000);
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow(M.fetchFailed(URL_));
    expect(scripts()).toHaveLength(0);
  });

  it('gives up after the timeout, naming the origin', async () => {
    jest.useFakeTimers();
    const loaded = loadScript(URL_, 15_000);
    jest.advanceTimersByTime(15_000);
    await expect(loaded).rejects.toThrow(M.timedOut('https://apps.example.com', 15));
    expect(scripts()).toHaveLength(0);
  });
});
