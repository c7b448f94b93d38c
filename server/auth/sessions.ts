import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

export const SESSION_COOKIE = 'vitrine_sid';
export const REMEMBER_COOKIE = 'remember';

export interface SessionPolicy {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
}

export interface ActiveSession {
  idHash: string;
  userId: string;
  csrfToken: string;
  remember: boolean;
  expiresAt: Date;
  /** When an idle session would end; remembered sessions only end at expiresAt. */
  idleEndsAt: Date | null;
}

/** Only a hash of the cookie is stored, so reading the table does not yield live sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Touching last_seen on every request would be a write per call: once a minute is enough,
 * but never less often than a quarter of the idle timeout, so activity always extends a
 * session even when SESSION_IDLE_SECONDS is short.
 */
export const touchEveryMs = (idleMs: number) => Math.max(1000, Math.min(60_000, Math.floor(idleMs / 4)));

export async function createSession(
  db: Db,
  userId: string,
  remember: boolean,
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ token: string; session: ActiveSession }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + policy.sessionAbsoluteMs);
  const idHash = hashToken(token);
  await db
    .insertInto('sessions')
    .values({ id_hash: idHash, user_id: userId, csrf_token: csrfToken, remember, created_at: now, last_seen_at: now, expires_at: expiresAt })
    .execute();
  const idleEndsAt = remember ? null : new Date(now.getTime() + policy.sessionIdleMs);
  return { token, session: { idHash, userId, csrfToken, remember, expiresAt, idleEndsAt } };
}

/**
 * Finds a live session for a cookie value. An idle or expired session is deleted on
 * sight, so a stolen cookie stops working server-side, not only in the browser.
 */
export async function loadSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
  opts: { touch: boolean; force?: boolean },
  now = new Date(),
): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  const idHash = hashToken(token);
  const row = await db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
  if (!row) return null;
  const lastSeen = new Date(row.last_seen_at);
  const expired = new Date(row.expires_at).getTime() <= now.getTime();
  const idle = !row.remember && now.getTime() - lastSeen.getTime() >= policy.sessionIdleMs;
  if (expired || idle) {
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  let seen = lastSeen;
  if (opts.touch && (opts.force || now.getTime() - lastSeen.getTime() >= touchEveryMs(policy.sessionIdleMs))) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
    seen = now;
  }
  return {
    idHash,
    userId: row.user_id,
    csrfToken: row.csrf_token,
    remember: row.remember,
    expiresAt: new Date(row.expires_at),
    idleEndsAt: row.remember ? null : new Date(seen.getTime() + policy.sessionIdleMs),
  };
}

export async function destroySession(db: Db, token: string): Promise<void> {
  if (!token) return;
  await db.deleteFrom('sessions').where('id_hash', '=', hashToken(token)).execute();
}

/**
 * Deletes every session that can no longer be used: past its absolute expiry, or (unless
 * remembered) idle for the idle limit. loadSession deletes such a session when its cookie comes
 * back; the ones whose cookie never comes back (a closed browser, a cleared cookie) would
 * otherwise stay in the table for good. Returns how many were deleted.
 */
export async function pruneSessions(db: Db, policy: SessionPolicy, now = new Date()): Promise<number> {
  const idleSince = new Date(now.getTime() - policy.sessionIdleMs);
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb.and([eb('remember', '=', false), eb('last_seen_at', '<=', idleSince)])]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How often the server prunes sessions (and once at start). */
export const PRUNE_SESSIONS_EVERY_MS = 60 * 60 * 1000;

/**
 * Prunes now and then every PRUNE_SESSIONS_EVERY_MS until the returned stop is called. The
 * timer does not keep the process alive; a failed run is reported and the next one tries again.
 */
export function schedulePruneSessions(db: Db, policy: SessionPolicy, onError: (error: unknown) => void): () => void {
  const run = () => void pruneSessions(db, policy).catch(onError);
  run();
  const timer = setInterval(run, PRUNE_SESSIONS_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
