// npm run bench:scale — what a second server adds, on one PostgreSQL 15 (a throw-away cluster
// made the way the `servers` tests make theirs, or the server at DATABASE_URL; a fresh database
// either way, dropped afterwards):
// 1. documents generated per minute by ONE server process: IMPORTS imports of ROWS invoices each,
//    accounting-submitted at once, timed until every import is COMPLETED;
// 2. the same with TWO server processes;
// 3. look-ups per second through both servers at once (searchProvince with an ADMIN token,
//    CONNECTIONS keep-alive clients per server for DURATION seconds).
// The data is prepared through the real API by an in-process ROLE=web app (it runs no job).
// Beside the wall-clock figures, which a busy machine depresses, each is given per CPU-second of
// the server processes (Linux /proc; PostgreSQL's own CPU not included), which it does not.
// A figure of a wrong answer is worth nothing: every document must exist exactly once, every
// import COMPLETED with no failed document, every job DONE; any miss is said on a line starting
// "WRONG:" and the run exits 1.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cpuSecondsOf } from './bench-kit/server';
import os from 'node:os';
import { customerUpload } from '../server/db/schema/customer-upload';
import { document } from '../server/db/schema/document';
import { job } from '../server/db/schema/jobs';
import { DOCUMENT_GENERATION_JOB } from '../server/jobs/job-types';
import { call } from '../tests/server/support/api';
import { signInAdmin, type SignedIn } from '../tests/server/support/auth';
import {
  importCustomerWithUser,
  invoiceRow,
  uploadFile,
  UPLOAD,
  xlsxOf,
  type ImportCustomer,
} from '../tests/server/support/imports';
import type { TestApp } from '../tests/server/support/test-app';
import { createDatabase, startPgCluster, type PgCluster } from '../tests/servers/support/pg-cluster';
import {
  startServer,
  stopAllServers,
  waitFor,
  type ServerProcess,
} from '../tests/servers/support/server-process';
import { webAppOn } from '../tests/servers/support/web-app';

const IMPORTS = Number(process.env.BENCH_IMPORTS ?? 4);
const ROWS = Number(process.env.BENCH_ROWS ?? 150);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const LOOKUP = '/api/app/masterDataController/searchProvince';

const wrong: string[] = [];

/** CPU seconds (user + system) the processes used so far. */
const cpuSeconds = (servers: ServerProcess[]) =>
  servers.reduce((sum, server) => sum + (cpuSecondsOf(server.pid) ?? NaN), 0);
const say = (line: string) => console.log(line);

interface Prepared {
  uploadId: number;
  version: number;
}

/** IMPORTS imports of ROWS invoices, uploaded and user-submitted (numbers start with `prefix`). */
async function prepareImports(
  t: TestApp,
  who: { customer: ImportCustomer; user: SignedIn },
  prefix: string,
): Promise<Prepared[]> {
  const prepared: Prepared[] = [];
  for (let i = 0; i < IMPORTS; i++) {
    const rows = Array.from({ length: ROWS }, (_, n) => invoiceRow(`${prefix}${i + 1}-${n + 1}`));
    const file = await xlsxOf(rows);
    const res = await uploadFile(t, who.user, { file, templateCode: who.customer.excelTemplate });
    if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
    const { uploadId } = res.json().data as { uploadId: number };
    const ready = (
      await call(t, `${UPLOAD}/getCustomerFileUploadById`, { uploadId }, { as: who.user })
    ).json().data as { status: string; version: number };
    if (ready.status !== 'READY') throw new Error(`import ${uploadId} is ${ready.status}, not READY`);
    const submitted = await call(
      t,
      `${UPLOAD}/userSubmitFile`,
      { uploadId, version: ready.version },
      { as: who.user },
    );
    prepared.push({ uploadId, version: submitted.json().data.version as number });
  }
  return prepared;
}

/**
 * Accounting-submits every import at once; the milliseconds until all are COMPLETED or FAILED, and
 * the CPU seconds the servers used meanwhile.
 */
async function generate(
  t: TestApp,
  admin: SignedIn,
  imports: Prepared[],
  servers: ServerProcess[],
): Promise<{ ms: number; cpu: number }> {
  const cpuBefore = cpuSeconds(servers);
  const started = Date.now();
  for (const upload of imports) {
    const res = await call(t, `${UPLOAD}/accountingSubmitFile`, upload, { as: admin });
    if (res.statusCode !== 200) throw new Error(`accounting submit failed: ${res.body}`);
  }
  const ids = imports.map((i) => i.uploadId);
  await waitFor(
    'every import to end',
    async () => {
      const rows = await t.deps.db
        .select({ status: customerUpload.status })
        .from(customerUpload)
        .where(inArray(customerUpload.uploadId, ids));
      return rows.every((r) => r.status === 'COMPLETED' || r.status === 'FAILED') ? true : undefined;
    },
    30 * 60_000,
  );
  return { ms: Date.now() - started, cpu: cpuSeconds(servers) - cpuBefore };
}

/** Every import COMPLETED, its ROWS documents there once each, not failed, and its job DONE. */
async function check(t: TestApp, label: string, imports: Prepared[]): Promise<void> {
  const ids = imports.map((i) => i.uploadId);
  const uploads = await t.deps.db
    .select({ uploadId: customerUpload.uploadId, status: customerUpload.status })
    .from(customerUpload)
    .where(inArray(customerUpload.uploadId, ids));
  for (const u of uploads)
    if (u.status !== 'COMPLETED') wrong.push(`${label}: import ${u.uploadId} is ${u.status}`);
  const counts = await t.deps.db
    .select({
      uploadId: document.uploadId,
      documents: sql<number>`count(*)::int`,
      numbers: sql<number>`count(DISTINCT ${document.documentNo})::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${document.status} = 'FAILED')::int`,
    })
    .from(document)
    .where(inArray(document.uploadId, ids))
    .groupBy(document.uploadId);
  for (const id of ids) {
    const c = counts.find((row) => row.uploadId === id);
    if (!c || c.documents !== ROWS || c.numbers !== ROWS)
      wrong.push(
        `${label}: import ${id} has ${c?.documents ?? 0} documents of ${c?.numbers ?? 0} numbers, not ${ROWS} once each`,
      );
    else if (c.failed > 0) wrong.push(`${label}: import ${id} has ${c.failed} FAILED documents`);
  }
  const jobs = await t.deps.db
    .select({ status: job.status, attempts: job.attempts, lastError: job.lastError, payload: job.payload })
    .from(job)
    .where(
      and(
        eq(job.type, DOCUMENT_GENERATION_JOB),
        inArray(sql<string>`${job.payload}->>'uploadId'`, ids.map(String)),
      ),
    );
  for (const j of jobs)
    if (j.status !== 'DONE' || j.lastError !== null || j.attempts !== 1)
      wrong.push(
        `${label}: job of import ${String(j.payload.uploadId)} is ${j.status} after ${j.attempts} tries (${j.lastError ?? 'no error'})`,
      );
}

/** Keep-alive clients calling the look-up on every server for DURATION seconds. */
async function lookups(servers: ServerProcess[], admin: SignedIn) {
  const cpuBefore = servers.map((server) => cpuSeconds([server]));
  const until = Date.now() + DURATION * 1000;
  const perServer = servers.map(() => ({ ok: 0, other: 0, latencies: [] as number[] }));
  const body = JSON.stringify({ provinceName: 'สมุทร', page: 1, size: 25 });
  const headers = { ...admin.headers, 'content-type': 'application/json' };
  await Promise.all(
    servers.flatMap((server, s) =>
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < until) {
          const sent = performance.now();
          const res = await fetch(`${server.url}${LOOKUP}`, { method: 'POST', headers, body });
          await res.arrayBuffer();
          perServer[s]!.latencies.push(performance.now() - sent);
          if (res.status === 200) perServer[s]!.ok += 1;
          else perServer[s]!.other += 1;
        }
      }),
    ),
  );
  return perServer.map((p, s) => {
    const cpu = cpuSeconds([servers[s]!]) - cpuBefore[s]!;
    const sorted = p.latencies.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return {
      perSecond: p.ok / DURATION,
      perCpuSecond: p.ok / cpu,
      other: p.other,
      p50: at(0.5),
      p99: at(0.99),
    };
  });
}

const perMinute = (ms: number) => (IMPORTS * ROWS) / (ms / 60_000);

async function main(): Promise<void> {
  let cluster: PgCluster | undefined;
  const adminUrl = process.env.DATABASE_URL || (cluster = await startPgCluster()).url;
  const database = await createDatabase(adminUrl, 'etax_bench_scale');
  let t: TestApp | undefined;
  try {
    say(
      `PostgreSQL 15 ${cluster ? '(a throw-away cluster, fsync off)' : '(DATABASE_URL)'}; ${IMPORTS} imports × ${ROWS} invoices per run`,
    );
    const first = await startServer({ databaseUrl: database.url });
    t = await webAppOn(database.url);
    const admin = await signInAdmin(t);
    const who = await importCustomerWithUser(t, admin);

    const one = await prepareImports(t, who, 'ONE');
    const oneRun = await generate(t, admin, one, [first]);
    await check(t, 'one server', one);

    const second = await startServer({ databaseUrl: database.url });
    const two = await prepareImports(t, who, 'TWO');
    const twoRun = await generate(t, admin, two, [first, second]);
    await check(t, 'two servers', two);

    const looked = await lookups([first, second], admin);
    for (const [n, l] of looked.entries())
      if (l.other > 0) wrong.push(`look-ups: server ${n + 1} answered ${l.other} calls with other than 200`);

    const total = IMPORTS * ROWS;
    const generation = (label: string, run: { ms: number; cpu: number }) =>
      say(
        `documents per minute, ${label}: ${perMinute(run.ms).toFixed(0)} (${total} in ${(run.ms / 1000).toFixed(1)} s; ` +
          `${(total / run.cpu).toFixed(1)} per server CPU-second)`,
      );
    generation('one server ', oneRun);
    generation('two servers', twoRun);
    say(`two servers ÷ one: ×${(oneRun.ms / twoRun.ms).toFixed(2)} by the clock`);
    const sum = looked.reduce((s, l) => s + l.perSecond, 0);
    say(
      `look-ups per second through both: ${sum.toFixed(0)} (${looked
        .map(
          (l, n) =>
            `server ${n + 1}: ${l.perSecond.toFixed(0)}/s, ${l.perCpuSecond.toFixed(0)} per CPU-second, ` +
            `p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms`,
        )
        .join('; ')}; ${CONNECTIONS} clients each, ${DURATION} s)`,
    );
    say(
      `machine load (1 min) at the end: ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
    );
  } finally {
    await t?.close();
    await stopAllServers();
    await database.drop();
    cluster?.stop();
  }
  for (const line of wrong) say(`WRONG: ${line}`);
  say(wrong.length === 0 ? 'every document exists exactly once' : `${wrong.length} wrong`);
  process.exit(wrong.length === 0 ? 0 : 1);
}

await main();
