import { ENVIRONMENT_API_BASES, environmentForHost, type Environment } from './hosts';
import { UNKNOWN_HOST_MESSAGE } from './messages';
import { isOverridePermitted, readApiOverride } from './overrides';

export interface ApiEndpoint {
  /** The environment whose API the console talks to. */
  readonly env: Environment;
  /** Prefix for API paths: '' means the console's own origin (the API is same-origin). */
  readonly apiBase: string;
}

/**
 * The API endpoint of spec section 6 for a console served from `host` (`location.host`)
 * with `cookieString` (`document.cookie`). A cookie override that the permission matrix
 * refuses, or that names no known environment, is ignored rather than reported: the console
 * must still work for someone who has a stale developer cookie.
 * @throws Error('Unable to determine API endpoint') for a host of no known environment.
 */
export function resolveApiEndpoint(host: string, cookieString?: string | null): ApiEndpoint {
  const consoleEnv = environmentForHost(host);
  if (!consoleEnv) throw new Error(UNKNOWN_HOST_MESSAGE);

  const override = readApiOverride(cookieString);
  if (!override || !isOverridePermitted(consoleEnv, override.env)) {
    return { env: consoleEnv, apiBase: '' };
  }
  if (override.localOrigin) return { env: override.env, apiBase: override.localOrigin };
  if (override.env === consoleEnv) return { env: consoleEnv, apiBase: '' };
  return { env: override.env, apiBase: ENVIRONMENT_API_BASES[override.env] };
}
