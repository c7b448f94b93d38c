// Where this page's API calls go (spec 6). A module of its own, free of the sdk and of React,
// so the boot code in the entry chunk (core/boot) can start requests before the shell loads.
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
  return { apiBase: sameOrigin ? '' : apiBase, credentials: sameOrigin ? 'same-origin' : 'include' };
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
