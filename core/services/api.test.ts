import { ErrorStore } from '../errors/ErrorStore';
import { ApiError } from '../sdk';
import { createApiService } from './api';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('the api service', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  let errors: ErrorStore;

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    errors = new ErrorStore();
  });

  const service = () => createApiService({ siteId: () => 'SITE1', errors });

  it('adds the site, the query and a JSON body', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: 1 }));
    const { fetch } = service();
    await expect(fetch('/api2/things', { method: 'POST', query: { q: 'x' }, body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api2/things?q=x&site=SITE1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
  });

  it('routes a failure to the error modal and rejects with ApiError', async () => {
    fetchMock.mockResolvedValue(json(400, { message: 'Bad thing', code: 'BAD' }));
    const error = await service()
      .fetch('/api2/things')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('BAD');
    expect(errors.queue.map((e) => e.message)).toEqual(['Bad thing']);
  });

  it('reports a 5xx once, not twice', async () => {
    fetchMock.mockResolvedValue(json(500, { message: 'Internal server error' }));
    await service()
      .fetch('/api2/things')
      .catch(() => undefined);
    expect(errors.queue).toHaveLength(1);
  });

  it('leaves silent calls and 401s to the caller', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: 'x' }));
    await service()
      .fetch('/a', { silent: true })
      .catch(() => undefined);
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Not signed in' }));
    await service()
      .fetch('/b')
      .catch(() => undefined);
    expect(errors.queue).toEqual([]);
  });
});
