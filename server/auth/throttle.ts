import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface ThrottlePolicy {
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  loginFailureWindowMs: number;
}

/**
 * Sign-in throttling, kept in the database so every API process sees the same counts.
 *
 * The rule (README "Security model"):
 * - Every attempt is written down BEFORE the password is hashed, and counted with every other
 *   attempt in the window, finished or still hashing. Concurrency gains nothing: of N parallel
 *   guesses at most the limit get a verdict; the rest are refused without a hash.
 * - A source is a client IPv4 address or the /64 of an IPv6 one (source.ts).
 * - Per client IP: LOGIN_MAX_FAILURES_PER_IP failures in the window (any accounts) -> refused.
 * - Per account AND source: LOGIN_MAX_FAILURES_PER_ACCOUNT failures on the account from this IP
 *   -> refused from this IP. An attacker at one address slows down only himself.
 * - Per account from everywhere, softer: ACCOUNT_WIDE_FACTOR times that many failures from all
 *   addresses -> refused for every browser that has not signed in to the account before (so an
 *   attacker spread over many addresses is still capped).
 * - A browser that signed in to this account before (a device cookie) is exempt from both
 *   account counts: there only that browser's own failures count. So nobody who knows an
 *   e-mail can lock its owner out: from one address not at all, from many addresses not out of
 *   a browser the owner used before, and never for good (the window slides).
 * A successful sign-in forgets that browser's own failures, not the others'.
 */

/** How much more the account-wide count allows than the per-source one. */
export const ACCOUNT_WIDE_FACTOR = 5;

export const DEVICE_COOKIE = 'vitrine_device';

export interface Attempt {
  id: number;
  account: string;
  ip: string;
  /** sha256 of the device cookie when the browser sent one, else null. */
  device: string | null;
}

export const hashDevice = (token: string) => createHash('sha256').update(`device:${token}`).digest('hex');
export const newDeviceToken = () => randomBytes(24).toString('base64url');

/** Writes the attempt down first: it counts against the limits while its password is hashed. */
export async function beginAttempt(db: Db, account: string, ip: string, deviceToken: string | undefined, now = new Date()): Promise<Attempt> {
  const device = deviceToken && deviceToken.length <= 100 ? hashDevice(deviceToken) : null;
  const row = await db.insertInto('login_failures').values({ account, ip, device, at: now }).returning('id').executeTakeFirstOrThrow();
  return { id: row.id, account, ip, device };
}

async function isTrusted(db: Db, attempt: Attempt): Promise<boolean> {
  if (!attempt.device) return false;
  const row = await db.selectFrom('login_devices').select('account').where('token_hash', '=', attempt.device).where('account', '=', attempt.account).executeTakeFirst();
  return row !== undefined;
}

/** True when the attempt must be refused without checking its password. */
export async function isThrottled(db: Db, attempt: Attempt, policy: ThrottlePolicy, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - policy.loginFailureWindowMs);
  const others = db.selectFrom('login_failures').select(sql<number>`count(*)`.as('n')).where('at', '>', since).where('id', '!=', attempt.id);
  const ip = await others.where('ip', '=', attempt.ip).executeTakeFirstOrThrow();
  if (Number(ip.n) >= policy.loginMaxFailuresPerIp) return true;
  const account = others.where('account', '=', attempt.account);
  const limit = policy.loginMaxFailuresPerAccount;
  const count = async (query: typeof account) => Number((await query.executeTakeFirstOrThrow()).n);
  if (await isTrusted(db, attempt)) return (await count(account.where('device', '=', attempt.device!))) >= limit;
  if ((await count(account.where('ip', '=', attempt.ip))) >= limit) return true;
  return (await count(account)) >= limit * ACCOUNT_WIDE_FACTOR;
}

/** A refused attempt tested no password: it does not count as a failure. */
export async function dropAttempt(db: Db, attempt: Attempt) {
  await db.deleteFrom('login_failures').where('id', '=', attempt.id).execute();
}

/** A wrong password: the attempt's row stays as the failure; rows past the window go. */
export async function attemptFailed(db: Db, policy: ThrottlePolicy, now = new Date()) {
  await db.deleteFrom('login_failures').where('at', '<=', new Date(now.getTime() - policy.loginFailureWindowMs)).execute();
}

/**
 * The right password: forget this browser's failures on the account (an attacker's stay), and
 * trust the browser from now on. Returns the device token to (re)set in the cookie.
 */
export async function attemptSucceeded(db: Db, attempt: Attempt, deviceToken: string | undefined): Promise<string> {
  await db
    .deleteFrom('login_failures')
    .where('account', '=', attempt.account)
    .where((eb) => eb.or([eb('id', '=', attempt.id), ...(attempt.device ? [eb('device', '=', attempt.device)] : [])]))
    .execute();
  const token = deviceToken && attempt.device ? deviceToken : newDeviceToken();
  await db.insertInto('login_devices').values({ token_hash: hashDevice(token), account: attempt.account }).onConflict((oc) => oc.doNothing()).execute();
  return token;
}
