import {
  deliveryRecsUrl,
  resolveWidgetOpts,
  scopeClass,
  slotOf,
  type DeliveredProduct,
  type DeliveredRecommendation,
  type DeliveredVariant,
  type DeliveryPayload,
  type DeliverySlot,
  type FormFactor,
} from '../../sdk/sandbox/delivery';
import { addToCart, afterAdd, browserNavigator, getCart, type Navigator } from './cart';
import type { PageContext } from './page';
import { BASE_CSS } from './render/base-css';
import { moneyFormatter, type FormatMoney } from './render/money';
import { placeAll, type Placement } from './render/place';
import { recommendationCss, setStyle } from './render/styles';
import { renderWidget } from './render/widget';
import { dropEmptySlots, rememberLayout, type SlotLayout } from './reserve';
import { runMerchantJs, type MerchantJsContext } from './run-js';

/** Places whose recommendations depend on the cart: the tag reads /cart.js before asking. */
const CART_PLACES = new Set(['CRT', 'MCRT', 'CO']);

export async function cartIds(ctx: PageContext): Promise<string[] | undefined> {
  if (ctx.cartIds) return ctx.cartIds;
  if (!CART_PLACES.has(ctx.place)) return undefined;
  const cart = await getCart().catch(() => null);
  return cart?.items.map((item) => String(item.product_id ?? '')).filter(Boolean);
}

export async function fetchPayload(ctx: PageContext, ff: FormFactor, visitorId: string, viewed: string[]): Promise<DeliveryPayload> {
  const url = deliveryRecsUrl(ctx.apiOrigin, ctx.siteId, {
    place: ctx.place,
    product: ctx.productId,
    collection: ctx.collectionId,
    cart: await cartIds(ctx),
    visitor: visitorId,
    viewed,
    ff,
    preview: ctx.previewToken,
    // QA always sees the treatment: the holdout must never hide a widget from the merchant's check.
    qa: ctx.qa,
  });
  const response = await fetch(url, { credentials: 'omit', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`delivery answered ${response.status}`);
  return (await response.json()) as DeliveryPayload;
}

export interface RenderHooks {
  /** A widget is on the page (tracking watches it). */
  onWidget?(rec: DeliveredRecommendation, root: HTMLElement): void;
  onAdded?(rec: DeliveredRecommendation, product: DeliveredProduct, variant: DeliveredVariant, quantity: number): void;
  /** The global JS runs on the first render only; a breakpoint re-render leaves it be. */
  runGlobalJs?: boolean;
  nav?: Navigator;
  storage?: Storage | null;
}

/** The slots of a payload whose exposures the tag logs: a baseline answer's own, else those of what it shows. */
export function payloadSlots(payload: DeliveryPayload, preview: boolean): DeliverySlot[] {
  return payload.arm === 'baseline' ? (payload.slots ?? []) : visibleRecommendations(payload, preview).map(slotOf);
}

/** Which recommendations a page shows: live ones, or any status in a preview. */
export function visibleRecommendations(payload: DeliveryPayload, preview: boolean): DeliveredRecommendation[] {
  return payload.recommendations.filter((rec) => preview || rec.status === 'production');
}

/**
 * Renders every recommendation of the payload for one form factor: styles (base, global
 * generated, global CSS, then per recommendation its element styles, generated CSS and CSS),
 * the widgets at their locations, then the recommendations' JS and the global JS. Returns
 * each slot's result ('placed' or 'location-not-found').
 */
export function renderPayload(payload: DeliveryPayload, ctx: PageContext, ff: FormFactor, hooks: RenderHooks = {}): Map<string, string> {
  const money: FormatMoney = moneyFormatter(payload.currency, document.documentElement.lang);
  const nav = hooks.nav ?? browserNavigator;
  const recs = visibleRecommendations(payload, !!ctx.previewToken);
  setStyle('base', BASE_CSS);
  setStyle('global-generated', payload.global.generatedCss);
  setStyle('global', payload.global.css);
  const placements: Placement[] = [];
  const rendered: Array<{ rec: DeliveredRecommendation; root: HTMLElement }> = [];
  for (const rec of recs) {
    const opts = resolveWidgetOpts(rec.widgetOpts?.[ff], ff, rec.place);
    const scope = scopeClass(rec.id);
    setStyle(`rec:${scope}`, recommendationCss(scope, opts.style, rec.generatedCss, rec.css));
    const root = renderWidget(rec, opts, {
      money,
      titleWrapper: payload.global.titleWrapper,
      cta: () => ({
        add: addToCart,
        after: (item) => afterAdd(opts.addToCartRedirect, item as object, nav),
        go: (url) => nav.go(url),
        onAdded: (product, variant, quantity) => hooks.onAdded?.(rec, product, variant, quantity),
      }),
    });
    // A popup that is hidden by default would be an empty modal: it waits for A/B code instead.
    const popup = opts.showInPopup && !!root && !root.hidden;
    placements.push({ slot: rec.external || rec.id, location: opts.location, insert: opts.insert, order: opts.order, wrapperDivClasses: opts.wrapperDivClasses, popup, widget: root, label: opts.title });
    if (root) rendered.push({ rec, root });
  }
  const results = placeAll(placements.filter((p) => p.widget), document);
  // Slots of recommendations not shown on this form factor: free their space.
  for (const p of placements) if (!p.widget) document.querySelector(`.vitrine-slot[data-vitrine-slot="${p.slot.replace(/["\\]/g, '\\$&')}"]`)?.remove();
  dropEmptySlots(document);
  if (hooks.storage) rememberSlots(hooks.storage, ctx, ff, placements, results);

  const context = (rec: DeliveredRecommendation | null, element: HTMLElement | null): MerchantJsContext => ({
    recommendation: rec,
    element,
    place: ctx.place,
    formFactor: ff,
    siteId: payload.siteId,
    currency: payload.currency,
    formatMoney: money,
    addToCart,
    show: () => element?.removeAttribute('hidden'),
  });
  for (const { rec, root } of rendered) {
    if (results.get(rec.external || rec.id) !== 'placed') continue;
    hooks.onWidget?.(rec, root);
    runMerchantJs(rec.js, context(rec, root), `JS of recommendation ${rec.id}`);
  }
  if (hooks.runGlobalJs !== false) runMerchantJs(payload.global.js, context(null, null), 'global JS');
  return results;
}

function rememberSlots(storage: Storage, ctx: PageContext, ff: FormFactor, placements: Placement[], results: Map<string, string>) {
  const slots: SlotLayout[] = [];
  for (const p of placements) {
    if (p.popup || !p.widget || results.get(p.slot) !== 'placed') continue;
    const height = p.widget.parentElement?.getBoundingClientRect().height ?? 0;
    if (height > 0) slots.push({ slot: p.slot, location: p.location, insert: p.insert, order: p.order, wrapperDivClasses: p.wrapperDivClasses, height: Math.round(height) });
  }
  rememberLayout(storage, ctx.place, ff, slots);
}
