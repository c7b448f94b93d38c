// The inputs of a live session row (derive.ts) as the sessionizer reads them from the store.

/** One tag event of a visit (rec_events, source 'tag' or 'qa'); times in ms. */
export interface VisitEvent {
  at: number;
  type: string;
  place: string;
  path: string;
  formFactor: string;
  newOrReturning: string;
  pageViews: number | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  source: string;
  arm: string | null;
}

/** One of the server's own orders (orders, never a client event). */
export interface VisitOrder {
  placedAt: number;
  total: number;
  paymentType: string | null;
}

/** The visitor's cart as the storefront server valued it from catalogue prices after a change. */
export interface CartSnapshot {
  changedAt: number;
  value: number;
  itemCount: number;
}

export interface Visit {
  siteId: string;
  visitorId: string;
  sessionId: string;
  /** Oldest first; at least one. */
  events: VisitEvent[];
  /** Orders attached to this visit (attach.ts). */
  orders: VisitOrder[];
  /** Cart changes attached to this visit, oldest first. */
  carts: CartSnapshot[];
  /** The visitor's last cart before the visit started (a cart carried into it), if any. */
  cartBefore: CartSnapshot | null;
}

/** A `sessions` row (CONTRACT.md §1), arrival time in ms. */
export interface SessionRow {
  site_id: string;
  arrival_time_utc: number;
  form_factor: string;
  new_or_returning: string;
  attribution_channel: string;
  attribution_source: string | null;
  arrival_page_class: string;
  exit_page_class: string;
  country: string;
  city: string;
  page_views: number;
  cart_value: number | null;
  trans_payment_type: string | null;
  is_qa: boolean;
  is_baseline: boolean;
  experience_qualified_name: string | null;
  carted: boolean;
  reached_checkout: boolean;
  regular_checkout: boolean;
  accelerated_checkout: boolean;
  converted: boolean;
  revenue: number;
  visitor_id: string;
  session_id: string;
}
