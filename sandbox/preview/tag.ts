/**
 * The storefront data-collection tag: `<script async src=".../tag.js" data-api="{apiOrigin}">`
 * (sdk/API.md "Storefront delivery contract"). It reads the page, reserves the space its
 * widgets took last time, fetches the live recommendations for the page's place, renders them,
 * re-renders when the viewport crosses the mobile breakpoint, and records the visit.
 */
import { MOBILE_BREAKPOINT_PX, type DeliveryPayload } from '../../sdk/sandbox/delivery';
import { pageViewIdentity } from './identity';
import { formFactor, readPageContext } from './page';
import { watchExposures } from './exposures';
import { dropEmptySlots, rememberLayout, reservePlaceholders } from './reserve';
import { fetchPayload, payloadSlots, renderPayload } from './runtime';
import { startTracking } from './tracking';

declare global {
  interface Window {
    __vitrineTag?: { version: number; payload?: DeliveryPayload };
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

async function main(script: HTMLScriptElement | null) {
  if (window.__vitrineTag) return; // included twice: the first copy does the work
  window.__vitrineTag = { version: 1 };
  const storage = safeStorage('localStorage');
  const ctx = readPageContext(document, script, location.href, safeStorage('sessionStorage'));
  if (!ctx) return;
  // The console's store preview: the agent answers the editor (sdk/sandbox/preview.ts).
  if (ctx.previewToken && window.parent !== window) loadPreviewAgent(script, ctx.apiOrigin);
  let ff = formFactor(window);
  if (storage) reservePlaceholders(storage, ctx.place, ff);
  const identity = storage ? pageViewIdentity(storage, document) : null;
  const tracking = startTracking(ctx, identity, storage, () => ff);
  const payload = await fetchPayload(ctx, ff, tracking.visitorId, tracking.viewed);
  window.__vitrineTag.payload = payload;
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
  render(true);
  window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`).addEventListener('change', () => {
    const next = formFactor(window);
    if (next === ff) return;
    ff = next;
    render(false);
  });
}

const script = document.currentScript as HTMLScriptElement | null;
const start = () => main(script).catch((err) => console.error('[vitrine] tag failed:', err));
// Locations are elements of the page: wait for the document when the tag runs early.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
