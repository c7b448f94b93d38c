import { apiFetch } from '../api/http';
import type { AppletRegistration } from '../sdk';

/** What the server keeps of a reason (server/applets-registry/loadErrors.ts refuses more). */
const MAX_MESSAGE = 500;

/**
 * Tells the registry a remote applet failed to load here, so staff see the reason on the
 * Applet Registry page. Best effort and silent: the user already sees the error in the
 * applet's area. Built-ins are the console's own build, and dev applets nobody's registration.
 * The site is the one it was launched on: the server records only what the user could launch.
 */
export function reportLoadError(registration: AppletRegistration, site: string, message: string, isDev = false): void {
  if (registration.source?.kind !== 'remote' || isDev) return;
  const text = message.trim();
  apiFetch(`/api2/applets/${encodeURIComponent(registration.id)}/load-error`, {
    method: 'POST',
    body: JSON.stringify({ site, message: text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text }),
    silent: true,
  }).catch(() => undefined);
}
