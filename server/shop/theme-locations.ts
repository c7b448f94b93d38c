import { getText } from '../lib/localhost-lookup';
import { proxyUrl } from './storefront-links';
import { pageOf, selectorMatches, type Page } from './theme-selector';

export interface ThemeLocationsRequest {
  /** The recommendation's place (H, PDP, CUSTOM~faq ...). */
  pageClass: string;
  selectors: string[];
}

/** Per request, each selector: found, missing, or null when it cannot be told. */
export type ThemeLocationsAnswer = Array<Record<string, boolean | null>>;

/** A page that does not answer in this time counts as "cannot tell": the dashboard never waits long. */
const PAGE_TIMEOUT_MS = 3000;
const MAX_PAGE_BYTES = 2_000_000;

async function pageHtml(url: string): Promise<string | null> {
  // The shop's page is on its own *.localhost origin in the demo: resolved as a browser would.
  const res = await getText(url, { headers: { accept: 'text/html' }, timeoutMs: PAGE_TIMEOUT_MS, maxBytes: MAX_PAGE_BYTES });
  // A 404 page is the theme's 404 template, not the place's page: nothing on it counts.
  return res && res.status >= 200 && res.status < 300 ? res.text : null;
}

/**
 * Reads each place's page from the demo storefront (it is ours, rendered on the server) and
 * looks for each selector there. One fetch per distinct page; `?vitrine-tag=off` keeps the
 * check out of the shop's tracking.
 */
export async function demoThemeLocations(
  opts: { storefrontOrigin: string; shopifyPlus: boolean },
  requests: readonly ThemeLocationsRequest[],
): Promise<ThemeLocationsAnswer> {
  const pages = new Map<string, Promise<Page | null>>();
  const pageFor = (pageClass: string) => {
    let page = pages.get(pageClass);
    if (!page) {
      let url: URL | null = null;
      try {
        url = new URL(proxyUrl(opts.storefrontOrigin, { pageClass }, opts.shopifyPlus));
        url.searchParams.set('vitrine-tag', 'off');
      } catch {
        url = null; // no storefront page for this place (email, checkout without Plus)
      }
      page = url ? pageHtml(url.toString()).then((html) => (html === null ? null : pageOf(html))) : Promise.resolve(null);
      pages.set(pageClass, page);
    }
    return page;
  };
  return Promise.all(
    requests.map(async (r) => {
      const page = await pageFor(r.pageClass);
      const out: Record<string, boolean | null> = {};
      for (const s of r.selectors) out[s] = page ? selectorMatches(page, s) : null;
      return out;
    }),
  );
}
