// Opening a ClickHouse store for the server, with start-up failures as one clear line naming
// the variable to fix (main prints a ConfigError alone, without a stack, and exits non-zero).
import { ConfigError } from '../../../config';
import { openChdbTransport } from './chdb';
import { openHttpTransport, redactUrl } from './http';
import { openClickHouseStore, type ClickHouseStore } from './store';

/** How long the start-up check waits for the server before calling it unreachable. */
const PROBE_TIMEOUT_MS = 10_000;

/** A ClickHouse error (or a socket error) as the reason an operator can act on. */
export function explainServerError(error: unknown): string {
  const e = error as { code?: unknown; type?: unknown; message?: unknown; cause?: { code?: unknown } };
  const message = String(e?.message ?? error);
  const code = String(e?.code ?? e?.cause?.code ?? '');
  if (e?.type === 'AUTHENTICATION_FAILED' || code === '516' || /Authentication failed|password is incorrect/i.test(message)) return 'the server refused the user or password';
  if (e?.type === 'UNKNOWN_DATABASE' || code === '81' || /Database .* does not exist/i.test(message)) return 'the database does not exist on the server';
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ECONNRESET|ETIMEDOUT|socket hang up|Timeout/i.test(`${code} ${message}`)) return `the server cannot be reached (${code || message.split('\n')[0]})`;
  return message.split('\n')[0].slice(0, 200);
}

/**
 * Connects to the server and proves it answers with these credentials (`/ping` does not check
 * them, so a real query does), before anything is created or seeded.
 */
export async function connectClickHouseServer(url: string): Promise<ClickHouseStore> {
  const store = openClickHouseStore(await openHttpTransport(url));
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      store.all('SELECT 1 AS ok'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Timeout after ${PROBE_TIMEOUT_MS / 1000} s`)), PROBE_TIMEOUT_MS);
      }),
    ]);
    return store;
  } catch (error) {
    await store.close().catch(() => {});
    throw new ConfigError(`ANALYTICS_URL ${redactUrl(url)}: ${explainServerError(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Embedded ClickHouse in `dir`; a second process on the same dir is refused by chDB itself. */
export async function openChdbStore(dir: string): Promise<ClickHouseStore> {
  try {
    return openClickHouseStore(await openChdbTransport(dir));
  } catch (error) {
    throw new ConfigError(`ANALYTICS_ENGINE=chdb: cannot open ${dir}: ${String((error as Error)?.message ?? error).split('\n')[0]}`);
  }
}
