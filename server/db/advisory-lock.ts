import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Serialises the transactions that check-then-write the same natural key (an e-mail, a tax ID):
 * the second waits until the first commits, then sees its row. Transaction-scoped: released at
 * commit or rollback. Works the same on PGlite and on several servers sharing one PostgreSQL.
 * Take at most one key per transaction (or always in the same order), so two can never deadlock.
 */
export async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
