// A running job's lease: renewed every third of it (the heartbeat), and lost when another worker
// took the job over — then the job's work stops writing (docs/jobs.md "Leases").
import type { ContextLog } from '../command/context';
import type { Db } from '../db/client';
import { errorSummary } from '../log/error-summary';
import { holdsLease, renewLease } from './job-queue';

/** Thrown into a job's work when its worker holds the job no more: nothing of it is committed. */
export class LeaseLostError extends Error {
  constructor(jobId: number) {
    super(`job ${jobId}: the lease is held by another worker now`);
    this.name = 'LeaseLostError';
  }
}

export interface JobLease {
  /** Aborted once the lease is known lost: the work stops at its next check. */
  signal: AbortSignal;
  /**
   * Call inside each transaction that commits a piece of the job's work, before it commits:
   * throws LeaseLostError (the transaction rolls back) unless this worker still holds the job.
   */
  assertHeld: (tx: Db) => Promise<void>;
  /** Stops the heartbeat (the job ended). */
  release(): void;
}

export function holdLease(
  db: Db,
  jobId: number,
  worker: string,
  leaseSeconds: number,
  log: ContextLog,
): JobLease {
  const controller = new AbortController();
  // When the last renewal is known to run out, by this process's clock.
  let heldUntil = Date.now() + leaseSeconds * 1000;
  const lose = () => {
    if (controller.signal.aborted) return;
    log.error({ jobId, worker }, 'job lease lost: its work stops');
    controller.abort(new LeaseLostError(jobId));
  };
  const beat = async () => {
    const sent = Date.now();
    try {
      if (await renewLease(db, jobId, worker, leaseSeconds)) heldUntil = sent + leaseSeconds * 1000;
      else lose();
    } catch (error) {
      // The database unreachable for a moment: the next beat tries again, unless the lease ran out.
      log.error({ jobId, err: errorSummary(error) }, 'job lease renewal failed');
      if (Date.now() >= heldUntil) lose();
    }
  };
  const timer = setInterval(() => void beat(), (leaseSeconds * 1000) / 3);
  timer.unref();
  return {
    signal: controller.signal,
    assertHeld: async (tx) => {
      if (!controller.signal.aborted && (await holdsLease(tx, jobId, worker))) return;
      lose();
      throw new LeaseLostError(jobId);
    },
    release() {
      clearInterval(timer);
    },
  };
}
