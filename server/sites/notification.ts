import { badRequest } from '../lib/errors';
import { asObject } from '../lib/validate';

/**
 * A site's notification settings. The spec names the field but not its contents (the seed
 * keeps { email }), so the server holds it to a flat object of short scalars: it is read on
 * every site list, and an unbounded one (50,000 keys) slowed every list twentyfold.
 */
export const NOTIFICATION_LIMITS = {
  maxKeys: 100,
  /** Serialized JSON, in bytes. */
  maxBytes: 16 * 1024,
  maxKeyLength: 64,
  maxStringLength: 1000,
} as const;

export type NotificationValue = string | number | boolean | null;

/** Validates a notification object; every refusal is a 400 naming the field and the limit. */
export function parseNotification(raw: unknown): Record<string, NotificationValue> {
  const L = NOTIFICATION_LIMITS;
  const body = asObject(raw, 'notification');
  const keys = Object.keys(body);
  if (keys.length > L.maxKeys) throw badRequest(`notification has ${keys.length} keys; the limit is ${L.maxKeys}`);
  for (const key of keys) {
    if (!key || key.length > L.maxKeyLength) throw badRequest(`notification keys must be 1 to ${L.maxKeyLength} characters long`);
    const value = body[key];
    const field = `notification.${key}`;
    if (typeof value === 'string') {
      if (value.length > L.maxStringLength) throw badRequest(`${field} must be at most ${L.maxStringLength} characters`);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw badRequest(`${field} must be a finite number`);
    } else if (value !== null && typeof value !== 'boolean') {
      throw badRequest(`${field} must be a string, number, boolean or null (notification is a flat object)`);
    }
  }
  const bytes = Buffer.byteLength(JSON.stringify(body));
  if (bytes > L.maxBytes) throw badRequest(`notification is ${bytes} bytes of JSON; the limit is ${L.maxBytes} bytes`);
  return body as Record<string, NotificationValue>;
}
