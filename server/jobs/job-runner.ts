import { randomUUID } from 'node:crypto';
import { jobContext, type ContextLog, type ServiceContext } from '../command/context';
import type { Db } from '../db/client';
import { errorSummary } from '../log/error-summary';
import { holdLease } from './job-lease';
import { claimDueJobs, markDone, markFailed, type JobRow } from './job-queue';
import { DEFAULT_JOB_CONCURRENCY, kindOf, type JobKind, type PayloadOf } from './job-types';

/** What a job's handler gets besides its payload. */
export interface JobRun {
  jobId: number;
  /** 1 on the first try. */
  attempt: number;
  /** Whether a failure now ends the job FAILED (no try is left). */
  lastAttempt: boolean;
  /** The job's context (actor `job:<type>`), for services and the audit log. */
  ctx: ServiceContext;
  /** Aborted when another worker has taken the job over: check it between pieces of work. */
  signal: AbortSignal;
  /**
   * In each transaction that commits a piece of the work, before the commit: throws (and so rolls
   * the piece back) unless this worker still holds the job (server/jobs/job-lease.ts).
   */
  assertHeld: (tx: Db) => Promise<void>;
}

/** Does the job's work; throwing makes the job try again later (or FAILED after the last try). */
export type JobHandler<P = Record<string, unknown>> = (payload: P, run: JobRun) => Promise<void>;

export interface JobRunnerOptions {
  /** Jobs of each kind run at once by this process (server/jobs/job-types.ts for the defaults). */
  concurrency?: Partial<Record<JobKind, number>>;
  /**
   * How long a claim lasts without a heartbeat before another worker may take the job over
   * (default 30 s); a running job renews it every third of that.
   */
  leaseSeconds?: number;
  /** Back-off before try n+1, in seconds (default 5 · 2^(n-1), at most an hour). */
  backoffSeconds?: (attempt: number) => number;
  /** False: this process only enqueues (ROLE=web); jobs run in the others. Default true. */
  runsJobs?: boolean;
  log?: ContextLog;
}

export interface JobRunner {
  /** The handler of a job type; only registered types are claimed by this process. */
  register<T extends string>(type: T, handler: JobHandler<PayloadOf<T>>): void;
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

/** The job types of one kind, and how many of them run now. */
interface Lane {
  types: string[];
  limit: number;
  running: number;
  claiming: boolean;
  /** A nudge came while claiming: look once more. */
  again: boolean;
}

/** One process's worker over the job table (server/jobs/job-queue.ts); see docs/jobs.md. */
export function createJobRunner(db: Db, options: JobRunnerOptions = {}): JobRunner {
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  const lanes = new Map<JobKind, Lane>();
  const leaseSeconds = options.leaseSeconds ?? 30;
  const backoff = options.backoffSeconds ?? defaultBackoff;
  const runsJobs = options.runsJobs ?? true;
  // The runner's own errors (a claim failed) go to the jobs' log: console.error unless told.
  const log = options.log ?? jobContext('job-runner').log;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** Claims in flight plus jobs running: 0 is idle. */
  let busy = 0;
  let ran = 0;
  let idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (busy > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  async function run(claimed: JobRow): Promise<void> {
    const handler = handlers.get(claimed.type)!;
    const ctx = jobContext(`job:${claimed.type}`, { runId: `job-${claimed.id}`, log });
    const lease = holdLease(db, claimed.id, worker, leaseSeconds, ctx.log);
    try {
      await handler(claimed.payload, {
        jobId: claimed.id,
        attempt: claimed.attempts,
        lastAttempt: claimed.attempts >= claimed.maxAttempts,
        ctx,
        signal: lease.signal,
        assertHeld: lease.assertHeld,
      });
      if (!(await markDone(db, claimed.id, worker)))
        ctx.log.error({ jobId: claimed.id }, 'job ended after another worker took it over');
    } catch (error) {
      // The summary, not the message: a failed query's message carries its values (a PDF's bytes).
      const message = errorSummary(error);
      // A lost lease is no failed try: the job is its new holder's, and counts only its tries.
      if (await markFailed(db, claimed, worker, message, backoff(claimed.attempts)))
        ctx.log.error(
          { jobId: claimed.id, type: claimed.type, attempt: claimed.attempts, err: message },
          'job failed',
        );
      else ctx.log.error({ jobId: claimed.id, err: message }, 'job left to the worker that took it over');
    } finally {
      lease.release();
    }
  }

  function launch(lane: Lane, claimed: JobRow): void {
    lane.running += 1;
    busy += 1;
    // run() catches the handler's errors; what is left (the database gone while recording the
    // outcome) is logged, and the lease runs out for another worker to try again.
    void run(claimed)
      .catch((error: unknown) =>
        log.error({ jobId: claimed.id, err: errorSummary(error) }, 'job outcome not recorded'),
      )
      .finally(() => {
        lane.running -= 1;
        ran += 1;
        fill(lane); // its slot is free: the next due job of the kind
        busy -= 1;
        settle();
      });
  }

  /** Claims due jobs of the lane's kind for its free slots, and starts them. */
  function fill(lane: Lane): void {
    if (stopped || !runsJobs) return;
    if (lane.claiming) {
      lane.again = true;
      return;
    }
    lane.claiming = true;
    busy += 1;
    void (async () => {
      do {
        lane.again = false;
        for (;;) {
          const free = lane.limit - lane.running;
          if (stopped || free <= 0) break;
          const batch = await claimDueJobs(db, worker, lane.types, free, leaseSeconds);
          for (const claimed of batch) launch(lane, claimed);
          if (batch.length < free) break;
        }
      } while (lane.again && !stopped);
    })()
      .catch((error: unknown) => log.error({ err: errorSummary(error) }, 'job claim failed'))
      .finally(() => {
        lane.claiming = false;
        busy -= 1;
        settle();
      });
  }

  const runner: JobRunner = {
    register(type, handler) {
      handlers.set(type, handler as JobHandler);
      const kind = kindOf(type);
      const lane = lanes.get(kind) ?? {
        types: [],
        limit: options.concurrency?.[kind] ?? DEFAULT_JOB_CONCURRENCY[kind],
        running: 0,
        claiming: false,
        again: false,
      };
      if (!lane.types.includes(type)) lane.types.push(type);
      lanes.set(kind, lane);
    },
    nudge() {
      for (const lane of lanes.values()) fill(lane);
    },
    async runDue() {
      const before = ran;
      runner.nudge();
      await runner.idle();
      return ran - before;
    },
    start(pollMs = 1000) {
      if (timer || stopped || !runsJobs) return;
      timer = setInterval(() => runner.nudge(), pollMs);
      timer.unref();
      runner.nudge();
    },
    idle() {
      if (busy === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
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
