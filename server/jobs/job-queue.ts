// The SQL of the job table: enqueue in the caller's transaction, claim with SKIP LOCKED, finish.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { job } from '../db/schema/jobs';
import type { PayloadOf } from './job-types';

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
export async function enqueueJob<T extends string>(
  tx: Db,
  type: T,
  payload: PayloadOf<T>,
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

/** The claim is still `worker`'s: the job RUNNING, locked by it, its lease not run out. */
const heldBy = (id: number, worker: string) =>
  and(eq(job.id, id), eq(job.status, 'RUNNING'), eq(job.lockedBy, worker));

/**
 * DONE — only when `worker` still holds the job: a worker whose lease ran out and was taken over
 * finishes nothing (the new holder does). False when the job was not its own any more.
 */
export async function markDone(db: Db, id: number, worker: string): Promise<boolean> {
  const rows = await db
    .update(job)
    .set({ status: 'DONE', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, lastError: null })
    .where(heldBy(id, worker))
    .returning({ id: job.id });
  return rows.length === 1;
}

/**
 * A failed try of `worker`: again after `retryInSeconds`, or FAILED when it was the last one.
 * Like markDone, it only counts for the current holder.
 */
export async function markFailed(
  db: Db,
  claimed: JobRow,
  worker: string,
  error: string,
  retryInSeconds: number,
): Promise<boolean> {
  const last = claimed.attempts >= claimed.maxAttempts;
  const rows = await db
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
    .where(heldBy(claimed.id, worker))
    .returning({ id: job.id });
  return rows.length === 1;
}

/** The heartbeat: `worker`'s lease runs `leaseSeconds` from now. False when it holds the job no more. */
export async function renewLease(db: Db, id: number, worker: string, leaseSeconds: number): Promise<boolean> {
  const rows = await db
    .update(job)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(heldBy(id, worker))
    .returning({ id: job.id });
  return rows.length === 1;
}

/**
 * Inside the transaction of a piece of the job's work: whether `worker` holds the job now. The
 * row is locked (KEY SHARE) until the transaction ends, so no other worker can claim the job
 * between this check and the commit (the claim skips locked rows); the heartbeat's update is not
 * blocked by it.
 */
export async function holdsLease(tx: Db, id: number, worker: string): Promise<boolean> {
  const rows = await tx
    .select({ id: job.id })
    .from(job)
    .where(and(heldBy(id, worker), sql`${job.lockedUntil} > clock_timestamp()`))
    .for('key share');
  return rows.length === 1;
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
