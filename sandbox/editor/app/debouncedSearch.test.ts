import { debouncedSearch } from './debouncedSearch';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the editor search (debounced 100 ms, at most 500 ms)', () => {
  it('sends one request 100 ms after the last keystroke', async () => {
    const run = jest.fn(async (q: string) => [q]);
    const got = jest.fn();
    const s = debouncedSearch(run, got);
    s.search('b');
    await jest.advanceTimersByTimeAsync(50);
    s.search('bo');
    await jest.advanceTimersByTimeAsync(99);
    expect(run).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledWith('bo');
    expect(got).toHaveBeenCalledWith(['bo'], 'bo');
  });

  it('never waits more than 500 ms from the first keystroke of a burst', async () => {
    const run = jest.fn(async (q: string) => q);
    const s = debouncedSearch(run, jest.fn());
    for (let i = 0; i < 12; i++) {
      s.search(`q${i}`);
      await jest.advanceTimersByTimeAsync(60);
    }
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0][0]).toBe('q8');
  });

  it('delivers only the newest answer', async () => {
    let resolveFirst!: (v: string) => void;
    const run = jest.fn((q: string) => (q === 'a' ? new Promise<string>((r) => (resolveFirst = r)) : Promise.resolve(q)));
    const got = jest.fn();
    const s = debouncedSearch(run, got);
    s.search('a');
    await jest.advanceTimersByTimeAsync(100);
    s.search('ab');
    await jest.advanceTimersByTimeAsync(100);
    resolveFirst('a');
    await jest.advanceTimersByTimeAsync(0);
    expect(got.mock.calls).toEqual([['ab', 'ab']]);
  });
});
