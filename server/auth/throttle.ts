import type { Db } from '../db/database';

export interface ThrottlePolicy {
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  loginFailureWindowMs: number;
}

/**
 * Sliding-window throttle on failed sign-ins, per account and per client IP, kept in the
 * database so every API process sees the same counts. Old failures age out of the window,
 * so nobody is locked out for good.
 */
export async function isThrottled(db: Db, account: string, ip: string, policy: ThrottlePolicy, now = new Date()) {
  const since = new Date(now.getTime() - policy.loginFailureWindowMs);
  const count = async (column: 'account' | 'ip', value: string) => {
    const row = await db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return (
    (await count('account', account)) >= policy.loginMaxFailuresPerAccount ||
    (await count('ip', ip)) >= policy.loginMaxFailuresPerIp
  );
}

export async function recordFailure(db: Db, account: string, ip: string, policy: ThrottlePolicy, now = new Date()) {
  await db.insertInto('login_failures').values({ account, ip, at: now }).execute();
  // Keep the table small: anything older than the window no longer counts.
  await db.deleteFrom('login_failures').where('at', '<=', new Date(now.getTime() - policy.loginFailureWindowMs)).execute();
}

export async function clearAccountFailures(db: Db, account: string) {
  await db.deleteFrom('login_failures').where('account', '=', account).execute();
}
