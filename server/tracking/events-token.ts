/**
 * Events tokens: the storefront page gets one with its recommendations (the delivery answer's
 * `events`, for the visitor it named) or from GET .../events/token, and sends it with every
 * batch (EventBatch.token). It names the site and the visitor and expires after
 * EVENTS_TOKEN_TTL_MS: a batch for another site or visitor, forged, expired or without one is
 * refused. It binds events to a page the server answered; it cannot prove a person (anyone may
 * ask for one), which is why no money figure reads what a batch says (server/tracking/prices.ts).
 * The key is derived from the preview key, itself derived from the server secret, under a
 * purpose of its own: neither token passes for the other. Tokens are never logged.
 */
import type { EventsGrant } from '../../sdk/sandbox/delivery';
import { deriveKey, readSignedClaims, signClaims } from '../lib/signed-token';

export const EVENTS_TOKEN_TTL_MS = 15 * 60_000;
const VERSION = 1;
const KIND = 'events';

export const eventsKeyOf = (previewKey: Buffer): Buffer => deriveKey(previewKey, 'vitrine events token');

export function issueEventsGrant(key: Buffer, siteId: string, visitorId: string, now = Date.now(), ttlMs = EVENTS_TOKEN_TTL_MS): EventsGrant {
  const expires = Math.floor((now + ttlMs) / 1000);
  return { token: signClaims(key, { v: VERSION, k: KIND, s: siteId, u: visitorId, e: expires }), expiresAt: new Date(expires * 1000).toISOString() };
}

export const EVENTS_TOKEN_MESSAGES = {
  missing: 'body.token is required: send the events token the recommendations answer gave this visitor',
  invalid: 'body.token is not a valid events token',
  expired: 'body.token has expired: get a new one from the events token URL',
  otherSite: 'body.token was issued for another site',
  otherVisitor: 'body.token was issued for another visitor',
} as const;

export type EventsTokenProblem = keyof typeof EVENTS_TOKEN_MESSAGES;

/** Null when `token` lets `visitorId` post for `siteId` now; otherwise what is wrong with it. */
export function checkEventsToken(key: Buffer, token: unknown, siteId: string, visitorId: string | null, now = Date.now()): EventsTokenProblem | null {
  if (token === undefined || token === null || token === '') return 'missing';
  const claims = readSignedClaims(key, token);
  if (!claims || claims.v !== VERSION || claims.k !== KIND || typeof claims.s !== 'string' || typeof claims.u !== 'string' || typeof claims.e !== 'number') return 'invalid';
  if (claims.s !== siteId) return 'otherSite';
  if (visitorId !== null && claims.u !== visitorId) return 'otherVisitor';
  if (claims.e * 1000 <= now) return 'expired';
  return null;
}
