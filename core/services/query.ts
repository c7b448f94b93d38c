import type { ApiRequestOptions } from '../sdk';

type Query = NonNullable<ApiRequestOptions['query']>;

/**
 * `path` with `query` added (null and undefined left out) and the current site as `site`
 * unless the caller named one, in the query or already in the path.
 */
export function withQuery(path: string, query: Query = {}, siteId?: string): string {
  const [pathname, existing = ''] = path.split('?', 2);
  const params = new URLSearchParams(existing);
  const hasSite = params.has('site') || Object.hasOwn(query, 'site');
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.set(key, String(value));
  }
  if (!hasSite && siteId) params.set('site', siteId);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
