// The noisy-neighbour part of `npm run bench` (trust at the server, items 6-7): a victim
// merchant's dashboard query alone and while another merchant keeps three requests of the
// largest allowed cost running; and the server's memory before and after 240 distinct large
// queries. Figures and ratios only: nothing here passes or fails.
import fs from 'node:fs';
import { httpClient, type HttpClient } from '../../test/helpers/http';
import { signInAs } from '../../test/helpers/signed-in';
import { startServer } from '../../test/helpers/server';
import { SEED_SITES } from '../../server/seed/world';
import { ms } from './util';

const VICTIM_RUNS = 30;
const DISTINCT_QUERIES = 240;

export interface NeighbourBenchResult {
  alone: { p50: number; p99: number };
  loaded: { p50: number; p99: number };
  ratioP50: number;
  ratioP99: number;
  rssBeforeMb: number;
  rssAfterMb: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function gql(client: HttpClient, query: string): Promise<number> {
  const started = performance.now();
  const res = await client.post('/graphql', { query });
  if (res.status !== 200) throw new Error(`GraphQL answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
  return performance.now() - started;
}

export async function neighbourBench(opts: { log?: (line: string) => void } = {}): Promise<NeighbourBenchResult> {
  const log = opts.log ?? ((line: string) => console.log(line));
  log('\nNoisy neighbour: a victim dashboard query while another merchant floods the analytics');
  const server = await startServer({ timeoutMs: 180_000 });
  try {
    const victim = await signInAs(httpClient(server), { email: 'owner@globex.example', password: 'vitrine-globex' });
    const noisy = await signInAs(httpClient(server), { email: 'merchant@example.com', password: 'vitrine-merchant' });
    const victimSite = SEED_SITES.find((s) => s.org === 'globex')!;
    const noisySites = SEED_SITES.filter((s) => s.org === 'northwind').map((s) => `"${s.id}"`);
    // Each victim query is new (another minute), so no result cache answers it.
    let minute = 0;
    const victimQuery = () =>
      `{ compareSessions(where: { arrivalTimeUtc: { min: "2026-10-01T00:${String(minute++ % 60).padStart(2, '0')}:00Z", max: "2026-10-29T00:00:00Z" }, siteId: ["${victimSite.id}"] }) { totals { visits { primary } revenue { primary } } } }`;
    // Just under the request cost limit: a year of two dimensions against the market, made unique per call.
    let n = 0;
    const heavyQuery = () =>
      `{ compareSessions(where: { arrivalTimeUtc: { min: "2025-11-01T00:${String(n % 60).padStart(2, '0')}:${String(Math.floor(n++ / 60) % 60).padStart(2, '0')}Z", max: "2026-11-01T00:00:00Z" }, siteId: [${noisySites[0]}] }, compareTo: { market: true }, analyzeBy: [country, formFactor], limit: 5000) { groups { visits { primary compare } } } }`;

    await gql(victim, victimQuery());
    const alone: number[] = [];
    for (let i = 0; i < VICTIM_RUNS; i++) alone.push(await gql(victim, victimQuery()));

    let flooding = true;
    const loop = async () => {
      while (flooding) await gql(noisy, heavyQuery()).catch(() => undefined);
    };
    const floods = [loop(), loop(), loop()];
    await new Promise((r) => setTimeout(r, 500));
    const loaded: number[] = [];
    for (let i = 0; i < VICTIM_RUNS; i++) loaded.push(await gql(victim, victimQuery()));
    flooding = false;
    await Promise.all(floods);

    const result = {
      alone: { p50: percentile(alone, 50), p99: percentile(alone, 99) },
      loaded: { p50: percentile(loaded, 50), p99: percentile(loaded, 99) },
    };
    log(`  victim alone:            p50 ${ms(result.alone.p50)}, p99 ${ms(result.alone.p99)} (${VICTIM_RUNS} queries)`);
    log(`  victim under 3 floods:   p50 ${ms(result.loaded.p50)}, p99 ${ms(result.loaded.p99)}`);
    const ratioP50 = result.loaded.p50 / result.alone.p50;
    const ratioP99 = result.loaded.p99 / result.alone.p99;
    log(`  slow-down: p50 ${ratioP50.toFixed(1)}x, p99 ${ratioP99.toFixed(1)}x`);

    // Distinct large queries: each a different text, ~600 fields, sent twice (the second use
    // is what may compile and keep it).
    const big = (k: number) =>
      `{ ${Array.from({ length: 12 }, (_, i) => `a${i}: compareSessions(where: { arrivalTimeUtc: { range: "l4w" }, siteId: ["${victimSite.id}"] }, limit: ${k + 1}) { groups { visits { primary } revenue { primary } carts { primary } conversions { primary } } totals { visits { primary } revenue { primary } } }`).join(' ')} }`;
    const rssBeforeMb = rssMb(server.pid);
    for (let k = 0; k < DISTINCT_QUERIES; k++) {
      await victim.post('/graphql', { query: big(k) });
      await victim.post('/graphql', { query: big(k) });
    }
    const rssAfterMb = rssMb(server.pid);
    log(`  server RSS before ${rssBeforeMb.toFixed(0)} MB, after ${DISTINCT_QUERIES} distinct large queries (each twice) ${rssAfterMb.toFixed(0)} MB (+${(rssAfterMb - rssBeforeMb).toFixed(0)} MB)`);
    return { ...result, ratioP50, ratioP99, rssBeforeMb, rssAfterMb };
  } finally {
    await server.stop();
  }
}
