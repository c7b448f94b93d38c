/**
 * The store preview protocol: the console (host) and the preview agent on the storefront
 * (sandbox/preview/agent.ts, loaded by the tag only with a valid preview token, in a frame).
 * Both sides type their proxy with these maps; sdk/API.md "Store preview protocol" describes it.
 *
 *   agent -> host  hello(page)            ready: the page, its place and form factor
 *                  navigated(page)        the shopper-side navigation changed the page
 *   host -> agent  renderRecommendation   (re)render one recommendation; answers 'location-not-found'
 *                  clear, scrollTo, applyCss, setDynamicData, navigate, waitForStable,
 *                  rewriteUrlsOnCheckout, clearLocalStorage
 */
import type { RemoteProxy } from 'penpal';
import { linkToFrame, linkToHost, type GuestLink, type Hello, type HostLink } from './channel';
import type { DeliveredProduct, DeliveredRecommendation, ElementStyles, FormFactor, PagePlace } from './delivery';

export const PREVIEW_PROTOCOL = 'vitrine.preview';
/** Bumped when a message changes shape; a host and an agent of different versions refuse to link. */
export const PREVIEW_PROTOCOL_VERSION = 1;

/** Spec 9: renders are debounced 500 ms (host side). */
export const PREVIEW_RENDER_DEBOUNCE_MS = 500;
/** Spec 9: wait for other renders (the page's own, merchant JS) up to 5000 ms, checking every 50 ms. */
export const PREVIEW_WAIT_FOR_RENDERS_MS = 5000;
export const PREVIEW_WAIT_STEP_MS = 50;
/** Spec 9: the same recommendation rendered again identically within 3 s is not re-rendered. */
export const PREVIEW_REPEAT_RENDER_GUARD_MS = 3000;

/** The page the agent is on. */
export interface PreviewPage {
  siteId: string;
  place: PagePlace;
  /** location.pathname + search without the preview parameters. */
  path: string;
  formFactor: FormFactor;
}

/** A recommendation as the editor holds it: the delivered shape; products optional. */
export type PreviewRecommendation = Omit<DeliveredRecommendation, 'products'> & {
  /** Omitted: the agent picks them (see RenderRequest.sample). */
  products?: DeliveredProduct[];
};

/** Spec 9: the preview sample is this many products... */
export const PREVIEW_SAMPLE_SIZE = 25;
/** ...chosen from up to this many of the shop's (the products action's limit). */
export const PREVIEW_SAMPLE_FETCH = 50;

export interface RenderRequest {
  recommendation: PreviewRecommendation;
  /** Default: the page's form factor. */
  formFactor?: FormFactor;
  /** Scroll to it and highlight it after rendering (never for a popup). Default true. */
  scroll?: boolean;
  /** Render even when the same request was rendered within the repeat-render guard. */
  force?: boolean;
  /**
   * The preview sample (spec 9: the shop's products, padded by numbered clones to 25, or sample
   * items when it has none). The agent renders a recommendation without `products` with it
   * when the recommendation is new (status 'initial': nothing saved yet to answer for) or the
   * page's delivery answer has no products for it (not in the answer, or its recipe returns
   * nothing here); otherwise with that answer. Since SDK 1.10.0.
   */
  sample?: DeliveredProduct[];
}

export const RENDER_OUTCOMES = ['rendered', 'location-not-found', 'disabled', 'other-page', 'unchanged'] as const;
export type RenderOutcome = (typeof RENDER_OUTCOMES)[number];

export interface RenderResult {
  outcome: RenderOutcome;
  /** The location selector, for 'location-not-found'. */
  location?: string;
  /** The recommendation's place, for 'other-page'. */
  place?: PagePlace;
}

/** Style-only changes (spec 4): applied without a re-render. */
export interface CssUpdate {
  css?: string;
  generatedCss?: string;
  style?: ElementStyles;
}

/** Implemented by the agent, called by the host. */
export type PreviewAgentMethods = {
  renderRecommendation(request: RenderRequest): Promise<RenderResult>;
  /** Removes one recommendation's widget, or every preview widget without an id. */
  clear(recommendationId?: string): void;
  /** False when it is not on the page. */
  scrollTo(recommendationId: string, options?: { highlight?: boolean }): boolean;
  /** False when it is not on the page. */
  applyCss(recommendationId: string, update: CssUpdate): boolean;
  /** Data the merchant's JS reads as `window.vitrinePreviewData` (e.g. a sample cart). */
  setDynamicData(data: Record<string, unknown>): void;
  /** Same-origin paths only; the frame reloads and says hello again. */
  navigate(path: string): boolean;
  /** Resolves true once no render ran for a while (false after PREVIEW_WAIT_FOR_RENDERS_MS). */
  waitForStable(timeoutMs?: number): Promise<boolean>;
  /** Keeps the preview parameters on same-origin links (cart, checkout), so a click stays in the preview. Returns how many. */
  rewriteUrlsOnCheckout(): number;
  /** Forgets the storefront's remembered state for this origin (visitor, reserved slot sizes). */
  clearLocalStorage(): void;
};

/** Implemented by the host, called by the agent. */
export type PreviewHostMethods = {
  /** Ready: the first call of every page load. */
  hello(hello: Hello<PreviewPage>): Hello<PreviewHostInfo>;
  navigated(page: PreviewPage): void;
};

export interface PreviewHostInfo {
  /** Informational: the console build speaking. */
  console: string;
}

export type PreviewAgent = RemoteProxy<PreviewAgentMethods>;
export type PreviewHost = RemoteProxy<PreviewHostMethods>;
type HostSide = Omit<PreviewHostMethods, 'hello'>;

/** Host side: link to the storefront frame; `origin` is the storefront's exact origin. */
export function connectPreviewFrame(opts: {
  frame: Window;
  origin: string;
  methods: HostSide;
  onReady?(page: PreviewPage): void;
  onError?(error: Error): void;
  connectTimeoutMs?: number;
  callTimeoutMs?: number;
  /** Tests only: pretend another version. */
  version?: number;
}): HostLink<PreviewAgentMethods, PreviewPage> {
  return linkToFrame<HostSide, PreviewAgentMethods, PreviewPage>({
    ...opts,
    protocol: PREVIEW_PROTOCOL,
    version: opts.version ?? PREVIEW_PROTOCOL_VERSION,
    info: (): PreviewHostInfo => ({ console: 'vitrine' }),
  });
}

/** Agent side: link to the console; `origin` is the console's exact origin. */
export function connectPreviewHost(opts: {
  host: Window;
  origin: string;
  page: PreviewPage;
  methods: PreviewAgentMethods;
  connectTimeoutMs?: number;
  callTimeoutMs?: number;
  /** Tests only: pretend another version. */
  version?: number;
}): Promise<GuestLink<PreviewHostMethods, PreviewHostInfo>> {
  return linkToHost<PreviewAgentMethods, PreviewHostMethods, PreviewHostInfo, PreviewPage>({
    ...opts,
    info: opts.page,
    protocol: PREVIEW_PROTOCOL,
    version: opts.version ?? PREVIEW_PROTOCOL_VERSION,
  });
}
