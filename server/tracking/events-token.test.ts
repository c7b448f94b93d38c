import { signClaims } from '../lib/signed-token';
import { checkEventsToken, EVENTS_TOKEN_TTL_MS, eventsKeyOf, issueEventsGrant } from './events-token';
import { signPreviewToken } from '../delivery/preview-token';

const PREVIEW_KEY = Buffer.alloc(32, 7);
const KEY = eventsKeyOf(PREVIEW_KEY);
const SITE = 'a'.repeat(24);
const NOW = Date.parse('2026-01-01T12:00:00Z');

describe('events tokens', () => {
  it('lets its visitor post for its site until it expires', () => {
    const grant = issueEventsGrant(KEY, SITE, 'visitor-1', NOW);
    expect(grant.expiresAt).toBe(new Date(NOW + EVENTS_TOKEN_TTL_MS).toISOString());
    expect(checkEventsToken(KEY, grant.token, SITE, 'visitor-1', NOW)).toBeNull();
    expect(checkEventsToken(KEY, grant.token, SITE, 'visitor-1', NOW + EVENTS_TOKEN_TTL_MS - 1000)).toBeNull();
    expect(checkEventsToken(KEY, grant.token, SITE, 'visitor-1', NOW + EVENTS_TOKEN_TTL_MS)).toBe('expired');
  });

  it('refuses a missing, forged, other-site or other-visitor token, and a preview token', () => {
    const { token } = issueEventsGrant(KEY, SITE, 'visitor-1', NOW);
    const [payload, signature] = token.split('.');
    expect(checkEventsToken(KEY, undefined, SITE, 'visitor-1', NOW)).toBe('missing');
    expect(checkEventsToken(KEY, '', SITE, 'visitor-1', NOW)).toBe('missing');
    expect(checkEventsToken(KEY, token, 'b'.repeat(24), 'visitor-1', NOW)).toBe('otherSite');
    expect(checkEventsToken(KEY, token, SITE, 'visitor-2', NOW)).toBe('otherVisitor');
    expect(checkEventsToken(eventsKeyOf(Buffer.alloc(32, 8)), token, SITE, 'visitor-1', NOW)).toBe('invalid');
    // The claims of another visitor under this token's signature, or a signature of our own making.
    const other = Buffer.from(JSON.stringify({ v: 1, k: 'events', s: SITE, u: 'visitor-2', e: 9_999_999_999 })).toString('base64url');
    expect(checkEventsToken(KEY, `${other}.${signature}`, SITE, 'visitor-2', NOW)).toBe('invalid');
    expect(checkEventsToken(KEY, signClaims(Buffer.alloc(32, 1), { v: 1, k: 'events', s: SITE, u: 'visitor-1', e: 9_999_999_999 }), SITE, 'visitor-1', NOW)).toBe('invalid');
    expect(checkEventsToken(KEY, `${payload}.`, SITE, 'visitor-1', NOW)).toBe('invalid');
    for (const junk of [42, {}, 'x', 'a.b.c', 'x'.repeat(700)]) expect(checkEventsToken(KEY, junk, SITE, 'visitor-1', NOW)).toBe('invalid');
    // A preview link's token is signed with the preview key: it is no events token.
    expect(checkEventsToken(KEY, signPreviewToken(PREVIEW_KEY, { siteId: SITE, recommendationId: null }, new Date(NOW)), SITE, 'visitor-1', NOW)).toBe('invalid');
  });
});
