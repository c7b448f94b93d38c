// The noisy-neighbour part of `npm run bench` (trust at the server, items 6-7): a victim
// merchant's dashboard query alone and while another merchant keeps three fan-out requests of
// the largest allowed cost running; and the server's memory before and after 240 distinct large
// queries. Figures and ratios only: nothing here passes or fails.
import fs from 'node:fs';
import { httpClient, type HttpClient } from '../../test/helpers/http';
import { signInAs } from '../../test/helpers/signed-in';
import { startServer } from '../../test/helpers/server';
import { SEED_SITES } from '../../server/seed/world';
import { ms } from './util';
import { aloneAtConcurrency, describeAlone, percentile, type AloneResult } from './alone';

const VICTIM_RUNS = 30;
const DISTINCT_QUERIES = 240;
/** The Checkout Score page's query (its tile and sub-scores). */
const SCORE = `query Score($siteId: ID!) { checkoutScore(siteId: $siteId) { siteId current { score rank { rank total } subScores { name score } } previous { score } } }`;

export interface NeighbourBenchResult {
  alone: { p50: number; p99: number };
  loaded: { p50: number; p99: number };
  ratioP50: number;
  ratioP99: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  /** One organization alone, one request at a time and 32 at once. */
  sameOrg: AloneResult[];
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface Answer {
  ms: number;
  /** Why the answer was not a clean 200: its status, or its first GraphQL error code. */
  failure?: string;
}

async function gql(client: HttpClient, query: string): Promise<Answer> {
  const started = performance.now();
  const res = await client.post('/graphql', { query });
  const ms = performance.now() - started;
  const body = res.body as { errors?: Array<{ extensions?: { code?: string } }> } | undefined;
  if (res.status !== 200) return { ms, failure: `${res.status} ${body?.errors?.[0]?.extensions?.code ?? ''}`.trim() };
  if (body?.errors?.length) return { ms, failure: body.errors[0].extensions?.code ?? 'error' };
  return { ms };
}

/** "3 × QUERY_QUEUED, 1 × 413" or "none". */
function failures(answers: readonly Answer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) if (a.failure) counts.set(a.failure, (counts.get(a.failure) ?? 0) + 1);
  return counts.size ? [...counts].map(([why, n]) => `${n} × ${why}`).join(', ') : 'none';
}

export async function neighbourBench(opts: { log?: (line: string) => void } = {}): Promise<NeighbourBenchResult> {
  const log = opts.log ?? ((line: string) => console.log(line));
  log('\nNoisy neighbour: a victim dashboard query while another merchant floods the analytics');
  const server = await startServer({ timeoutMs: 180_000 });
  try {
    const victim = await signInAs(httpClient(server), { email: 'owner@globex.example', password: 'vitrine-globex' });
    const noisy = await signInAs(httpClient(server), { email: 'merchant@example.com', password: 'vitrine-merchant' });
    const victimSite = SEED_SITES.find((s) => s.org === 'globex')!;
    const noisySiteIds = SEED_SITES.filter((s) => s.org === 'northwind').map((s) => s.id);
    const noisySites = noisySiteIds.map((id) => `"${id}"`);
    // Each victim query is new (another minute), so no result cache answers it.
    let minute = 0;
    const dashboardQuery = (siteId: string) =>
      `{ compareSessions(where: { arrivalTimeUtc: { min: "2026-10-01T00:${String(minute++ % 60).padStart(2, '0')}:00Z", max: "2026-10-29T00:00:00Z" }, siteId: ["${siteId}"] }) { totals { visits { primary } revenue { primary } } } }`;
    const victimQuery = () => dashboardQuery(victimSite.id);
    // A fan-out request just under the request cost limit (120 units): five aliased four-week
    // market reports by one dimension (21 units each), each alias and each call unique so no
    // cache answers it.
    let n = 0;
    const fanOut = () => {
      const reports = Array.from({ length: 5 }, (_, i) => {
        const k = n++;
        const start = `2026-10-01T${String(Math.floor(k / 60) % 24).padStart(2, '0')}:${String(k % 60).padStart(2, '0')}:00Z`;
        return `r${i}: compareSessions(where: { arrivalTimeUtc: { min: "${start}", max: "2026-10-29T00:00:00Z" }, siteId: [${noisySites[i % noisySites.length]}] }, compareTo: { market: true }, analyzeBy: [country]) { groups { visits { primary compare } } }`;
      });
      return `{ ${reports.join(' ')} }`;
    };

    // One organization alone: nothing else runs, so it should have the whole engine.
    const sameOrg: AloneResult[] = [];
    log('  one organization alone, one request at a time and 32 at once:');
    sameOrg.push(await aloneAtConcurrency(noisy, 'compareSessions', (i) => ({ query: dashboardQuery(noisySiteIds[i % noisySiteIds.length]) })));
    log(describeAlone(sameOrg[0]));
    sameOrg.push(await aloneAtConcurrency(noisy, 'checkoutScore', (i) => ({ query: SCORE, variables: { siteId: noisySiteIds[i % noisySiteIds.length] } })));
    log(describeAlone(sameOrg[1]));

    await gql(victim, victimQuery());
    const aloneAnswers: Answer[] = [];
    for (let i = 0; i < VICTIM_RUNS; i++) aloneAnswers.push(await gql(victim, victimQuery()));

    let flooding = true;
    const floodAnswers: Answer[] = [];
    const loop = async () => {
      while (flooding) floodAnswers.push(await gql(noisy, fanOut()));
    };
    const floods = [loop(), loop(), loop()];
    await new Promise((r) => setTimeout(r, 500));
    const loadedAnswers: Answer[] = [];
    for (let i = 0; i < VICTIM_RUNS; i++) loadedAnswers.push(await gql(victim, victimQuery()));
    flooding = false;
    await Promise.all(floods);
    const alone = aloneAnswers.map((a) => a.ms);
    const loaded = loadedAnswers.map((a) => a.ms);
    const floodMs = floodAnswers.map((a) => a.ms);
    log(`  flood: ${floodAnswers.length} fan-out requests (5 market reports each) in 3 parallel loops, p50 ${ms(percentile(floodMs, 50))}; failures: ${failures(floodAnswers)}`);
    log(`  victim failures: alone ${failures(aloneAnswers)}; under the flood ${failures(loadedAnswers)}`);

    const result = {
      alone: { p50: percentile(alone, 50), p99: percentile(alone, 99) },
      loaded: { p50: percentile(loaded, 50), p99: percentile(loaded, 99) },
    };
    log(`  victim alone:            p50 ${ms(result.alone.p50)}, p99 ${ms(result.alone.p99)} (${VICTIM_RUNS} queries)`);
    log(`  victim under the flood:  p50 ${ms(result.loaded.p50)}, p99 ${ms(result.loaded.p99)}`);
    const ratioP50 = result.loaded.p50 / result.alone.p50;
    const ratioP99 = result.loaded.p99 / result.alone.p99;
    log(`  slow-down: p50 ${ratioP50.toFixed(1)}x, p99 ${ratioP99.toFixed(1)}x`);

    // Distinct large queries, as in the attack: each a different text of ~50 KB and ~3,000
    // field nodes (one report, 1,500 aliased metrics: cheap to run, costly to compile, ~13 MB
    // estimated and ~9 MB of heap compiled), sent twice (the second use is what may compile
    // and keep it).
    const big = (k: number) =>
      `{ compareSessions(where: { arrivalTimeUtc: { range: "l4w" }, siteId: ["${victimSite.id}"] }, limit: 3) { groups { ${Array.from({ length: 1500 }, (_, i) => `q${k}m${i}: visits { primary }`).join(' ')} } } }`;
    let bigFailures = 0;
    const rssBeforeMb = rssMb(server.pid);
    for (let k = 0; k < DISTINCT_QUERIES; k++) {
      for (let twice = 0; twice < 2; twice++) if ((await victim.post('/graphql', { query: big(k) })).status !== 200) bigFailures++;
    }
    const rssAfterMb = rssMb(server.pid);
    log(`  server RSS before ${rssBeforeMb.toFixed(0)} MB, after ${DISTINCT_QUERIES} distinct large queries (each twice) ${rssAfterMb.toFixed(0)} MB (+${(rssAfterMb - rssBeforeMb).toFixed(0)} MB)${bigFailures ? `; ${bigFailures} of them were not answered 200` : ''}`);
    return { ...result, ratioP50, ratioP99, rssBeforeMb, rssAfterMb, sameOrg };
  } finally {
    await server.stop();
  }
}
