import { keepAlive } from './keepAlive';

describe('keepAlive (spec 7: GET /api/users/poke and GET /auth/keep-alive keep the session alive)', () => {
  it('sends both calls with the session cookie', async () => {
    const fetchImpl = jest.fn(() => Promise.resolve(new Response('{}'))) as unknown as jest.MockedFunction<typeof fetch>;
    await keepAlive(fetchImpl);
    const calls = fetchImpl.mock.calls.map(([url, init]) => [String(url), init?.credentials]);
    expect(calls).toEqual([
      ['/api/users/poke', 'same-origin'],
      ['/auth/keep-alive', 'same-origin'],
    ]);
  });

  it('rejects when one fails, so the idle timer can swallow it', async () => {
    const fetchImpl = jest.fn(() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
    await expect(keepAlive(fetchImpl)).rejects.toThrow('offline');
  });
});
