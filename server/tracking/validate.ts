// Strict reading of an EventBatch (sdk/sandbox/delivery.ts). The tag validates nothing, so
// everything is checked here: shapes, enums, bounded ids and strings, and times. A bad batch
// is refused whole with a 400 naming the field (events[3].productId ...), never partly stored.
import { DELIVERY_PROTOCOL_VERSION, FIXED_PLACES, FORM_FACTORS } from '../../sdk/sandbox/delivery';
import type { RecEventRow } from '../analytics/recs/schema';
import { badRequest } from '../lib/errors';

export const MAX_EVENTS_PER_BATCH = 50;
/** Event times may lag the batch's sentAt by this much (a tab sending late, offline). */
export const MAX_EVENT_AGE_MS = 24 * 3600_000;
/** ... and lead it by this much (clocks move between reading `at` and `sentAt`). */
export const MAX_EVENT_LEAD_MS = 60_000;

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const PROVIDER = /^[A-Za-z0-9_.~-]{1,100}$/;
const CUSTOM_PLACE = /^CUSTOM~[A-Za-z0-9_-]{1,100}$/;
const CURRENCY = /^[A-Z]{3}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2})$/;
const TYPES = ['session-start', 'page-view', 'impression', 'click', 'add-to-cart', 'order', 'exposure'] as const;
const PLACES: ReadonlySet<string> = new Set(FIXED_PLACES);
const EVENT_KEYS = ['type', 'at', 'visitorId', 'sessionId', 'formFactor', 'newOrReturning', 'qa', 'place', 'path'];
const TYPE_KEYS: Record<(typeof TYPES)[number], string[]> = {
  'session-start': ['referrer', 'utmSource', 'utmMedium'],
  'page-view': ['pageViews', 'timeOnSiteSeconds'],
  impression: ['recommendationId', 'recommendProvider', 'productIds'],
  click: ['recommendationId', 'recommendProvider', 'productId'],
  'add-to-cart': ['recommendationId', 'productId', 'variantId', 'quantity', 'value', 'currency'],
  order: ['orderId', 'total', 'currency', 'lineItems'],
  exposure: ['recommendationId'],
};

export interface ParsedBatch {
  rows: RecEventRow[];
  /**
   * Events with qa = true (preview and QA traffic): stored with source 'qa' for Checkout Zen's
   * QA sessions (is_qa), never read by the recommendation reports.
   */
  qa: number;
  visitorId: string | null;
  /** body.token as sent: the route checks it (server/tracking/events-token.ts). */
  token: unknown;
}

type Obj = Record<string, unknown>;

function object(value: unknown, field: string): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(`${field} must be an object`);
  return value as Obj;
}
function only(o: Obj, allowed: readonly string[], field: string) {
  for (const key of Object.keys(o)) if (!allowed.includes(key)) throw badRequest(`${field}.${key} is not a field of this event`);
}
function token(o: Obj, key: string, field: string, pattern = TOKEN): string {
  const v = o[key];
  if (typeof v !== 'string' || !pattern.test(v)) throw badRequest(`${field}.${key} must be an id (${pattern === TOKEN ? '1-64 letters, digits, _ or -' : 'letters, digits and _.~-'})`);
  return v;
}
function text(o: Obj, key: string, field: string, max: number): string {
  const v = o[key];
  if (typeof v !== 'string' || v.length > max) throw badRequest(`${field}.${key} must be a string of at most ${max} characters`);
  return v;
}
/** Absent or null is NULL (a tag older than the field sends none). */
function optionalText(o: Obj, key: string, field: string, max: number): string | null {
  return o[key] === undefined || o[key] === null ? null : text(o, key, field, max);
}
function number(o: Obj, key: string, field: string, min: number, max: number, integer = false): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max || (integer && !Number.isInteger(v)))
    throw badRequest(`${field}.${key} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`);
  return v;
}
function oneOf<T extends string>(o: Obj, key: string, field: string, values: readonly T[]): T {
  const v = o[key];
  if (typeof v !== 'string' || !values.includes(v as T)) throw badRequest(`${field}.${key} must be one of ${values.join(', ')}`);
  return v as T;
}
function time(v: unknown, field: string): number {
  const ms = typeof v === 'string' && ISO.test(v) ? Date.parse(v) : NaN;
  if (Number.isNaN(ms)) throw badRequest(`${field} must be an ISO-8601 time with a zone`);
  return ms;
}
function place(o: Obj, field: string): string {
  const v = o.place;
  if (typeof v !== 'string' || !(PLACES.has(v) || CUSTOM_PLACE.test(v))) throw badRequest(`${field}.place must be a page place (H, CAT, PDP, ..., CUSTOM~handle)`);
  return v;
}

const EMPTY = {
  recommendation_id: null, provider: null, product_id: null, product_ids: null, variant_id: null, quantity: null,
  value: null, currency: null, order_id: null, page_views: null, time_on_site_s: null, referrer: null,
  utm_source: null, utm_medium: null,
} as const;

/** The type-specific columns of one event. */
function typeColumns(type: (typeof TYPES)[number], e: Obj, f: string): Partial<RecEventRow> {
  switch (type) {
    case 'session-start':
      return { referrer: text(e, 'referrer', f, 2048), utm_source: optionalText(e, 'utmSource', f, 200), utm_medium: optionalText(e, 'utmMedium', f, 200) };
    case 'page-view':
      return { page_views: number(e, 'pageViews', f, 1, 100_000, true), time_on_site_s: number(e, 'timeOnSiteSeconds', f, 0, 7 * 86_400) };
    case 'impression': {
      const ids = e.productIds;
      if (!Array.isArray(ids) || ids.length > 100) throw badRequest(`${f}.productIds must be a list of at most 100 product ids`);
      ids.forEach((_, i) => token(ids as unknown as Obj, String(i), `${f}.productIds`));
      return { recommendation_id: token(e, 'recommendationId', f), provider: token(e, 'recommendProvider', f, PROVIDER), product_ids: ids as string[] };
    }
    case 'exposure':
      // The slot was reached (both arms alike): the holdout's comparison counts from here.
      return { recommendation_id: token(e, 'recommendationId', f) };
    case 'click':
      return { recommendation_id: token(e, 'recommendationId', f), provider: token(e, 'recommendProvider', f, PROVIDER), product_id: token(e, 'productId', f) };
    case 'add-to-cart':
      return {
        recommendation_id: e.recommendationId === null ? null : token(e, 'recommendationId', f),
        product_id: token(e, 'productId', f),
        variant_id: token(e, 'variantId', f),
        quantity: number(e, 'quantity', f, 1, 10_000, true),
        value: number(e, 'value', f, 0, 1e9),
        currency: token(e, 'currency', f, CURRENCY),
      };
    case 'order': {
      const items = e.lineItems;
      if (!Array.isArray(items) || items.length > 250) throw badRequest(`${f}.lineItems must be a list of at most 250 lines`);
      items.forEach((item, i) => {
        const lf = `${f}.lineItems[${i}]`;
        const line = object(item, lf);
        only(line, ['productId', 'variantId', 'quantity', 'price', 'recommendationId'], lf);
        token(line, 'productId', lf);
        token(line, 'variantId', lf);
        number(line, 'quantity', lf, 1, 10_000, true);
        number(line, 'price', lf, 0, 1e9);
        if (line.recommendationId !== null) token(line, 'recommendationId', lf);
      });
      // Line items are not stored: the server's own order rows are the truth for attribution.
      return { order_id: token(e, 'orderId', f), value: number(e, 'total', f, 0, 1e10), currency: token(e, 'currency', f, CURRENCY) };
    }
  }
}

/**
 * Reads a batch posted for `siteId` at server time `now`. Event times are moved by the batch's
 * clock skew (now − sentAt) so a wrong client clock does not misdate them, then must fall
 * within MAX_EVENT_AGE_MS before and MAX_EVENT_LEAD_MS after the batch was sent.
 */
export function parseBatch(body: unknown, siteId: string, now: number): ParsedBatch {
  let raw = body;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw badRequest('body must be an EventBatch as JSON');
    }
  }
  const batch = object(raw, 'body');
  only(batch, ['version', 'siteId', 'sentAt', 'token', 'events'], 'body');
  if (batch.version !== DELIVERY_PROTOCOL_VERSION) throw badRequest(`body.version must be ${DELIVERY_PROTOCOL_VERSION}`);
  if (batch.siteId !== siteId) throw badRequest('body.siteId must be the site of the URL');
  const sentAt = time(batch.sentAt, 'body.sentAt');
  const skew = now - sentAt;
  const events = batch.events;
  if (!Array.isArray(events) || events.length < 1 || events.length > MAX_EVENTS_PER_BATCH)
    throw badRequest(`body.events must be a list of 1 to ${MAX_EVENTS_PER_BATCH} events`);
  const rows: RecEventRow[] = [];
  let qa = 0;
  let visitorId: string | null = null;
  events.forEach((value, i) => {
    const f = `events[${i}]`;
    const e = object(value, f);
    const type = oneOf(e, 'type', f, TYPES);
    only(e, [...EVENT_KEYS, ...TYPE_KEYS[type]], f);
    const at = time(e.at, `${f}.at`);
    if (at < sentAt - MAX_EVENT_AGE_MS || at > sentAt + MAX_EVENT_LEAD_MS) throw badRequest(`${f}.at must be within 24 hours before body.sentAt`);
    const visitor = token(e, 'visitorId', f);
    // One browser sends one batch: a batch mixing visitors is not from the tag.
    if (visitorId !== null && visitor !== visitorId) throw badRequest(`${f}.visitorId must be the same in every event of a batch`);
    visitorId = visitor;
    if (typeof e.qa !== 'boolean') throw badRequest(`${f}.qa must be true or false`);
    const row: RecEventRow = {
      ...EMPTY,
      site_id: siteId,
      occurred_at: new Date(at + skew),
      visitor_id: visitor,
      session_id: token(e, 'sessionId', f),
      type,
      place: place(e, f),
      path: text(e, 'path', f, 1024),
      form_factor: oneOf(e, 'formFactor', f, FORM_FACTORS),
      new_or_returning: oneOf(e, 'newOrReturning', f, ['new', 'returning'] as const),
      source: 'tag',
      // Stamped by the route from the site's holdout (server/delivery/holdout.ts), never read from the client.
      arm: null,
      ...typeColumns(type, e, f),
    };
    if (!row.path.startsWith('/')) throw badRequest(`${f}.path must start with /`);
    if (e.qa) {
      row.source = 'qa';
      qa++;
    }
    rows.push(row);
  });
  return { rows, qa, visitorId, token: batch.token };
}
