/**
 * Posting storefront events as the tag does: with the exact shop Origin and the events token
 * of the batch's visitor (fetched from the token URL, as the tag renews it).
 */
import { deliveryEventsTokenUrl, deliveryEventsUrl, type EventsGrant } from '../../sdk/sandbox/delivery';

export async function eventsGrant(apiUrl: string, siteId: string, visitorId: string, origin: string): Promise<EventsGrant> {
  const res = await fetch(deliveryEventsTokenUrl(apiUrl, siteId, visitorId), { headers: { origin } });
  if (res.status !== 200) throw new Error(`events token: ${res.status} ${await res.text()}`);
  return (await res.json()) as EventsGrant;
}

/** POSTs `batch` (an object, sent as text/plain JSON); a batch without `token` gets its visitor's. */
export async function postEvents(apiUrl: string, siteId: string, origin: string, batch: { token?: string; events: readonly object[]; [field: string]: unknown }, headers: Record<string, string> = {}): Promise<Response> {
  const visitor = (batch.events[0] as { visitorId?: unknown } | undefined)?.visitorId;
  const token = batch.token ?? (typeof visitor === 'string' ? (await eventsGrant(apiUrl, siteId, visitor, origin)).token : undefined);
  return fetch(deliveryEventsUrl(apiUrl, siteId), { method: 'POST', body: JSON.stringify({ ...batch, token }), headers: { 'content-type': 'text/plain;charset=UTF-8', origin, ...headers } });
}
