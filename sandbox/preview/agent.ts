/**
 * The store preview agent: what the console's editor asks of the storefront page in its
 * preview frame (sdk/sandbox/preview.ts). It re-renders the edited recommendation with the
 * tag's own runtime, so the preview is what shoppers will get. Loaded by preview-agent.ts.
 */
import { PREVIEW_FORM_FACTOR_PARAM, PREVIEW_QUERY_PARAM, resolveWidgetOpts, scopeClass, type DeliveredRecommendation, type DeliveryPayload, type FormFactor } from '../../sdk/sandbox/delivery';
import {
  PREVIEW_REPEAT_RENDER_GUARD_MS,
  PREVIEW_WAIT_FOR_RENDERS_MS,
  PREVIEW_WAIT_STEP_MS,
  type CssUpdate,
  type PreviewAgentMethods,
  type PreviewRecommendation,
  type RenderRequest,
  type RenderResult,
} from '../../sdk/sandbox/preview';
import type { PageContext } from './page';
import { recommendationCss, setStyle } from './render/styles';
import { renderPayload } from './runtime';
import { previewProducts } from './sample';

export const HIGHLIGHT_CLASS = 'vitrine-preview-highlight';
const HIGHLIGHT_CSS = `.${HIGHLIGHT_CLASS}{outline:3px solid #2d72d2;outline-offset:4px;transition:outline-color .6s}`;
/** A page is stable once no render ran for this long. */
const QUIET_MS = 100;

export interface AgentDeps {
  ctx: PageContext;
  /** The delivery answer for this page with the preview token (products of the previewed recommendation). */
  payload: DeliveryPayload;
  formFactor: () => FormFactor;
  /**
   * The tag draws the page's other widgets in this form factor from now on: the preview shows
   * one form factor, the one the editor asks for, whatever the frame's width.
   */
  setFormFactor?(ff: FormFactor): void;
  /** The address the page was loaded with (page.ts loadedHref); default: the current one. */
  loadedHref?: string;
  doc?: Document;
  win?: Window;
  storage?: Storage | null;
  now?: () => number;
}

const slotOf = (rec: { external: string; id: string }) => rec.external || rec.id;
const cssString = (text: string) => text.replace(/["\\]/g, '\\$&');

function placeMatches(recPlace: string, pagePlace: string): boolean {
  return recPlace === pagePlace || recPlace === 'SITEWIDE';
}

/**
 * How much of the viewport's top the page's own header covers once stuck (0: none): a fixed
 * bar at the top, or a sticky one with its `top`, whether or not it is stuck yet.
 */
export function coveredTop(doc: Document, win: Window): number {
  const candidates = new Set<Element>([...(doc.elementsFromPoint?.(win.innerWidth / 2, 1) ?? []), ...doc.querySelectorAll('body > *, header, [role="banner"]')]);
  let bottom = 0;
  for (const el of candidates) {
    if (el === doc.body || el === doc.documentElement) continue;
    const style = win.getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const top = parseFloat(style.top);
    if (style.position === 'fixed' && rect.top <= 1) bottom = Math.max(bottom, rect.bottom);
    else if (style.position === 'sticky' && Number.isFinite(top) && top <= 1) bottom = Math.max(bottom, top + rect.height);
  }
  // A bar covering most of the screen is an overlay (a drawer, a dialog), not a header.
  return bottom > win.innerHeight / 2 ? 0 : Math.max(0, Math.round(bottom));
}

export function createPreviewAgent(deps: AgentDeps): PreviewAgentMethods {
  const doc = deps.doc ?? document;
  const win = deps.win ?? window;
  const now = deps.now ?? Date.now;
  const shown = new Map<string, PreviewRecommendation>();
  let lastRender = { key: '', at: -Infinity };
  let lastRenderAt = -Infinity;
  let rendering = 0;

  const slotElement = (rec: { external: string; id: string }) =>
    doc.querySelector<HTMLElement>(`[data-vitrine-slot="${cssString(slotOf(rec))}"]`);

  function renderRecommendation(request: RenderRequest): Promise<RenderResult> {
    const rec = request.recommendation;
    const ff = request.formFactor ?? deps.formFactor();
    if (ff !== deps.formFactor()) deps.setFormFactor?.(ff);
    if (!placeMatches(rec.place, deps.ctx.place)) return Promise.resolve({ outcome: 'other-page', place: rec.place });
    const key = JSON.stringify([rec, ff, request.sample?.length ?? -1]);
    if (!request.force && key === lastRender.key && now() - lastRender.at < PREVIEW_REPEAT_RENDER_GUARD_MS) return Promise.resolve({ outcome: 'unchanged' });
    lastRender = { key, at: now() };
    const opts = resolveWidgetOpts(rec.widgetOpts?.[ff], ff, rec.place);
    shown.set(rec.id, rec);
    if (opts.disabled) {
      slotElement(rec)?.remove();
      return Promise.resolve({ outcome: 'disabled' });
    }
    rendering++;
    try {
      const full: DeliveredRecommendation = { ...rec, products: previewProducts(rec, deps.payload, request.sample) };
      const results = renderPayload({ ...deps.payload, recommendations: [full] }, deps.ctx, ff, { runGlobalJs: false, storage: null });
      lastRenderAt = now();
      if (results.get(slotOf(rec)) === 'location-not-found') return Promise.resolve({ outcome: 'location-not-found', location: opts.location });
      if (request.scroll !== false && !opts.showInPopup) scrollTo(rec.id, { highlight: true });
      return Promise.resolve({ outcome: 'rendered' });
    } finally {
      rendering--;
    }
  }

  function scrollTo(id: string, options: { highlight?: boolean } = {}): boolean {
    const rec = shown.get(id) ?? deps.payload.recommendations.find((r) => r.id === id);
    const slot = rec ? slotElement(rec) : null;
    if (!slot) return false;
    // Under a sticky or fixed header a centred widget can end up behind it (a short phone
    // preview): it goes just below the header instead.
    const header = coveredTop(doc, win);
    slot.style.scrollMarginTop = header ? `${header + 8}px` : '';
    slot.scrollIntoView?.({ block: header ? 'start' : 'center', behavior: 'smooth' });
    if (options.highlight !== false) {
      setStyle('preview-highlight', HIGHLIGHT_CSS);
      doc.querySelectorAll(`.${HIGHLIGHT_CLASS}`).forEach((el) => el.classList.remove(HIGHLIGHT_CLASS));
      slot.classList.add(HIGHLIGHT_CLASS);
    }
    return true;
  }

  function applyCss(id: string, update: CssUpdate): boolean {
    const rec = shown.get(id);
    if (!rec || !slotElement(rec)) return false;
    const ff = deps.formFactor();
    const next: PreviewRecommendation = {
      ...rec,
      css: update.css ?? rec.css,
      generatedCss: update.generatedCss ?? rec.generatedCss,
      widgetOpts: update.style ? { ...rec.widgetOpts, [ff]: { ...rec.widgetOpts[ff], style: update.style } } : rec.widgetOpts,
    };
    shown.set(id, next);
    const scope = scopeClass(id);
    const opts = resolveWidgetOpts(next.widgetOpts[ff], ff, next.place);
    setStyle(`rec:${scope}`, recommendationCss(scope, opts.style, next.generatedCss, next.css));
    return true;
  }

  function clear(id?: string) {
    const ids = id ? [id] : [...shown.keys()];
    for (const one of ids) {
      const rec = shown.get(one) ?? deps.payload.recommendations.find((r) => r.id === one);
      if (rec) slotElement(rec)?.remove();
      shown.delete(one);
    }
  }

  /**
   * The preview's URL parameters, kept on every same-origin URL: the ones the page was loaded
   * with (the theme may have rewritten the address since), and the form factor shown now.
   */
  function keepPreview(url: URL) {
    const loaded = new URL(deps.loadedHref ?? win.location.href);
    for (const name of [PREVIEW_QUERY_PARAM, 'shop', 'vitrine-rec', 'vitrine-kind']) {
      const value = loaded.searchParams.get(name);
      if (value && !url.searchParams.has(name)) url.searchParams.set(name, value);
    }
    url.searchParams.set(PREVIEW_FORM_FACTOR_PARAM, deps.formFactor());
  }

  function navigate(path: string): boolean {
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return false;
    const url = new URL(path, win.location.href);
    if (url.origin !== win.location.origin) return false;
    keepPreview(url);
    win.location.assign(url.toString());
    return true;
  }

  function rewriteUrlsOnCheckout(): number {
    let count = 0;
    doc.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => {
      const url = new URL(a.getAttribute('href')!, win.location.href);
      if (url.origin !== win.location.origin || url.searchParams.has(PREVIEW_QUERY_PARAM)) return;
      keepPreview(url);
      a.setAttribute('href', url.pathname + url.search + url.hash);
      count++;
    });
    return count;
  }

  async function waitForStable(timeoutMs = PREVIEW_WAIT_FOR_RENDERS_MS): Promise<boolean> {
    const until = now() + Math.min(timeoutMs, PREVIEW_WAIT_FOR_RENDERS_MS);
    while (rendering > 0 || now() - lastRenderAt < QUIET_MS) {
      if (now() >= until) return false;
      await new Promise((resolve) => setTimeout(resolve, PREVIEW_WAIT_STEP_MS));
    }
    return true;
  }

  return {
    renderRecommendation,
    clear,
    scrollTo,
    applyCss,
    setDynamicData: (data) => {
      (win as Window & { vitrinePreviewData?: unknown }).vitrinePreviewData = data;
    },
    navigate,
    waitForStable,
    rewriteUrlsOnCheckout,
    clearLocalStorage: () => {
      try {
        (deps.storage ?? win.localStorage).clear();
      } catch {
        // Blocked storage has nothing to forget.
      }
    },
  };
}
