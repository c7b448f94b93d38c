import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const REPO_ROOT = path.resolve(__dirname, '../..');
const READY_PREFIX = 'VITRINE_READY ';
const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;

export interface StartOptions {
  /** Extra environment for the server (wins over everything the harness sets). */
  env?: Record<string, string>;
  /** Reuse a data dir (e.g. to restart on the same data). Kept on stop; the caller owns it. */
  dataDir?: string;
  /** How long to wait for the READY line. */
  timeoutMs?: number;
}

export interface RunningServer {
  /** Console origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  storefrontUrl: string;
  dataDir: string;
  /** The DATABASE_URL the server runs on, when the suite runs on real PostgreSQL. */
  databaseUrl: string | undefined;
  pid: number;
  /** SIGTERM, then SIGKILL after a grace period; removes the temp data dir it made. */
  stop(): Promise<void>;
  /** stdout and stderr so far, interleaved in arrival order. */
  logs(): string;
  /**
   * Resolves once the storefront tag history (seeded in the background after READY) is in
   * place: a test that counts today's tracked visits must not race the seed's last rows.
   */
  tagHistoryReady(): Promise<void>;
}

/** The start-up lines server/main.ts prints when the tag history seed is done, whatever it did. */
const TAG_HISTORY_DONE = /Analytics: (storefront tag history (up to date|not seeded)|[\d,]+ storefront tag events|seeding storefront tag events failed)/;
const TAG_HISTORY_WAIT_MS = 120_000;

/** Thrown when the server exits or times out before printing its READY line. */
export class ServerStartError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly signal: NodeJS.Signals | null,
    readonly stdout: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'ServerStartError';
  }
}

// A crashed test worker must not leave servers running: kill what is left on exit.
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/**
 * A seeded world to copy instead of seeding again: `npm test` makes one per run (seeding
 * takes ~12 s on PGlite, copying ~0.5 s) and hands it over in these variables. Without them
 * every server seeds its own world from scratch.
 */
export const TEMPLATE_DIR_ENV = 'VITRINE_TEST_TEMPLATE_DIR';
export const TEMPLATE_DB_ENV = 'VITRINE_TEST_TEMPLATE_DB';

/**
 * On real PostgreSQL every data dir gets its own database, so test files running side by
 * side each see a freshly seeded world, just like with embedded PGlite. The name is derived
 * from the data dir so a restart on the same dir finds the same data.
 * VITRINE_TEST_SHARED_DB=1 passes DATABASE_URL through unchanged instead.
 */
async function databaseFor(dataDir: string, template?: string): Promise<{ name: string; url: string; drop(): Promise<void> } | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  if (process.env.VITRINE_TEST_SHARED_DB === '1') return { name: new URL(base).pathname.slice(1), url: base, drop: async () => {} };
  const name = `vitrine_t_${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)}`;
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  await admin(async (client) => {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return;
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
        return;
      } catch (err) {
        // "source database is being accessed by other users": another copy is in progress.
        if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
  };
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts `server/main.ts` on random ports with a throw-away data dir and resolves once it
 * prints `VITRINE_READY {...}`. Rejects with a ServerStartError (carrying the exit code and
 * the captured output) if it exits or stays silent for 60 s.
 */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  // The server picks its free ports first and binds them after seeding: in a busy parallel run
  // another process may take one meanwhile. That start failed for the machine, not the code.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(opts);
    } catch (err) {
      const portTaken = err instanceof ServerStartError && err.stderr.includes('EADDRINUSE');
      if (!portTaken || attempt >= 3) throw err;
    }
  }
}

async function startServerOnce(opts: StartOptions): Promise<RunningServer> {
  const ownsDataDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-'));
  const removeDataDir = () => {
    if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // A test that sets its own database or asks for no seed gets exactly that, not the template.
  const wantsOwnWorld = opts.env?.DATABASE_URL !== undefined || opts.env?.VITRINE_SEED !== undefined;
  const templateDir = ownsDataDir && !wantsOwnWorld ? process.env[TEMPLATE_DIR_ENV] : undefined;

  let database: Awaited<ReturnType<typeof databaseFor>>;
  try {
    if (templateDir) fs.cpSync(templateDir, dataDir, { recursive: true });
    const templateDb = templateDir ? process.env[TEMPLATE_DB_ENV] : undefined;
    database = opts.env?.DATABASE_URL ? undefined : await databaseFor(dataDir, templateDb);
  } catch (err) {
    removeDataDir();
    throw err;
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    STOREFRONT_PORT: '0',
    VITRINE_DATA_DIR: dataDir,
    // As npm start runs it (jest's NODE_ENV=test would put graphql-js in its slower dev mode).
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...opts.env,
  };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);

  let stdout = '';
  let stderr = '';
  let all = '';
  child.stdout!.setEncoding('utf8');
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    stderr += chunk;
    all += chunk;
  });

  const cleanup = async () => {
    live.delete(child);
    removeDataDir();
    if (database && ownsDataDir) await database.drop().catch(() => {});
  };

  const ready = new Promise<{ port: number; storefrontPort: number }>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(
        new ServerStartError(
          `Vitrine server ${why}.\n--- stdout ---\n${stdout}\n--- stderr ---\n${stderr}`,
          child.exitCode,
          child.signalCode,
          stdout,
          stderr,
        ),
      );
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(`printed no ${READY_PREFIX.trim()} line within ${(opts.timeoutMs ?? READY_TIMEOUT_MS) / 1000} s`);
    }, opts.timeoutMs ?? READY_TIMEOUT_MS);
    let pending = '';
    child.stdout!.on('data', (chunk: string) => {
      stdout += chunk;
      all += chunk;
      pending += chunk;
      let nl: number;
      while ((nl = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, nl).trim();
        pending = pending.slice(nl + 1);
        if (line.startsWith(READY_PREFIX)) {
          clearTimeout(timer);
          try {
            resolve(JSON.parse(line.slice(READY_PREFIX.length)));
          } catch {
            fail(`printed an unreadable READY line: ${line}`);
          }
        }
      }
    });
    child.once('error', (err) => fail(`could not be spawned (${err.message})`));
    // 'close' (not 'exit') so the output is complete when we report it.
    child.once('close', (code, signal) => fail(`exited before it was ready (code ${code}, signal ${signal})`));
  });

  let ports: { port: number; storefrontPort: number };
  try {
    ports = await ready;
  } catch (err) {
    await waitForExit(child, STOP_GRACE_MS);
    await cleanup();
    throw err;
  }

  let stopping: Promise<void> | undefined;
  return {
    // The server binds 127.0.0.1; "localhost" may resolve to ::1 first in Node's fetch.
    url: `http://127.0.0.1:${ports.port}`,
    storefrontUrl: `http://127.0.0.1:${ports.storefrontPort}`,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    pid: child.pid!,
    logs: () => all,
    tagHistoryReady: async () => {
      const until = Date.now() + TAG_HISTORY_WAIT_MS;
      while (!TAG_HISTORY_DONE.test(all)) {
        if (Date.now() > until || child.exitCode !== null) throw new Error(`the tag history seed did not finish:\n${all}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          if (!(await waitForExit(child, STOP_GRACE_MS))) {
            child.kill('SIGKILL');
            await waitForExit(child, STOP_GRACE_MS);
          }
        }
        await cleanup();
      })();
      return stopping;
    },
  };
}

/**
 * Starts one server on a fresh data dir (and, with DATABASE_URL, a fresh database), lets it
 * seed, and stops it: the result is what startServer copies for every test when the returned
 * variables are in its environment. Call remove() when the run is over.
 */
export async function prepareSeededTemplate(): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-template-'));
  let server: RunningServer | undefined;
  try {
    // Seeding takes ~12 s on a quiet machine; a busy one gets more room for this one-off start.
    server = await startServer({ dataDir, timeoutMs: 180_000 });
    await server.stop();
  } catch (err) {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const env: Record<string, string> = { [TEMPLATE_DIR_ENV]: dataDir };
  const dbName = server.databaseUrl ? new URL(server.databaseUrl).pathname.slice(1) : undefined;
  if (dbName && process.env.VITRINE_TEST_SHARED_DB !== '1') env[TEMPLATE_DB_ENV] = dbName;
  return {
    env,
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
