import { clearEarlyResponses, startEarlyRequest } from '../boot/earlyResponses';
import { fetchSessionUser, SESSION_URL } from '../session/sessionUser';
import { ApiError, apiFetch, observeHttp } from './http';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiFetch and the boot requests (core/boot)', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(clearEarlyResponses);

  it('answers a plain GET from the request the boot code already sent, once', async () => {
    startEarlyRequest('/api2/sites', () => Promise.resolve(json(200, [{ _id: 's1' }])));
    fetchMock.mockResolvedValue(json(200, [{ _id: 'fresh' }]));

    await expect(apiFetch('/api2/sites')).resolves.toEqual([{ _id: 's1' }]);
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken: the next call asks the server.
    await expect(apiFetch('/api2/sites')).resolves.toEqual([{ _id: 'fresh' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('treats an early answer as its own: loading bar, error modal and 401 alike', async () => {
    const events: string[] = [];
    const stop = observeHttp({
      requestStarted: () => events.push('started'),
      requestEnded: () => events.push('ended'),
      failed: (error) => events.push(`failed ${error.status}`),
      unauthorized: (path) => events.push(`401 ${path}`),
    });
    startEarlyRequest('/api2/sites', () => Promise.resolve(json(502, { message: 'Bad Gateway' })));
    startEarlyRequest('/api2/applets?site=s1', () => Promise.resolve(json(401, { message: 'Not signed in' })));
    startEarlyRequest('/api2/auth/', () => Promise.reject(new TypeError('Failed to fetch')));

    await expect(apiFetch('/api2/sites')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
    await expect(apiFetch('/api2/applets?site=s1')).rejects.toBeInstanceOf(ApiError);
    await expect(apiFetch('/api2/auth/')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
    stop();
    expect(events).toEqual(['started', 'failed 502', 'ended', 'started', '401 /api2/applets?site=s1', 'ended', 'started', 'failed 0', 'ended']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a call of its own when it is not a plain GET of the same path', async () => {
    startEarlyRequest('/api2/sites', () => Promise.resolve(json(200, ['early'])));
    fetchMock.mockImplementation(() => Promise.resolve(json(200, ['own'])));

    await expect(apiFetch('/api2/sites', { method: 'POST', body: '{}' })).resolves.toEqual(['own']);
    await expect(apiFetch('/api2/sites', { headers: { 'x-extra': '1' } })).resolves.toEqual(['own']);
    await expect(apiFetch('/api2/sites', { signal: new AbortController().signal })).resolves.toEqual(['own']);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // Still waiting for its plain GET.
    await expect(apiFetch('/api2/sites', { silent: true })).resolves.toEqual(['early']);
  });

  it('gives the session its early answer', async () => {
    startEarlyRequest(SESSION_URL, () => Promise.resolve(json(200, { _id: 'u1', csrfToken: 't' })));
    await expect(fetchSessionUser()).resolves.toMatchObject({ _id: 'u1' });
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(json(401, {}));
    await expect(fetchSessionUser()).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
