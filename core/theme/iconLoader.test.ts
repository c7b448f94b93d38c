import { loadIconPaths } from './iconLoader';

const ok = (paths: string[]) => Promise.resolve(new Response(JSON.stringify(paths)));

describe('loadIconPaths (issue 32 item 33: one icon was fetched six times at once)', () => {
  it('sends one request for an icon drawn many times before it loaded', async () => {
    const fetchImpl = jest.fn(() => ok(['M0 0'])) as unknown as jest.MockedFunction<typeof fetch>;
    const loads = Array.from({ length: 6 }, () => loadIconPaths('tick-circle', 16, fetchImpl));
    await expect(Promise.all(loads)).resolves.toEqual(Array(6).fill(['M0 0']));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(String(fetchImpl.mock.calls[0][0])).toBe('/assets/icons/16/tick-circle.test.json');
  });

  it('asks per size, and retries an icon whose load failed', async () => {
    const fetchImpl = jest.fn((url: string) => (url.includes('/20/') ? ok(['M1 1']) : Promise.resolve(new Response('', { status: 503 })))) as unknown as typeof fetch;
    await expect(loadIconPaths('help', 16, fetchImpl)).rejects.toThrow('Icon help (16px): HTTP 503');
    await expect(loadIconPaths('help', 20, fetchImpl)).resolves.toEqual(['M1 1']);
    await expect(loadIconPaths('help', 16, fetchImpl)).rejects.toThrow('HTTP 503');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
