// The Change Site search (spec 2 and 9): shown above 10 sites, it matches name, external id,
// id and url.

/** The fields of a site the picker shows and searches. */
export interface PickableSite {
  readonly _id: string;
  readonly external: string;
  readonly name: string;
  readonly url: string;
  /** The site's favicon URL (GET /api2/sites answers /api2/sites/{id}/favicon.svg). */
  readonly getFavIcon?: string;
}

/** The search box shows only when there are more sites than this. */
export const SEARCH_THRESHOLD = 10;

export const showsSearch = (siteCount: number) => siteCount > SEARCH_THRESHOLD;

/**
 * The sites whose name, external id, _id or url contains the query, ignoring case and the
 * spaces around it, in their original order. An empty query keeps every site.
 */
export function filterSites<S extends PickableSite>(sites: readonly S[], query: string): S[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...sites];
  return sites.filter((site) =>
    [site.name, site.external, site._id, site.url].some((field) => typeof field === 'string' && field.toLocaleLowerCase().includes(needle)),
  );
}
