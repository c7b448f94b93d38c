// Shared helpers of `npm run bench` (scripts/bench.ts): formatting and timing.
import fs from 'node:fs';
import os from 'node:os';

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)}%`;
export const ms = (value: number) => (value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`);
export const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
export const count = (value: number) => value.toLocaleString('en-US');

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface Timing {
  runs: number[];
  median: number;
  min: number;
  max: number;
}

export function timing(runs: number[]): Timing {
  return { runs, median: median(runs), min: Math.min(...runs), max: Math.max(...runs) };
}

/** `warmups` untimed calls, then `runs` timed ones, one after another. */
export async function timeRuns(fn: () => Promise<unknown> | unknown, runs: number, warmups = 1): Promise<Timing> {
  for (let i = 0; i < warmups; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return timing(times);
}

export const describeTiming = (t: Timing) => `median ${ms(t.median)} (min ${ms(t.min)}, max ${ms(t.max)}; ${t.runs.length} runs)`;

/** The machine's CPU counters (/proc/stat, in clock ticks), or null where there is no /proc. */
export function cpuSnapshot(): { total: number; idle: number; steal: number } | null {
  try {
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    return { total, idle: fields[3] + fields[4], steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

/**
 * How busy the machine was between two snapshots, and how much time the hypervisor took from it
 * (steal): on a shared box the same runs are slower in a spell of steal, whatever the code.
 */
export function describeCpu(before: ReturnType<typeof cpuSnapshot>, after: ReturnType<typeof cpuSnapshot>): string | null {
  if (!before || !after || after.total <= before.total) return null;
  const total = after.total - before.total;
  const share = (n: number) => `${((n / total) * 100).toFixed(0)}%`;
  return `machine during these runs: ${share(total - (after.idle - before.idle))} busy, ${share(after.steal - before.steal)} stolen by the hypervisor (${os.cpus().length} cores)`;
}

/** Command-line options of the bench. */
export interface BenchArgs {
  build: boolean;
  runs: number;
  skip10m: boolean;
  only: 'analytics' | 'engines' | 'browser' | 'engine' | 'neighbour' | 'delivery' | 'agency' | 'editor' | 'rec' | 'sessions' | 'screens' | null;
  profile: boolean;
}

export function parseArgs(argv: readonly string[]): BenchArgs {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const only = value('only') ?? null;
  const SECTIONS = ['analytics', 'engines', 'browser', 'engine', 'neighbour', 'delivery', 'agency', 'editor', 'rec', 'sessions', 'screens'];
  if (only !== null && !SECTIONS.includes(only)) {
    throw new Error(`--only takes ${SECTIONS.join(', ')}, got '${only}'`);
  }
  const runs = Number(value('runs') ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a positive integer, got '${value('runs')}'`);
  return { build: argv.includes('--build'), runs, skip10m: argv.includes('--skip-10m'), only: only as BenchArgs['only'], profile: argv.includes('--profile') };
}
