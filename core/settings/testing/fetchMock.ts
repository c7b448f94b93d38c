// A stand-in for the backend in jsdom tests (jsdom has no fetch): routes answer by method and
// path, every request is recorded with its parsed JSON body.

export interface MockRequest {
  readonly method: string;
  /** Path and query, e.g. /api2/plans?site=… */
  readonly url: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly headers: Headers;
}

export interface MockReply {
  readonly status?: number;
  readonly body?: unknown;
}

/** Answers a request, or undefined to fall through to the next route (and finally a 404). */
export type Route = (request: MockRequest) => MockReply | Promise<MockReply> | undefined;

export interface FetchMock {
  readonly requests: MockRequest[];
  /** The requests with this method whose path is `path`. */
  calls(method: string, path: string): MockRequest[];
  restore(): void;
}

function fakeResponse({ status = 200, body }: MockReply) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : '',
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => text,
    json: async () => body,
  };
}

/** Installs a fetch answering from `routes`, tried in order. */
export function mockFetch(...routes: Route[]): FetchMock {
  const requests: MockRequest[] = [];
  const previous = (globalThis as { fetch?: unknown }).fetch;
  const fetch = async (input: string, init: RequestInit = {}) => {
    const parsed = new URL(input, 'http://localhost');
    let body: unknown;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const request: MockRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: `${parsed.pathname}${parsed.search}`,
      path: parsed.pathname,
      query: parsed.searchParams,
      body,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    for (const route of routes) {
      const reply = await route(request);
      if (reply) return fakeResponse(reply);
    }
    return fakeResponse({ status: 404, body: { message: `No mock for ${request.method} ${request.url}` } });
  };
  (globalThis as { fetch?: unknown }).fetch = fetch;
  return {
    requests,
    calls: (method, path) => requests.filter((r) => r.method === method.toUpperCase() && r.path === path),
    restore: () => {
      (globalThis as { fetch?: unknown }).fetch = previous;
    },
  };
}

/** A route for one method and path (the query is ignored). */
export function on(method: string, path: string, reply: MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>)): Route {
  return (request) => {
    if (request.method !== method.toUpperCase() || request.path !== path) return undefined;
    return typeof reply === 'function' ? reply(request) : reply;
  };
}
