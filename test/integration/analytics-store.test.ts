import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { SEED_SITES } from '../../server/seed/world';

jest.setTimeout(180_000);

/** The embedded analytics store as the server runs it: a DuckDB file in the data dir. */

const ownSite = SEED_SITES.find((s) => s.name === 'Northwind Outfitters')!;
const USAGE = 'query Usage($site: ID!) { usage(site: $site) { pagesViewed from to } }';
// A small world keeps the first start quick; the volume does not matter here.
const ENV = { ANALYTICS_SEED_SCALE: '0.05', ANALYTICS_SEED_DAYS: '40' };

/** The banner is printed right after the READY line the harness waits for: give it a moment. */
async function analyticsLine(server: RunningServer): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const line = /Analytics:\s+(.*)/.exec(server.logs())?.[1];
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no Analytics line in the server output:\n${server.logs()}`);
}

async function pagesViewed(server: RunningServer) {
  const http = httpClient(server);
  expect([302, 303]).toContain((await http.signIn('merchant@example.com', 'vitrine-merchant')).status);
  const res = await http.post('/graphql', { query: USAGE, variables: { site: ownSite.id } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.usage as { pagesViewed: number; from: string; to: string };
}

describe('analytics store in the data dir', () => {
  let dataDir: string;
  let server: RunningServer | undefined;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-analytics-it-'));
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds analytics.duckdb on first start, answers usage from it, and keeps it across a restart', async () => {
    server = await startServer({ dataDir, env: ENV });
    expect(await analyticsLine(server)).toMatch(/^seeded [\d,]+ sessions/);
    expect(fs.existsSync(path.join(dataDir, 'analytics.duckdb'))).toBe(true);
    const before = await pagesViewed(server);
    expect(before.pagesViewed).toBeGreaterThan(0);
    await server.stop();
    server = undefined;
    // Stopped cleanly: everything is in the file, nothing left in a write-ahead log.
    expect(fs.existsSync(path.join(dataDir, 'analytics.duckdb.wal'))).toBe(false);

    server = await startServer({ dataDir, env: ENV });
    // No second seed: at most the hours since the first start are added.
    expect(await analyticsLine(server)).toMatch(/^(up to date|added [\d,]+ sessions)/);
    const after = await pagesViewed(server);
    // The usage window ends at midnight UTC; only a restart across midnight moves it.
    if (after.to === before.to) expect(after.pagesViewed).toBe(before.pagesViewed);
    else expect(after.pagesViewed).toBeGreaterThan(0);
  });

  it('starts with empty analytics tables when seeding is off', async () => {
    const off = await startServer({ env: { VITRINE_SEED: '0' } });
    try {
      expect(await analyticsLine(off)).toBe('no seed data');
      expect(fs.existsSync(path.join(off.dataDir, 'analytics.duckdb'))).toBe(true);
    } finally {
      await off.stop();
    }
  });
});
