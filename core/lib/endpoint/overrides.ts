// The developer override of spec sections 6 and 9: cookies that point a console at another
// environment's API.
import { readCookie } from './cookies';
import { environmentForHost, isEnvironment, type Environment } from './hosts';

/** Names the environment whose API to use: `prod`, `demo` or `local`. */
export const API_OVERRIDE_COOKIE = '_hc_api30';
/** The origin of a developer's own API server (e.g. http://localhost:3000); implies `local`. */
export const LOCAL_API_COOKIE = '_hc_local';

/**
 * Which API environments a console of each environment may be moved to by cookie.
 * Only a developer's local console may be moved. Hosted consoles (prod, demo) ignore the
 * cookies entirely: any sibling subdomain can plant a cookie on the parent domain (cookie
 * tossing), so honouring it there would let a third party redirect merchants' API calls.
 * Local → prod/demo lets a developer run today's UI against real or demo data; the target
 * API still applies its own sign-in and CORS rules.
 */
export const OVERRIDE_PERMISSIONS: Readonly<Record<Environment, readonly Environment[]>> = {
  prod: [],
  demo: [],
  local: ['local', 'demo', 'prod'],
};

export interface ApiOverride {
  readonly env: Environment;
  /** Set only for a valid `_hc_local` origin. */
  readonly localOrigin?: string;
}

/** An http(s) origin on a local host, or undefined: anything else is not a local API. */
export function parseLocalOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return environmentForHost(url.host) === 'local' ? url.origin : undefined;
}

/**
 * The override the cookies ask for, valid or not yet checked against the permission matrix.
 * `_hc_api30` wins; a bare valid `_hc_local` means "local, at this origin".
 * An unknown environment name or a non-local `_hc_local` is ignored, as the spec asks.
 */
export function readApiOverride(cookieString: string | undefined | null): ApiOverride | undefined {
  const named = readCookie(cookieString, API_OVERRIDE_COOKIE)?.trim().toLowerCase();
  const localOrigin = parseLocalOrigin(readCookie(cookieString, LOCAL_API_COOKIE)?.trim());
  if (named !== undefined && named !== '') {
    if (!isEnvironment(named)) return undefined;
    return named === 'local' && localOrigin ? { env: named, localOrigin } : { env: named };
  }
  return localOrigin ? { env: 'local', localOrigin } : undefined;
}

export function isOverridePermitted(consoleEnv: Environment, target: Environment): boolean {
  return OVERRIDE_PERMISSIONS[consoleEnv].includes(target);
}
