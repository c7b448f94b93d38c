/**
 * The storefront delivery contract: what the data-collection tag (sandbox/preview/tag.ts) asks
 * the delivery endpoint for, what it gets back, and the events it posts. The tag and the server
 * both import this file; sdk/API.md "Storefront delivery contract" describes it for people.
 *
 *   GET  {apiOrigin}/delivery/v1/{siteId}/recs?place=&product=&collection=&cart=&visitor=&viewed=&ff=&preview=
 *        -> DeliveryPayload (JSON)
 *   POST {apiOrigin}/delivery/v1/{siteId}/events   body: EventBatch as JSON, content-type text/plain
 *        -> 204 (the tag never reads the answer)
 *
 * Both are "simple" CORS requests (GET without custom headers; a text/plain POST), so browsers
 * send no preflight; the server answers `Access-Control-Allow-Origin: <the site's exact shop
 * origin>` and `Vary: Origin`. No cookies are sent (credentials: 'omit'): the visitor id travels
 * in the query or the body. The tag validates nothing the server must validate.
 *
 * Pure data and tiny pure helpers: no DOM, no Node.
 */

/** Bumped when a change would break a tag or a server built against the previous version. */
export const DELIVERY_PROTOCOL_VERSION = 1;

/** Page places of spec 3 ("Page places") a storefront page can be; CUSTOM is written CUSTOM~{handle}. */
export const FIXED_PLACES = ['H', 'CAT', 'PDP', 'MCRT', 'CRT', 'CO', 'CNF', 'ACC', 'SITEWIDE', 'E404', 'NA'] as const;
export type FixedPlace = (typeof FIXED_PLACES)[number];
export type PagePlace = FixedPlace | `CUSTOM~${string}`;

export const FORM_FACTORS = ['desktop', 'mobile'] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];
/** Viewports narrower than this are mobile (the tag re-renders when the width crosses it). */
export const MOBILE_BREAKPOINT_PX = 768;

/** Style element keys of spec 3 widgetOpts.style; the runtime's class for key k is `vitrine-${k}`. */
export const STYLE_ELEMENTS = [
  'widget',
  'title',
  'products-wrapper',
  'product-image-wrap',
  'product-image',
  'product-title',
  'product-vendor',
  'product-prices-wrap',
  'product-price',
  'product-sale-price',
  'product-compare-price',
  'product-sale-badge',
  'product-rating',
  'product-add-to-cart-btn',
  'product-add-to-cart-select',
] as const;
export type StyleElement = (typeof STYLE_ELEMENTS)[number];
/**
 * CSS property (kebab-case) -> value; numbers are px for lengths. `line-clamp` takes 1-5 or
 * 'none' (spec 5: a number also sets line-height 1.5em, min-height n*1.5em and box display).
 */
export type StyleMap = Record<string, string | number>;
export type ElementStyles = Partial<Record<StyleElement, StyleMap>>;

export type WidgetType = 'slider' | 'grid' | 'list';
export type NavStyle = 'none' | 'arrows' | 'rectArrows' | 'circArrows' | 'squareArrows';
/** 'more': the arrows show only while there are more products to scroll to. */
export type NavShow = 'none' | 'more';
export type DisplayVariantOptions = 'never' | 'always' | 'dynamic';
/**
 * Call To Action "Action": redirect to product page; add and update minicart; add and reload
 * page; add and redirect to cart; add and redirect to checkout.
 */
export const ADD_TO_CART_ACTIONS = ['product', 'minicart', 'reload', 'cart', 'checkout'] as const;
export type AddToCartAction = (typeof ADD_TO_CART_ACTIONS)[number];
/** Where at its location a widget goes: before the element (Insert Above), inside it at the end, or after it. */
export type InsertMode = 'before' | 'append' | 'after';
export type DisplayUnavailable = 'default' | 'hide' | 'show' | 'show-end';

/**
 * Spec 3 widgetOpts, one per form factor. Every field is optional in a stored document; the
 * tag fills gaps from `defaultWidgetOpts` (spec 9), so a server may send sparse options.
 */
export interface WidgetOpts {
  /** Not shown on this form factor at all. */
  disabled?: boolean;
  /** Type "popup": shown in an accessible dialog instead of at a location. */
  showInPopup?: boolean;
  /** A CSS selector on the storefront page. */
  location?: string;
  /** Overrides insertBefore when set. */
  insert?: InsertMode;
  /** The Insert Above checkbox: before the location element (insertBefore) instead of inside it. */
  insertBefore?: boolean;
  /** Location Order: lower first among recommendations at the same location. */
  order?: number;
  /** Space-separated classes of a wrapper div around the widget (Wrapper Div with Classes). */
  wrapperDivClasses?: string;
  /** Space-separated classes added to the widget root (Custom Classes). */
  customClasses?: string;
  style?: ElementStyles;
  widget?: WidgetType;
  navStyle?: NavStyle;
  navShow?: NavShow;
  /** 1-8, 1.5 or 2.5; 0 means each product is productWidth wide. */
  productsPerView?: number;
  /** Any CSS length ("200px", "12rem"). */
  productWidth?: string;
  gridCols?: number;
  gridRows?: number;
  listCols?: number;
  listRows?: number;
  /** Email table mode; the storefront ignores them. */
  tableCols?: number;
  tableRows?: number;
  /** Container gap between products (CSS length). */
  gap?: string;
  showTitle?: boolean;
  title?: string;
  showProductImage?: boolean;
  showProductTitle?: boolean;
  showVariantTitle?: boolean;
  showProductVendor?: boolean;
  showProductPrice?: boolean;
  showProductComparePrice?: boolean;
  showProductSaleBadge?: boolean;
  /** Placeholders {itemSalePercent} ("25%") and {itemSaleTotal} (money saved, formatted). */
  saleBadgeLabel?: string;
  showProductRating?: boolean;
  showProductAddToCart?: boolean;
  displayVariantOptions?: DisplayVariantOptions;
  /** Hidden By Default (A/B testing): rendered with the `hidden` attribute. */
  testMode?: boolean;
  /** Max price: the server drops pricier products; the tag ignores it. */
  maxp?: number;
  imgFit?: 'cover' | 'contain';
  /** "width:height", default "1:1". */
  imgRatio?: string;
  addToCartTitle?: string;
  addingToCartTitle?: string;
  addedToCartTitle?: string;
  outOfStockTitle?: string;
  hideOutOfStockVariants?: boolean;
  /** Dynamic variant options, product with several options; {option} = the option names. */
  variantOptionsAddToCartTitle?: string;
  /** Dynamic variant options, product with one option; {option} = its name. */
  variantOptionAddToCartTitle?: string;
  addToCartRedirect?: AddToCartAction;
  viewProductTitle?: string;
  /** Server-side selection inputs; the tag ignores them. */
  category?: { id: string; title?: string; handle?: string } | null;
  productIds?: string[] | null;
  displayUnavailableItems?: DisplayUnavailable;
  /** Email channel only; the storefront ignores them. */
  providerCode?: string;
  providerHash?: string;
  providerIsUnhashed?: boolean;
  /** The email card: 'v1' (Version 1) or 'v2' (Version 2), as the recommendations API stores it. */
  emailCardVariant?: 'v1' | 'v2';
}

export type ResolvedWidgetOpts = Required<Omit<WidgetOpts, 'insert' | 'category' | 'productIds' | 'maxp'>> & Pick<WidgetOpts, 'category' | 'productIds' | 'maxp'> & { insert: InsertMode };

export interface DeliveredVariant {
  id: string;
  /** "Red / M"; "Default Title" for a product without options. */
  title: string;
  price: number;
  compareAtPrice: number | null;
  availableForSale: boolean;
  inventoryQuantity: number;
  selectedOptions: Array<{ name: string; value: string }>;
}

/** The product preview item of spec 3, as the storefront needs it. Money in the payload currency. */
export interface DeliveredProduct {
  id: string;
  title: string;
  handle: string;
  vendor: string;
  /** Storefront URL of the product page (root-relative or absolute on the shop origin). */
  url: string;
  /** Image URL (root-relative on the shop origin, or absolute); '' when none. */
  imageUrl: string;
  /** 0-5, null when there are no reviews. */
  rating: number | null;
  ratingCount: number;
  options: Array<{ name: string; values: string[] }>;
  variants: DeliveredVariant[];
}

export type RecommendationStatus = 'initial' | 'staging' | 'production' | 'deactivated' | 'archived';

export interface DeliveredRecommendation {
  /** The recommendation's _id; the scope class is `vitrine-r-{id}` (scopeClass). */
  id: string;
  /** The recommendation's external id: the slot name. */
  external: string;
  place: PagePlace;
  /** Only 'production' shows to shoppers; a preview may carry any status. */
  status: RecommendationStatus;
  /** The recipe: reported as recommendProvider. */
  qualifiedName: string;
  title: string;
  widgetOpts: { desktop: WidgetOpts; mobile: WidgetOpts };
  css: string;
  /** Merchant JS, run on the storefront origin only (sandbox/preview/run-js.ts documents its context). */
  js: string;
  generatedCss: string;
  testMode: boolean;
  /** In the order to show them; the server already applied exclusions, maxp and availability rules. */
  products: DeliveredProduct[];
}

export interface DeliveryPayload {
  version: typeof DELIVERY_PROTOCOL_VERSION;
  siteId: string;
  /** ISO 4217, for Intl.NumberFormat. */
  currency: string;
  /** The shop platform's money format ("${{amount}}"); the tag formats with Intl and keeps this for other readers. */
  moneyFormat: string;
  global: {
    css: string;
    js: string;
    /** The global title wrapper HTML; {titleText} is replaced by the escaped title. '' = the runtime's default. */
    titleWrapper: string;
    generatedCss: string;
  };
  recommendations: DeliveredRecommendation[];
  /**
   * Present only when the query carried a valid preview token (since SDK 1.5.0): the console's
   * store preview agent links to the console only then. A shopper's answer never has it.
   */
  preview?: { recommendationId: string | null };
  /**
   * The visitor's arm of the site's recommendations holdout (since SDK 1.12.0), present when the
   * query named a visitor (and was not a preview or QA). 'baseline': `recommendations` is empty
   * and `global` blank, and the tag draws nothing; `slots` says where widgets would have gone,
   * so both arms log `exposure` at the same point.
   */
  arm?: Arm;
  /** A baseline answer's slots (since SDK 1.12.0); a treatment answer's come from `slotsOf`. */
  slots?: DeliverySlot[];
  /**
   * The events grant for the `visitor` the query named (since SDK 1.12.0; absent without one):
   * every EventBatch of that visitor carries its token until `expiresAt`.
   */
  events?: EventsGrant;
}

/**
 * What lets a page post events: a short-lived token the server signed for one site and one
 * visitor (HMAC, opaque to the tag). Renewed before it expires at deliveryEventsTokenUrl.
 */
export interface EventsGrant {
  token: string;
  /** ISO-8601 UTC. */
  expiresAt: string;
}

/** A visitor's arm of a site's recommendations holdout: the baseline sees no recommendation. */
export type Arm = 'baseline' | 'treatment';

/** Where one recommendation's widget goes on one form factor. */
export interface SlotPosition {
  /** The CSS selector of Widget Location. */
  location: string;
  insert: InsertMode;
  /** Shown in a dialog: its slot is reached when the page renders. */
  popup: boolean;
}

/** One recommendation's place on the page, without anything to draw (a baseline answer's). */
export interface DeliverySlot {
  recommendationId: string;
  /** The slot name (data-vitrine-slot), as DeliveredRecommendation.external. */
  external: string;
  place: PagePlace;
  /** null: the recommendation is off on that form factor. */
  desktop: SlotPosition | null;
  mobile: SlotPosition | null;
}

/** The slot of a recommendation, from its widget options (a treatment answer's slots). */
export function slotOf(rec: Pick<DeliveredRecommendation, 'id' | 'external' | 'place' | 'widgetOpts'>): DeliverySlot {
  const position = (ff: FormFactor): SlotPosition | null => {
    const opts = resolveWidgetOpts(rec.widgetOpts?.[ff], ff, rec.place);
    return opts.disabled ? null : { location: opts.location, insert: opts.insert, popup: opts.showInPopup };
  };
  return { recommendationId: rec.id, external: rec.external, place: rec.place, desktop: position('desktop'), mobile: position('mobile') };
}

/** `?vitrine-qa=1` on any storefront URL marks this browser's session as QA: nothing is counted. */
export const QA_QUERY_PARAM = 'vitrine-qa';
/** `?vitrine-preview=<token>` on a storefront URL: the console's preview; passed on as `preview`. */
export const PREVIEW_QUERY_PARAM = 'vitrine-preview';
/**
 * `?vitrine-ff=desktop|mobile` beside a preview token: the form factor the console previews.
 * The tag renders every widget of the page in it instead of guessing from the frame's width
 * (since SDK 1.12.0). Ignored without a preview token.
 */
export const PREVIEW_FORM_FACTOR_PARAM = 'vitrine-ff';

/** Query of GET /delivery/v1/{siteId}/recs. Lists are comma-joined; empty values are omitted. */
export interface DeliveryQuery {
  place: PagePlace;
  /** The product id of a PDP. */
  product?: string;
  /** The collection id of a CAT page. */
  collection?: string;
  /** Product ids in the cart. */
  cart?: string[];
  visitor?: string;
  /** Recently viewed product ids, newest first (at most 20). */
  viewed?: string[];
  ff: FormFactor;
  /** A preview token from the console: any status may show, nothing is counted. */
  preview?: string;
  /** QA traffic (`?vitrine-qa=1`): always the treatment arm, so QA sees what shoppers may see (since SDK 1.12.0); sent as `qa=1`. */
  qa?: boolean;
}

export function deliveryRecsUrl(apiOrigin: string, siteId: string, query: DeliveryQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === false) continue;
    const text = value === true ? '1' : Array.isArray(value) ? value.join(',') : value;
    if (text !== undefined && text !== '') params.set(key, String(text));
  }
  return `${apiOrigin.replace(/\/+$/, '')}/delivery/v1/${encodeURIComponent(siteId)}/recs?${params}`;
}

export function deliveryEventsUrl(apiOrigin: string, siteId: string): string {
  return `${apiOrigin.replace(/\/+$/, '')}/delivery/v1/${encodeURIComponent(siteId)}/events`;
}

/** GET: a fresh EventsGrant for `visitor` (the tag renews its token here during a long visit). */
export function deliveryEventsTokenUrl(apiOrigin: string, siteId: string, visitor: string): string {
  return `${deliveryEventsUrl(apiOrigin, siteId)}/token?visitor=${encodeURIComponent(visitor)}`;
}

/** The class that scopes a recommendation's styles; ids are reduced to class-safe characters. */
export function scopeClass(recommendationId: string): string {
  return `vitrine-r-${recommendationId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

// ---------------------------------------------------------------------------------------------
// Defaults (spec 9): what a missing widgetOpts field means, on the storefront and in the editor.
// This is the ONE list: the storefront runtime resolves sparse options with it, the editor
// shows it as each field's effective value, and the recommendations plugin stores it in a new
// recommendation (plugins/recommendations/model/defaults.ts builds on it).

/** Places whose pages are narrow columns (checkout, confirmation): products 140 px wide. */
const NARROW_PLACES: ReadonlySet<string> = new Set(['CO', 'CNF']);

type LayoutKey = 'widget' | 'productsPerView' | 'productWidth' | 'gridCols' | 'gridRows' | 'listCols' | 'listRows' | 'tableCols' | 'tableRows';

const COMMON_DEFAULTS: Omit<ResolvedWidgetOpts, LayoutKey> = {
  disabled: false,
  showInPopup: false,
  location: 'footer',
  insert: 'before',
  insertBefore: true,
  order: 0,
  wrapperDivClasses: '',
  customClasses: '',
  style: {},
  navStyle: 'arrows',
  // An arrow shows only while there is more to scroll to: what shoppers expect of a carousel.
  navShow: 'more',
  gap: '16px',
  showTitle: true,
  // Empty: the widget then shows the recommendation's own (template's) title.
  title: '',
  showProductImage: true,
  showProductTitle: true,
  showVariantTitle: false,
  showProductVendor: false,
  showProductPrice: true,
  showProductComparePrice: true,
  showProductSaleBadge: true,
  saleBadgeLabel: 'Save {itemSalePercent}',
  // Stars show only for products that have reviews, so on costs nothing.
  showProductRating: true,
  // Off: spec 9's checkout preset is the one that turns add to cart on.
  showProductAddToCart: false,
  displayVariantOptions: 'never',
  testMode: false,
  imgFit: 'cover',
  imgRatio: '1:1',
  addToCartTitle: 'Add To Cart',
  addingToCartTitle: 'Adding...',
  addedToCartTitle: 'Added',
  outOfStockTitle: 'Out of stock',
  hideOutOfStockVariants: false,
  variantOptionsAddToCartTitle: 'Choose Options',
  variantOptionAddToCartTitle: 'Choose {option}',
  addToCartRedirect: 'cart',
  viewProductTitle: 'View Product',
  displayUnavailableItems: 'default',
  providerCode: '',
  providerHash: '',
  providerIsUnhashed: false,
  emailCardVariant: 'v1',
};

/**
 * Spec 9: desktop is a slider of 4 per view, 200 px products, a 4 by 1 grid, a 1 by 4 list and
 * a 4 by 1 email table; mobile a 2 by 2 grid, 1.5 per view, a 1 by 2 list and a 1 by 4 table;
 * checkout and confirmation products are 140 px wide (desktop shows them at that fixed width).
 */
export function defaultWidgetOpts(formFactor: FormFactor, place?: PagePlace): ResolvedWidgetOpts {
  const narrow = place !== undefined && NARROW_PLACES.has(place);
  const productWidth = narrow ? '140px' : '200px';
  const layout: Pick<ResolvedWidgetOpts, LayoutKey> =
    formFactor === 'desktop'
      ? { widget: 'slider', productsPerView: narrow ? 0 : 4, productWidth, gridCols: 4, gridRows: 1, listCols: 1, listRows: 4, tableCols: 4, tableRows: 1 }
      : { widget: 'grid', productsPerView: 1.5, productWidth, gridCols: 2, gridRows: 2, listCols: 1, listRows: 2, tableCols: 1, tableRows: 4 };
  return { ...COMMON_DEFAULTS, ...layout, style: {} };
}

/**
 * The options a widget renders with: stored fields over the defaults (undefined and null fall
 * back). `insert` wins over `insertBefore`; without either, Insert Above.
 */
export function resolveWidgetOpts(opts: WidgetOpts | undefined, formFactor: FormFactor, place?: PagePlace): ResolvedWidgetOpts {
  const resolved = defaultWidgetOpts(formFactor, place) as ResolvedWidgetOpts & Record<string, unknown>;
  for (const [key, value] of Object.entries(opts ?? {})) if (value !== undefined && value !== null) resolved[key] = value;
  resolved.insert = opts?.insert ?? (opts?.insertBefore === false ? 'append' : 'before');
  resolved.insertBefore = resolved.insert === 'before';
  return resolved;
}

// ---------------------------------------------------------------------------------------------
// Events: POST {apiOrigin}/delivery/v1/{siteId}/events with an EventBatch.

export type NewOrReturning = 'new' | 'returning';

/** Fields every event carries. */
export interface EventBase {
  /** Client time, ISO-8601 UTC. The server keeps its own receive time too. */
  at: string;
  /** First-party, 1 year: localStorage `vitrine.visitor` mirrored in the cookie `vitrine_vid`. */
  visitorId: string;
  /** A new id after 30 minutes without activity. */
  sessionId: string;
  /** Viewport narrower than MOBILE_BREAKPOINT_PX, or a phone user agent: mobile. */
  formFactor: FormFactor;
  /** 'returning' when the visitor had a session before this one. */
  newOrReturning: NewOrReturning;
  /** Preview or QA traffic (`?vitrine-qa=1`, a preview token): the server must never count it. */
  qa: boolean;
  place: PagePlace;
  /** location.pathname of the page. */
  path: string;
}

export interface SessionStartEvent extends EventBase {
  type: 'session-start';
  /** document.referrer, '' when none or when it is a page of the shop itself. */
  referrer: string;
  /** The landing URL's utm_source and utm_medium (attribution of the session); absent or null when none. */
  utmSource?: string | null;
  utmMedium?: string | null;
}

export interface PageViewEvent extends EventBase {
  type: 'page-view';
  /** Page views in this session, this one included. */
  pageViews: number;
  /** Seconds since the session started. */
  timeOnSiteSeconds: number;
}

/** A widget was at least 50% visible for 1 s; once per recommendation per page view. */
export interface ImpressionEvent extends EventBase {
  type: 'impression';
  recommendationId: string;
  /** The recipe (qualifiedName): the recommendProvider dimension. */
  recommendProvider: string;
  productIds: string[];
}

/** A shopper followed a product link of a widget (or its image/title). */
export interface ClickEvent extends EventBase {
  type: 'click';
  recommendationId: string;
  recommendProvider: string;
  productId: string;
}

export interface AddToCartEvent extends EventBase {
  type: 'add-to-cart';
  /** The widget the add came from, or the one whose click led to this product page; null otherwise. */
  recommendationId: string | null;
  productId: string;
  variantId: string;
  quantity: number;
  /** price x quantity in the payload currency. */
  value: number;
  currency: string;
}

export interface OrderLineItem {
  productId: string;
  variantId: string;
  quantity: number;
  /** Unit price paid. */
  price: number;
  /** The recommendation credited for this product (last click or add in this visitor's browser), or null. */
  recommendationId: string | null;
}

/** Sent once per order id, from the thank-you page's ORDER_ELEMENT_ID script. */
export interface OrderEvent extends EventBase {
  type: 'order';
  orderId: string;
  total: number;
  currency: string;
  lineItems: OrderLineItem[];
}

/**
 * A recommendation's slot was reached: the top of its location scrolled into view (a popup's:
 * the page rendered), whether or not a widget is drawn there. Logged the same way in both arms
 * of the holdout, once per recommendation per page view (since SDK 1.12.0).
 */
export interface ExposureEvent extends EventBase {
  type: 'exposure';
  recommendationId: string;
}

export type DeliveryEvent = SessionStartEvent | PageViewEvent | ImpressionEvent | ClickEvent | AddToCartEvent | OrderEvent | ExposureEvent;
export type DeliveryEventType = DeliveryEvent['type'];

/** The body of POST /events (sent as text/plain JSON through sendBeacon or fetch keepalive). */
export interface EventBatch {
  version: typeof DELIVERY_PROTOCOL_VERSION;
  siteId: string;
  sentAt: string;
  /** The EventsGrant token of the batch's visitor (since SDK 1.12.0): a batch without a valid one is refused. */
  token: string;
  events: DeliveryEvent[];
}

/**
 * The thank-you (CNF) page exposes its order as
 * `<script type="application/json" id="vitrine-order">{ ...StorefrontOrder }</script>`.
 */
export const ORDER_ELEMENT_ID = 'vitrine-order';
export interface StorefrontOrder {
  id: string;
  total: number;
  currency: string;
  lineItems: Array<{ productId: string; variantId: string; quantity: number; price: number }>;
}
