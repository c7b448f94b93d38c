/** What `vitrine-applet register` needs: the console, a staff account and the applet.json URL. */
export interface RegisterOptions {
  readonly consoleUrl: string;
  readonly email: string;
  readonly password: string;
  readonly manifestUrl: string;
  /** Replace a registration with the same id (CI re-registers on every run). */
  readonly replace?: boolean;
  readonly fetch?: typeof fetch;
}

export interface RegisterResult {
  readonly id: string;
  /** Where the applet opens: /applet/{route} on the console. */
  readonly route: string;
  readonly replaced: boolean;
}

/**
 * Signs in as staff and registers the applet.json at `manifestUrl`, as the console's Applet
 * Registry page does: the sign-in carries the console's Origin (the server refuses a sign-in
 * from elsewhere) and every write the session's CSRF token from GET /api2/auth/.
 */
export async function registerApplet(options: RegisterOptions): Promise<RegisterResult> {
  const http = options.fetch ?? fetch;
  const base = new URL(options.consoleUrl).origin;
  const cookies = new Map<string, string>();
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await http(base + path, {
      method,
      redirect: 'manual',
      headers: {
        accept: 'application/json',
        origin: base,
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(cookies.size && { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // Not JSON (an HTML error page): the status says enough.
    }
    return { status: res.status, json };
  };
  const fail = (what: string, res: { status: number; json: Record<string, unknown> }) =>
    new Error(`${what} failed (${res.status})${typeof res.json.message === 'string' ? `: ${res.json.message}` : ''}`);

  const signIn = await send('POST', '/auth/local', { email: options.email, password: options.password });
  if (signIn.status >= 400) throw fail('Signing in', signIn);
  const me = await send('GET', '/api2/auth/');
  const csrfToken = me.json.csrfToken;
  if (me.status !== 200 || typeof csrfToken !== 'string') throw fail('Reading the session', me);
  if (me.json.staff !== true) throw new Error(`${options.email} is not staff: only staff register applets`);
  const csrf = { 'x-csrf-token': csrfToken };

  const register = () => send('POST', '/api2/applets/manifest', { url: options.manifestUrl }, csrf);
  let res = await register();
  let replaced = false;
  if (res.status === 409 && options.replace) {
    const manifest = await http(options.manifestUrl, { headers: { accept: 'application/json' } });
    const id = manifest.ok ? ((await manifest.json()) as { id?: unknown }).id : undefined;
    if (typeof id !== 'string') throw new Error(`Reading ${options.manifestUrl} failed (${manifest.status})`);
    const removed = await send('DELETE', `/api2/applets/${encodeURIComponent(id)}`, undefined, csrf);
    if (removed.status !== 204 && removed.status !== 404) throw fail(`Removing ${id}`, removed);
    replaced = true;
    res = await register();
  }
  if (res.status !== 201) throw fail(`Registering ${options.manifestUrl}`, res);
  return { id: String(res.json.id), route: String(res.json.route ?? res.json.id), replaced };
}
