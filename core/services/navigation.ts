import { SITE_XID_PARAM } from '../routing/siteXid';
import type { NavigationService } from '../sdk';

/**
 * The href of `path` for an applet mounted at `basePath`: '' is the applet root, 'a/b' a page,
 * '/app/home' a console path. The current site-xid is added unless the path names one.
 */
export function buildLink(basePath: string, path: string, siteXid: string | undefined): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const withoutHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const [pathPart, query = ''] = withoutHash.split('?', 2);
  const root = basePath.replace(/\/+$/, '');
  const pathname = pathPart.startsWith('/') ? pathPart : pathPart ? `${root}/${pathPart.replace(/^\.\//, '')}` : root;
  const params = new URLSearchParams(query);
  if (siteXid && !params.has(SITE_XID_PARAM)) params.set(SITE_XID_PARAM, siteXid);
  const search = params.toString();
  return `${pathname || '/'}${search ? `?${search}` : ''}${hash}`;
}

export interface NavigationServiceDeps {
  readonly basePath: string;
  readonly siteXid: () => string | undefined;
  /** The router's navigate; the shell's blocker asks before leaving unsaved changes. */
  readonly navigate: (to: string, options: { replace: boolean }) => void;
}

export function createNavigationService({ basePath, siteXid, navigate }: NavigationServiceDeps): NavigationService {
  const linkTo = (path: string) => buildLink(basePath, path, siteXid());
  return {
    basePath,
    linkTo,
    navigate: (path, options = {}) => navigate(linkTo(path), { replace: options.replace ?? false }),
  };
}
