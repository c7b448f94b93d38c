/**
 * The preview agent's entry (dist/storefront/preview-agent.js): loaded by the tag only on a
 * page with a preview token inside a frame. It links to the console (the script's
 * data-console, else its data-api: the console's exact origin) and answers the store preview
 * protocol (sdk/sandbox/preview.ts). Unless the delivery endpoint confirms the token it does nothing.
 */
import { connectPreviewHost, type PreviewPage } from '../../sdk/sandbox/preview';
import { createPreviewAgent } from './agent';
import { formFactor, readPageContext } from './page';
import { fetchPayload } from './runtime';

function pathWithoutPreview(href: string): string {
  const url = new URL(href);
  for (const name of ['vitrine-preview', 'vitrine-rec', 'vitrine-kind', 'shop']) url.searchParams.delete(name);
  return url.pathname + url.search;
}

async function main(script: HTMLScriptElement | null) {
  if (window.parent === window) return;
  const ctx = readPageContext(document, script, location.href, null);
  if (!ctx?.previewToken) return;
  const consoleOrigin = script?.dataset.console?.trim() || ctx.apiOrigin;
  const payload = await fetchPayload(ctx, formFactor(window), '', []);
  // The delivery endpoint confirms the token; without that the page is a shopper's and says nothing.
  if (!payload.preview) return;
  const page: PreviewPage = { siteId: ctx.siteId, place: ctx.place, path: pathWithoutPreview(location.href), formFactor: formFactor(window) };
  const methods = createPreviewAgent({ ctx, payload, formFactor: () => formFactor(window) });
  await connectPreviewHost({ host: window.parent, origin: consoleOrigin, page, methods });
}

const script = document.currentScript as HTMLScriptElement | null;
main(script).catch((err) => console.error('[vitrine] preview agent failed:', err));
