import type { DeliveredProduct, DeliveredRecommendation, DeliveredVariant, EventBase, FormFactor } from '../../sdk/sandbox/delivery';
import { newId, readStored, touchSession, writeStored, type Identity } from './identity';
import { watchImpressions } from './impressions';
import type { PageContext } from './page';
import { attributedRecommendation, browserFetchGrant, rememberAttribution, takeOrder, Tracker, type Send } from './track';

export const VIEWED_KEY = 'vitrine.viewed';
const VIEWED_MAX = 20;

export interface Tracking {
  /** The visitor id the events carry: the recs request names the same one, so its answer brings the events token and both get the same holdout arm. */
  visitorId: string;
  /** Recently viewed product ids before this page, newest first (for the recs request). */
  viewed: string[];
  currency: string;
  onWidget(rec: DeliveredRecommendation, root: HTMLElement): void;
  onAdded(rec: DeliveredRecommendation, product: DeliveredProduct, variant: DeliveredVariant, quantity: number): void;
  /** A recommendation's slot was reached (exposures.ts decides when, once per page view). */
  onExposure(recommendationId: string): void;
  tracker: Tracker;
}

/**
 * What a session's first page says about where the shopper came from: the referrer (none when
 * it is the shop's own page: a session restarted after 30 idle minutes) and the UTM tags.
 */
export function landing(href: string, referrer: string): { referrer: string; utmSource: string | null; utmMedium: string | null } {
  const url = new URL(href);
  let own = false;
  try {
    own = referrer !== '' && new URL(referrer).origin === url.origin;
  } catch {
    // An unparsable referrer is passed on as it is; the server classes it.
  }
  const utm = (name: string) => url.searchParams.get(name)?.slice(0, 200) || null;
  return { referrer: own ? '' : referrer, utmSource: utm('utm_source'), utmMedium: utm('utm_medium') };
}

/**
 * Records this page view (session start, page view, an order on the thank-you page) and gives
 * the hooks the renderer calls for impressions, clicks and adds. Without storage the ids last
 * for the page only.
 */
export function startTracking(ctx: PageContext, identity: Identity | null, storage: Storage | null, ff: () => FormFactor, send?: Send): Tracking {
  const id = identity ?? { visitorId: newId(), sessionId: newId(), newOrReturning: 'new', sessionStarted: true, sessionStart: Date.now(), pageViews: 1 };
  const base = (): EventBase => ({
    at: new Date().toISOString(),
    visitorId: id.visitorId,
    sessionId: id.sessionId,
    formFactor: ff(),
    newOrReturning: id.newOrReturning,
    qa: ctx.qa,
    place: ctx.place,
    path: location.pathname,
  });
  const tracker = new Tracker(ctx.apiOrigin, ctx.siteId, base, send, browserFetchGrant(ctx.apiOrigin, ctx.siteId, id.visitorId));
  tracker.flushOnHide();
  if (id.sessionStarted) tracker.track({ type: 'session-start', ...landing(location.href, document.referrer) });
  tracker.track({ type: 'page-view', pageViews: id.pageViews, timeOnSiteSeconds: Math.round((Date.now() - id.sessionStart) / 1000) });

  const viewed = storage ? (readStored<string[]>(storage, VIEWED_KEY) ?? []) : [];
  if (storage && ctx.place === 'PDP' && ctx.productId) {
    writeStored(storage, VIEWED_KEY, [ctx.productId, ...viewed.filter((p) => p !== ctx.productId)].slice(0, VIEWED_MAX));
  }
  const order = storage ? takeOrder(document, storage) : null;
  if (order) {
    tracker.track({
      type: 'order',
      orderId: String(order.id),
      total: order.total,
      currency: order.currency,
      lineItems: (order.lineItems ?? []).map((line) => ({ ...line, recommendationId: storage ? attributedRecommendation(storage, line.productId) : null })),
    });
  }

  const shown = new Map<Element, DeliveredRecommendation>();
  const impressions = watchImpressions((el) => {
    const rec = shown.get(el);
    if (!rec || seenThisPage.has(rec.id)) return;
    seenThisPage.add(rec.id);
    tracker.track({ type: 'impression', recommendationId: rec.id, recommendProvider: rec.qualifiedName, productIds: rec.products.map((p) => p.id) });
  });
  const seenThisPage = new Set<string>();

  const tracking: Tracking = {
    visitorId: id.visitorId,
    viewed,
    currency: '',
    tracker,
    onWidget(rec, root) {
      // Once per recommendation per page, also across a breakpoint re-render.
      if (!seenThisPage.has(rec.id)) {
        shown.set(root, rec);
        impressions.observe(root);
      }
      root.addEventListener('click', (event) => {
        const link = (event.target as Element).closest?.('a[data-vitrine-product]');
        const productId = link?.getAttribute('data-vitrine-product');
        if (!productId) return;
        if (storage) {
          rememberAttribution(storage, productId, rec.id);
          touchSession(storage);
        }
        tracker.track({ type: 'click', recommendationId: rec.id, recommendProvider: rec.qualifiedName, productId });
      });
    },
    onAdded(rec, product, variant, quantity) {
      if (storage) {
        rememberAttribution(storage, product.id, rec.id);
        touchSession(storage);
      }
      tracker.track({ type: 'add-to-cart', recommendationId: rec.id, productId: product.id, variantId: variant.id, quantity, value: Math.round(variant.price * quantity * 100) / 100, currency: tracking.currency });
    },
    onExposure(recommendationId) {
      tracker.track({ type: 'exposure', recommendationId });
    },
  };
  return tracking;
}
