/** GET /api2/sites: the signed-in user's sites (the boot code and SitesStore ask alike). */
export const SITES_PATH = '/api2/sites';
