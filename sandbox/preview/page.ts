import { FORM_FACTORS, MOBILE_BREAKPOINT_PX, PREVIEW_FORM_FACTOR_PARAM, PREVIEW_QUERY_PARAM, QA_QUERY_PARAM, type FormFactor, type PagePlace } from '../../sdk/sandbox/delivery';

/** What the storefront page tells the tag about itself (sdk/API.md "Including the tag"). */
export interface PageContext {
  siteId: string;
  apiOrigin: string;
  place: PagePlace;
  productId?: string;
  collectionId?: string;
  /** From <meta name="vitrine-cart">, when the theme gives it. */
  cartIds?: string[];
  previewToken?: string;
  /** With a preview token: the form factor the console previews (?vitrine-ff=), else undefined. */
  previewFormFactor?: FormFactor;
  /** Preview, or a session that saw ?vitrine-qa=1: nothing it does is counted. */
  qa: boolean;
}

export const QA_SESSION_KEY = 'vitrine.qa';

const meta = (doc: Document, name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || undefined;

/**
 * Reads the page: its place and ids from <meta name="vitrine-*">, the site from
 * <body data-vitrine-shop>, the API origin from the tag's data-api (else the tag's own origin).
 * Null when the page is not set up for the tag (no site id).
 */
export function readPageContext(doc: Document, script: HTMLScriptElement | null, href: string, session: Storage | null): PageContext | null {
  const siteId = doc.body?.dataset.vitrineShop?.trim();
  if (!siteId) return null;
  const url = new URL(href);
  const apiOrigin = script?.dataset.api?.trim() || (script?.src ? new URL(script.src, href).origin : url.origin);
  const previewToken = url.searchParams.get(PREVIEW_QUERY_PARAM) || undefined;
  const qaParam = url.searchParams.get(QA_QUERY_PARAM);
  try {
    if (qaParam === '1') session?.setItem(QA_SESSION_KEY, '1');
    else if (qaParam === '0') session?.removeItem(QA_SESSION_KEY);
  } catch {
    // Blocked storage: QA then holds for this page only.
  }
  let qaSession = false;
  try {
    qaSession = session?.getItem(QA_SESSION_KEY) === '1';
  } catch {
    qaSession = false;
  }
  const cart = meta(doc, 'vitrine-cart');
  const ff = url.searchParams.get(PREVIEW_FORM_FACTOR_PARAM) as FormFactor | null;
  return {
    siteId,
    apiOrigin,
    place: (meta(doc, 'vitrine-place') ?? 'NA') as PagePlace,
    productId: meta(doc, 'vitrine-product'),
    collectionId: meta(doc, 'vitrine-collection'),
    cartIds: cart ? cart.split(',').map((s) => s.trim()).filter(Boolean) : undefined,
    previewToken,
    previewFormFactor: previewToken && ff && FORM_FACTORS.includes(ff) ? ff : undefined,
    qa: !!previewToken || qaParam === '1' || qaSession,
  };
}

/**
 * The address the page was loaded with. The theme's own scripts may rewrite the address
 * before an async tag runs (a variant picker's `history.replaceState(null, '', '?variant=1')`
 * drops every other parameter, the preview token with them); the navigation entry keeps the
 * URL the document came from. Falls back to the current address.
 */
export function loadedHref(win: Window): string {
  try {
    const [entry] = win.performance?.getEntriesByType?.('navigation') ?? [];
    if (entry?.name && new URL(entry.name).origin === win.location.origin) return entry.name;
  } catch {
    // No performance timeline: the current address is all there is.
  }
  return win.location.href;
}

/** Mobile below the breakpoint, or on a phone whatever its width (landscape phones are wide). */
export function formFactor(win: Window): FormFactor {
  return win.innerWidth < MOBILE_BREAKPOINT_PX || /Mobi|iPhone|Android.+Mobile/i.test(win.navigator.userAgent) ? 'mobile' : 'desktop';
}
