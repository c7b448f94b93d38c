export const LOGIN_PATH = '/login';
export const HOME_PATH = '/app/home';
/** The staff page of the applet registry. */
export const APPLET_REGISTRY_PATH = '/app/applets';
/** Applets live under /applet/{route}/*. */
export const APPLET_ROOT = '/applet';

export function appletPath(route: string): string {
  return `${APPLET_ROOT}/${encodeURIComponent(route)}`;
}
