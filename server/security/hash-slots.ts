import { availableParallelism } from 'node:os';
import { tooManyRequests } from '../http/errors';

export interface SlotLimits {
  /** Hashes computed at once. */
  concurrency: number;
  /** How long a hash may wait for a slot before the call answers 429; 0 = not at all. */
  queueTimeoutMs: number;
  /** Callers that may wait at once; more answer 429 straight away. */
  maxWaiting: number;
}

/**
 * Bounds expensive work: scrypt at the OWASP cost takes 128 MiB and ~0.4 s of one core, so a
 * burst of wrong passwords must not run all at once (20 together took 1.2 GB and 4 s each).
 * At most `concurrency` run; the rest wait in order, and a call that waited too long, or finds
 * the queue full, answers 429 with Retry-After.
 */
export class WorkSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private current: SlotLimits) {}

  limits(): SlotLimits {
    return { ...this.current };
  }

  configure(limits: Partial<SlotLimits>): void {
    this.current = { ...this.current, ...limits };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private busy(): Error {
    return tooManyRequests(Math.max(1, Math.ceil(this.current.queueTimeoutMs / 1000)));
  }

  private acquire(): Promise<void> {
    if (this.running < this.current.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.current.queueTimeoutMs <= 0 || this.waiting.length >= this.current.maxWaiting) {
      return Promise.reject(this.busy());
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        this.running += 1;
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(start), 1);
        reject(this.busy());
      }, this.current.queueTimeoutMs);
      this.waiting.push(start);
    });
  }

  private release(): void {
    this.running -= 1;
    this.waiting.shift()?.();
  }
}

/** Password hashes: one per core at once, a short wait for the rest. */
export const hashSlots = new WorkSlots({
  concurrency: availableParallelism(),
  queueTimeoutMs: 2000,
  maxWaiting: 64,
});
