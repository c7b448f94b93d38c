import { ENVIRONMENT_API_BASES } from '../lib/endpoint/hosts';
import { GALLERY_HOSTS } from '../lib/storage/storageKey';
import { HOME_PATH, LOGIN_PATH } from '../routing/paths';

/**
 * Where the gallery's sign-in (or, signed in, open-the-console) link goes. Always a full page
 * load, never a client-side navigation: this page keeps its state under h40_public_, and the
 * console must start again with its own h40_ storage. The gallery host has no console: its
 * links go to the production console.
 */
export function consoleHref(location: Pick<Location, 'hostname'>, signedIn: boolean): string {
  const path = signedIn ? HOME_PATH : LOGIN_PATH;
  const host = location.hostname.toLowerCase().replace(/\.$/, '');
  return GALLERY_HOSTS.includes(host) ? `${ENVIRONMENT_API_BASES.prod}${path}` : path;
}
