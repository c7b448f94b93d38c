/**
 * A tiny cookie-jar HTTP client for integration tests, over Node's global fetch.
 * It behaves like the console in a browser: same-origin Origin header on sign-in,
 * cookies kept between calls, the CSRF token sent on every unsafe method.
 */

/** A response body as the test sees it: whatever the API sent, asserted by the test itself. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read fields off bodies freely and assert them
export type AnyBody = any;

export interface HttpResponse<T = AnyBody> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response says it is JSON, otherwise the text. */
  body: T;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Send the body form-encoded instead of as JSON. */
  form?: boolean;
  /** Leave out the x-csrf-token header (to test the CSRF defence). */
  noCsrf?: boolean;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class HttpClient {
  /** name -> value; only what a browser would send back to this one origin. */
  readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  /** `fetchImpl`: how to send (test/helpers/shop-fetch.ts reaches the demo shops' *.localhost origins). */
  constructor(
    readonly baseUrl: string,
    private readonly fetchImpl: (url: string, init: { method: string; headers: Record<string, string>; body?: string; redirect: 'manual' }) => Promise<Response> = fetch,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  /** POSTs the sign-in form like the login page does; does not follow the redirect. */
  async signIn(email: string, password: string, opts: { remember?: boolean; next?: string } = {}) {
    const form: Record<string, string> = { email, password };
    if (opts.remember) form.remember = '1';
    if (opts.next) form.next = opts.next;
    this.csrfToken = undefined;
    return this.request('POST', '/auth/local', form, { form: true, noCsrf: true });
  }

  async signOut() {
    const res = await this.post('/api2/auth/logout');
    this.csrfToken = undefined;
    return res;
  }

  get(path: string, opts?: RequestOptions): Promise<HttpResponse> {
    return this.request('GET', path, undefined, opts);
  }
  post(path: string, body?: unknown, opts?: RequestOptions): Promise<HttpResponse> {
    return this.request('POST', path, body, opts);
  }
  put(path: string, body?: unknown, opts?: RequestOptions): Promise<HttpResponse> {
    return this.request('PUT', path, body, opts);
  }
  patch(path: string, body?: unknown, opts?: RequestOptions): Promise<HttpResponse> {
    return this.request('PATCH', path, body, opts);
  }
  delete(path: string, body?: unknown, opts?: RequestOptions): Promise<HttpResponse> {
    return this.request('DELETE', path, body, opts);
  }

  /** The session's CSRF token from GET /api2/auth/ (cached until the next sign-in). */
  async csrf(): Promise<string | undefined> {
    if (this.csrfToken === undefined) {
      const me = await this.get('/api2/auth/');
      if (me.status === 200 && typeof me.body?.csrfToken === 'string') this.csrfToken = me.body.csrfToken;
    }
    return this.csrfToken;
  }

  async request(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<HttpResponse> {
    const headers: Record<string, string> = { accept: 'application/json', origin: this.baseUrl };
    if (UNSAFE.has(method) && !opts.noCsrf) {
      const token = await this.csrf();
      if (token) headers['x-csrf-token'] = token;
    }
    let payload: string | undefined;
    if (body !== undefined) {
      if (opts.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else {
        headers['content-type'] = 'application/json';
        payload = typeof body === 'string' ? body : JSON.stringify(body);
      }
    }
    // The sign-in form is a browser form post: it expects the redirect, not JSON.
    if (opts.form) headers.accept = 'text/html,*/*';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    Object.assign(headers, opts.headers);

    const res = await this.fetchImpl(this.baseUrl + path, { method, headers, body: payload, redirect: 'manual' });
    this.storeCookies(res.headers);
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        /* leave as text: the test will show what came back */
      }
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }

  private storeCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((attr) => {
        const [key, val = ''] = attr.split('=').map((s) => s.trim());
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
        return false;
      });
      const before = this.cookies.get(name);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
      // A changed cookie may be a new session, and a new session has a new token.
      if (this.cookies.get(name) !== before) this.csrfToken = undefined;
    }
  }
}

export function httpClient(server: { url: string } | string): HttpClient {
  return new HttpClient(typeof server === 'string' ? server : server.url);
}
