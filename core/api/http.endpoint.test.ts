/**
 * @jest-environment ./core/testing/jsdomFetchEnvironment.cjs
 */
// Spec 6 wired into the HTTP layer: the page is http://localhost/ (a local console).
import { ErrorStore } from '../errors/ErrorStore';
import { GraphqlClient } from '../lib/graphql/GraphqlClient';
import { createGraphqlService, postGraphql } from '../services/graphql';
import { apiFetch, apiTarget, apiUrl, observeHttp, resetApiTarget } from './http';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  resetApiTarget();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => json({ ok: true, data: { usage: 1 } }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('apiFetch and the API endpoint (spec 6)', () => {
  it('calls the page origin with same-origin credentials when nothing overrides it', async () => {
    expect(window.location.host).toBe('localhost');
    await apiFetch('/api2/sites');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api2/sites');
    expect(init.credentials).toBe('same-origin');
  });

  it("prefixes paths with a developer's local API origin and sends cookies to it", async () => {
    setCookie('_hc_local', 'http://localhost:3000');
    await apiFetch('/api2/sites?site=a', { method: 'POST', body: '{}' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://localhost:3000/api2/sites?site=a');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
  });

  it('points a local console at the demo API by cookie', async () => {
    setCookie('_hc_api30', 'demo');
    await apiFetch('/api/users/u1', { method: 'PUT', body: '{}' });
    expect(fetchMock.mock.calls[0][0]).toBe('https://demo.vitrine.io/api/users/u1');
    expect(fetchMock.mock.calls[0][1].credentials).toBe('include');
  });

  it('keeps same-origin credentials when the override names the page origin itself', async () => {
    setCookie('_hc_local', window.location.origin);
    await apiFetch('/api2/sites');
    expect(fetchMock.mock.calls[0][0]).toBe('/api2/sites');
    expect(fetchMock.mock.calls[0][1].credentials).toBe('same-origin');
  });

  it('ignores an invalid override', async () => {
    setCookie('_hc_api30', 'staging');
    await apiFetch('/api2/sites');
    expect(fetchMock.mock.calls[0][0]).toBe('/api2/sites');
  });

  it('resolves once per page load: a cookie set later changes nothing', async () => {
    await apiFetch('/api2/sites');
    setCookie('_hc_api30', 'prod');
    await apiFetch('/api2/sites');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api2/sites', '/api2/sites']);
    expect(apiTarget()).toEqual({ apiBase: '', credentials: 'same-origin' });
  });

  it('posts GraphQL queries to the chosen endpoint', async () => {
    setCookie('_hc_api30', 'prod');
    const { query } = createGraphqlService({ client: new GraphqlClient({ post: postGraphql }), errors: new ErrorStore() });
    await expect(query('{ usage }')).resolves.toEqual({ usage: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://console.vitrine.io/graphql');
    expect(init.credentials).toBe('include');
  });

  it('ignores, with a console warning, an override the page\'s CSP would block (_hc_api30=prod on a local console)', async () => {
    setCookie('_hc_api30', 'prod');
    // Under the console server's policy eval is refused: the same policy allows connect-src 'self' only.
    const realFunction = globalThis.Function;
    globalThis.Function = function () {
      throw new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' is not allowed");
    } as unknown as FunctionConstructor;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await apiFetch('/api2/sites');
    } finally {
      globalThis.Function = realFunction;
    }
    expect(fetchMock.mock.calls[0][0]).toBe('/api2/sites');
    expect(fetchMock.mock.calls[0][1].credentials).toBe('same-origin');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://console.vitrine.io would be blocked'));
    warn.mockRestore();
  });

  it('reports no error when the endpoint is known', async () => {
    const failed = jest.fn();
    const stop = observeHttp({ failed });
    await apiFetch('/api2/sites');
    stop();
    expect(failed).not.toHaveBeenCalled();
  });
});

describe('apiUrl', () => {
  it('leaves paths alone for the same origin and absolute URLs always', () => {
    expect(apiUrl('/graphql', '')).toBe('/graphql');
    expect(apiUrl('https://cdn.example.com/x.js', 'http://localhost:3000')).toBe('https://cdn.example.com/x.js');
    expect(apiUrl('api/x', 'http://localhost:3000')).toBe('http://localhost:3000/api/x');
  });
});
