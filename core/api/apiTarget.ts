// Where this page's API calls go (spec 6). A module of its own, free of the sdk and of React,
// so the boot code in the entry chunk (core/boot) can start requests before the shell loads.
import { UNREACHABLE_OVERRIDE_MESSAGE } from '../lib/endpoint/messages';
import { resolveApiEndpoint } from '../lib/endpoint/resolveApiEndpoint';

/** Where this page's API calls go (spec 6): resolved once per page load. */
export interface ApiTarget {
  /** Prefix for request paths: '' is the page's own origin. */
  readonly apiBase: string;
  readonly credentials: RequestCredentials;
}

let target: { ok: true; value: ApiTarget } | { ok: false; error: Error } | undefined;

function resolveTarget(): ApiTarget {
  // Outside a browser (server-side tests) there is no host to choose by: same origin.
  if (typeof window === 'undefined') return { apiBase: '', credentials: 'same-origin' };
  const { apiBase } = resolveApiEndpoint(window.location.host, typeof document === 'undefined' ? '' : document.cookie);
  if (!apiBase) return { apiBase: '', credentials: 'same-origin' };
  const sameOrigin = new URL(apiBase).origin === window.location.origin;
  if (sameOrigin) return { apiBase: '', credentials: 'same-origin' };
  if (underConsolePolicy()) {
    // The console's server sends connect-src 'self' (plus remote applets' origins, never an
    // API's: server/http/security-headers.ts), so every call to another environment's API
    // would be blocked and show as a network error. An override that cannot work is ignored
    // (spec 6), and the developer is told why.
    console.warn(UNREACHABLE_OVERRIDE_MESSAGE(apiBase));
    return { apiBase: '', credentials: 'same-origin' };
  }
  return { apiBase, credentials: 'include' };
}

/**
 * Whether the page runs under the console server's Content-Security-Policy. A script cannot
 * read the policy, but that policy refuses eval (script-src without 'unsafe-eval'), which a
 * script can observe at once; the dev server sends none, and there a cross-origin API works.
 * Only asked when a cookie points the API elsewhere.
 */
function underConsolePolicy(): boolean {
  try {
    new Function('');
    return false;
  } catch {
    return true;
  }
}

/**
 * The API endpoint of spec 6 for this page, chosen from `location.host` and `document.cookie`
 * the first time it is needed and kept for the page's life.
 * @throws Error('Unable to determine API endpoint') when the console runs on an unknown host.
 */
export function apiTarget(): ApiTarget {
  if (!target) {
    try {
      target = { ok: true, value: resolveTarget() };
    } catch (error) {
      target = { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
  }
  if (!target.ok) throw target.error;
  return target.value;
}

/** Forgets the resolved endpoint, so the next call resolves it again. For tests. */
export function resetApiTarget(): void {
  target = undefined;
}

/** `path` on the API: absolute URLs are left alone, paths get the endpoint's origin. */
export function apiUrl(path: string, apiBase: string): string {
  if (!apiBase || /^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return `${apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
}
