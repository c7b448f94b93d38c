// Writes that name the version they read, as the console sends them: every update of a
// versioned document carries __v (issue 27: 428 without it, 409 when stale). For tests whose
// subject is not the version itself.
import type { AnyBody, HttpClient, HttpResponse } from './http';

/** PATCH /api2/sites/:id with the site's current __v beside `body`. */
export async function patchSite(client: HttpClient, siteId: string, body: Record<string, unknown>): Promise<HttpResponse> {
  const site = await client.get(`/api/sites/${siteId}`);
  return client.patch(`/api2/sites/${siteId}`, { __v: site.body?.__v, ...body });
}

/** PATCH /api2/applet: merges `patch` into the site's applet document at its current __v. */
export async function patchAppletDoc(client: HttpClient, site: string, applet: string, patch: Record<string, unknown>): Promise<HttpResponse> {
  const doc = (await client.get(`/api2/applet?site=${site}&applet=${applet}`)).body as AnyBody;
  return client.patch('/api2/applet', { _id: doc?._id, __v: doc?.__v, site, applet, patch });
}

/** PATCH /api2/recommendation/{action}/{id}: a lifecycle action on the recommendation's current __v. */
export async function recLifecycle(client: HttpClient, action: string, recId: string, site: string): Promise<HttpResponse> {
  const rec = await client.get(`/api2/recommendation/${recId}?site=${site}`);
  return client.patch(`/api2/recommendation/${action}/${recId}?site=${site}`, { __v: rec.body?.__v });
}

/** PATCH /api2/applets/:id (staff): enables or disables a remote registration at its current __v. */
export async function setAppletEnabled(staff: HttpClient, id: string, enabled: boolean): Promise<HttpResponse> {
  const all = (await staff.get('/api2/applets/all')).body as Array<{ id: string; __v?: number }>;
  return staff.patch(`/api2/applets/${id}`, { enabled, __v: all.find((a) => a.id === id)?.__v });
}
