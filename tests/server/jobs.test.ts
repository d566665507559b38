// The job seam (server/jobs): enqueued with the change, claimed once across workers, retried
// with back-off, FAILED and retryable, drained on shutdown; mail is sent through it.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { job } from '../../server/db/schema/jobs';
import { outbox } from '../../server/db/schema/mail';
import { enqueueJob, retryJob } from '../../server/jobs/job-queue';
import { createJobRunner, type JobHandler } from '../../server/jobs/job-runner';
import { DOCUMENT_GENERATION_JOB } from '../../server/jobs/job-types';
import { createMailer, MAIL_JOB } from '../../server/mail/mailer';
import { startSmtpListener } from './support/smtp-listener';
import { useTestApp } from './support/app-per-file';

const t = useTestApp();

const jobRow = async (id: number) => (await t.deps.db.select().from(job).where(eq(job.id, id)))[0]!;
/** The back-off has passed (moved in the database rather than waited for). */
const makeDue = (id: number) =>
  t.deps.db
    .update(job)
    .set({ runAt: sql`now()` })
    .where(eq(job.id, id));

const silent = { info: () => undefined, debug: () => undefined, error: () => undefined } as never;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('jobs', () => {
  it('runs a job of a committed change once, and never one whose change rolled back', async () => {
    const ran: unknown[] = [];
    const runner = createJobRunner(t.deps.db);
    runner.register('test-commit', (payload) => {
      ran.push(payload.n);
      return Promise.resolve();
    });
    const kept = await t.deps.db.transaction((tx) => enqueueJob(tx, 'test-commit', { n: 1 }));
    await expect(
      t.deps.db.transaction(async (tx) => {
        await enqueueJob(tx, 'test-commit', { n: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(ran).toEqual([1]);
    expect(await jobRow(kept)).toMatchObject({ status: 'DONE', attempts: 1, lastError: null });
  });

  it('two workers on one database do each of 40 jobs exactly once', async () => {
    const second = t.openAnotherConnection ? await t.openAnotherConnection() : undefined;
    const done = new Map<number, number>();
    const count: JobHandler = (_payload, run) => {
      done.set(run.jobId, (done.get(run.jobId) ?? 0) + 1);
      return Promise.resolve();
    };
    const workers = [t.deps.db, second?.db ?? t.deps.db].map((db: Db) => {
      const runner = createJobRunner(db, { concurrency: { other: 3 } });
      runner.register('test-count', count);
      return runner;
    });
    const ids = await t.deps.db.transaction(async (tx) => {
      const made: number[] = [];
      for (let n = 0; n < 40; n++) made.push(await enqueueJob(tx, 'test-count', { n }));
      return made;
    });
    const [a, b] = await Promise.all(workers.map((w) => w.runDue()));
    await second?.close();
    expect(a! + b!).toBe(40);
    expect([...done.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...done.values()].every((times) => times === 1)).toBe(true);
  });

  it('tries again with back-off, is FAILED after the last try, and runs again once retried', async () => {
    let fail = true;
    const runner = createJobRunner(t.deps.db, { backoffSeconds: (attempt) => 60 * attempt, log: silent });
    runner.register('test-flaky', () =>
      fail ? Promise.reject(new Error('the gateway is down')) : Promise.resolve(),
    );
    const id = await t.deps.db.transaction((tx) => enqueueJob(tx, 'test-flaky', {}, { maxAttempts: 2 }));

    expect(await runner.runDue()).toBe(1);
    const first = await jobRow(id);
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'the gateway is down' });
    const waitSeconds = (first.runAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(50);
    expect(waitSeconds).toBeLessThanOrEqual(60);
    expect(await runner.runDue()).toBe(0); // not due yet

    await makeDue(id);
    expect(await runner.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      status: 'FAILED',
      attempts: 2,
      lastError: 'the gateway is down',
    });
    expect(await runner.runDue()).toBe(0);

    fail = false;
    expect(await retryJob(t.deps.db, id)).toBe(true);
    expect(await retryJob(t.deps.db, id)).toBe(false); // only a FAILED job is retried
    expect(await runner.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'DONE', attempts: 1, lastError: null });
  });

  it('takes over a job whose worker died (its lease ran out)', async () => {
    const runner = createJobRunner(t.deps.db);
    const ran: number[] = [];
    runner.register('test-lease', (_payload, run) => {
      ran.push(run.jobId);
      return Promise.resolve();
    });
    const id = await t.deps.db.transaction((tx) => enqueueJob(tx, 'test-lease', {}));
    await t.deps.db
      .update(job)
      .set({
        status: 'RUNNING',
        attempts: 1,
        lockedBy: 'a-dead-process',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(job.id, id));
    expect(await runner.runDue()).toBe(1);
    expect(ran).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ status: 'DONE', attempts: 2 });
  });

  it('a worker whose job was taken over commits no more of it, and neither finishes it nor burns a try', async () => {
    const runner = createJobRunner(t.deps.db, { log: silent });
    const entered = [deferred(), deferred()];
    const goOn = deferred();
    const signals: AbortSignal[] = [];
    runner.register('test-taken', async (payload, run) => {
      entered[Number(payload.n)]!.resolve();
      await goOn.promise;
      signals.push(run.signal);
      // Job 0 commits a piece of its work; job 1 just ends well.
      if (payload.n === 0)
        await t.deps.db.transaction(async (tx) => {
          await run.assertHeld(tx);
          await enqueueJob(tx, 'test-piece', { of: run.jobId });
        });
    });
    const ids = await t.deps.db.transaction(async (tx) => [
      await enqueueJob(tx, 'test-taken', { n: 0 }),
      await enqueueJob(tx, 'test-taken', { n: 1 }),
    ]);
    runner.nudge();
    await Promise.all(entered.map((e) => e.promise));
    // Another worker claims both (their lease ran out while this one stalled).
    for (const id of ids)
      await t.deps.db
        .update(job)
        .set({
          lockedBy: 'another-worker',
          attempts: sql`${job.attempts} + 1`,
          lockedUntil: sql`now() + interval '1 minute'`,
        })
        .where(eq(job.id, id));
    goOn.resolve();
    await runner.idle();

    for (const id of ids)
      expect(await jobRow(id)).toMatchObject({
        status: 'RUNNING',
        lockedBy: 'another-worker',
        attempts: 2,
        lastError: null,
      });
    expect(await t.deps.db.select().from(job).where(eq(job.type, 'test-piece'))).toEqual([]);
    expect(signals.filter((signal) => signal.aborted)).toHaveLength(1); // the one that checked
  });

  it('runs each kind of job side by side: mail is not kept waiting by long generations', async () => {
    const runner = createJobRunner(t.deps.db, { concurrency: { generation: 1 } });
    const release = deferred();
    const mailed = deferred();
    let generating = 0;
    let most = 0;
    runner.register(DOCUMENT_GENERATION_JOB, async () => {
      generating += 1;
      most = Math.max(most, generating);
      await release.promise;
      generating -= 1;
    });
    runner.register(MAIL_JOB, () => {
      mailed.resolve();
      return Promise.resolve();
    });
    const generations = await t.deps.db.transaction(async (tx) => {
      const made: number[] = [];
      for (let n = 1; n <= 4; n++) made.push(await enqueueJob(tx, DOCUMENT_GENERATION_JOB, { uploadId: -n }));
      return made;
    });
    const mail = await t.deps.db.transaction((tx) => enqueueJob(tx, MAIL_JOB, { outboxId: -1 }));
    runner.nudge();
    await mailed.promise; // while every generation is still running or waiting
    expect(await jobRow(mail)).toMatchObject({ attempts: 1 });
    expect(generating).toBe(1);
    release.resolve();
    await runner.idle();
    expect(most).toBe(1);
    for (const id of [...generations, mail]) expect(await jobRow(id)).toMatchObject({ status: 'DONE' });
  });

  it('stop() lets the running job finish and claims no more', async () => {
    const runner = createJobRunner(t.deps.db);
    const entered = deferred();
    const release = deferred();
    runner.register('test-drain', async (payload) => {
      if (payload.slow) {
        entered.resolve();
        await release.promise;
      }
    });
    const slow = await t.deps.db.transaction((tx) => enqueueJob(tx, 'test-drain', { slow: true }));
    runner.nudge();
    await entered.promise;
    const stopped = runner.stop();
    const later = await t.deps.db.transaction((tx) => enqueueJob(tx, 'test-drain', {}));
    runner.nudge();
    release.resolve();
    await stopped;
    expect(await jobRow(slow)).toMatchObject({ status: 'DONE' });
    expect(await jobRow(later)).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect(await runner.runDue()).toBe(0);
  });
});

describe('mail through jobs', () => {
  it('sends again, later, a mail whose SMTP server could not be reached', async () => {
    const down = await startSmtpListener();
    const port = Number(new URL(down.url).port);
    await down.close();
    const runner = createJobRunner(t.deps.db, { log: silent });
    const mailer = createMailer({ smtpUrl: down.url, mailFrom: 'x@etax.test' }, t.deps.db, { jobs: runner });
    const id = await mailer.send(
      { to: 'later@example.test', subject: 'Retry', text: 'Sent on the second try' },
      silent,
    );
    await mailer.idle();
    expect((await t.deps.db.select().from(outbox).where(eq(outbox.id, id)))[0]).toMatchObject({
      status: 'FAILED',
      attempts: 1,
    });
    const [mailJob] = await t.deps.db
      .select()
      .from(job)
      .where(sql`${job.payload}->>'outboxId' = ${String(id)}`);
    expect(mailJob).toMatchObject({ type: MAIL_JOB, status: 'PENDING', attempts: 1 });

    const up = await startSmtpListener(port);
    await makeDue(mailJob!.id);
    expect(await runner.runDue()).toBe(1);
    const message = await up.next();
    expect(message.to).toEqual(['later@example.test']);
    expect((await t.deps.db.select().from(outbox).where(eq(outbox.id, id)))[0]).toMatchObject({
      status: 'SENT',
      attempts: 2,
      error: null,
    });
    await mailer.close();
    await runner.stop();
    await up.close();
  });

  it('loses no mail when the process stops between the commit and the send', async () => {
    const smtp = await startSmtpListener();
    const config = { smtpUrl: smtp.url, mailFrom: 'x@etax.test' };
    const before = createMailer(config, t.deps.db, { jobs: createJobRunner(t.deps.db) });
    // Committed with its change; the process stops before dispatch().
    const id = await t.deps.db.transaction((tx) =>
      before.enqueue(tx, { to: 'kept-safe@example.test', subject: 'Safe', text: 'Still sent' }),
    );
    await before.close();

    const afterRestart = createJobRunner(t.deps.db);
    const mailer = createMailer(config, t.deps.db, { jobs: afterRestart });
    expect(await afterRestart.runDue()).toBe(1);
    expect((await smtp.next()).to).toEqual(['kept-safe@example.test']);
    expect((await t.deps.db.select().from(outbox).where(eq(outbox.id, id)))[0]).toMatchObject({
      status: 'SENT',
    });
    await mailer.close();
    await afterRestart.stop();
    await smtp.close();
  });
});

describe('job settings', () => {
  const base = { DATA_DIR: '/tmp/etax-config-test', JWT_SECRET: 'x'.repeat(32), SIGNING_KEY: 'y'.repeat(32) };

  it('reads ROLE, JOB_LEASE_SECONDS and JOB_CONCURRENCY, with their defaults', () => {
    expect(loadConfig(base)).toMatchObject({
      role: 'both',
      jobLeaseSeconds: 30,
      jobConcurrency: { generation: 2, mail: 4, collections: 1 },
    });
    expect(
      loadConfig({
        ...base,
        ROLE: 'worker',
        JOB_LEASE_SECONDS: '10',
        JOB_CONCURRENCY: 'generation:1, mail:8',
      }),
    ).toMatchObject({
      role: 'worker',
      jobLeaseSeconds: 10,
      jobConcurrency: { generation: 1, mail: 8, collections: 1 },
    });
  });

  it('refuses a value it cannot use, naming the variable and the value', () => {
    expect(() => loadConfig({ ...base, ROLE: 'api' })).toThrow("ROLE is 'web', 'worker' or 'both', not: api");
    expect(() => loadConfig({ ...base, JOB_LEASE_SECONDS: '0.5' })).toThrow(
      /^JOB_LEASE_SECONDS .* not: 0\.5$/,
    );
    expect(() => loadConfig({ ...base, JOB_CONCURRENCY: 'email:2' })).toThrow(
      /^JOB_CONCURRENCY .* not: email:2$/,
    );
    expect(() => loadConfig({ ...base, JOB_CONCURRENCY: 'mail:0' })).toThrow(
      /^JOB_CONCURRENCY .* not: mail:0$/,
    );
  });
});
