import { registryApi, type ManagedApplet } from './registryApi';

const APPLET = { id: 'matrix-remote', enabled: true, builtin: false, __v: 4 } as unknown as ManagedApplet;

describe('the applet registry calls', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('switches a registration on or off naming the version the page showed', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ...APPLET, enabled: false, __v: 5 }), { status: 200, headers: { 'content-type': 'application/json' } }));
    await registryApi.setEnabled(APPLET, false);
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual(['/api2/applets/matrix-remote', 'PATCH', { enabled: false, __v: 4 }]);
  });
});
