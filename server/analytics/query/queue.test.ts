import { HttpError } from '../../lib/errors';
import { QUERY_QUEUED_MESSAGE } from './errors';
import { QueryQueue } from './queue';
import { runAsTenant } from '../store/fair';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((r) => setImmediate(r));
const queued = expect.objectContaining({ code: 'QUERY_QUEUED', message: QUERY_QUEUED_MESSAGE, statusCode: 503 });

describe('QueryQueue', () => {
  it('answers a query within its budget directly and does not cache it', async () => {
    const queue = new QueryQueue();
    const job = jest.fn(async () => 42);
    await expect(queue.run('k', 1000, job)).resolves.toBe(42);
    await expect(queue.run('k', 1000, job)).resolves.toBe(42);
    expect(job).toHaveBeenCalledTimes(2);
    expect(queue.cached).toBe(0);
  });

  it('passes a failure within the budget straight through', async () => {
    const queue = new QueryQueue();
    await expect(queue.run('k', 1000, async () => Promise.reject(new HttpError(400, 'bad', 'BAD_REQUEST')))).rejects.toMatchObject({ message: 'bad' });
  });

  it('over budget: QUERY_QUEUED, the query keeps running, the retry gets the cached result', async () => {
    const queue = new QueryQueue();
    const d = deferred<string>();
    const job = jest.fn(() => d.promise);
    await expect(queue.run('k', 5, job)).rejects.toEqual(queued);
    expect(queue.running).toBe(1);
    // Still running: the retry waits up to the budget, then is queued again, without a second run.
    await expect(queue.run('k', 5, job)).rejects.toEqual(queued);
    d.resolve('done');
    await settle();
    expect(queue.running).toBe(0);
    await expect(queue.run('k', 5, job)).resolves.toBe('done');
    await expect(queue.run('k', 5, job)).resolves.toBe('done');
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('a retry that arrives while the query finishes within its budget gets the result', async () => {
    const queue = new QueryQueue();
    const d = deferred<string>();
    await expect(queue.run('k', 0, () => d.promise)).rejects.toEqual(queued);
    const retry = queue.run('k', 1000, () => Promise.reject(new Error('must not run again')));
    d.resolve('late');
    await expect(retry).resolves.toBe('late');
  });

  it('budget 0 always queues first; results are per key', async () => {
    const queue = new QueryQueue();
    await expect(queue.run('a', 0, async () => 'A')).rejects.toEqual(queued);
    await settle();
    await expect(queue.run('b', 0, async () => 'B')).rejects.toEqual(queued);
    await settle();
    await expect(queue.run('a', 0, async () => 'other')).resolves.toBe('A');
    await expect(queue.run('b', 0, async () => 'other')).resolves.toBe('B');
  });

  it('reports a background failure once, then runs the query again', async () => {
    const queue = new QueryQueue();
    await expect(queue.run('k', 0, async () => Promise.reject(new Error('boom')))).rejects.toEqual(queued);
    await settle();
    await expect(queue.run('k', 0, async () => 'never')).rejects.toThrow('boom');
    await expect(queue.run('k', 0, async () => 'again')).rejects.toEqual(queued);
    await settle();
    await expect(queue.run('k', 0, async () => 'never')).resolves.toBe('again');
  });

  it('refuses to start more than maxBackground queries past their budget', async () => {
    const queue = new QueryQueue({ maxBackground: 2 });
    const d = deferred<number>();
    await expect(queue.run('a', 0, () => d.promise)).rejects.toEqual(queued);
    await expect(queue.run('b', 0, () => d.promise)).rejects.toEqual(queued);
    const third = jest.fn(async () => 3);
    await expect(queue.run('c', 1000, third)).rejects.toEqual(queued);
    expect(third).not.toHaveBeenCalled();
    d.resolve(1);
    await settle();
    await expect(queue.run('c', 1000, third)).resolves.toBe(3);
  });

  it('counts queries past their budget per organization: a flood of slow reports turns only its own away', async () => {
    const queue = new QueryQueue({ maxBackground: 2 });
    const d = deferred<number>();
    const noisy = <T>(fn: () => Promise<T>) => runAsTenant('org:noisy', fn);
    await expect(noisy(() => queue.run('n1', 0, () => d.promise))).rejects.toEqual(queued);
    await expect(noisy(() => queue.run('n2', 0, () => d.promise))).rejects.toEqual(queued);
    const more = jest.fn(async () => 3);
    await expect(noisy(() => queue.run('n3', 1000, more))).rejects.toEqual(queued);
    expect(more).not.toHaveBeenCalled();
    // Another organization's quick query still runs and answers.
    await expect(runAsTenant('org:victim', () => queue.run('v1', 1000, async () => 7))).resolves.toBe(7);
    expect(queue.running).toBe(2);
    d.resolve(1);
    await settle();
  });

  it('forgets results after the TTL and keeps at most maxEntries', async () => {
    let now = 0;
    const queue = new QueryQueue({ ttlMs: 600_000, maxEntries: 2, now: () => now });
    for (const key of ['a', 'b', 'c']) {
      await expect(queue.run(key, 0, async () => key)).rejects.toEqual(queued);
      await settle();
    }
    expect(queue.cached).toBe(2);
    // 'a' was evicted (least recently used): it runs again.
    await expect(queue.run('a', 0, async () => 'fresh')).rejects.toEqual(queued);
    await settle();
    await expect(queue.run('c', 0, async () => 'x')).resolves.toBe('c');
    now = 600_001;
    await expect(queue.run('c', 0, async () => 'expired')).rejects.toEqual(queued);
  });
});
