/**
 * The answer of the delivery endpoint: a site's recommendations for one page, each filled with
 * products by the engine, in the storefront contract's shape (sdk/sandbox/delivery.ts).
 */
import { DELIVERY_PROTOCOL_VERSION, slotOf, type DeliveredProduct, type DeliveredRecommendation, type DeliveryPayload, type FormFactor, type PagePlace, type WidgetOpts } from '../../sdk/sandbox/delivery';
import { parseIdList } from '../../plugins/recommendations/engine/ids';
import type { ShopModel } from '../../plugins/recommendations/engine/model';
import { recommend } from '../../plugins/recommendations/engine/recommend';
import type { RecommendContext } from '../../plugins/recommendations/engine/request';
import { rulesFromSettings } from '../../plugins/recommendations/engine/rules';
import type { CatalogProduct, Recipe } from '../../plugins/recommendations/engine/types';
import { findTemplate } from '../../plugins/recommendations/model/catalogue';
import { insertModeOf } from '../../plugins/recommendations/model/defaults';
import { withTextOverrides, type TextKey } from '../../plugins/recommendations/model/textDefaults';
import type { DeliveryParams } from './params';
import type { DeliverableRec, SiteDeliveryConfig } from './site-config';

/** A slider shows two views' worth, so its arrows have somewhere to go. */
const SLIDER_VIEWS = 2;
/** A fixed-width slider (productsPerView 0) gets this many. */
const FIXED_WIDTH_SLOTS = 10;
const MAX_SLOTS = 24;
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback);

/** How many products a widget shows on one form factor (spec 3 widget, productsPerView, grid/list cols x rows). */
export function slotsFor(opts: Record<string, unknown> | undefined, ff: FormFactor): number {
  const o = opts ?? {};
  const widget = o.widget ?? (ff === 'desktop' ? 'slider' : 'grid');
  let n: number;
  if (widget === 'grid') n = num(o.gridCols, ff === 'desktop' ? 4 : 2) * num(o.gridRows, ff === 'desktop' ? 1 : 2);
  else if (widget === 'list') n = num(o.listCols, 1) * num(o.listRows, ff === 'desktop' ? 4 : 2);
  else n = o.productsPerView === 0 ? FIXED_WIDTH_SLOTS : Math.ceil(num(o.productsPerView, ff === 'desktop' ? 4 : 2) * SLIDER_VIEWS);
  return Math.max(1, Math.min(MAX_SLOTS, Math.round(n)));
}

/** Whether a recommendation is for this page: its own place, SITEWIDE on every page. */
export function placeMatches(recPlace: unknown, place: PagePlace): boolean {
  return recPlace === place || recPlace === 'SITEWIDE';
}

const widgetOptsOf = (doc: Record<string, unknown>) => (doc.widgetOpts ?? {}) as { desktop?: Record<string, unknown>; mobile?: Record<string, unknown> };

/**
 * The stored options as the runtime reads them: one insert vocabulary (model/defaults), and
 * the site's Text Customization where the recommendation kept a default text.
 */
function deliveredOpts(opts: Record<string, unknown> | undefined, texts: Partial<Record<TextKey, string>> = {}): WidgetOpts {
  const o = withTextOverrides({ ...(opts ?? {}) }, texts);
  o.insert = insertModeOf(o);
  // Server-side inputs the tag ignores: kept off the wire.
  delete o.productIds;
  delete o.category;
  delete o.providerCode;
  delete o.providerHash;
  delete o.providerIsUnhashed;
  delete o.emailCardVariant;
  return o as WidgetOpts;
}

export function toDeliveredProduct(p: CatalogProduct): DeliveredProduct {
  return {
    id: p.id,
    title: p.title,
    handle: p.handle,
    vendor: p.vendor,
    url: `/products/${p.handle}`,
    imageUrl: p.imageUrl,
    rating: p.rating,
    ratingCount: p.ratingCount,
    options: p.options.map((o) => ({ name: o.name, values: o.values })),
    variants: p.variants.map((v) => ({
      id: v.id,
      title: v.title,
      price: v.price,
      compareAtPrice: v.compareAtPrice,
      availableForSale: v.availableForSale,
      inventoryQuantity: v.inventoryQuantity,
      selectedOptions: v.selectedOptions,
    })),
  };
}

function categoryIds(doc: Record<string, unknown>): string[] | null {
  const ids: string[] = [];
  const category = doc.category as { id?: unknown } | null | undefined;
  if (category && typeof category.id === 'string' && category.id) ids.push(category.id);
  if (Array.isArray(doc.catIds)) for (const c of doc.catIds) if (c && typeof c.id === 'string' && c.id) ids.push(c.id);
  // The console stores collections as platform global ids; the catalogue knows the plain id.
  return ids.length ? ids.map((id) => id.replace(/^gid:\/\/shopify\/Collection\//, '')) : null;
}

function productIdsOf(opts: Record<string, unknown> | undefined): string[] | null {
  const raw = opts?.productIds;
  if (Array.isArray(raw)) return raw.filter((x): x is string => typeof x === 'string');
  return typeof raw === 'string' ? parseIdList(raw) : null;
}

/**
 * The shopper-facing title: the widget's own title, else its template's ("Frequently Bought
 * Together"). Never `name`: that is the merchant's label in the console ("Product: Similar").
 */
function titleOf(doc: Record<string, unknown>, opts: Record<string, unknown> | undefined): string {
  if (typeof opts?.title === 'string' && opts.title) return opts.title;
  return (typeof doc.template === 'string' && findTemplate(doc.template)?.title) || '';
}

export function contextOf(params: DeliveryParams): RecommendContext {
  return {
    productId: params.product ?? null,
    collectionId: params.collection ?? null,
    cartProductIds: params.cart,
    visitorId: params.visitor ?? null,
    recentlyViewed: params.viewed,
  };
}

/** Whether a recommendation shows on the requesting form factor: the answer leaves it out otherwise. */
const onFormFactor = (rec: DeliverableRec, ff: FormFactor) => widgetOptsOf(rec.doc)[ff]?.disabled !== true;

/** One recommendation filled for this page, or null when it is off on this form factor. */
export function deliverRec(
  rec: DeliverableRec,
  model: ShopModel,
  settings: Record<string, unknown>,
  params: DeliveryParams,
  texts: Partial<Record<TextKey, string>> = {},
  /** Products earlier widgets of the page show: repeated only when nothing else fills the slots. */
  avoid?: ReadonlySet<string>,
): DeliveredRecommendation | null {
  const doc = rec.doc;
  const pair = widgetOptsOf(doc);
  const mine = pair[params.ff];
  if (!onFormFactor(rec, params.ff)) return null;
  // Enough products for either form factor: the tag re-renders the same answer when the viewport crosses the breakpoint.
  const slots = Math.max(...(['desktop', 'mobile'] as const).filter((ff) => pair[ff]?.disabled !== true).map((ff) => slotsFor(pair[ff], ff)));
  const result = recommend(model, {
    recipe: doc.qualifiedName as Recipe,
    slots,
    context: contextOf(params),
    categoryIds: categoryIds(doc),
    productIds: productIdsOf(mine) ?? productIdsOf(pair.desktop),
    rules: rulesFromSettings(settings, mine as never),
    avoid,
  });
  const products = model.catalog.products;
  const index = model.catalog.productIndex;
  return {
    id: rec.id,
    external: rec.external,
    place: doc.place as PagePlace,
    status: rec.status as DeliveredRecommendation['status'],
    qualifiedName: doc.qualifiedName as string,
    title: titleOf(doc, mine),
    widgetOpts: { desktop: deliveredOpts(pair.desktop, texts), mobile: deliveredOpts(pair.mobile, texts) },
    css: typeof doc.css === 'string' ? doc.css : '',
    js: typeof doc.js === 'string' ? doc.js : '',
    // The runtime styles each element from widgetOpts.style itself, per form factor and scoped
    // to the widget; the console's generatedCss (scoped to the editor's preview) would repeat
    // the desktop rules on phones.
    generatedCss: '',
    testMode: doc.testMode === true || mine?.testMode === true,
    products: result.productIds.map((id) => toDeliveredProduct(products[index.get(id)!])),
  };
}

/**
 * The order the page's widgets pick their products in, as near to top-to-bottom as the server
 * can tell: the page's own widgets before the site-wide ones (footers, popups), then Location
 * Order (the tag's order within a location), then delivery order.
 */
export function fillOrder(recs: DeliverableRec[], ff: FormFactor): DeliverableRec[] {
  const order = (r: DeliverableRec) => {
    const value = widgetOptsOf(r.doc)[ff]?.order;
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  };
  return recs
    .map((rec, index) => ({ rec, index }))
    .sort((a, b) => Number(a.rec.doc.place === 'SITEWIDE') - Number(b.rec.doc.place === 'SITEWIDE') || order(a.rec) - order(b.rec) || a.index - b.index)
    .map(({ rec }) => rec);
}

/**
 * Fills every widget of the page, each avoiding the products the widgets before it (fillOrder)
 * already show: two widgets repeat a product only when nothing else fills their slots
 * (Recently Viewed falling back to best sellers above Best Sellers shows different products).
 */
function deliverPage(recs: DeliverableRec[], model: ShopModel, config: SiteDeliveryConfig, params: DeliveryParams): Map<string, DeliveredRecommendation | null> {
  const shown = new Set<string>();
  const filled = new Map<string, DeliveredRecommendation | null>();
  for (const rec of fillOrder(recs, params.ff)) {
    const delivered = deliverRec(rec, model, config.settings, params, config.globalText, shown);
    for (const product of delivered?.products ?? []) shown.add(product.id);
    filled.set(rec.id, delivered);
  }
  return filled;
}

/** The whole answer: the page's recommendations (plus a previewed one) in delivery order. */
export function buildPayload(config: SiteDeliveryConfig, model: ShopModel, params: DeliveryParams, preview: DeliverableRec | null): DeliveryPayload {
  const recs = config.live.filter((r) => placeMatches(r.doc.place, params.place));
  if (preview && placeMatches(preview.doc.place, params.place) && !recs.some((r) => r.id === preview.id)) recs.push(preview);
  const filled = deliverPage(recs, model, config, params);
  const global = (config.settings.global ?? {}) as Record<string, unknown>;
  return {
    version: DELIVERY_PROTOCOL_VERSION,
    siteId: config.siteId,
    currency: config.currency,
    moneyFormat: moneyFormat(config.currency),
    global: {
      css: config.globalCss,
      js: config.globalJs,
      titleWrapper: typeof global.title === 'string' ? global.title : '',
      generatedCss: typeof global.generatedCss === 'string' ? global.generatedCss : '',
    },
    recommendations: recs.map((r) => filled.get(r.id) ?? null).filter((r): r is DeliveredRecommendation => r !== null),
  };
}

/**
 * The answer for a visitor in the site's holdout baseline: where this page's recommendations
 * would go (the same ones a treatment answer carries), so the tag logs exposures at the same
 * point, but no products, HTML, CSS or JS: the tag draws nothing. The engine is not asked.
 */
export function baselinePayload(config: SiteDeliveryConfig, params: DeliveryParams): DeliveryPayload {
  const recs = config.live.filter((r) => placeMatches(r.doc.place, params.place) && onFormFactor(r, params.ff));
  return {
    version: DELIVERY_PROTOCOL_VERSION,
    siteId: config.siteId,
    currency: config.currency,
    moneyFormat: moneyFormat(config.currency),
    global: { css: '', js: '', titleWrapper: '', generatedCss: '' },
    recommendations: [],
    arm: 'baseline',
    slots: recs.map((r) => {
      const pair = widgetOptsOf(r.doc);
      return slotOf({ id: r.id, external: r.external, place: r.doc.place as PagePlace, widgetOpts: { desktop: deliveredOpts(pair.desktop), mobile: deliveredOpts(pair.mobile) } });
    }),
  };
}

const SYMBOLS: Record<string, string> = { USD: '$', CAD: '$', AUD: '$', EUR: '€', GBP: '£', JPY: '¥', NOK: 'kr ' };
/** The platform's money format string for the currency; the tag formats with Intl and keeps this for others. */
export const moneyFormat = (currency: string) => `${SYMBOLS[currency] ?? `${currency} `}{{amount}}`;
