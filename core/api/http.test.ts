import { ApiError, apiFetch, isServerOrNetworkError, observeHttp, setCsrfToken } from './http';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('apiFetch', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    setCsrfToken('token-123');
  });

  function sentInit(): RequestInit & { headers: Headers } {
    return fetchMock.mock.calls[0][1] as RequestInit & { headers: Headers };
  }

  it('sends same-origin credentials and JSON headers, without the CSRF header on GET', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    await expect(apiFetch('/api2/sites')).resolves.toEqual({ ok: true });

    const init = sentInit();
    expect(init.credentials).toBe('same-origin');
    expect(init.method).toBe('GET');
    expect(init.headers.get('accept')).toBe('application/json');
    expect(init.headers.has('x-csrf-token')).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('adds the CSRF token on %s', async (method) => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiFetch('/api2/applet', { method, body: '{"a":1}' })).resolves.toBeUndefined();

    expect(sentInit().headers.get('x-csrf-token')).toBe('token-123');
    expect(sentInit().headers.get('content-type')).toBe('application/json');
  });

  it("throws the server's JSON message on a non-2xx answer", async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { message: 'Document was changed' }));

    const error = await apiFetch('/api2/applet', { method: 'PUT', body: '{}' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Document was changed');
    expect((error as ApiError).status).toBe(409);
  });

  it('falls back to the status line when the body has no message', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));

    await expect(apiFetch('/api2/sites')).rejects.toThrow('502 Bad Gateway');
  });
});

describe('apiFetch and the console', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  const events: string[] = [];
  let stop: () => void;

  beforeEach(() => {
    fetchMock.mockReset();
    events.length = 0;
    global.fetch = fetchMock as unknown as typeof fetch;
    stop = observeHttp({
      requestStarted: () => events.push('start'),
      requestEnded: () => events.push('end'),
      failed: (error) => events.push(`failed ${error.status} ${error.message}`),
      unauthorized: (path) => events.push(`401 ${path}`),
    });
  });
  afterEach(() => stop());

  it('counts every call in and out, failed ones too', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'nope' }));
    await apiFetch('/a');
    await apiFetch('/b').catch(() => undefined);
    expect(events).toEqual(['start', 'end', 'start', 'end']);
  });

  it('reports a 5xx with the body message and its code', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { message: 'Database is down', code: 'DB_DOWN' }));
    const error = (await apiFetch('/api2/sites').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('DB_DOWN');
    expect(error.body).toEqual({ message: 'Database is down', code: 'DB_DOWN' });
    expect(events).toContain('failed 503 Database is down');
  });

  it('turns a network failure into an ApiError with status 0 and reports it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiFetch('/api2/sites').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(events).toContain('failed 0 Failed to fetch');
  });

  it('does not report silent calls, 4xx answers or aborts', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'x' }));
    await apiFetch('/a', { silent: true }).catch(() => undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: 'bad' }));
    await apiFetch('/b').catch(() => undefined);
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    const abort = await apiFetch('/c').catch((e: unknown) => e);
    expect((abort as DOMException).name).toBe('AbortError');
    expect(events.filter((e) => e.startsWith('failed'))).toEqual([]);
  });

  it('tells the session about a 401 instead of reporting it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Not signed in' }));
    await apiFetch('/api2/sites').catch(() => undefined);
    expect(events).toContain('401 /api2/sites');
    expect(events.some((e) => e.startsWith('failed'))).toBe(false);
  });

  it('does not send the silent flag to fetch', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiFetch('/a', { silent: true });
    expect('silent' in fetchMock.mock.calls[0][1]).toBe(false);
  });

  it('treats 5xx and status 0 as the error modal kind', () => {
    expect(isServerOrNetworkError(new ApiError('x', 0))).toBe(true);
    expect(isServerOrNetworkError(new ApiError('x', 502))).toBe(true);
    expect(isServerOrNetworkError(new ApiError('x', 404))).toBe(false);
    expect(isServerOrNetworkError(new Error('x'))).toBe(false);
  });
});
