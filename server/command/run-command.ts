import { writeAudit, type AuditEntry } from '../audit';
import type { Db } from '../db/client';
import type { AppDeps } from '../deps';
import { conflict } from '../http/errors';
import { say } from '../http/language';
import { enqueueJob, type EnqueueOptions } from '../jobs/job-queue';
import type { ChangeTopic } from '../db/change-feed';
import type { ServiceContext } from './context';

const staleText = {
  th: 'ข้อมูลนี้ถูกแก้ไขไปแล้ว กรุณาโหลดข้อมูลใหม่',
  en: 'This record has changed since you read it; reload it',
};

/** What a command's work gets: its transaction, its context and the steps every change shares. */
export interface Command {
  readonly tx: Db;
  readonly ctx: ServiceContext;
  /** Every update and delete sends the version it read; another one → 409 STALE_RECORD. */
  assertVersion: (stored: number, sent: number) => void;
  /** One audit row, in the same transaction as the change. */
  audit: (entry: AuditEntry) => Promise<void>;
  /** Runs once the transaction has committed; never after a rollback. */
  afterCommit: (action: () => void) => void;
  /**
   * Once committed, every process's listeners of `topic` run (they empty their caches): this
   * one's at once, the others' through the database (server/db/change-feed.ts).
   */
  announce: (topic: ChangeTopic) => void;
  /** Remembered session checks are forgotten after the commit: announce('sessions'). */
  forgetSessions: () => void;
  /** Mails enqueued in this transaction (outbox ids) are handed to delivery after the commit. */
  deliverMail: (outboxIds: number[]) => void;
  /** A job that commits with this change; the job runner is nudged after the commit. */
  enqueueJob: (type: string, payload: Record<string, unknown>, options?: EnqueueOptions) => Promise<number>;
}

/** The 409 of a record that changed since the caller read it (api-contract.md, Records). */
export function staleRecord(ctx: ServiceContext) {
  return conflict('STALE_RECORD', say(ctx, staleText));
}

/**
 * Runs one change: a transaction around `work`, with the version check, the audit row and the
 * actions that must wait for the commit (announce changes that empty caches, deliver mail, start
 * jobs). A failure anywhere rolls everything back and runs none of them.
 */
export async function runCommand<T>(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'jobs' | 'changes'>,
  ctx: ServiceContext,
  work: (command: Command) => Promise<T>,
): Promise<T> {
  const afterCommit: (() => void)[] = [];
  const changed = new Set<ChangeTopic>();
  let nudgeJobs = false;
  const result = await deps.db.transaction(async (tx) => {
    const announce = (topic: ChangeTopic) => {
      changed.add(topic);
    };
    const done = await work({
      tx,
      ctx,
      assertVersion: (stored, sent) => {
        if (stored !== sent) throw staleRecord(ctx);
      },
      audit: (entry) => writeAudit(tx, ctx, entry),
      afterCommit: (action) => afterCommit.push(action),
      announce,
      forgetSessions: () => announce('sessions'),
      deliverMail: (outboxIds) => {
        if (outboxIds.length) afterCommit.push(() => deps.mailer.dispatch(outboxIds, ctx.log));
      },
      enqueueJob: (type, payload, options) => {
        nudgeJobs = true;
        return enqueueJob(tx, type, payload, options);
      },
    });
    // Last in the transaction: the other processes hear of it only if it commits.
    for (const topic of changed) await deps.changes.announce(tx, topic);
    return done;
  });
  for (const topic of changed) deps.changes.changedHere(topic);
  if (nudgeJobs) deps.jobs.nudge();
  for (const action of afterCommit) action();
  return result;
}
