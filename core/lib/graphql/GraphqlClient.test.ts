import { GraphqlClient, type GraphqlAnswer, type GraphqlRequestBody } from './GraphqlClient';
import { GraphqlError } from './GraphqlError';

const QUEUED: GraphqlAnswer = { errors: [{ message: 'queued', extensions: { code: 'QUERY_QUEUED' } }] };

function setup(answers: Array<GraphqlAnswer | Error> | ((body: GraphqlRequestBody) => Promise<GraphqlAnswer>), extra = {}) {
  let time = 0;
  const sleeps: number[] = [];
  const bodies: GraphqlRequestBody[] = [];
  const queue = Array.isArray(answers) ? [...answers] : [];
  const post = jest.fn(async (body: GraphqlRequestBody) => {
    bodies.push(body);
    if (typeof answers === 'function') return answers(body);
    const next = queue.shift() ?? { data: { n: bodies.length } };
    if (next instanceof Error) throw next;
    return next;
  });
  const client = new GraphqlClient({
    post,
    now: () => time,
    sleep: async (ms) => void sleeps.push(ms),
    ...extra,
  });
  return { client, post, sleeps, bodies, advance: (ms: number) => void (time += ms) };
}

describe('GraphqlClient', () => {
  it('posts the query and variables and resolves with data', async () => {
    const { client, bodies } = setup([{ data: { siteName: 'North' } }]);
    await expect(client.query('{ siteName }', { site: 's1' })).resolves.toEqual({ siteName: 'North' });
    expect(bodies).toEqual([{ query: '{ siteName }', variables: { site: 's1' } }]);
  });

  it('leaves variables out of the body when there are none', async () => {
    const { client, bodies } = setup([{ data: {} }]);
    await client.query('{ a }');
    expect(bodies).toEqual([{ query: '{ a }' }]);
  });

  describe('cache', () => {
    it('answers an identical query from the cache for an hour', async () => {
      const { client, post, advance } = setup([{ data: 1 }, { data: 2 }]);
      expect(await client.query('q', { a: 1, b: 2 })).toBe(1);
      advance(60 * 60 * 1000 - 1);
      expect(await client.query('q', { b: 2, a: 1 })).toBe(1);
      expect(post).toHaveBeenCalledTimes(1);
      advance(1);
      expect(await client.query('q', { a: 1, b: 2 })).toBe(2);
      expect(post).toHaveBeenCalledTimes(2);
    });

    it('gives the cached answer synchronously, sending nothing, and nothing once it expired', async () => {
      const { client, post, advance } = setup([{ data: { score: 61 } }]);
      expect(client.cached('{ score }', { site: 's1' })).toBeUndefined();
      const answer = client.query('{ score }', { site: 's1' });
      // In flight is not cached yet: a page shows its loading state until the answer is here.
      expect(client.cached('{ score }', { site: 's1' })).toBeUndefined();
      await answer;
      expect(client.cached('{ score }', { site: 's1' })).toEqual({ score: 61 });
      expect(client.cached('{ score }', { site: 's2' })).toBeUndefined();
      expect(post).toHaveBeenCalledTimes(1);
      advance(60 * 60 * 1000);
      expect(client.cached('{ score }', { site: 's1' })).toBeUndefined();
    });

    it('keys by variables', async () => {
      const { client, post } = setup([{ data: 1 }, { data: 2 }]);
      expect(await client.query('q', { a: 1 })).toBe(1);
      expect(await client.query('q', { a: 2 })).toBe(2);
      expect(post).toHaveBeenCalledTimes(2);
    });

    it('keeps the 100 most recently used answers', async () => {
      const { client, post } = setup((body) => Promise.resolve({ data: body.variables?.i }));
      for (let i = 0; i < 101; i += 1) await client.query('q', { i });
      expect(post).toHaveBeenCalledTimes(101);
      await client.query('q', { i: 100 });
      await client.query('q', { i: 1 });
      expect(post).toHaveBeenCalledTimes(101);
      await client.query('q', { i: 0 });
      expect(post).toHaveBeenCalledTimes(102);
    });

    it('skips the cache with cache: false and refreshes it with the answer', async () => {
      const { client, post } = setup([{ data: 'old' }, { data: 'new' }]);
      await client.query('q');
      expect(await client.query('q', undefined, { cache: false })).toBe('new');
      expect(await client.query('q')).toBe('new');
      expect(post).toHaveBeenCalledTimes(2);
    });

    it('caches a null answer but never an error', async () => {
      const { client, post } = setup([{ data: null }, { errors: [{ message: 'x' }] }, { data: 3 }]);
      expect(await client.query('a')).toBeNull();
      expect(await client.query('a')).toBeNull();
      await expect(client.query('b')).rejects.toThrow('x');
      expect(await client.query('b')).toBe(3);
      expect(post).toHaveBeenCalledTimes(3);
    });

    it('forgets everything on clear()', async () => {
      const { client, post } = setup([{ data: 1 }, { data: 2 }]);
      await client.query('q');
      client.clear();
      expect(await client.query('q')).toBe(2);
      expect(post).toHaveBeenCalledTimes(2);
    });

    it('does not cache an answer to a request sent before clear()', async () => {
      const resolvers: Array<(answer: GraphqlAnswer) => void> = [];
      const { client, post } = setup(() => new Promise((r) => resolvers.push(r)));
      const before = client.query('q');
      client.clear();
      const after = client.query('q');
      expect(post).toHaveBeenCalledTimes(2);
      resolvers[1]({ data: 'fresh' });
      await expect(after).resolves.toBe('fresh');
      resolvers[0]({ data: 'stale' });
      await expect(before).resolves.toBe('stale');
      await expect(client.query('q')).resolves.toBe('fresh');
      expect(post).toHaveBeenCalledTimes(2);
    });
  });

  describe('in-flight de-duplication', () => {
    it('shares one request between identical concurrent queries', async () => {
      let resolve!: (answer: GraphqlAnswer) => void;
      const { client, post } = setup(() => new Promise((r) => (resolve = r)));
      const first = client.query('q', { a: 1 });
      const second = client.query('q', { a: 1 });
      const fresh = client.query('q', { a: 1 }, { cache: false });
      expect(post).toHaveBeenCalledTimes(1);
      resolve({ data: 'shared' });
      await expect(Promise.all([first, second, fresh])).resolves.toEqual(['shared', 'shared', 'shared']);
    });

    it('shares a failure too, then lets the next query try again', async () => {
      const { client, post } = setup([new Error('offline'), { data: 'ok' }]);
      const results = await Promise.allSettled([client.query('q'), client.query('q')]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect(post).toHaveBeenCalledTimes(1);
      expect(await client.query('q')).toBe('ok');
    });

    it('does not share between different queries', async () => {
      const { client, post } = setup([{ data: 1 }, { data: 2 }]);
      await Promise.all([client.query('a'), client.query('b')]);
      expect(post).toHaveBeenCalledTimes(2);
    });
  });

  describe('QUERY_QUEUED', () => {
    it('retries after 10 s until the answer comes', async () => {
      const { client, post, sleeps } = setup([QUEUED, QUEUED, { data: 'done' }]);
      await expect(client.query('q')).resolves.toBe('done');
      expect(post).toHaveBeenCalledTimes(3);
      expect(sleeps).toEqual([10_000, 10_000]);
    });

    it('gives up after 30 retries with a clear error', async () => {
      const { client, post, sleeps } = setup(() => Promise.resolve(QUEUED));
      const error: GraphqlError = (await client.query('q').then(() => undefined, (e: unknown) => e)) as GraphqlError;
      expect(error).toBeInstanceOf(GraphqlError);
      expect(error.code).toBe('QUERY_QUEUED');
      expect(error.message).toBe('The query is still queued after 30 retries. Please try again later.');
      expect(post).toHaveBeenCalledTimes(31);
      expect(sleeps).toHaveLength(30);
    });

    it('honours a custom retry count and delay', async () => {
      const { client, post, sleeps } = setup(() => Promise.resolve(QUEUED), { maxRetries: 2, retryDelayMs: 5 });
      await expect(client.query('q')).rejects.toThrow('The query is still queued after 2 retries. Please try again later.');
      expect(post).toHaveBeenCalledTimes(3);
      expect(sleeps).toEqual([5, 5]);
    });

    it('reports a real error sent next to a queued one at once', async () => {
      const { client, sleeps } = setup([
        { errors: [...QUEUED.errors!, { message: 'Bad range', extensions: { code: 'BAD_INPUT' } }] },
      ]);
      const error: GraphqlError = (await client.query('q').then(() => undefined, (e: unknown) => e)) as GraphqlError;
      expect(error.code).toBe('BAD_INPUT');
      expect(error.message).toBe('Bad range');
      expect(sleeps).toEqual([]);
    });

    it('shares the retries between identical queries', async () => {
      const { client, post } = setup([QUEUED, { data: 'x' }]);
      await expect(Promise.all([client.query('q'), client.query('q')])).resolves.toEqual(['x', 'x']);
      expect(post).toHaveBeenCalledTimes(2);
    });
  });

  describe('errors', () => {
    it('throws a GraphqlError with the first error’s code and message', async () => {
      const { client } = setup([{ data: { partial: 1 }, errors: [{ message: 'No site', extensions: { code: 'NOT_FOUND' } }] }]);
      const error: GraphqlError = (await client.query('q').then(() => undefined, (e: unknown) => e)) as GraphqlError;
      expect(error).toBeInstanceOf(GraphqlError);
      expect(error.code).toBe('NOT_FOUND');
      expect(error.message).toBe('No site');
      expect(String(error)).toBe('NOT_FOUND: No site');
    });

    it('passes a transport failure through unchanged', async () => {
      const failure = new TypeError('Failed to fetch');
      const { client } = setup([failure]);
      await expect(client.query('q')).rejects.toBe(failure);
    });

    it('rejects an answer with neither data nor errors', async () => {
      const answers = [{}, { errors: [] }, undefined as unknown as GraphqlAnswer];
      const { client } = setup(async () => answers.shift()!);
      await expect(client.query('a')).rejects.toThrow('The server answered without data or errors.');
      await expect(client.query('b')).rejects.toThrow('The server answered without data or errors.');
      await expect(client.query('c')).rejects.toThrow('The server answered without data or errors.');
    });
  });

  it('waits with a real timer by default', async () => {
    jest.useFakeTimers();
    try {
      const answers = [QUEUED, { data: 'late' }];
      const client = new GraphqlClient({ post: async () => answers.shift()! });
      const result = client.query('q');
      await jest.advanceTimersByTimeAsync(9_999);
      expect(answers).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('late');
    } finally {
      jest.useRealTimers();
    }
  });
});
