// The SQL of the job table: enqueue in the caller's transaction, claim with SKIP LOCKED, finish.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { job } from '../db/schema/jobs';

export type JobRow = typeof job.$inferSelect;

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Tries before the job is FAILED (default 6: about 5 minutes of back-off in all). */
  maxAttempts?: number;
}

/**
 * Adds a job. Pass the transaction of the change that causes it: the job commits with the change
 * or not at all, and no process can run it before the change is visible.
 */
export async function enqueueJob(
  tx: Db,
  type: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<number> {
  const [row] = await tx
    .insert(job)
    .values({
      type,
      payload,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .returning({ id: job.id });
  return row!.id;
}

/**
 * Claims up to `limit` due jobs of these types for `worker`: PENDING ones whose time has come, and
 * RUNNING ones whose lease ran out (their worker died). SKIP LOCKED lets several workers claim at
 * once without waiting for, or taking, each other's jobs.
 */
export async function claimDueJobs(
  db: Db,
  worker: string,
  types: string[],
  limit: number,
  leaseSeconds: number,
): Promise<JobRow[]> {
  if (types.length === 0 || limit <= 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: job.id })
      .from(job)
      .where(
        and(
          inArray(job.type, types),
          sql`((${job.status} = 'PENDING' AND ${job.runAt} <= now()) OR (${job.status} = 'RUNNING' AND ${job.lockedUntil} < now()))`,
        ),
      )
      .orderBy(job.runAt, job.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(job)
      .set({
        status: 'RUNNING',
        attempts: sql`${job.attempts} + 1`,
        lockedBy: worker,
        lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(
        inArray(
          job.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export async function markDone(db: Db, id: number): Promise<void> {
  await db
    .update(job)
    .set({ status: 'DONE', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, lastError: null })
    .where(eq(job.id, id));
}

/** A failed try: again after `retryInSeconds`, or FAILED when it was the last one. */
export async function markFailed(
  db: Db,
  claimed: JobRow,
  error: string,
  retryInSeconds: number,
): Promise<void> {
  const last = claimed.attempts >= claimed.maxAttempts;
  await db
    .update(job)
    .set({
      status: last ? 'FAILED' : 'PENDING',
      lastError: error.slice(0, 2000),
      lockedBy: null,
      lockedUntil: null,
      ...(last
        ? { finishedAt: sql`now()` }
        : { runAt: sql`now() + make_interval(secs => ${retryInSeconds})` }),
    })
    .where(eq(job.id, claimed.id));
}

/** Gives a FAILED job a new set of tries, now (an administrator's "retry"). False if not FAILED. */
export async function retryJob(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(job)
    .set({ status: 'PENDING', attempts: 0, runAt: sql`now()`, finishedAt: null })
    .where(and(eq(job.id, id), eq(job.status, 'FAILED')))
    .returning({ id: job.id });
  return rows.length === 1;
}
