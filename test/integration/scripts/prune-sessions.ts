// Run by session-pruning.test.ts in its own process: PGlite (WebAssembly) cannot start inside
// Jest's module sandbox. Opens a fresh database under the folder given as argv[2], makes one
// session of each kind, prunes twice and prints what happened as one JSON line.
import { createSession, hashToken, loadSession, pruneSessions, type SessionPolicy } from '../../../server/auth/sessions';
import { migrate, openDatabase } from '../../../server/db/database';

const POLICY: SessionPolicy = { sessionIdleMs: 30 * 60_000, sessionAbsoluteMs: 30 * 24 * 3600_000 };
const NOW = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

async function main() {
  const database = await openDatabase({ dataDir: process.argv[2] });
  try {
    const { db } = database;
    await migrate(db);
    await db.insertInto('users').values({ id: 'u1', email: 'pruned@example.com', password_hash: 'x' }).execute();
    const session = async (remember: boolean, createdAgo: number, lastSeenAgo: number) => {
      const { token } = await createSession(db, 'u1', remember, POLICY, ago(createdAgo));
      await db.updateTable('sessions').set({ last_seen_at: ago(lastSeenAgo) }).where('id_hash', '=', hashToken(token)).execute();
      return token;
    };
    const tokens = {
      live: await session(false, 10 * 60_000, 10 * 60_000),
      idle: await session(false, 2 * 3600_000, 31 * 60_000),
      idleButRemembered: await session(true, 2 * 24 * 3600_000, 2 * 24 * 3600_000),
      expired: await session(true, 31 * 24 * 3600_000, 60_000),
    };
    const firstPrune = await pruneSessions(db, POLICY, NOW);
    const left = new Set((await db.selectFrom('sessions').select('id_hash').execute()).map((r) => r.id_hash));
    const kept = Object.entries(tokens).filter(([, token]) => left.has(hashToken(token))).map(([name]) => name);
    const usable: string[] = [];
    for (const [name, token] of Object.entries(tokens)) {
      if (await loadSession(db, token, POLICY, { touch: false }, NOW)) usable.push(name);
    }
    const secondPrune = await pruneSessions(db, POLICY, NOW);
    console.log(JSON.stringify({ firstPrune, kept, usable, secondPrune }));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
