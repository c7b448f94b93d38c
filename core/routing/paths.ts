export const LOGIN_PATH = '/login';
export const HOME_PATH = '/app/home';
/** Applets live under /applet/{route}/*. */
export const APPLET_ROOT = '/applet';

export function appletPath(route: string): string {
  return `${APPLET_ROOT}/${encodeURIComponent(route)}`;
}
