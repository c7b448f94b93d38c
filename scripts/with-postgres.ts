/**
 * Runs a command against a throw-away PostgreSQL server from Debian's `postgresql` package.
 *
 *   tsx scripts/with-postgres.ts -- <command> [args...]
 *
 * Starts initdb + pg_ctl (as the `postgres` OS user when we are root: postgres refuses to
 * run as root) in a temp dir on 127.0.0.1 and a free port, creates database `vitrine`, runs
 * the command with DATABASE_URL set, then stops the server and removes the dir, also on
 * failure or Ctrl-C. Binaries come from /usr/lib/postgresql/<ver>/bin only; a postgres
 * elsewhere on PATH (e.g. /usr/local/bin) is ignored on purpose.
 * Missing binaries are installed with apt-get when we are root; if that is impossible it
 * prints a loud SKIPPED notice and exits 0 (exit code 0, command not run).
 */
import { execFileSync, spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DEBIAN_PG_ROOT = '/usr/lib/postgresql';
export const SKIPPED_PREFIX = 'SKIPPED: integration suite on real PostgreSQL';

export class PostgresUnavailable extends Error {}

export interface PostgresServer {
  url: string;
  version: string;
  stop(): void;
}

/** The newest Debian-packaged PostgreSQL bin dir, e.g. /usr/lib/postgresql/15/bin. */
export function findPostgresBin(): { bin: string; version: string } | null {
  let versions: string[] = [];
  try {
    versions = fs.readdirSync(DEBIAN_PG_ROOT);
  } catch {
    return null;
  }
  const usable = versions
    .filter((v) => fs.existsSync(path.join(DEBIAN_PG_ROOT, v, 'bin', 'pg_ctl')) && fs.existsSync(path.join(DEBIAN_PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return usable.length ? { bin: path.join(DEBIAN_PG_ROOT, usable[0], 'bin'), version: usable[0] } : null;
}

function hasCommand(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function aptListsEmpty(): boolean {
  try {
    return !fs.readdirSync('/var/lib/apt/lists').some((f) => f.includes('Packages'));
  } catch {
    return true;
  }
}

/** apt-get install, with one `apt-get update` first if the package lists are missing or stale. */
export function aptInstall(packages: string[], label: string): { ok: boolean; log: string } {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let log = '';
  const run = (args: string[]) => {
    const r = spawnSync('apt-get', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    log += `$ apt-get ${args.join(' ')}\n${r.stdout ?? ''}${r.stderr ?? ''}`;
    return r.status === 0;
  };
  const install = () => run(['install', '-y', '-q', '--no-install-recommends', ...packages]);
  process.stderr.write(`${label}: installing ${packages.join(' ')} with apt-get (one-time)...\n`);
  if (aptListsEmpty() && !run(['update', '-q'])) return { ok: false, log };
  // Lists present but stale (404 on a superseded .deb): refresh once and retry.
  const ok = install() || (run(['update', '-q']) && install());
  return { ok, log };
}

function ensurePostgresBinaries(): { bin: string; version: string } {
  const found = findPostgresBin();
  if (found) return found;
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) {
    throw new PostgresUnavailable(
      `no PostgreSQL under ${DEBIAN_PG_ROOT}/<version>/bin and cannot install it (needs root and apt-get). ` +
        'Install it with: sudo apt-get install postgresql',
    );
  }
  const { ok, log } = aptInstall(['postgresql'], 'with-postgres');
  const after = findPostgresBin();
  if (!ok || !after) throw new PostgresUnavailable(`apt-get install postgresql failed:\n${log.slice(-3000)}`);
  return after;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function osUser(name: string): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** Starts a fresh server and creates database `vitrine`. Call stop() when done (it is sync). */
export async function startPostgres(): Promise<PostgresServer> {
  const { bin, version } = ensurePostgresBinaries();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? osUser('postgres') : null;
  if (asRoot && !owner) throw new PostgresUnavailable('running as root but there is no `postgres` OS user to run the server as');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);

  const opts: SpawnOptions = {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: dir, LC_ALL: 'C', LANG: 'C' },
    ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
  };
  const pg = (tool: string, args: string[], quiet = true) => {
    const r = spawnSync(path.join(bin, tool), args, { ...opts, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (r.status !== 0) {
      const serverLog = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-3000) : '';
      throw new Error(`${tool} failed (exit ${r.status}):\n${r.stdout}${r.stderr}${serverLog ? `\n--- server log ---\n${serverLog}` : ''}`);
    }
    if (!quiet) process.stderr.write(r.stdout);
  };

  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch (err) {
        process.stderr.write(`with-postgres: could not stop the server cleanly: ${(err as Error).message}\n`);
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--no-locale']);
    const port = await freePort();
    // Durability is worthless for a throw-away test database; speed is not.
    const serverOpts = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', serverOpts, '-w', '-t', '60', 'start']);
    started = true;
    pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'vitrine']);
    return { url: `postgres://postgres@127.0.0.1:${port}/vitrine`, version, stop };
  } catch (err) {
    stop();
    throw err;
  }
}

/** Runs `command` with DATABASE_URL pointing at a fresh server. Resolves to its exit code. */
export async function withPostgres(command: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<number> {
  let server: PostgresServer;
  try {
    server = await startPostgres();
  } catch (err) {
    if (!(err instanceof PostgresUnavailable)) throw err;
    const line = '!'.repeat(78);
    process.stderr.write(`\n${line}\n!! ${SKIPPED_PREFIX} — ${err.message}\n${line}\n\n`);
    return 0;
  }
  process.stderr.write(`with-postgres: PostgreSQL ${server.version} at ${server.url}\n`);
  // Last-resort cleanup if we are torn down without reaching `finally`.
  const onExit = () => server.stop();
  process.once('exit', onExit);
  try {
    return await new Promise<number>((resolve, reject) => {
      const child = spawn(command[0], command.slice(1), {
        stdio: 'inherit',
        env: { ...process.env, ...extraEnv, DATABASE_URL: server.url },
      });
      // Ctrl-C reaches the child through the terminal's process group; we only wait for it.
      const forward = (signal: NodeJS.Signals) => () => {
        if (child.exitCode === null) child.kill(signal);
      };
      const onInt = forward('SIGINT');
      const onTerm = forward('SIGTERM');
      process.on('SIGINT', onInt);
      process.on('SIGTERM', onTerm);
      child.once('error', reject);
      child.once('close', (code, signal) => {
        process.off('SIGINT', onInt);
        process.off('SIGTERM', onTerm);
        resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 1) : 1));
      });
    });
  } finally {
    process.off('exit', onExit);
    server.stop();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const command = argv[0] === '--' ? argv.slice(1) : argv;
  if (!command.length) {
    process.stderr.write('usage: tsx scripts/with-postgres.ts -- <command> [args...]\n');
    process.exit(64);
  }
  process.exitCode = await withPostgres(command);
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  main().catch((err) => {
    process.stderr.write(`with-postgres: ${err instanceof Error ? err.message : err}\n`);
    process.exit(1);
  });
}
