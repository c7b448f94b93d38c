/**
 * Preview tokens: the console's preview link opens the storefront with
 * `?vitrine-preview=<token>`; the storefront and the delivery endpoint then show the named
 * recommendation whatever its status. A token is `base64url(payload).base64url(HMAC-SHA256)`
 * with payload `{ v, s: siteId, r: recommendationId | null, e: expiry (unix seconds) }`.
 * A token for another site, with a bad signature, malformed or expired is ignored: the page
 * is what a shopper sees. Neither the key nor a token is ever logged.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const PREVIEW_TTL_MS = 30 * 60_000;
const VERSION = 1;
const SECRET_FILE = 'server-secret';

export interface PreviewClaims {
  siteId: string;
  /** The recommendation the preview shows whatever its status; null previews the page. */
  recommendationId: string | null;
  expiresAt: Date;
}

/**
 * The server secret: SECRET from the environment, else a random one generated once into the
 * data dir (mode 0600), so tokens survive a restart. The preview key is derived from it, so the
 * same secret can key other things without one token type passing for another.
 */
export function loadPreviewKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  let secret = env.SECRET;
  if (!secret) {
    const file = path.join(dataDir, SECRET_FILE);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dataDir, { recursive: true });
      // 'wx': two processes starting at once never overwrite each other's secret.
      try {
        fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
    secret = fs.readFileSync(file, 'utf8').trim();
  }
  if (secret.length < 16) throw new Error('SECRET must be at least 16 characters');
  return createHmac('sha256', secret).update('vitrine preview token').digest();
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signPreviewToken(key: Buffer, claims: { siteId: string; recommendationId: string | null }, now = new Date(), ttlMs = PREVIEW_TTL_MS): string {
  const payload = Buffer.from(
    JSON.stringify({ v: VERSION, s: claims.siteId, r: claims.recommendationId, e: Math.floor((now.getTime() + ttlMs) / 1000) }),
  ).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The claims of a valid, unexpired token for this site; null for anything else. */
export function verifyPreviewToken(key: Buffer, token: string | undefined, siteId: string, now = new Date()): PreviewClaims | null {
  if (!token || token.length > 600) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(key, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: { v?: unknown; s?: unknown; r?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (claims.v !== VERSION || claims.s !== siteId || typeof claims.e !== 'number') return null;
  if (claims.e * 1000 <= now.getTime()) return null;
  if (claims.r !== null && typeof claims.r !== 'string') return null;
  return { siteId, recommendationId: claims.r, expiresAt: new Date(claims.e * 1000) };
}
