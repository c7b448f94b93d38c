// `npm run bench`: the delivery endpoint and the widgets' cost to a product page.
//  - Load: GET /delivery/v1/{demo}/recs?place=PDP&product=... (three widgets, as a shopper's
//    first visit asks it: no visitor, a cacheable answer) against a static JSON route serving
//    the same bytes from fastify in its own process. Load comes from this process: keep-alive
//    http.Agent, CONCURRENCY requests in flight, DURATION_MS each after a warm-up.
//  - Page: LCP and CLS of a product page with its three widgets against the same page with
//    the tag off (?vitrine-tag=off), in headless Chromium, first visit each run (new context).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DEMO_SITE_ID } from '../../server/seed/world';
import { launchBrowser } from '../../test/helpers/browser';
import { startServer } from '../../test/helpers/server';
import { median, ms } from './util';

const CONCURRENCY = 32;
const DURATION_MS = 5_000;
const WARMUP_MS = 1_000;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface DeliveryBenchResult {
  bytes: number;
  delivery: LoadResult;
  staticJson: LoadResult;
  page: { lcpWith: number; lcpWithout: number; clsWith: number; clsWithout: number };
}

async function load(url: string, durationMs: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + durationMs;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      http
        .get(url, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - t0);
            else errors++;
            resolve();
          });
        })
        .on('error', () => {
          errors++;
          resolve();
        });
    });
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < end) await one();
  }));
  const took = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rps: (latencies.length / took) * 1000, p50: at(0.5), p99: at(0.99), errors };
}

/** A fastify process answering one static JSON body: the floor a JSON route of this size costs. */
async function staticServer(body: string): Promise<{ url: string; stop(): void }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-static-')), 'body.json');
  fs.writeFileSync(file, body);
  const code = `const f=require('fastify')({logger:false});const b=require('fs').readFileSync(${JSON.stringify(file)},'utf8');
f.get('/static.json',(q,r)=>{r.header('cache-control','public, max-age=30').type('application/json; charset=utf-8').send(b)});
f.listen({port:0,host:'127.0.0.1'}).then(()=>console.log('PORT '+f.server.address().port));`;
  const child = spawn(process.execPath, ['-e', code], { cwd: path.join(__dirname, '..', '..'), stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => child.stdout!.on('data', (d: Buffer) => { const m = /PORT (\d+)/.exec(String(d)); if (m) resolve(Number(m[1])); }));
  return { url: `http://127.0.0.1:${port}/static.json`, stop: () => child.kill() };
}

async function pageVitals(url: string, runs: number): Promise<{ lcp: number; cls: number }> {
  const browser = await launchBrowser();
  const lcps: number[] = [];
  const clss: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      await page.evaluateOnNewDocument(() => {
        const w = window as unknown as { __lcp: number; __cls: number };
        w.__lcp = 0;
        w.__cls = 0;
        new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => { for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(url, { waitUntil: 'networkidle0' });
      await new Promise((r) => setTimeout(r, 300));
      const v = await page.evaluate(() => {
        const w = window as unknown as { __lcp: number; __cls: number };
        return { lcp: w.__lcp, cls: w.__cls };
      });
      lcps.push(v.lcp);
      clss.push(v.cls);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { lcp: median(lcps), cls: Math.max(...clss) };
}

export async function deliveryBench(opts: { runs: number }): Promise<DeliveryBenchResult> {
  console.log('\nDelivery endpoint and widgets (scripts/bench/delivery.ts)');
  const server = await startServer({ env: { ANALYTICS_SEED_SCALE: '0.2', LOG_LEVEL: 'error' } });
  try {
    const products = await fetch(`${server.storefrontUrl}/products.json?limit=1`).then((r) => r.json());
    const url = `${server.url}/delivery/v1/${DEMO_SITE_ID}/recs?place=PDP&product=${products.products[0].id}&ff=desktop`;
    const body = await fetch(url).then((r) => r.text());
    const widgets = (JSON.parse(body) as { recommendations: unknown[] }).recommendations.length;
    console.log(`  answer: ${widgets} widgets, ${(body.length / 1000).toFixed(1)} KB; ${CONCURRENCY} in flight, ${DURATION_MS / 1000} s each`);
    const stat = await staticServer(body);
    try {
      await load(url, WARMUP_MS);
      const delivery = await load(url, DURATION_MS);
      await load(stat.url, WARMUP_MS);
      const staticJson = await load(stat.url, DURATION_MS);
      for (const [name, r] of [['delivery', delivery], ['static JSON', staticJson]] as const) {
        console.log(`  ${name.padEnd(11)} ${r.rps.toFixed(0).padStart(6)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}${r.errors ? `, ${r.errors} errors` : ''}`);
      }
      const shop = server.storefrontUrl.replace('127.0.0.1', 'localhost');
      const product = `${shop}/products/${products.products[0].handle}`;
      const runs = Math.max(3, opts.runs);
      const without = await pageVitals(`${product}?vitrine-tag=off`, runs);
      const withTag = await pageVitals(product, runs);
      console.log(`  product page LCP median: ${ms(withTag.lcp)} with widgets, ${ms(without.lcp)} without = ${(withTag.lcp / without.lcp).toFixed(2)}× (target ≤ 1.15×)`);
      console.log(`  product page CLS (worst of ${runs}): ${withTag.cls.toFixed(3)} with widgets, ${without.cls.toFixed(3)} without (target < 0.05)`);
      return { bytes: body.length, delivery, staticJson, page: { lcpWith: withTag.lcp, lcpWithout: without.lcp, clsWith: withTag.cls, clsWithout: without.cls } };
    } finally {
      stat.stop();
    }
  } finally {
    await server.stop();
  }
}
