// The command seam (server/command): one transaction with its audit row, its version check and
// the actions that wait for the commit.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobContext } from '../../server/command/context';
import { runCommand } from '../../server/command/run-command';
import { auditLog } from '../../server/db/schema/audit';
import { job } from '../../server/db/schema/jobs';
import { useTestApp } from './support/app-per-file';

const t = useTestApp();

const ctx = jobContext('job:test-command', { runId: 'run-1' });
const auditOf = (entityId: string) =>
  t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

describe('runCommand', () => {
  it('commits the audit row and then runs the after-commit actions, in order', async () => {
    const order: string[] = [];
    const result = await runCommand(t.deps, ctx, async ({ audit, afterCommit }) => {
      await audit({ action: 'UPDATE', entity: 'test', entityId: 'committed' });
      afterCommit(() => order.push('first'));
      afterCommit(() => order.push('second'));
      expect(order).toEqual([]);
      return 42;
    });
    expect(result).toBe(42);
    expect(order).toEqual(['first', 'second']);
    expect(await auditOf('committed')).toMatchObject([
      { actor: 'job:test-command', action: 'UPDATE', requestId: 'run-1', ip: null },
    ]);
  });

  it('runs no after-commit action and keeps no audit row or job when the work fails', async () => {
    const ran: string[] = [];
    await expect(
      runCommand(t.deps, ctx, async ({ audit, afterCommit, enqueueJob }) => {
        await audit({ action: 'UPDATE', entity: 'test', entityId: 'rolled-back' });
        await enqueueJob('test-never', {});
        afterCommit(() => ran.push('no'));
        throw new Error('a rule refused');
      }),
    ).rejects.toThrow('a rule refused');
    expect(ran).toEqual([]);
    expect(await auditOf('rolled-back')).toEqual([]);
    expect(await t.deps.db.select().from(job).where(eq(job.type, 'test-never'))).toEqual([]);
  });

  it('answers 409 STALE_RECORD, in the context language, for another version', async () => {
    const english = jobContext('job:test-command', { language: 'en' });
    const refused = runCommand(t.deps, english, ({ assertVersion }) => {
      assertVersion(3, 2);
      return Promise.resolve();
    });
    await expect(refused).rejects.toMatchObject({
      httpStatus: 409,
      details: [{ key: 'STALE_RECORD', description: 'This record has changed since you read it; reload it' }],
    });
  });

  it('enqueues a job with the change, and the runner runs it after the commit', async () => {
    const ran: unknown[] = [];
    t.deps.jobs.register('test-after-commit', (payload) => {
      ran.push(payload.n);
      return Promise.resolve();
    });
    await runCommand(t.deps, ctx, async ({ enqueueJob }) => {
      await enqueueJob('test-after-commit', { n: 7 });
    });
    await t.deps.jobs.idle();
    expect(ran).toEqual([7]);
  });
});
