/**
 * `npm test`: every layer in order, stopping at the first failure.
 *
 *   lint → typecheck → unit → build → integration (PGlite) → integration (PostgreSQL) → e2e
 *
 * Extra arguments go to every jest run (`npm test -- -t "sign-in"`), except these:
 *   --only=unit,e2e      run just those steps (names as in the summary)
 *   --skip=lint,build    leave those steps out
 * Ends with one line `N passed, N failed` (jest's test totals; a failed non-jest step counts
 * as one failure so the line never reads "0 failed" on a red run).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareSeededTemplate } from '../test/helpers/server';
import { ensureChromium } from './ensure-chromium';
import { SKIPPED_PREFIX, PostgresUnavailable, startPostgres } from './with-postgres';

const ROOT = path.resolve(__dirname, '..');
const JEST = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const CI = process.env.CI === 'true' || process.env.CI === '1';

type Status = 'passed' | 'failed' | 'skipped';
interface StepResult {
  name: string;
  status: Status;
  ms: number;
  note?: string;
}
interface JestTotals {
  passed: number;
  failed: number;
}

// PGlite steps must not pick up a developer's own database; the PostgreSQL step brings its own.
delete process.env.DATABASE_URL;

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
const hasScript = (name: string) => Boolean(pkg.scripts?.[name]);

const args = process.argv.slice(2);
const listArg = (flag: string) =>
  args
    .filter((a) => a.startsWith(`${flag}=`))
    .flatMap((a) => a.slice(flag.length + 1).split(','))
    .map((s) => s.trim())
    .filter(Boolean);
const only = listArg('--only');
const skip = listArg('--skip');
const jestArgs = args.filter((a) => !a.startsWith('--only=') && !a.startsWith('--skip='));

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-report-'));
const totals: JestTotals = { passed: 0, failed: 0 };
const results: StepResult[] = [];
let running: ReturnType<typeof spawn> | undefined;
let interrupted = false;

function run(command: string, argv: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    running = child;
    child.once('error', reject);
    child.once('close', (code, signal) => {
      running = undefined;
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 1) : 1));
    });
  });
}

/**
 * Test files run two (or more) at a time. jest's default on a 2-core machine is one worker,
 * which leaves a core idle whenever a test waits on its server, browser or a timer (most of
 * integration and e2e). Every file starts its own server on its own ports and data dir, so
 * files are independent. TEST_WORKERS, or -w / --runInBand in the arguments, override it.
 */
const WORKERS = process.env.TEST_WORKERS ?? String(Math.max(2, Math.min(4, os.availableParallelism())));
const ownWorkers = jestArgs.some((a) => /^(-w|--maxWorkers|-i|--runInBand)(=|$)/.test(a));

/**
 * The PostgreSQL pass repeats the suites whose answers go through the document store. These
 * only touch the analytics engine, static files, built bundles or the HTTP layer's input
 * handling (redirect rules, hosts), which run the same code whichever PostgreSQL holds the
 * documents, so they run once, on PGlite.
 */
const PGLITE_ONLY_SUITES = [
  'test/integration/analytics-',
  'test/integration/checkout-score\\.',
  'test/integration/compressed-builds\\.',
  'test/integration/console-static\\.',
  'test/integration/editor-frame-bundle\\.',
  'test/integration/public-gallery\\.',
  'test/integration/rec-reports\\.',
  'test/integration/rec-theme-status\\.',
  'test/integration/tracking-chdb\\.',
  'test/security/open-redirect\\.',
  'test/integration/email-',
  'test/integration/geo\\.',
  'test/integration/graphql\\.',
  'test/integration/migration-',
  'test/integration/static-lists\\.',
  'test/integration/tracking\\.',
  'test/security/analytics-limits\\.',
  'test/security/fuzz\\.',
  'test/security/fuzz-reads\\.',
  'test/security/headers-and-input\\.',
  'test/security/hosts\\.',
  'test/security/market-privacy\\.',
  'test/security/peer-groups-privacy\\.',
];

/** Runs one jest project, adds its totals, and returns the exit code. */
async function jest(step: string, project: string, extra: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const outputFile = path.join(reportDir, `${step}.json`);
  const workers = ownWorkers ? [] : [`--maxWorkers=${WORKERS}`];
  const code = await run(
    process.execPath,
    [JEST, '--selectProjects', project, '--passWithNoTests', '--json', `--outputFile=${outputFile}`, ...(CI ? ['--ci'] : []), ...workers, ...extra, ...jestArgs],
    env,
  );
  if (fs.existsSync(outputFile)) {
    const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    // A suite that crashes before running (syntax error, failing beforeAll import) has no failed tests: count it.
    totals.failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  }
  return code;
}

/**
 * Seeding a demo world takes ~12 s on PGlite; every test server copies this one instead.
 * Made once per run (on PGlite) and shared by integration and e2e.
 */
let pgliteTemplate: Promise<Awaited<ReturnType<typeof prepareSeededTemplate>>> | undefined;
const templateEnv = async () => {
  pgliteTemplate ??= (() => {
    process.stderr.write('Seeding a template data dir for the test servers...\n');
    return prepareSeededTemplate();
  })();
  return (await pgliteTemplate).env;
};

const npmRun = (script: string) => () => run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', script]);

interface Step {
  name: string;
  /** Why the step does not apply, or undefined when it runs. */
  skipWhy?: () => string | undefined;
  /** Exit code, or a string: the step decided to skip itself, with this reason. */
  exec: () => Promise<number | string>;
}

const steps: Step[] = [
  { name: 'lint', skipWhy: () => (hasScript('lint') ? undefined : 'no "lint" script'), exec: npmRun('lint') },
  { name: 'typecheck', skipWhy: () => (hasScript('typecheck') ? undefined : 'no "typecheck" script'), exec: npmRun('typecheck') },
  { name: 'unit', exec: () => jest('unit', 'unit') },
  { name: 'build', skipWhy: () => (hasScript('build') ? undefined : 'no "build" script'), exec: npmRun('build') },
  { name: 'integration', exec: async () => jest('integration', 'integration', [], await templateEnv()) },
  {
    name: 'integration-postgres',
    exec: async () => {
      let server;
      try {
        server = await startPostgres();
      } catch (err) {
        if (!(err instanceof PostgresUnavailable)) throw err;
        const line = '!'.repeat(78);
        process.stderr.write(`\n${line}\n!! ${SKIPPED_PREFIX} — ${err.message}\n${line}\n\n`);
        return `${SKIPPED_PREFIX} — ${err.message.split('\n')[0]}`;
      }
      process.stderr.write(`PostgreSQL ${server.version} at ${server.url}\n`);
      process.once('exit', server.stop);
      process.env.DATABASE_URL = server.url;
      try {
        process.stderr.write('Seeding a template database for the test servers...\n');
        const template = await prepareSeededTemplate();
        try {
          return await jest('integration-postgres', 'integration', PGLITE_ONLY_SUITES.map((p) => `--testPathIgnorePatterns=${p}`), { ...template.env, DATABASE_URL: server.url });
        } finally {
          await template.remove();
        }
      } finally {
        delete process.env.DATABASE_URL;
        process.off('exit', server.stop);
        server.stop();
      }
    },
  },
  {
    name: 'e2e',
    exec: async () => {
      try {
        process.stderr.write(`Chromium: ${ensureChromium()}\n`);
      } catch (err) {
        process.stderr.write(`${(err as Error).message}\n`);
        return 1;
      }
      return jest('e2e', 'e2e', [], await templateEnv());
    },
  },
];

const fmt = (ms: number) => (ms >= 60_000 ? `${Math.floor(ms / 60_000)}m${((ms % 60_000) / 1000).toFixed(0).padStart(2, '0')}s` : `${(ms / 1000).toFixed(1)}s`);

function banner(text: string) {
  const [bold, plain] = process.stderr.isTTY ? ['\x1b[1m', '\x1b[0m'] : ['', ''];
  process.stderr.write(`\n${bold}━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}${plain}\n`);
}

async function main(): Promise<number> {
  const unknown = [...only, ...skip].filter((n) => !steps.some((s) => s.name === n));
  if (unknown.length) {
    process.stderr.write(`Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}\n`);
    return 64;
  }
  const started = Date.now();
  let failedSteps = 0;
  for (const step of steps) {
    if (interrupted) break;
    const why = (only.length && !only.includes(step.name) ? 'not selected' : undefined) ?? (skip.includes(step.name) ? '--skip' : undefined) ?? step.skipWhy?.();
    if (why) {
      results.push({ name: step.name, status: 'skipped', ms: 0, note: why });
      continue;
    }
    banner(step.name);
    const t0 = Date.now();
    let outcome: number | string;
    try {
      outcome = await step.exec();
    } catch (err) {
      process.stderr.write(`${step.name}: ${err instanceof Error ? err.stack : err}\n`);
      outcome = 1;
    }
    const ms = Date.now() - t0;
    if (typeof outcome === 'string') {
      results.push({ name: step.name, status: 'skipped', ms, note: outcome });
    } else if (outcome === 0) {
      results.push({ name: step.name, status: 'passed', ms });
    } else {
      results.push({ name: step.name, status: 'failed', ms, note: `exit code ${outcome}` });
      failedSteps++;
      break;
    }
  }
  const total = Date.now() - started;

  banner('summary');
  for (const r of results) {
    const mark = r.status === 'passed' ? 'ok  ' : r.status === 'failed' ? 'FAIL' : 'skip';
    process.stdout.write(`  ${mark}  ${r.name.padEnd(22)} ${r.status === 'skipped' && !r.ms ? '' : fmt(r.ms).padStart(7)}${r.note ? `  (${r.note})` : ''}\n`);
  }
  for (const s of steps.slice(results.length)) process.stdout.write(`  -     ${s.name.padEnd(22)}          (not run)\n`);
  process.stdout.write(`  total ${fmt(total)}\n`);
  const failedStep = results.find((r) => r.status === 'failed');
  // A red non-jest step (lint, build, ...) has no test count of its own: count it as one failure.
  const failed = totals.failed + (failedStep && totals.failed === 0 ? failedSteps : 0);
  if (failedStep) process.stdout.write(`FAILED at step "${failedStep.name}"${interrupted ? ' (interrupted)' : ''}\n`);
  process.stdout.write(`${totals.passed} passed, ${failed} failed\n`);
  return failedStep || interrupted ? 1 : 0;
}

// Ctrl-C reaches the running child through the terminal; we only stop scheduling steps.
process.on('SIGINT', () => {
  interrupted = true;
});
process.on('SIGTERM', () => {
  interrupted = true;
  running?.kill('SIGTERM');
});

main()
  .then(async (code) => {
    fs.rmSync(reportDir, { recursive: true, force: true });
    await (await pgliteTemplate?.catch(() => undefined))?.remove();
    process.exitCode = code;
  })
  .catch((err) => {
    process.stderr.write(`${err instanceof Error ? err.stack : err}\n`);
    process.exitCode = 1;
  });
