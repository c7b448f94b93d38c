import {
  DELIVERY_PROTOCOL_VERSION,
  ORDER_ELEMENT_ID,
  deliveryEventsTokenUrl,
  deliveryEventsUrl,
  type DeliveryEvent,
  type EventBase,
  type EventBatch,
  type EventsGrant,
  type StorefrontOrder,
} from '../../sdk/sandbox/delivery';
import { readStored, writeStored } from './identity';

/** A batch goes out this long after its first event, at this many events, or when the page hides. */
export const FLUSH_DELAY_MS = 2000;
export const MAX_BATCH = 20;
export const ATTRIBUTION_KEY = 'vitrine.attribution';
export const ORDERS_KEY = 'vitrine.orders';
const ATTRIBUTION_TTL_MS = 30 * 24 * 3600 * 1000;
const ATTRIBUTION_MAX = 50;
/** A token this close to its expiry is renewed before the next batch (a batch may wait in flight). */
export const TOKEN_RENEW_MARGIN_MS = 60_000;

/** What sends a batch: sendBeacon while the page goes away, else fetch keepalive. */
export type Send = (url: string, body: string, leaving: boolean) => void;

export const browserSend: Send = (url, body, leaving) => {
  if (leaving && navigator.sendBeacon?.(url, body)) return;
  // text/plain keeps it a simple CORS request (no preflight); no cookies go to the API origin.
  fetch(url, { method: 'POST', body, keepalive: true, mode: 'cors', credentials: 'omit', headers: { 'content-type': 'text/plain' } }).catch(() => {
    // Analytics are best effort: a lost batch must never surface on the shop's page.
  });
};

/** Where a fresh events grant comes from (null when it could not be had). */
export type FetchGrant = () => Promise<EventsGrant | null | undefined>;

export const browserFetchGrant = (apiOrigin: string, siteId: string, visitorId: string): FetchGrant => async () => {
  const response = await fetch(deliveryEventsTokenUrl(apiOrigin, siteId, visitorId), { mode: 'cors', credentials: 'omit', headers: { accept: 'application/json' } });
  return response.ok ? ((await response.json()) as EventsGrant) : null;
};

type Distributive<T> = T extends unknown ? Omit<T, keyof EventBase> : never;
export type EventFields = Distributive<DeliveryEvent>;

/**
 * Queues events with the page's common fields and sends them in batches, each with the events
 * token of the visitor (sdk EventsGrant). `base()` is read per event so a form-factor change
 * (breakpoint) is reflected. Until a token is in (the recommendations answer brings the first),
 * batches wait; a token about to expire is renewed with `fetchGrant` before the next batch, so a
 * long visit keeps posting. A batch sent while the page goes away uses the token it has.
 */
export class Tracker {
  private queue: DeliveryEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private grant: { token: string; expiresAt: number } | null = null;
  private pendingGrant: Promise<void> | null = null;

  constructor(
    private readonly apiOrigin: string,
    private readonly siteId: string,
    private readonly base: () => EventBase,
    private readonly send: Send = browserSend,
    private readonly fetchGrant: FetchGrant = async () => null,
  ) {}

  track(fields: EventFields): void {
    this.queue.push({ ...this.base(), ...fields } as DeliveryEvent);
    if (this.queue.length >= MAX_BATCH) this.flush(false);
    else this.timer ??= setTimeout(() => this.flush(false), FLUSH_DELAY_MS);
  }

  /** Takes the grant `pending` brings (the recommendations answer's); queued batches go once it is in. */
  useGrant(pending: Promise<EventsGrant | null | undefined>): void {
    const taking = pending
      .then((grant) => {
        const expiresAt = grant ? Date.parse(grant.expiresAt) : NaN;
        if (grant && typeof grant.token === 'string' && !Number.isNaN(expiresAt)) this.grant = { token: grant.token, expiresAt };
      })
      .catch(() => {
        // No grant this time: the next batch asks again.
      })
      .finally(() => {
        if (this.pendingGrant === taking) this.pendingGrant = null;
        // Only with a usable token: a failed renewal waits for the next event, never loops.
        if (this.queue.length && this.usable(TOKEN_RENEW_MARGIN_MS)) this.flush(false);
      });
    this.pendingGrant = taking;
  }

  private usable(marginMs: number): boolean {
    return this.grant !== null && this.grant.expiresAt - Date.now() > marginMs;
  }

  flush(leaving: boolean): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.queue.length) return;
    if (!this.usable(leaving ? 0 : TOKEN_RENEW_MARGIN_MS)) {
      if (!leaving && !this.pendingGrant) this.useGrant(this.fetchGrant());
      return;
    }
    const batch: EventBatch = { version: DELIVERY_PROTOCOL_VERSION, siteId: this.siteId, sentAt: new Date().toISOString(), token: this.grant!.token, events: this.queue };
    this.queue = [];
    this.send(deliveryEventsUrl(this.apiOrigin, this.siteId), JSON.stringify(batch), leaving);
  }

  /** Flushes when the page is hidden or unloads (the last moment a beacon reliably leaves). */
  flushOnHide(win: Window = window): void {
    win.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState === 'hidden') this.flush(true);
    });
    win.addEventListener('pagehide', () => this.flush(true));
  }
}

type Attribution = Record<string, { rec: string; at: number }>;

/** Remembers which recommendation led to a product (click or add) for later adds and orders. */
export function rememberAttribution(storage: Storage, productId: string, recommendationId: string, now = Date.now()): void {
  const all = readStored<Attribution>(storage, ATTRIBUTION_KEY) ?? {};
  all[productId] = { rec: recommendationId, at: now };
  const kept = Object.entries(all)
    .filter(([, v]) => now - v.at < ATTRIBUTION_TTL_MS)
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, ATTRIBUTION_MAX);
  writeStored(storage, ATTRIBUTION_KEY, Object.fromEntries(kept));
}

export function attributedRecommendation(storage: Storage, productId: string, now = Date.now()): string | null {
  const entry = (readStored<Attribution>(storage, ATTRIBUTION_KEY) ?? {})[productId];
  return entry && now - entry.at < ATTRIBUTION_TTL_MS ? entry.rec : null;
}

/** The thank-you page's order, once per order id per browser (a reload does not count twice). */
export function takeOrder(doc: Document, storage: Storage): StorefrontOrder | null {
  const el = doc.getElementById(ORDER_ELEMENT_ID);
  if (!el) return null;
  let order: StorefrontOrder;
  try {
    order = JSON.parse(el.textContent ?? '') as StorefrontOrder;
  } catch {
    return null;
  }
  if (!order || order.id === undefined || order.id === null) return null;
  const seen = readStored<string[]>(storage, ORDERS_KEY) ?? [];
  if (seen.includes(String(order.id))) return null;
  writeStored(storage, ORDERS_KEY, [String(order.id), ...seen].slice(0, 20));
  return order;
}
