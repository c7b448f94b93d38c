import { createServiceRef } from './serviceRef';

/**
 * Links and moves inside the console. Paths are relative to the applet root ('' is the root,
 * 'checkout/score' a page); a path starting with '/' is a console path ('/app/home').
 * Every href keeps the site-xid query parameter, so a link opened in a new tab shows the
 * same site.
 */
export interface NavigationService {
  /** Where the host mounted the applet, e.g. '/applet/recommendations'. */
  readonly basePath: string;
  linkTo(path: string): string;
  /** Goes through the unsaved-changes guard: the move may be cancelled by the user. */
  navigate(path: string, options?: { readonly replace?: boolean }): void;
}

export const navigationRef = createServiceRef<NavigationService>('vitrine.navigation');
