// The Checkout Score part of `npm run bench`: scoring a 10k-shop market with the service's
// scoreWholeMarket and, when it can finish in time, with the pure engine's scoreMarket (which
// ranked with rankAmong per shop, O(n²), before d0933a2: sized first, stopped at a limit).
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { scoreMarketBench } from '../../plugins/checkout/server/bench';
import { count, describeTiming, ms, seconds, timing } from './util';

const SITES = 10_000;
/** scoreMarket runs only if it finishes within this; it is stopped there otherwise. */
const ENGINE_LIMIT_MS = 10_000;
const WORKER = path.join(__dirname, 'score-market-worker.ts');

/** scoreMarket on n synthetic rows in a worker thread (warmed on 500 rows): its ms, or null when stopped at limitMs. */
function engineScoreMarket(n: number, limitMs: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    // Workers do not inherit tsx's loader: register it (CommonJS) before loading the module.
    const worker = new Worker(`require('tsx/cjs'); require(${JSON.stringify(WORKER)});`, { eval: true, workerData: { n } });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve(null);
    }, limitMs);
    worker.once('message', (value: number) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(value);
    });
    worker.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

export interface ScoreBenchResults {
  wholeMarket: ReturnType<typeof timing>;
  engineMs: number | null;
  engineNote: string;
}

export async function scoreBench(opts: { runs: number; log?: (line: string) => void }): Promise<ScoreBenchResults> {
  const log = opts.log ?? ((line: string) => console.log(line));
  log(`\nCheckout Score over ${count(SITES)} synthetic sites`);
  // scoreMarketBench warms up on 500 rows and times one whole-market scoring.
  const runs = Array.from({ length: opts.runs }, () => scoreMarketBench(SITES).ms);
  const wholeMarket = timing(runs);
  log(`  scoreMarketBench (service: scoreWholeMarket): ${describeTiming(wholeMarket)}`);

  // Size the engine's scoreMarket from two small markets first (it was quadratic in its ranking).
  const [t1, t2] = [await engineScoreMarket(1000, ENGINE_LIMIT_MS), await engineScoreMarket(2000, ENGINE_LIMIT_MS)];
  let engineMs: number | null = null;
  let engineNote: string;
  if (t1 === null || t2 === null) {
    engineNote = `skipped: 1-2k sites already took over ${seconds(ENGINE_LIMIT_MS)}`;
  } else {
    const exponent = Math.log(t2 / t1) / Math.log(2);
    const predicted = t2 * (SITES / 2000) ** Math.max(exponent, 2);
    const sizing = `1k sites ${ms(t1)}, 2k ${ms(t2)} → ~n^${exponent.toFixed(1)}; worst case (≥ n²) for ${count(SITES)}: ~${seconds(predicted)}`;
    if (predicted > 1.5 * ENGINE_LIMIT_MS) {
      engineNote = `skipped (${sizing}, over the ${seconds(ENGINE_LIMIT_MS)} limit)`;
    } else {
      engineMs = await engineScoreMarket(SITES, ENGINE_LIMIT_MS);
      engineNote = engineMs === null ? `stopped at ${seconds(ENGINE_LIMIT_MS)} (${sizing})` : `${ms(engineMs)}, one run (${sizing})`;
    }
  }
  log(`  scoreMarket (pure engine, in a worker thread): ${engineNote}`);
  if (engineMs !== null) log(`  engine / service: ${(engineMs / wholeMarket.median).toFixed(0)}×`);
  return { wholeMarket, engineMs, engineNote };
}
