// Several real server processes on one PostgreSQL (issue 30): a running job keeps its lease by a
// heartbeat; a server frozen past its lease loses the job to another and writes nothing more
// once it wakes, and the other finishes it without a duplicate document or a burnt try; a
// killed server's job is finished by the other within twice the lease; ROLE=worker runs the
// jobs a ROLE=web server enqueues.
import { and, eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerUpload } from '../../server/db/schema/customer-upload';
import { document } from '../../server/db/schema/document';
import { job } from '../../server/db/schema/jobs';
import { DOCUMENT_GENERATION_JOB } from '../../server/jobs/job-types';
import { call, controllerCalls } from '../server/support/api';
import { importSteps } from '../server/support/import-steps';
import { signInAdmin, type SignedIn } from '../server/support/auth';
import {
  importCustomerWithUser,
  invoiceRow,
  uploadFile,
  UPLOAD,
  xlsxOf,
  type ImportCustomer,
} from '../server/support/imports';
import type { TestApp } from '../server/support/test-app';
import { fileDatabaseUrl } from './support/database';
import { startServer, waitFor, type ServerProcess } from './support/server-process';
import { webAppOn } from './support/web-app';

const LEASE_SECONDS = 4;
/** A generation pauses before an import's 3rd document until the test lets that server go on. */
const PAUSE_AFTER = 2;
const resumeDir = mkdtempSync(path.join(os.tmpdir(), 'etax-resume-'));
const resume = (uploadId: number, pid: number) =>
  writeFileSync(path.join(resumeDir, `${uploadId}-${pid}`), '');

const serverEnv = {
  JOB_LEASE_SECONDS: String(LEASE_SECONDS),
  TEST_GENERATION_PAUSE: `${PAUSE_AFTER}:${resumeDir}`,
};

let servers: ServerProcess[];
let t: TestApp;
let admin: SignedIn;
let customer: ImportCustomer;
let user: SignedIn;
beforeAll(async () => {
  // One after the other: the first migrates and seeds the empty database.
  servers = [];
  for (let n = 0; n < 2; n++)
    servers.push(await startServer({ databaseUrl: fileDatabaseUrl(), env: serverEnv }));
  t = await webAppOn(fileDatabaseUrl());
  admin = await signInAdmin(t);
  ({ customer, user } = await importCustomerWithUser(t, admin));
});
afterAll(async () => {
  await t?.close();
  rmSync(resumeDir, { recursive: true, force: true });
});

/** An import of `count` invoices uploaded and user-submitted: ready for the accounting submit. */
async function submittedImport(
  prefix: string,
  count: number,
): Promise<{ uploadId: number; version: number }> {
  const rows = Array.from({ length: count }, (_, n) => invoiceRow(`${prefix}-${n + 1}`));
  const res = await uploadFile(t, user, { file: await xlsxOf(rows), templateCode: customer.excelTemplate });
  expect(res.statusCode, res.body).toBe(200);
  const { uploadId } = res.json().data as { uploadId: number };
  const submitted = await importSteps(t, controllerCalls(t, UPLOAD, admin)).userSubmits(user, uploadId);
  return { uploadId, version: submitted.version as number };
}

const documentNumbers = async (uploadId: number) =>
  (
    await t.deps.db
      .select({ documentNo: document.documentNo })
      .from(document)
      .where(eq(document.uploadId, uploadId))
  )
    .map((row) => row.documentNo)
    .sort();

const uploadStatus = async (uploadId: number) =>
  (
    await t.deps.db
      .select({ status: customerUpload.status })
      .from(customerUpload)
      .where(eq(customerUpload.uploadId, uploadId))
  )[0]!.status;

const generationJob = async (uploadId: number) =>
  (
    await t.deps.db
      .select()
      .from(job)
      .where(
        and(eq(job.type, DOCUMENT_GENERATION_JOB), sql`${job.payload}->>'uploadId' = ${String(uploadId)}`),
      )
  )[0]!;

/** Which server holds the import's job, paused before its 3rd document, and which does not. */
async function pausedOn(uploadId: number): Promise<{ holder: ServerProcess; other: ServerProcess }> {
  await waitFor('the first documents', async () =>
    (await documentNumbers(uploadId)).length === PAUSE_AFTER ? true : undefined,
  );
  const { lockedBy } = await generationJob(uploadId);
  const holder = servers.find((server) => lockedBy?.startsWith(`${server.pid}-`));
  expect(holder, `job locked by ${lockedBy}`).toBeDefined();
  return { holder: holder!, other: servers.find((server) => server !== holder)! };
}

const expectedNumbers = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, n) => `${prefix}-${n + 1}`).sort();

describe('a job across servers', () => {
  it('keeps its lease while it runs; frozen past it, loses the job to the other server, commits nothing once woken, and the other finishes without a duplicate or a burnt try', async () => {
    const upload = await submittedImport('LEASE', 5);
    const approved = await call(t, `${UPLOAD}/accountingSubmitFile`, upload, { as: admin });
    expect(approved.statusCode, approved.body).toBe(200);
    const { holder, other } = await pausedOn(upload.uploadId);

    // The heartbeat: renewed past the lease it had, and still the holder's (the other server polls).
    const first = (await generationJob(upload.uploadId)).lockedUntil!.getTime();
    const renewed = await waitFor('a renewal after the first lease ran out', async () => {
      const row = await generationJob(upload.uploadId);
      const held = row.status === 'RUNNING' && row.lockedBy?.startsWith(`${holder.pid}-`);
      return !held || row.lockedUntil!.getTime() > first + LEASE_SECONDS * 1000 ? row : undefined;
    });
    expect(renewed).toMatchObject({
      status: 'RUNNING',
      attempts: 1,
      lockedBy: expect.stringMatching(`^${holder.pid}-`),
    });

    // Frozen (a stalled machine): no heartbeat, so the other server takes the job over; it pauses
    // before the same 3rd document.
    holder.kill('SIGSTOP');
    await waitFor('the other server to take the job over', async () =>
      (await generationJob(upload.uploadId)).lockedBy?.startsWith(`${other.pid}-`) ? true : undefined,
    );

    // Woken while the other holds the job, the old holder goes on from its pause: it must commit
    // nothing (else the other's try would fail on its documents).
    resume(upload.uploadId, holder.pid);
    holder.kill('SIGCONT');
    await waitFor('the woken server to give the job up', () =>
      holder.output.includes('job left to the worker that took it over') ? true : undefined,
    );
    expect(holder.output).toContain('job lease lost');
    expect(await documentNumbers(upload.uploadId)).toEqual(expectedNumbers('LEASE', PAUSE_AFTER));
    expect(await generationJob(upload.uploadId)).toMatchObject({
      status: 'RUNNING',
      attempts: 2,
      lastError: null,
    });

    resume(upload.uploadId, other.pid);
    await waitFor('the other server to finish the import', async () =>
      (await uploadStatus(upload.uploadId)) === 'COMPLETED' ? true : undefined,
    );
    expect(await documentNumbers(upload.uploadId)).toEqual(expectedNumbers('LEASE', 5));
    expect(await generationJob(upload.uploadId)).toMatchObject({
      status: 'DONE',
      attempts: 2,
      lastError: null,
    });
    expect(other.output).not.toContain('job failed');
  });

  it('a killed server’s job is finished by the other within twice the lease', async () => {
    const upload = await submittedImport('KILL', 4);
    const approved = await call(t, `${UPLOAD}/accountingSubmitFile`, upload, { as: admin });
    expect(approved.statusCode, approved.body).toBe(200);
    const { holder, other } = await pausedOn(upload.uploadId);
    resume(upload.uploadId, other.pid); // the other does not pause: it goes on at once

    const killedAt = Date.now();
    holder.kill('SIGKILL');
    await waitFor(
      'the other server to finish the import',
      async () => ((await uploadStatus(upload.uploadId)) === 'COMPLETED' ? true : undefined),
      4 * LEASE_SECONDS * 1000,
    );
    const took = Date.now() - killedAt;
    expect(took).toBeLessThanOrEqual(2 * LEASE_SECONDS * 1000);
    expect(await documentNumbers(upload.uploadId)).toEqual(expectedNumbers('KILL', 4));
    expect(await generationJob(upload.uploadId)).toMatchObject({
      status: 'DONE',
      attempts: 2,
      lastError: null,
    });
    expect(other.output).not.toContain('job failed');
  });
});

describe('roles', () => {
  it('a ROLE=worker process runs the jobs that a ROLE=web server enqueues and serves', async () => {
    await Promise.all(servers.map((server) => server.stop()));
    const web = await startServer({ databaseUrl: fileDatabaseUrl(), env: { ROLE: 'web' } });
    expect(web.output).toContain('not run here (ROLE=web)');

    // Accounting-submitted through the web server's HTTP API.
    const upload = await submittedImport('ROLE', 3);
    const approved = await fetch(`${web.url}${UPLOAD}/accountingSubmitFile`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify(upload),
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    // Only a web server (and this test's ROLE=web app) run: nobody has claimed the job.
    expect(await generationJob(upload.uploadId)).toMatchObject({ status: 'PENDING', attempts: 0 });

    const worker = await startServer({ databaseUrl: fileDatabaseUrl(), env: { ROLE: 'worker' } });
    expect(worker.url).toBeUndefined();
    expect(worker.output).not.toContain('API ');
    await waitFor('the worker to make the documents', async () =>
      (await uploadStatus(upload.uploadId)) === 'COMPLETED' ? true : undefined,
    );
    expect(await documentNumbers(upload.uploadId)).toEqual(expectedNumbers('ROLE', 3));
    expect(await generationJob(upload.uploadId)).toMatchObject({ status: 'DONE', attempts: 1 });
    const health = await fetch(`${web.url}/api/commonController/check-api`);
    expect(await health.json()).toMatchObject({ data: { service: 'UP', database: 'UP' } });
  });
});
