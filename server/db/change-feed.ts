import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client';

/**
 * What a process may keep in memory and must forget when it changes (docs/several-servers.md):
 * - `sessions`: remembered session checks (server/security/session-cache.ts);
 * - `landing`: the landing content's answers and the public pages built from them;
 * - `master-data`: the master-data look-ups (server/modules/master-data/caches.ts).
 */
export type ChangeTopic = 'sessions' | 'landing' | 'master-data';

const TOPICS: readonly ChangeTopic[] = ['sessions', 'landing', 'master-data'];
const CHANNEL = 'etax_change';

/**
 * Tells every process sharing the database that something it keeps in memory changed.
 *
 * Why: several servers run on one PostgreSQL (docs/several-servers.md) and each keeps caches for
 * speed. A change is announced inside its transaction with NOTIFY, which PostgreSQL delivers
 * only at commit (never after a rollback); each process LISTENs on one connection of its own and
 * runs the listeners of the topic, which empty their cache. The announcing process runs its own
 * listeners right after the commit instead, so its next read is fresh without waiting for the
 * echo. The caches keep their short lifetimes as the fallback while a listening connection is
 * being reopened (then every listener runs, since notices sent meanwhile are lost).
 */
export interface ChangeFeed {
  /** Runs `listener` on every committed change of `topic`, here or in another process. */
  on(topic: ChangeTopic, listener: () => void): () => void;
  /** Inside the change's transaction: the other processes hear of it when it commits. */
  announce(tx: Db, topic: ChangeTopic): Promise<void>;
  /** After the commit: this process's listeners of `topic`. */
  changedHere(topic: ChangeTopic): void;
  /** Listens to the other processes (server/main.ts); without it only this process is told. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createChangeFeed(database: Pick<Database, 'listen'>): ChangeFeed {
  // A feed skips its own notices: its listeners already ran after the commit.
  const origin = randomUUID();
  const listeners = new Map<ChangeTopic, Set<() => void>>(TOPICS.map((topic) => [topic, new Set()]));
  let stopListening: (() => Promise<void>) | undefined;

  function changedHere(topic: ChangeTopic): void {
    for (const listener of listeners.get(topic) ?? []) listener();
  }

  function heard(payload: string): void {
    const [topic, from] = payload.split(' ');
    if (from === origin) return;
    if (TOPICS.includes(topic as ChangeTopic)) changedHere(topic as ChangeTopic);
  }

  return {
    on(topic, listener) {
      const set = listeners.get(topic)!;
      set.add(listener);
      return () => set.delete(listener);
    },
    async announce(tx, topic) {
      await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${`${topic} ${origin}`})`);
    },
    changedHere,
    async start() {
      if (stopListening) return;
      stopListening = await database.listen(CHANNEL, {
        message: heard,
        gap: () => TOPICS.forEach(changedHere),
      });
    },
    async stop() {
      const stop = stopListening;
      stopListening = undefined;
      await stop?.();
    },
  };
}
