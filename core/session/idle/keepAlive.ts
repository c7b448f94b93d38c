import { apiTarget, apiUrl } from '../../api/http';
import { KEEP_ALIVE_URLS } from '../sessionUser';

/**
 * Touches the session with both calls spec 7 names. Plain fetch: a keep-alive neither moves the
 * loading bar nor opens the error modal; the caller swallows failures (spec 4). Both are sent
 * so a backend that keeps its user "last seen" on poke apart from the session sees both.
 */
export async function keepAlive(fetchImpl: typeof fetch = fetch): Promise<void> {
  const { apiBase, credentials } = apiTarget();
  await Promise.all(
    KEEP_ALIVE_URLS.map((path) => fetchImpl(apiUrl(path, apiBase), { credentials, headers: { accept: 'application/json' } })),
  );
}
