/**
 * Preview tokens: the console's preview link opens the storefront with
 * `?vitrine-preview=<token>`; the storefront and the delivery endpoint then show the named
 * recommendation whatever its status. A token is `base64url(payload).base64url(HMAC-SHA256)`
 * with payload `{ v, s: siteId, r: recommendationId | null, e: expiry (unix seconds) }`.
 * A token for another site, with a bad signature, malformed or expired is ignored: the page
 * is what a shopper sees. Neither the key nor a token is ever logged.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { deriveKey, readSignedClaims, signClaims } from '../lib/signed-token';

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
  return deriveKey(secret, 'vitrine preview token');
}

export function signPreviewToken(key: Buffer, claims: { siteId: string; recommendationId: string | null }, now = new Date(), ttlMs = PREVIEW_TTL_MS): string {
  return signClaims(key, { v: VERSION, s: claims.siteId, r: claims.recommendationId, e: Math.floor((now.getTime() + ttlMs) / 1000) });
}

/** The claims of a valid, unexpired token for this site; null for anything else. */
export function verifyPreviewToken(key: Buffer, token: string | undefined, siteId: string, now = new Date()): PreviewClaims | null {
  const claims = readSignedClaims(key, token);
  if (!claims || claims.v !== VERSION || claims.s !== siteId || typeof claims.e !== 'number') return null;
  if (claims.e * 1000 <= now.getTime()) return null;
  if (claims.r !== null && typeof claims.r !== 'string') return null;
  return { siteId, recommendationId: claims.r, expiresAt: new Date(claims.e * 1000) };
}
