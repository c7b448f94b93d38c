/**
 * The storefront data-collection tag: `<script async src=".../tag.js" data-api="{apiOrigin}">`
 * (sdk/API.md "Storefront delivery contract"). It reads the page, reserves the space its
 * widgets took last time, fetches the live recommendations for the page's place, renders them,
 * re-renders when the viewport crosses the mobile breakpoint, and records the visit.
 */
import { MOBILE_BREAKPOINT_PX, type DeliveryPayload, type FormFactor } from '../../sdk/sandbox/delivery';
import { pageViewIdentity } from './identity';
import { watchExposures } from './exposures';
import { formFactor, loadedHref, readPageContext, type PageContext } from './page';
import { dropEmptySlots, rememberLayout, reservePlaceholders } from './reserve';
import { fetchPayload, payloadSlots, renderPayload } from './runtime';
import { startTracking } from './tracking';

/** What the tag shares with the preview agent (another bundle on the same page). */
export interface TagHandle {
  version: number;
  /** The page as read when the tag started: the agent reads nothing again. */
  ctx?: PageContext;
  payload?: DeliveryPayload;
  /** Settles once the page's widgets are drawn the first time: the answer they were drawn from (null: not a shop page). */
  rendered?: Promise<DeliveryPayload | null>;
  /** The form factor the page's widgets are drawn in. */
  formFactor?: FormFactor;
  /** The console's preview: draw every widget in this form factor from now on, whatever the width. */
  setFormFactor?(ff: FormFactor): void;
}

declare global {
  interface Window {
    __vitrineTag?: TagHandle;
  }
}

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function loadPreviewAgent(tag: HTMLScriptElement | null, apiOrigin: string) {
  const agent = document.createElement('script');
  agent.async = true;
  agent.src = `${apiOrigin}/storefront/preview-agent.js`;
  agent.dataset.api = apiOrigin;
  if (tag?.dataset.console) agent.dataset.console = tag.dataset.console;
  document.head.append(agent);
}

async function main(script: HTMLScriptElement | null, href: string) {
  if (window.__vitrineTag) return; // included twice: the first copy does the work
  const handle: TagHandle = { version: 1 };
  window.__vitrineTag = handle;
  let firstRender!: { resolve(payload: DeliveryPayload | null): void; reject(error: unknown): void };
  handle.rendered = new Promise<DeliveryPayload | null>((resolve, reject) => (firstRender = { resolve, reject }));
  handle.rendered.catch(() => undefined);
  try {
    firstRender.resolve(await run(handle, script, href));
  } catch (error) {
    firstRender.reject(error);
    throw error;
  }
}

async function run(handle: TagHandle, script: HTMLScriptElement | null, href: string): Promise<DeliveryPayload | null> {
  const storage = safeStorage('localStorage');
  const ctx = readPageContext(document, script, href, safeStorage('sessionStorage'));
  if (!ctx) return null;
  handle.ctx = ctx;
  // The console's store preview: the agent answers the editor (sdk/sandbox/preview.ts).
  if (ctx.previewToken && window.parent !== window) loadPreviewAgent(script, ctx.apiOrigin);
  // A preview names its form factor; a shopper's page takes it from the viewport.
  let forced = ctx.previewFormFactor;
  let ff = forced ?? formFactor(window);
  handle.formFactor = ff;
  if (storage) reservePlaceholders(storage, ctx.place, ff);
  const identity = storage ? pageViewIdentity(storage, document) : null;
  const tracking = startTracking(ctx, identity, storage, () => ff);
  const pending = fetchPayload(ctx, ff, tracking.visitorId, tracking.viewed);
  // The answer brings this visitor's events token: the first batch waits for it.
  tracking.tracker.useGrant(pending.then((answer) => answer.events));
  const payload = await pending;
  handle.payload = payload;
  tracking.currency = payload.currency;
  const exposures = watchExposures(tracking.onExposure);
  const slots = payloadSlots(payload, !!ctx.previewToken);
  const render = (first: boolean) => {
    // The holdout's baseline (decided by the server before anything was drawn) sees no
    // recommendation: nothing is rendered and no merchant code runs; space reserved from an
    // earlier visit in the treatment is given back.
    if (payload.arm === 'baseline') {
      dropEmptySlots(document);
      if (storage) rememberLayout(storage, ctx.place, ff, []);
    } else renderPayload(payload, ctx, ff, { storage, onWidget: tracking.onWidget, onAdded: tracking.onAdded, runGlobalJs: first });
    exposures.mark(slots, ff);
  };
  const switchTo = (next: FormFactor) => {
    if (next === ff) return;
    ff = next;
    handle.formFactor = ff;
    render(false);
  };
  render(true);
  handle.setFormFactor = (next) => {
    forced = next;
    switchTo(next);
  };
  window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`).addEventListener('change', () => {
    if (!forced) switchTo(formFactor(window));
  });
  return payload;
}

const script = document.currentScript as HTMLScriptElement | null;
// The address as the page was loaded, taken now: the theme's scripts may rewrite it later.
const href = loadedHref(window);
const start = () => main(script, href).catch((err) => console.error('[vitrine] tag failed:', err));
// Locations are elements of the page: wait for the document when the tag runs early.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
