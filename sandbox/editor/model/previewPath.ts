/**
 * The Alternate Preview Path (spec 2): a storefront path the store preview shows instead of
 * the place's own page (an A/B test page, one particular product).
 */

/** A path on the storefront: empty (use the page's own) or starting with a single '/'. */
export const isPreviewPath = (path: string) => path === '' || (path.startsWith('/') && !path.startsWith('//'));

/** The path the preview goes to: '' when none is set or the field holds no valid path yet. */
export const previewPathOf = (config: { altPreviewUrl?: string }): string => {
  const path = (config.altPreviewUrl ?? '').trim();
  return isPreviewPath(path) ? path : '';
};

/** Whether the page the preview reports (pathname + search) is that path. */
export function isOnPreviewPath(pagePath: string, path: string): boolean {
  if (!path) return false;
  const norm = (p: string) => {
    const url = new URL(p, 'http://preview.invalid');
    return url.pathname.replace(/(.)\/$/, '$1') + url.search;
  };
  return norm(pagePath) === norm(path);
}
