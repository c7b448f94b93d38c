/** The site the console works on; it travels with every redirect. */
export const SITE_XID_PARAM = 'site-xid';

/** `pathname` plus the site-xid query parameter of `currentSearch`, if it has one. */
export function withSiteXid(pathname: string, currentSearch: string): string {
  const siteXid = new URLSearchParams(currentSearch).get(SITE_XID_PARAM);
  if (siteXid === null) return pathname;
  return `${pathname}?${new URLSearchParams({ [SITE_XID_PARAM]: siteXid })}`;
}
