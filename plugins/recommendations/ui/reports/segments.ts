// The segment filters (spec 2: Device, Visitor, Result, Pages, Time on Site, Recommendation)
// as the page keeps them in the query string and as the metrics API takes them.
import { SEGMENTS } from './messages';

export type SegmentKey = keyof typeof SEGMENTS;
export const SEGMENT_KEYS = Object.keys(SEGMENTS) as SegmentKey[];
export type Segments = Partial<Record<SegmentKey, string>>;

/** A recommendation segment of one recommendation: 'id:' plus its id. */
export const REC_ID_PREFIX = 'id:';
const REC_ID = /^id:[A-Za-z0-9_.~-]{1,100}$/;

function valid(key: SegmentKey, value: string): boolean {
  if (key === 'rec' && REC_ID.test(value)) return true;
  return Object.hasOwn(SEGMENTS[key].choices, value);
}

/** The segments a query string names; unknown values are dropped, not sent. */
export function readSegments(params: URLSearchParams): Segments {
  const out: Segments = {};
  for (const key of SEGMENT_KEYS) {
    const value = params.get(key);
    if (value && valid(key, value)) out[key] = value;
  }
  return out;
}

/** The metrics API's filters (server/analytics/recs/filters.ts) for the segments. */
export function segmentQuery(s: Segments): Record<string, string> {
  const q: Record<string, string> = {};
  if (s.device) q.formFactor = s.device;
  if (s.visitor) q.newOrReturning = s.visitor;
  if (s.result === 'buyer') q.buyer = 'true';
  if (s.result === 'non-buyer') q.buyer = 'false';
  if (s.result === 'abandoned') q.abandonedCartValue = '0';
  if (s.pages) q.pageViews = s.pages;
  if (s.time) q.timeOnSite = s.time;
  if (s.rec === 'clicked') q.recommendClicked = 'true';
  if (s.rec === 'not-clicked') q.recommendClicked = 'false';
  if (s.rec?.startsWith(REC_ID_PREFIX)) q.recommendId = s.rec.slice(REC_ID_PREFIX.length);
  return q;
}

/** Where two choices set the same filter, the later wins: a section's own split overrides the segment. */
export const withQuery = (base: Record<string, string>, extra: Record<string, string>) => ({ ...base, ...extra });
