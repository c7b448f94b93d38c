/**
 * Small signed tokens: `base64url(JSON claims).base64url(HMAC-SHA256(key, first part))`. The
 * preview links (server/delivery/preview-token.ts) and the storefront events tokens
 * (server/tracking/events-token.ts) use it, each with its own key derived from the server
 * secret, so one kind never passes for the other. Neither keys nor tokens are ever logged.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Longer inputs are junk: no token this module makes comes close. */
export const MAX_TOKEN_LENGTH = 600;

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** A purpose-bound key: the same secret keys several token kinds without one passing for another. */
export const deriveKey = (secret: string | Buffer, purpose: string): Buffer => createHmac('sha256', secret).update(purpose).digest();

export function signClaims(key: Buffer, claims: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The claims of a token signed with `key` (the caller checks their meaning and expiry); null for anything else. */
export function readSignedClaims(key: Buffer, token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string' || !token || token.length > MAX_TOKEN_LENGTH) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(key, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
