import { BUILTIN_APPLET_LOADERS, type BuiltinAppletLoader } from '../applets/builtin-registry';
import { APPLET_ROOT } from '../routing/paths';
import { isAppletDefinition, type AppletDefinition } from '../sdk';
import { prepareAppletView } from './pageModules';

/** The route segment of an applet URL (/applet/{route}/...), else undefined. */
export function appletRouteOf(pathname: string): string | undefined {
  const prefix = `${APPLET_ROOT}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const segment = pathname.slice(prefix.length).split('/', 1)[0];
  try {
    return segment ? decodeURIComponent(segment) : undefined;
  } catch {
    return undefined;
  }
}

export interface PreloadDeps {
  readonly builtins: Readonly<Record<string, BuiltinAppletLoader>>;
  readonly prepareAppletView: (definition: AppletDefinition, pathname: string, route: string) => Promise<void>;
}

/**
 * On a page load at /applet/{route}/... of a built-in applet, starts loading its code and the
 * chunk of the page the URL shows while the shell is still rendering its way there (session,
 * sites, registry, AppletRoute). Built-in applets are part of the console's build and their
 * route is their id (server/applets-registry/builtins.ts); evaluating one only defines it.
 * Nothing is shown from here: AppletRoute still loads the applet the registry names, through
 * loadApplet and all its checks, and finds the module, the page and the icons
 * (prepareAppletView) loaded.
 * A remote applet's script runs only once the registry names it. Never rejects: a failure
 * here is met, and shown, by the applet route's own load.
 */
export async function preloadAppletPage(pathname: string, deps: PreloadDeps = { builtins: BUILTIN_APPLET_LOADERS, prepareAppletView }): Promise<void> {
  const route = appletRouteOf(pathname);
  if (!route || !Object.hasOwn(deps.builtins, route)) return;
  try {
    const definition = (await deps.builtins[route]()).default;
    if (isAppletDefinition(definition) && definition.route === route) await deps.prepareAppletView(definition, pathname, route);
  } catch {
    // AppletRoute loads the applet (and its page) again and reports what went wrong.
  }
}
