/**
 * `npm run bench`: what the console costs, measured. Prints figures and ratios; asserts
 * nothing (targets are shown as ratios, not enforced). One module per measurement:
 *
 *   1. Analytics (scripts/bench/analytics.ts): compareSessions analyzeBy siteId with the 13
 *      score fields, last 4 weeks vs the previous period, over 1M and 10M seeded sessions
 *      (2,000 sites, 120 days, temp DuckDB files): our whole GraphQL path against the same
 *      aggregate in hand-written DuckDB SQL (the floor); target ours ≤ 1.5× raw. Also where
 *      our time goes (generated SQL, rows → report, graphql-js).
 *   2. Checkout Score (scripts/bench/score.ts): scoring 10k synthetic sites, the service's
 *      scoreMarketBench and the pure engine's scoreMarket (only when it finishes in < 10 s).
 *   3. Browser (scripts/bench/browser.ts): with a seeded server and headless Chromium, the
 *      initial JS/CSS of /login and /app/home against the 300 KB budget, heavy libraries in
 *      none of them, sign-in → App Library (median), and the Score page: navigation → score
 *      number visible (median, cache on, in a returning merchant's browser and in a private
 *      window; target 1 s) with Highcharts loaded there only.
 *   4. Recommendation engine (scripts/bench/engine.ts): buildShopModel over a synthetic shop of
 *      10,000 products and 1,000,000 order lines (median of up to 3 runs), the model's memory,
 *      and recommend() latency per recipe.
 *   5. Noisy neighbour (scripts/bench/neighbour.ts): a merchant's dashboard query alone and while
 *      another merchant floods the analytics with three max-cost requests (p50/p99, ratios), one
 *      organization alone at 32 concurrent requests against one at a time (scripts/bench/alone.ts), and
 *      the server's RSS before and after 240 distinct large queries.
 *   6. Delivery (scripts/bench/delivery.ts): GET /delivery/v1/{demo}/recs for a product page with
 *      three widgets against a static JSON route of the same size (req/s, p50/p99, ratio), and
 *      LCP/CLS of that product page with the widgets against the same page with the tag off.
 *   7. Storefront tag (scripts/bench/storefront.ts): dist/storefront/tag.js gzip against its 25 KB
 *      budget (built first when missing); measured with every --only.
 *   8. Agency Stats (scripts/bench/agency.ts): the staff-only agency-info over 10,000 synthetic
 *      sites (rows + JSON on a cache miss, gzip, a cache hit) and its payload, raw and gzip;
 *      then the built console's grid fed that answer (scripts/bench/agency-browser.ts): time
 *      to first rows, scroll frame times, sort time.
 *   9. The recommendation editor (scripts/bench/editor.ts): its frame's start-up JS and the lazy
 *      monaco and sass chunks, gzip; a penpal round trip against a raw postMessage one.
 *  10. The recommendations applet (scripts/bench/rec-dashboard.ts): its initial chunk (gzip,
 *      Highcharts and monaco never in it) and the online dashboard with 200 recommendations in
 *      Chromium: navigation → table and → chart, and the status filter's redraw (medians).
 *  11. Live sessions (scripts/bench/sessions.ts): the sessionizer deriving and replacing the rows of
 *      5,000 storefront visits (events, carts, orders) at once, on DuckDB and on chDB: rows per second.
 *  12. Staff screens to idle (scripts/bench/screens.ts): the email and online dashboards, Agency Stats
 *      and the recommendation editor, as staff in dev mode: navigation → content shown and the
 *      network quiet (medians; target < 2 s each).
 * Options: --build (rebuild the console first), --runs=N (timed runs each, default 5),
 * --skip-10m (analytics over 1M only), --only=analytics|engines|browser|engine|neighbour|delivery|agency|editor|rec|sessions|screens (analytics includes the score;
 * engines is compareSessions alone, DuckDB and chDB side by side at 1M and 10M: a few minutes at 10M),
 * --profile (a JS CPU profile of our analytics path: self time by function).
 */
import os from 'node:os';
import { agencyBench, type AgencyBenchResult } from './bench/agency';
import { analyticsBench, TARGET_RATIO, type AnalyticsSizeResult } from './bench/analytics';
import { CHDB_TARGET_RATIO } from './bench/analytics-chdb';
import { BROWSER_BUDGET_BYTES, browserBench, HOME_JS_TARGET_BYTES, LOGIN_JS_TARGET_BYTES, SCORE_PAGE_TARGET_MS, type BrowserBenchResult } from './bench/browser';
import { deliveryBench, type DeliveryBenchResult } from './bench/delivery';
import { editorBench, type EditorBenchResult } from './bench/editor';
import { engineBench, type EngineBenchResult } from './bench/engine';
import { recBench, type RecBenchResult } from './bench/rec-dashboard';
import { neighbourBench } from './bench/neighbour';
import { describeAlone } from './bench/alone';
import { scoreBench, type ScoreBenchResults } from './bench/score';
import { SCREEN_IDLE_TARGET_MS, screensBench, type ScreenIdle } from './bench/screens';
import { sessionsBench, type SessionsBenchResult } from './bench/sessions';
import { STOREFRONT_BUDGET_BYTES, storefrontBench } from './bench/storefront';
import { count, kb, ms, parseArgs, seconds } from './bench/util';

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`Machine: ${os.availableParallelism()} cores, load average ${load} at start (other processes skew the timings)`);
  let analytics: AnalyticsSizeResult[] = [];
  let score: ScoreBenchResults | undefined;
  let browser: BrowserBenchResult | undefined;
  let engine: EngineBenchResult | undefined;
  let delivery: DeliveryBenchResult | undefined;

  // One after another: the machine's cores are the thing being measured.
  if (args.only === null || args.only === 'analytics' || args.only === 'engines') {
    analytics = await analyticsBench({ sizes: args.skip10m ? [1_000_000] : [1_000_000, 10_000_000], runs: args.runs, profile: args.profile });
    if (args.only !== 'engines') score = await scoreBench({ runs: args.runs });
  }
  if (args.only === null || args.only === 'engine') engine = await engineBench({ runs: args.runs });
  if (args.only === null || args.only === 'browser') browser = await browserBench({ runs: args.runs, rebuild: args.build });
  const neighbour = args.only === null || args.only === 'neighbour' ? await neighbourBench() : undefined;
  if (args.only === null || args.only === 'delivery') delivery = await deliveryBench({ runs: args.runs });
  let agency: AgencyBenchResult | undefined;
  if (args.only === null || args.only === 'agency') agency = await agencyBench({ runs: Math.min(args.runs, 3) });
  let editor: EditorBenchResult | undefined;
  if (args.only === null || args.only === 'editor') editor = await editorBench();
  let rec: RecBenchResult | undefined;
  if (args.only === null || args.only === 'rec') rec = await recBench({ runs: args.runs, rebuild: args.build && args.only === 'rec' });
  let sessions: SessionsBenchResult[] = [];
  if (args.only === null || args.only === 'sessions') sessions = await sessionsBench({ runs: Math.min(args.runs, 3) });
  let screens: ScreenIdle[] = [];
  if (args.only === null || args.only === 'screens') screens = await screensBench({ runs: Math.min(args.runs, 3), rebuild: args.build && args.only === 'screens' });
  const storefront = storefrontBench({ rebuild: args.build });

  console.log('\nSummary');
  for (const r of analytics) {
    console.log(
      `  compareSessions by siteId, ${count(r.sessions).padStart(10)} sessions: raw SQL ${ms(r.raw.median)}, ours ${ms(r.ours.median)} = ${r.ratio.toFixed(2)}× raw (target ≤ ${TARGET_RATIO}×: ${r.ratio <= TARGET_RATIO ? 'within' : 'OVER'}); seeded in ${seconds(r.seedMs)}`,
    );
    console.log(
      `    on chDB, same rows: raw SQL ${ms(r.chdb.raw.median)}, ours ${ms(r.chdb.ours.median)} = ${r.chdb.ratio.toFixed(2)}× raw (target ≤ ${CHDB_TARGET_RATIO}×: ${r.chdb.ratio <= CHDB_TARGET_RATIO ? 'within' : 'OVER'}); loaded in ${seconds(r.chdb.loadMs)}`,
    );
  }
  if (analytics.length) {
    console.log(`    (compareSessions on both engines alone: npm run bench -- --only=engines [--skip-10m] [--runs=N]; 10M takes a few minutes to seed and load)`);
  }
  if (score) console.log(`  score 10k sites: scoreMarketBench ${ms(score.wholeMarket.median)}; engine scoreMarket ${score.engineMs === null ? score.engineNote : ms(score.engineMs)}`);
  if (neighbour) {
    console.log(
      `  noisy neighbour: victim p50 ${ms(neighbour.alone.p50)} -> ${ms(neighbour.loaded.p50)} (${neighbour.ratioP50.toFixed(1)}x), p99 ${neighbour.ratioP99.toFixed(1)}x (target ≤ 2x); RSS ${neighbour.rssBeforeMb.toFixed(0)} -> ${neighbour.rssAfterMb.toFixed(0)} MB over 240 distinct large queries`,
    );
    for (const line of neighbour.sameOrg.map(describeAlone)) console.log(`  one organization alone,${line.slice(1)}`);
  }
  if (engine) {
    const slowest = engine.perRecipe.reduce((a, b) => (b.median > a.median ? b : a));
    console.log(
      `  engine: model build (10k products, 1M order lines) median ${seconds(engine.build.median)}, ~${engine.modelMb.toFixed(0)} MB; recommend() slowest median ${slowest.recipe} ${ms(slowest.median)}`,
    );
  }
  if (browser) {
    const { login, home, signIn, score: page } = browser;
    console.log(
      `  /login     initial JS ${kb(login.jsGzip)} gzip = ${(login.jsGzip / BROWSER_BUDGET_BYTES).toFixed(2)} × budget, ${(login.jsGzip / LOGIN_JS_TARGET_BYTES).toFixed(2)} × its ${kb(LOGIN_JS_TARGET_BYTES)} target; CSS ${kb(login.cssGzip)} gzip; transferred cold ${kb(login.transferred)}`,
    );
    console.log(
      `  /app/home  initial JS ${kb(home.jsGzip)} gzip = ${(home.jsGzip / BROWSER_BUDGET_BYTES).toFixed(2)} × budget, ${(home.jsGzip / HOME_JS_TARGET_BYTES).toFixed(2)} × its ${kb(HOME_JS_TARGET_BYTES)} target; CSS ${kb(home.cssGzip)} gzip; transferred cold ${kb(home.transferred)}`,
    );
    console.log(`  sign-in → tiles median ${ms(signIn.median)}`);
    console.log(
      `  Score page → score visible median ${ms(page.visible.median)} = ${(page.visible.median / SCORE_PAGE_TARGET_MS).toFixed(2)}× the 1 s target (returning merchant); private window ${ms(page.privateWindow.median)} = ${(page.privateWindow.median / SCORE_PAGE_TARGET_MS).toFixed(2)}×; first visit ${ms(page.firstVisitMs)}`,
    );
    console.log(`  Highcharts ${page.highchartsChunks.length ? `loaded on the Score page (${page.highchartsChunks.join(', ')})` : 'NOT loaded on the Score page'}`,
    );
  }
  if (delivery) {
    const { delivery: d, staticJson: s, page } = delivery;
    console.log(
      `  delivery (PDP, 3 widgets, ${kb(delivery.bytes)}): ${d.rps.toFixed(0)} req/s p99 ${ms(d.p99)} vs static JSON ${s.rps.toFixed(0)} req/s p99 ${ms(s.p99)} = ${(d.rps / s.rps).toFixed(2)}× static (target ≥ 5,000 req/s, p99 < 20 ms)`,
    );
    console.log(`  product page with 3 widgets: LCP ${(page.lcpWith / page.lcpWithout).toFixed(2)}× without (target ≤ 1.15×), CLS ${page.clsWith.toFixed(3)} (target < 0.05)`);
  }
  if (agency) {
    console.log(
      `  agency-info, ${count(agency.sites)} sites: a cache miss median ${ms(agency.route.median)} (analytics query ${ms(agency.metrics.median)}, gzip ${ms(agency.gzip.median)}), a hit ${ms(agency.cachedHit.median)}; payload ${kb(agency.bytes)} (${kb(agency.gzipBytes)} gzip)`,
    );
    const b = agency.browser;
    if (b) {
      console.log(
        `  agency grid, ${count(b.rows)} rows: first rows ${ms(b.firstRows.median)} (${ms(b.afterResponse.median)} after the answer); scroll frames median ${ms(b.scrollFrames.median)}, p95 ${ms(b.scrollFrames.p95)}; sort ${ms(b.sort.median)}`,
      );
    }
  }
  if (editor) {
    console.log(`  editor frame start-up JS ${kb(editor.startJsGzip)} gzip (monaco and sass lazy); penpal round trip ${editor.penpal.ratio.toFixed(2)}× raw postMessage (target ≤ 2×)`);
    console.log(`  editor preview: style-only edit ${ms(editor.preview.styleEdit.median)} median (target < 50 ms); location change re-rendered ${ms(editor.preview.locationChange.median)} median (target ≤ 650 ms)`);
  }
  if (rec) {
    console.log(
      `  recommendations applet initial JS ${kb(rec.appletJsGzip)} gzip (${rec.heavyInApplet.length ? `${rec.heavyInApplet.join(', ')} IN IT` : 'no Highcharts or monaco'}); dashboard with ${rec.rows} recommendations: table ${ms(rec.toTable.median)}, chart ${ms(rec.toChart.median)}, status filter redraw ${ms(rec.filter.median)} (medians)`,
    );
  }
  for (const s of sessions) {
    console.log(`  live sessions on ${s.engine}: ${count(s.rows)} visits derived and replaced in ${ms(s.median)} median = ${count(Math.round(s.rowsPerSecond))} rows/s (${count(s.events)} events read)`);
  }
  for (const s of screens) {
    console.log(`  ${s.name} to idle (staff): median ${ms(s.idle.median)} = ${(s.idle.median / SCREEN_IDLE_TARGET_MS).toFixed(2)}× the 2 s target`);
  }
  console.log(`  storefront tag ${kb(storefront.gzip)} gzip = ${(storefront.gzip / STOREFRONT_BUDGET_BYTES).toFixed(2)} × its 25 KB budget`);
  console.log(`  bench took ${seconds(performance.now() - started)}; load average now ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exitCode = 1;
});
