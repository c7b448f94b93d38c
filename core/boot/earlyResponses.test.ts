import { clearEarlyResponses, EARLY_RESPONSE_TTL_MS, readableCopy, startEarlyRequest, takeEarlyResponse } from './earlyResponses';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  clearEarlyResponses();
  jest.useRealTimers();
});

describe('early responses', () => {
  it('hands a response to the first caller of its path only', async () => {
    const request = jest.fn(() => Promise.resolve(json({ a: 1 })));
    startEarlyRequest('/api2/sites', request);
    expect(request).toHaveBeenCalledTimes(1);

    expect(takeEarlyResponse('/api2/other')).toBeUndefined();
    const taken = takeEarlyResponse('/api2/sites');
    await expect(taken?.then((r) => r.json())).resolves.toEqual({ a: 1 });
    expect(takeEarlyResponse('/api2/sites')).toBeUndefined();
  });

  it('drops a response nobody took in time, so a late caller gets fresh data', () => {
    jest.useFakeTimers();
    startEarlyRequest('/api2/sites', () => Promise.resolve(json([])));
    jest.advanceTimersByTime(EARLY_RESPONSE_TTL_MS + 1);
    expect(takeEarlyResponse('/api2/sites')).toBeUndefined();
  });

  it('gives the boot code a copy to read while the caller still gets the whole body', async () => {
    const response = startEarlyRequest('/api2/sites', () => Promise.resolve(json([{ _id: 's1' }])));
    const copy = readableCopy(response);
    const taken = takeEarlyResponse('/api2/sites')!;
    // The caller reads first; the copy is still whole.
    await expect(taken.then((r) => r.json())).resolves.toEqual([{ _id: 's1' }]);
    await expect(copy.then((r) => r.json())).resolves.toEqual([{ _id: 's1' }]);
  });

  it('passes a failed request on to its caller, and nobody else sees an unhandled rejection', async () => {
    startEarlyRequest('/api2/auth/', () => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyRequest('/api2/sites', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(takeEarlyResponse('/api2/auth/')).rejects.toThrow('Failed to fetch');
  });
});
