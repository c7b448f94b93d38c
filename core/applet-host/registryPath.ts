/** GET /api2/applets?site=: what the signed-in user may launch on a site. */
export const REGISTRY_PATH = '/api2/applets';

/** The registry request of one site; the boot code and AppletRegistryStore must ask alike. */
export function registryPath(siteId: string): string {
  return `${REGISTRY_PATH}?site=${encodeURIComponent(siteId)}`;
}
