import { ApiError, apiFetch, setCsrfToken } from './http';

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
