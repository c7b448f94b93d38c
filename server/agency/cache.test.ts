import { AgencyCache } from './cache';

/** A computation the test finishes by hand, counting how often it ran. */
function controlled() {
  const runs: { resolve(value: string): void; reject(err: Error): void }[] = [];
  const compute = () => new Promise<string>((resolve, reject) => runs.push({ resolve, reject }));
  return { runs, compute };
}
const flush = () => new Promise((r) => setImmediate(r));

describe('AgencyCache', () => {
  it('serves one answer for the TTL, then stale while a new one is computed, then waits past the stale window', async () => {
    let clock = 1_000;
    let n = 0;
    const cache = new AgencyCache(async () => `{"n":${++n}}`, 60_000, () => clock, 600_000);
    expect(await cache.get()).toEqual({ value: '{"n":1}', at: 1_000, hit: 'miss' });
    clock += 59_999;
    expect(await cache.get()).toEqual({ value: '{"n":1}', at: 1_000, hit: 'hit' });
    clock += 1;
    // Past the TTL: the old answer at once, the new one computed behind it.
    expect(await cache.get()).toEqual({ value: '{"n":1}', at: 1_000, hit: 'stale' });
    await flush();
    expect(await cache.get()).toMatchObject({ value: '{"n":2}', hit: 'hit' });
    clock += 60_000 + 600_000;
    expect(await cache.get()).toMatchObject({ value: '{"n":3}', hit: 'miss' });
  });

  it('reports a failed background refresh and keeps serving the stale answer', async () => {
    let clock = 0;
    let fail = false;
    const errors: unknown[] = [];
    const cache = new AgencyCache(
      async () => {
        if (fail) throw new Error('down');
        return 'ok';
      },
      10,
      () => clock,
      1_000,
      (err) => errors.push(err),
    );
    await cache.get();
    fail = true;
    clock = 20;
    expect(await cache.get()).toMatchObject({ value: 'ok', hit: 'stale' });
    await flush();
    expect(errors).toHaveLength(1);
    expect(await cache.get()).toMatchObject({ value: 'ok', hit: 'stale' });
  });

  it('computes once for callers that ask at the same time', async () => {
    const { runs, compute } = controlled();
    const cache = new AgencyCache(compute);
    const both = Promise.all([cache.get(), cache.get()]);
    await flush();
    expect(runs).toHaveLength(1);
    runs[0].resolve('{}');
    expect((await both).map((a) => a.value)).toEqual(['{}', '{}']);
  });

  it('drops the answer on invalidate, and never keeps one computed before an invalidation', async () => {
    const { runs, compute } = controlled();
    const cache = new AgencyCache(compute);
    const first = cache.get();
    await flush();
    cache.invalidate();
    runs[0].resolve('"old"');
    expect((await first).value).toBe('"old"');
    const second = cache.get();
    await flush();
    expect(runs).toHaveLength(2);
    runs[1].resolve('"new"');
    expect((await second).value).toBe('"new"');
    expect(await cache.get()).toMatchObject({ value: '"new"', hit: 'hit' });
  });

  it('a forced refresh computes anew even while an older computation runs', async () => {
    const { runs, compute } = controlled();
    const cache = new AgencyCache(compute);
    const older = cache.get();
    await flush();
    const fresh = cache.get({ fresh: true });
    await flush();
    expect(runs).toHaveLength(2);
    runs[1].resolve('"fresh"');
    runs[0].resolve('"older"');
    expect([(await older).value, (await fresh).value]).toEqual(['"older"', '"fresh"']);
    expect((await cache.get()).value).toBe('"fresh"');
  });

  it('keeps nothing when the computation fails, and tries again next time', async () => {
    let fail = true;
    const cache = new AgencyCache(async () => {
      if (fail) throw new Error('down');
      return '[]';
    });
    await expect(cache.get()).rejects.toThrow('down');
    fail = false;
    expect(await cache.get()).toMatchObject({ value: '[]', hit: 'miss' });
  });
});
