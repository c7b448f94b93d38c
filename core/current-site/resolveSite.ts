import type { ConsoleSite } from './consoleSite';

export type SiteSource = 'url' | 'lastUsed' | 'first';

export interface ResolvedSite {
  readonly site: ConsoleSite;
  readonly source: SiteSource;
}

/**
 * The site the console works on (spec 2): the one whose `external` id is the site-xid query
 * parameter, else the last used one, else the first (the list is sorted by name). An unknown
 * site-xid (a site removed, or of another organization) falls through like a missing one.
 */
export function resolveSite(
  sites: readonly ConsoleSite[],
  siteXid: string | null | undefined,
  lastUsed: string | null | undefined,
): ResolvedSite | undefined {
  const byExternal = (external: string | null | undefined) =>
    external ? sites.find((site) => site.external === external) : undefined;
  const fromUrl = byExternal(siteXid);
  if (fromUrl) return { site: fromUrl, source: 'url' };
  const fromStorage = byExternal(lastUsed);
  if (fromStorage) return { site: fromStorage, source: 'lastUsed' };
  return sites[0] ? { site: sites[0], source: 'first' } : undefined;
}
