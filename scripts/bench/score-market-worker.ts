// Runs the pure engine's scoreMarket on n synthetic rows in a worker thread, so the bench can
// stop it at a time limit. Warms up on 500 rows like scoreMarketBench, then posts the ms of one run.
import { parentPort, workerData } from 'node:worker_threads';
import { scoreMarket } from '../../plugins/checkout/score';
import { syntheticMarket } from '../../plugins/checkout/server/bench';

const rows = syntheticMarket((workerData as { n: number }).n);
scoreMarket(rows.slice(0, Math.min(rows.length, 500)));
const started = performance.now();
scoreMarket(rows);
parentPort!.postMessage(performance.now() - started);
