import { appletPath, HOME_PATH } from './paths';
import { SITE_XID_PARAM, setSiteXid } from './siteXid';

/** The query parameter of `/` that launches an applet directly: /?app=chk. */
export const APP_PARAM = 'app';

/**
 * Where `/` sends a signed-in user (spec 2): /applet/{app} when ?app= is present, else the
 * last saved location, else the App Library. A site-xid in the URL wins over the one the
 * saved location was recorded with.
 */
export function rootRedirectTarget(search: string, lastLocation: string | undefined): string {
  const params = new URLSearchParams(search);
  const app = params.get(APP_PARAM)?.trim();
  const target = app ? appletPath(app) : (lastLocation ?? HOME_PATH);
  const siteXid = params.get(SITE_XID_PARAM);
  return siteXid === null ? target : setSiteXid(target, siteXid);
}
