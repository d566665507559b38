import { randomUUID } from 'node:crypto';
import { jobContext, type ContextLog, type ServiceContext } from '../command/context';
import type { Db } from '../db/client';
import { errorSummary } from '../log/error-summary';
import { claimDueJobs, markDone, markFailed, type JobRow } from './job-queue';

/** What a job's handler gets besides its payload. */
export interface JobRun {
  jobId: number;
  /** 1 on the first try. */
  attempt: number;
  /** Whether a failure now ends the job FAILED (no try is left). */
  lastAttempt: boolean;
  /** The job's context (actor `job:<type>`), for services and the audit log. */
  ctx: ServiceContext;
}

/** Does the job's work; throwing makes the job try again later (or FAILED after the last try). */
export type JobHandler = (payload: Record<string, unknown>, run: JobRun) => Promise<void>;

export interface JobRunnerOptions {
  /** Jobs run at once by this process (default 4). */
  concurrency?: number;
  /** How long a claim lasts before another worker may take the job over (default 300 s). */
  leaseSeconds?: number;
  /** Back-off before try n+1, in seconds (default 5 · 2^(n-1), at most an hour). */
  backoffSeconds?: (attempt: number) => number;
  log?: ContextLog;
}

export interface JobRunner {
  /** The handler of a job type; only registered types are claimed by this process. */
  register(type: string, handler: JobHandler): void;
  /** Claims what is due now, without waiting for the next poll (call after a commit that enqueued). */
  nudge(): void;
  /** Claims and runs everything due, until nothing is left; resolves with how many ran. */
  runDue(): Promise<number>;
  /** Polls for due jobs (retries, and jobs a stopped process left) every `pollMs`. */
  start(pollMs?: number): void;
  /** Resolves when no job is running or about to be claimed. */
  idle(): Promise<void>;
  /** Graceful shutdown: claims no more, and waits for the running jobs. */
  stop(): Promise<void>;
}

const defaultBackoff = (attempt: number) => Math.min(3600, 5 * 2 ** (attempt - 1));

/** One process's worker over the job table (server/jobs/job-queue.ts); see docs/jobs.md. */
export function createJobRunner(db: Db, options: JobRunnerOptions = {}): JobRunner {
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  const concurrency = options.concurrency ?? 4;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const backoff = options.backoffSeconds ?? defaultBackoff;
  const log = options.log;
  let stopped = false;
  let draining: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function run(claimed: JobRow): Promise<void> {
    const handler = handlers.get(claimed.type)!;
    const ctx = jobContext(`job:${claimed.type}`, { runId: `job-${claimed.id}`, ...(log ? { log } : {}) });
    try {
      await handler(claimed.payload, {
        jobId: claimed.id,
        attempt: claimed.attempts,
        lastAttempt: claimed.attempts >= claimed.maxAttempts,
        ctx,
      });
      await markDone(db, claimed.id);
    } catch (error) {
      // The summary, not the message: a failed query's message carries its values (a PDF's bytes).
      const message = errorSummary(error);
      await markFailed(db, claimed, message, backoff(claimed.attempts));
      ctx.log.error(
        { jobId: claimed.id, type: claimed.type, attempt: claimed.attempts, err: message },
        'job failed',
      );
    }
  }

  /** Batches of due jobs until none is left; a nudge meanwhile makes it look once more. */
  async function drain(): Promise<number> {
    let ran = 0;
    do {
      again = false;
      for (;;) {
        if (stopped) return ran;
        const batch = await claimDueJobs(db, worker, [...handlers.keys()], concurrency, leaseSeconds);
        if (batch.length === 0) break;
        await Promise.all(batch.map(run));
        ran += batch.length;
      }
    } while (again && !stopped);
    return ran;
  }

  function runDue(): Promise<number> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = drain().finally(() => {
      draining = undefined;
    });
    return draining;
  }

  const runner: JobRunner = {
    register(type, handler) {
      handlers.set(type, handler);
    },
    nudge() {
      if (stopped) return;
      runDue().catch((error: unknown) => log?.error({ err: errorSummary(error) }, 'job claim failed'));
    },
    runDue,
    start(pollMs = 1000) {
      if (timer || stopped) return;
      timer = setInterval(() => runner.nudge(), pollMs);
      timer.unref();
      runner.nudge();
    },
    async idle() {
      while (draining) await draining.catch(() => 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await runner.idle();
    },
  };
  return runner;
}
