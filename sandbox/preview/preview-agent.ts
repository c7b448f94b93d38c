/**
 * The preview agent's entry (dist/storefront/preview-agent.js): loaded by the tag only on a
 * page with a preview token inside a frame. It links to the console (the script's
 * data-console, else its data-api: the console's exact origin) and answers the store preview
 * protocol (sdk/sandbox/preview.ts). Unless the delivery endpoint confirms the token it does nothing.
 */
import type { DeliveryPayload, FormFactor } from '../../sdk/sandbox/delivery';
import { connectPreviewHost, type PreviewPage } from '../../sdk/sandbox/preview';
import { createPreviewAgent } from './agent';
import { formFactor, loadedHref, readPageContext, type PageContext } from './page';
import { fetchPayload } from './runtime';

const PREVIEW_PARAMS = ['vitrine-preview', 'vitrine-rec', 'vitrine-kind', 'vitrine-ff', 'shop'];

function pathWithoutPreview(href: string): string {
  const url = new URL(href);
  for (const name of PREVIEW_PARAMS) url.searchParams.delete(name);
  return url.pathname + url.search;
}

/**
 * The page as the tag read it when it started (the address may have been rewritten since by
 * the theme), and the answer its widgets were drawn from: the agent renders after them, so the
 * tag's first render never paints over the edited recommendation.
 */
async function fromTag(script: HTMLScriptElement | null): Promise<{ ctx: PageContext; payload: DeliveryPayload } | null> {
  const tag = window.__vitrineTag;
  const ctx = tag?.ctx ?? readPageContext(document, script, loadedHref(window), null);
  if (!ctx?.previewToken) return null;
  const drawn = await tag?.rendered?.catch(() => null);
  const ff: FormFactor = tag?.formFactor ?? ctx.previewFormFactor ?? formFactor(window);
  return { ctx, payload: drawn ?? (await fetchPayload(ctx, ff, '', [])) };
}

async function main(script: HTMLScriptElement | null) {
  if (window.parent === window) return;
  const found = await fromTag(script);
  if (!found) return;
  const { ctx, payload } = found;
  const consoleOrigin = script?.dataset.console?.trim() || ctx.apiOrigin;
  // The delivery endpoint confirms the token; without that the page is a shopper's and says nothing.
  if (!payload.preview) return;
  const current = (): FormFactor => window.__vitrineTag?.formFactor ?? ctx.previewFormFactor ?? formFactor(window);
  const page: PreviewPage = { siteId: ctx.siteId, place: ctx.place, path: pathWithoutPreview(location.href), formFactor: current() };
  const methods = createPreviewAgent({ ctx, payload, formFactor: current, setFormFactor: (ff) => window.__vitrineTag?.setFormFactor?.(ff), loadedHref: loadedHref(window) });
  await connectPreviewHost({ host: window.parent, origin: consoleOrigin, page, methods });
}

const script = document.currentScript as HTMLScriptElement | null;
main(script).catch((err) => console.error('[vitrine] preview agent failed:', err));
