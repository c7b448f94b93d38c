import type { ComponentType } from 'react';
import { appletPath } from '../routing/paths';
import type { AppletDefinition, AppletPage } from '../sdk';
import { loadAppletIcons } from './appletIcons';
import { pageForPath, relativeToBase } from './navMatch';

interface PageModule {
  readonly promise: Promise<ComponentType>;
  component?: ComponentType;
}

// Per page object of a definition: the preload (preloadAppletPage) and AppletPages share one load.
const modules = new WeakMap<AppletPage, PageModule>();

/** Loads a page's chunk once and resolves with its component; a failed load is tried again next time. */
export function loadPage(page: AppletPage): Promise<ComponentType> {
  const existing = modules.get(page);
  if (existing) return existing.promise;
  const promise = page.load().then((module) => {
    entry.component = module.default;
    return module.default;
  });
  const entry: PageModule = { promise };
  modules.set(page, entry);
  promise.catch(() => {
    if (modules.get(page) === entry) modules.delete(page);
  });
  return promise;
}

/** The page's component when its chunk has loaded already, else undefined. */
export function loadedPage(page: AppletPage): ComponentType | undefined {
  return modules.get(page)?.component;
}

/**
 * Loads the chunk of the page `pathname` shows in the applet at `route`, if any. React shows a
 * page that suspended on arrival no sooner than 300 ms after its fallback (the Suspense
 * fallback throttle), however soon the chunk came: a loaded page renders at once. Never
 * rejects: a page that failed to load fails again, visibly, when AppletPages renders it.
 */
export async function loadCurrentPage(definition: AppletDefinition, pathname: string, route: string): Promise<void> {
  const page = currentPage(definition, pathname, route);
  if (page) await loadPage(page).catch(() => undefined);
}

/** The page `pathname` shows in the applet at `route`, if any. */
export function currentPage(definition: AppletDefinition, pathname: string, route: string): AppletPage | undefined {
  return pageForPath(definition.pages, relativeToBase(pathname, appletPath(route)));
}

/**
 * What showing `pathname` of an applet needs besides its definition: the page's chunk and the
 * icons of its frame. Never rejects.
 */
export async function prepareAppletView(definition: AppletDefinition, pathname: string, route: string): Promise<void> {
  await Promise.all([loadCurrentPage(definition, pathname, route), loadAppletIcons(definition)]);
}

/**
 * An applet opening on `pathname`: the page's prefetch runs first, so its queries go out with
 * the request for its chunk rather than after its first render; then prepareAppletView.
 */
export async function openAppletView(
  definition: AppletDefinition,
  pathname: string,
  route: string,
  prefetch: (page: AppletPage | undefined) => void,
): Promise<void> {
  prefetch(currentPage(definition, pathname, route));
  await prepareAppletView(definition, pathname, route);
}
