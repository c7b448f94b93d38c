/** The site the console works on; it travels with every redirect. */
export const SITE_XID_PARAM = 'site-xid';

/** `pathname` plus the site-xid query parameter of `currentSearch`, if it has one. */
export function withSiteXid(pathname: string, currentSearch: string): string {
  const siteXid = new URLSearchParams(currentSearch).get(SITE_XID_PARAM);
  if (siteXid === null) return pathname;
  return `${pathname}?${new URLSearchParams({ [SITE_XID_PARAM]: siteXid })}`;
}

/** `path` (which may carry a query and hash) with site-xid set to `siteXid`. */
export function setSiteXid(path: string, siteXid: string): string {
  return setQueryParam(path, SITE_XID_PARAM, siteXid);
}

/** `path` with one query parameter set (or removed, for null), keeping the rest and the hash. */
export function setQueryParam(path: string, name: string, value: string | null): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const [pathname, query = ''] = (hashAt === -1 ? path : path.slice(0, hashAt)).split('?', 2);
  const params = new URLSearchParams(query);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ''}${hash}`;
}
