import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { AnalyticsDb } from '../analytics/store/types';
import type { Db } from '../db/database';
import { agencyRows } from './rows';

const gzipAsync = promisify(gzip);

export interface AgencyAnswer {
  json: string;
  gzip: Buffer;
}

/**
 * What GET /api2/recommendation/agency-info sends: the rows as JSON, and gzipped. The JSON is
 * ~1.2 KB a site (12 MB at 10,000) and compresses ~20:1, so it is gzipped once per
 * computation, off the event loop, and every browser that takes gzip gets those bytes.
 */
export async function agencyAnswer(db: Db, analytics: AnalyticsDb, opts: { now: Date; windowDays: number }): Promise<AgencyAnswer> {
  const json = JSON.stringify(await agencyRows(db, analytics, opts));
  return { json, gzip: await gzipAsync(json) };
}
