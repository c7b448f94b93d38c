// One organization alone at full speed (issue 27, item 6), part of the noisy-neighbour bench: its
// requests one at a time, then 32 at once, for a dashboard report and for the Checkout Score.
// The fairness queue (server/analytics/store/fair.ts) must not make one organization wait for
// itself: 32 at once should finish at least as many requests a second as one at a time.
import type { HttpClient } from '../../test/helpers/http';
import { ms } from './util';

const SINGLE_RUNS = 20;
const CONCURRENCY = 32;
const CONCURRENT_REQUESTS = 192;

export interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not a clean 200, by status or first GraphQL error code. */
  failures: Map<string, number>;
}

export interface AloneResult {
  name: string;
  single: Throughput;
  concurrent: Throughput;
  /** Requests a second at 32 at once ÷ one at a time (1 = no gain from concurrency). */
  rpsRatio: number;
  /** p99 at 32 at once ÷ p50 of a single request. */
  p99Ratio: number;
}

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** `total` requests made by `workers` loops, each waiting for its answer before the next. */
async function drive(send: () => Promise<string | undefined>, total: number, workers: number): Promise<Throughput> {
  const times: number[] = [];
  const failures = new Map<string, number>();
  let left = total;
  const started = performance.now();
  const loop = async () => {
    while (left-- > 0) {
      const t = performance.now();
      const failure = await send();
      if (failure) failures.set(failure, (failures.get(failure) ?? 0) + 1);
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: workers }, loop));
  const elapsed = performance.now() - started;
  return { rps: (times.length / elapsed) * 1000, p50: percentile(times, 50), p99: percentile(times, 99), failures };
}

/** `query(i)` must differ per call, so no result cache answers it. */
export async function aloneAtConcurrency(client: HttpClient, name: string, query: (i: number) => { query: string; variables?: object }): Promise<AloneResult> {
  let i = 0;
  const send = async () => {
    const res = await client.post('/graphql', query(i++));
    const code = (res.body as { errors?: Array<{ extensions?: { code?: string } }> } | undefined)?.errors?.[0]?.extensions?.code;
    if (res.status !== 200) return `${res.status} ${code ?? ''}`.trim();
    return (res.body as { errors?: unknown[] }).errors?.length ? (code ?? 'error') : undefined;
  };
  await drive(send, 3, 1);
  const single = await drive(send, SINGLE_RUNS, 1);
  const concurrent = await drive(send, CONCURRENT_REQUESTS, CONCURRENCY);
  return { name, single, concurrent, rpsRatio: concurrent.rps / single.rps, p99Ratio: concurrent.p99 / single.p50 };
}

export function describeAlone(r: AloneResult): string {
  const failed = [...r.single.failures, ...r.concurrent.failures].map(([why, n]) => `${n} × ${why}`).join(', ');
  return (
    `  ${r.name}: one at a time ${r.single.rps.toFixed(1)} req/s (p50 ${ms(r.single.p50)}); ${CONCURRENCY} at once ${r.concurrent.rps.toFixed(1)} req/s, ` +
    `p99 ${ms(r.concurrent.p99)} = ${r.rpsRatio.toFixed(2)}× the req/s, p99 ${r.p99Ratio.toFixed(1)}× a single request` +
    (failed ? `; failures: ${failed}` : '')
  );
}
