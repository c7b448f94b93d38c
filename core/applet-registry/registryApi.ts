import { apiFetch } from '../api/http';
import type { AppletRegistration } from '../sdk';

/** One row of GET /api2/applets/all (server/applets-registry/store.ts ManagedRegistration). */
export interface ManagedApplet extends AppletRegistration {
  readonly builtin: boolean;
  readonly enabled: boolean;
  readonly manifestUrl?: string | null;
  readonly lastLoadError?: { readonly message: string; readonly at: string } | null;
  /** The registration's version (remote applets only: built-ins are not rows). */
  readonly __v?: number;
}

const path = (id: string) => `/api2/applets/${encodeURIComponent(id)}`;
const json = (body: object) => JSON.stringify(body);

export const registryApi = {
  list: () => apiFetch<ManagedApplet[]>('/api2/applets/all'),
  addByUrl: (url: string) => apiFetch<ManagedApplet>('/api2/applets/manifest', { method: 'POST', body: json({ url }), silent: true }),
  // Names the version the page showed: someone else's change meanwhile is a 409, not overwritten.
  setEnabled: (applet: ManagedApplet, enabled: boolean) => apiFetch<ManagedApplet>(path(applet.id), { method: 'PATCH', body: json({ enabled, __v: applet.__v }) }),
  remove: (id: string) => apiFetch<void>(path(id), { method: 'DELETE' }),
};
