import { apiFetch } from '../api/http';
import type { AppletRegistration } from '../sdk';

/**
 * Tells the registry a remote applet failed to load here, so staff see the reason on the
 * Applet Registry page. Best effort and silent: the user already sees the error in the
 * applet's area. Built-ins are the console's own build, and dev applets nobody's registration.
 */
export function reportLoadError(registration: AppletRegistration, message: string, isDev = false): void {
  if (registration.source?.kind !== 'remote' || isDev) return;
  apiFetch(`/api2/applets/${encodeURIComponent(registration.id)}/load-error`, {
    method: 'POST',
    body: JSON.stringify({ message }),
    silent: true,
  }).catch(() => undefined);
}
