// npm run bench:documents — the two document bars of quality.md, printed:
//
// 1. Generation: one-page documents made per second per core (bar ≥ 50 for the PDF, quality.md),
//    measured twice — an E-DOCUMENT import (the Thai PDF alone: the bar) and an E-TAX import of
//    tax invoices whose customer has a certificate (each document's e-Tax XML built, validated
//    against the XSD and ETDA's Schematron, signed, and carried in a PDF/A-3: issue 15's figure) —
//    then the e-Tax steps alone per document (build, validate, sign, PDF/A-3). In-process on a fresh
//    PGlite data dir: a customer with its templates (tests/server/support/imports.ts), an .xlsx of
//    BENCH_GENERATION (300) one-page documents of 1–3 lines in Thai uploaded and user-submitted by
//    a USER, accounting-submitted by an ACCOUNTING user — the real calls through the Fastify app —
//    then timed from the accounting submit until the import is COMPLETED (the document-generation
//    job: rows → documents, each PDF rendered, stored with the document, its lines and its e-mail
//    delivery). A warm-up import of 50 documents runs first (fonts parsed, code paths compiled, as
//    in a server that has been up). "Per core": the job runner runs in this one process, and so does
//    PGlite, so the process's CPU time (process.cpuUsage(), user + system, all its threads) over
//    that window is the cost of the documents; documents ÷ CPU-seconds is the per-core rate,
//    which a busy machine does not distort as it does the wall clock (printed too). The e-mails
//    the documents ask for are sent by their own jobs after the import is COMPLETED: timed apart.
//
// 2. Search: documentController/search p95 over 1,000,000 documents (bar ≤ 50 ms per page), the
//    way bench:customers measures customers. The server migrates and seeds a fresh temporary
//    DATA_DIR and stops; BENCH_DOCUMENTS (1,000,000) generated documents are written straight into
//    that PGlite data dir — 8 customers of very different sizes with 20 branches, their upload
//    templates and imports (~300 documents each), Thai buyers (companies and people, valid tax
//    IDs, most with an e-mail), numbers like INV2026-000123 per customer, type and year, issue
//    dates over two years, 1.5 % FAILED, e-mail SENT / PENDING / FAILED / NOT_REQUESTED — bulk
//    INSERTs from unnest() arrays, the search's indexes dropped during the load and rebuilt after.
//    No document_line rows (the search does not read them), no VACUUM or ANALYZE (a PGlite server
//    has no autovacuum). The server starts again on 127.0.0.1 and search pages run one after the
//    other over real HTTP as an administrator, as the CUSTOMER_ADMIN of the largest and of the
//    smallest customer, and as a USER of two branches: lists in every sort order, by customer,
//    type, part of a number, part of a buyer's name, common words, tax IDs, issue-date ranges,
//    delivery and document status, one import, a few combinations, pages 1–3 (some deeper).
//    Prints p50/p95/p99 overall, per kind and per caller, the floor (a signed-in call that does
//    almost nothing), the server's CPU time per call (Linux /proc: what the machine's load cannot
//    inflate) and PASS/FAIL. With DATABASE_URL=postgres://… (loopback only) the load and the
//    searches run again on a scratch database there.
//
// 3. Dashboard: dashboardController/summary p95 over the same 1,000,000 documents (bar ≤ 100 ms,
//    issue 18), plus 600 imports waiting at each step and 3,000 tickets: the default twelve months,
//    a quarter, a month, last calendar year, a year at random, by the same four callers; then
//    reportController/demo downloads (a month and a year of every customer, a year of one) timed
//    to the last byte.
//
// Env: BENCH_PART (generation | search | dashboard | all, default all), BENCH_GENERATION (300),
// BENCH_DOCUMENTS (1000000), BENCH_REQUESTS (1500 measured pages, after a tenth as warm-up),
// BENCH_SEED (7), BENCH_VERBOSE=1 (the slowest pages, up to 60 over the bar), BENCH_KEEP_DIR=path
// (the PGlite search data dir kept there and reused by the next run: loads once, then only
// migrates and measures).
// Exit code 1 when a search p95 misses its bar or a call answers anything but 200; generation
// prints its figure against the bar but does not fail the run (the machine's load moves it).
import { PGlite } from '@electric-sql/pglite';
import { bahttext } from 'bahttext';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDeps } from '../server/create-deps';
import { openDatabase, PGLITE_EXTENSIONS } from '../server/db/client';
import { request, startServer } from './bench-kit/server';
import { httpSender, percentile, report, secondsSince, timeCalls } from './bench-kit/timing';
import { migrate } from '../server/db/migrate';
import { DOCUMENT_GENERATION_JOB } from '../server/jobs/job-types';
import { generateDocuments as makeDocuments } from '../server/modules/document/generation';
import { seed } from '../server/db/seed';
import { hashPassword } from '../server/security/password';
import { taxIdCheckDigit } from '../server/validation/tax-id';
import { call, type Row } from '../tests/server/support/api';
import { signInAdmin, signInNewCustomerUser } from '../tests/server/support/auth';
import {
  importCustomer,
  invoiceRow,
  uploadFile,
  UPLOAD,
  xlsxOf,
  type Cell,
} from '../tests/server/support/imports';
import type { TestApp } from '../tests/server/support/test-app';
import { giveCertificate } from '../tests/server/support/certificates';
import { makeTestPkcs12 } from '../tests/server/support/test-certificate';
import { readPkcs12 } from '../server/etax/signing/pkcs12';
import { signEtaxXml } from '../server/etax/signing/xades';
import { buildEtaxXml } from '../server/etax/xml/build-xml';
import { validateEtaxXml } from '../server/etax/xml/validate-xml';
import { toPdfA3 } from '../server/pdf/pdfa3';
import { renderDocumentPdf } from '../server/pdf/render-document';
import { benchEtaxDocument, benchPdfDocument } from './bench-etax-documents';
import { TEST_PASSWORD_HASH_PARAMS } from '../tests/server/support/test-constants';

const PART = process.env.BENCH_PART ?? 'all';
const GENERATION_DOCUMENTS = Number(process.env.BENCH_GENERATION ?? 300);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_500);
const WARM_UP = Math.max(50, Math.round(REQUESTS / 10));
const SEED = Number(process.env.BENCH_SEED ?? 7);
const KEEP_DIR = process.env.BENCH_KEEP_DIR;
const BAR_DOCS_PER_CORE = 50;
const ETAX_STEP_DOCUMENTS = 200;
/** The search bars (issue 31): p95 ≤ 50 ms, p99 ≤ 200 ms. */
const SEARCH_BARS = { p95: 50, p99: 200 };
const SEARCH = '/api/document/documentController/search';

// ---------------------------------------------------------------- shared

/** mulberry32: a small seeded PRNG, so every run generates the same documents and searches. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
/** An index in [0, n) drawn by weights. */
function weighted(random: Random, weights: readonly number[]): number {
  let roll = random() * weights.reduce((sum, w) => sum + w, 0);
  for (const [i, w] of weights.entries()) if ((roll -= w) < 0) return i;
  return weights.length - 1;
}

function taxId(random: Random, first = String(1 + Math.floor(random() * 8))): string {
  let head = first;
  while (head.length < 12) head += String(Math.floor(random() * 10));
  return head + String(taxIdCheckDigit(head));
}

const THAI_WORDS = [
  'สยาม',
  'ไทย',
  'รุ่งเรือง',
  'มั่นคง',
  'ทองคำ',
  'เจริญ',
  'พัฒนา',
  'ศรี',
  'กรุงเทพ',
  'อุดม',
  'สุข',
  'ชัย',
  'ประเสริฐ',
  'วัฒนา',
  'บูรพา',
  'อินเตอร์',
  'เทค',
  'ฟู้ด',
  'ค้าส่ง',
  'ขนส่ง',
  'ก่อสร้าง',
  'วิศวกรรม',
  'การค้า',
  'อุตสาหกรรม',
  'เกษตร',
  'ปิโตรเลียม',
  'พลังงาน',
  'โลจิสติกส์',
  'การแพทย์',
  'เภสัช',
  'ซอฟต์แวร์',
  'ดิจิทัล',
  'เรียลเอสเตท',
  'โฮลดิ้ง',
  'แมนูแฟคเจอริ่ง',
  'เทรดดิ้ง',
  'กรุ๊ป',
  'ล้านนา',
  'อันดามัน',
  'อีสาน',
  'เชียงใหม่',
  'ภูเก็ต',
  'ชลบุรี',
  'นครสวรรค์',
  'รัตนา',
  'มงคล',
  'ทวีทรัพย์',
  'เพชร',
  'มณี',
  'นาคา',
  'สิงห์',
  'ช้าง',
  'กรีน',
  'บลู',
  'โกลเด้น',
  'ซิตี้',
  'พลาซ่า',
  'มาร์ท',
  'เซอร์วิส',
  'ซัพพลาย',
];
const LATIN_WORDS = ['Global', 'Asia', 'Siam', 'Trading', 'Tech', 'Solutions', 'Pacific', 'Logistics'];
const FIRST_NAMES = [
  'สมชาย',
  'สมศรี',
  'วิชัย',
  'มาลี',
  'ประยุทธ',
  'สุดา',
  'อนันต์',
  'กมล',
  'ณัฐพล',
  'พิมพ์ชนก',
  'ธนากร',
  'ศิริพร',
  'กิตติ',
  'จันทร์เพ็ญ',
  'ปรีชา',
  'วันเพ็ญ',
];
const LAST_NAMES = [
  'ใจดี',
  'ศรีสุข',
  'ทองมา',
  'แสงทอง',
  'บุญมา',
  'วงศ์ไทย',
  'สุขสวัสดิ์',
  'รัตนพันธ์',
  'มีสุข',
  'พรหมมา',
  'ชัยมงคล',
  'เพชรรัตน์',
];
const ADDRESSES = [
  '99/9 ถนนพหลโยธิน แขวงจตุจักร เขตจตุจักร กรุงเทพมหานคร',
  '1 หมู่ 2 ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น',
  '45/12 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่',
  '300 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร',
  '8/8 หมู่ 5 ตำบลบ้านสวน อำเภอเมืองชลบุรี จังหวัดชลบุรี',
  '12 ถนนราษฎร์อุทิศ ตำบลป่าตอง อำเภอกะทู้ จังหวัดภูเก็ต',
];

function buyerName(random: Random): string {
  const kind = random();
  if (kind < 0.3) {
    return `${pick(random, ['นาย', 'นาง', 'นางสาว'])}${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}${pick(random, LAST_NAMES)}`;
  }
  const words = [pick(random, THAI_WORDS), pick(random, THAI_WORDS)];
  if (random() < 0.5) words.push(pick(random, THAI_WORDS));
  if (random() < 0.2) words.splice(1, 0, pick(random, LATIN_WORDS));
  if (kind < 0.4) return `ห้างหุ้นส่วนจำกัด ${words.join('')}`;
  return `บริษัท ${words.join('')}${random() < 0.05 ? ' จำกัด (มหาชน)' : ' จำกัด'}`;
}

// ---------------------------------------------------------------- 1. generation

async function generationBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'etax-bench-generation-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    }),
    // The accounts are the bench's own: a low scrypt cost keeps their sign-ins out of the way.
    passwordHashParams: TEST_PASSWORD_HASH_PARAMS,
    smtpUrl: undefined,
  };
  const database = await openDatabase({ dataDir });
  await migrate(database);
  const deps = createDeps(config, database);
  await seed(deps);
  // The end of each generation job, seen in-process (no polling to add to the CPU time measured):
  // the handler of server/modules/job-handlers.ts, registered again with a signal at its end.
  let onGenerated = () => {};
  deps.jobs.register(DOCUMENT_GENERATION_JOB, async (payload, run) => {
    await makeDocuments(deps, run.ctx, payload.uploadId, run);
    onGenerated();
  });
  const app = await buildApp(deps);
  await app.ready();
  const t: TestApp = { app, deps, close: async () => {} };
  const random = prng(SEED);
  try {
    const admin = await signInAdmin(t);
    const customer = await importCustomer(t, admin);
    // A customer that signs: its E-TAX documents carry a signed XML in a PDF/A-3.
    const certificate = makeTestPkcs12({ commonName: 'บริษัท ผู้ขาย จำกัด' });
    await giveCertificate(t, admin, customer.customerCode, certificate);
    const user = await signInNewCustomerUser(t, {
      customerCode: customer.customerCode,
      userRole: 'USER',
      branchCodes: ['00000'],
    });
    const accounting = await signInNewCustomerUser(t, {
      customerCode: customer.customerCode,
      userRole: 'ACCOUNTING',
      branchCodes: [],
    });
    const items = ['ค่าบริการรายเดือน', 'น้ำดื่มบรรจุขวด 600 มล.', 'ค่าติดตั้งระบบ', 'กระดาษ A4 80 แกรม', 'ค่าขนส่ง'];
    /** One-page documents of 1–3 lines each, Thai buyers and items; 3 in 4 buyers give an e-mail. */
    const rowsOf = (prefix: string, count: number): Cell[][] => {
      const rows: Cell[][] = [];
      for (let d = 1; d <= count; d += 1) {
        const documentNo = `${prefix}-${String(d).padStart(6, '0')}`;
        const buyer = buyerName(random);
        const tax = taxId(random, '0');
        const email = random() < 0.75 ? `ap${d}@example.co.th` : null;
        const lines = 1 + Math.floor(random() * 3);
        for (let l = 0; l < lines; l += 1) {
          const qty = 1 + Math.floor(random() * 5);
          const unitPrice = (50 + Math.floor(random() * 500000) / 100).toFixed(2);
          rows.push(
            invoiceRow(documentNo, {
              2: buyer,
              3: tax,
              4: email,
              5: `${pick(random, items)} งวดที่ ${d}`,
              6: String(qty),
              7: unitPrice,
              8: (Math.round(qty * Number(unitPrice) * 100) / 100).toFixed(2),
            }),
          );
        }
      }
      return rows;
    };
    const uploads = (path: string, body: Row, as = user) => call(t, `${UPLOAD}/${path}`, body, { as });

    /** Upload → READY → user-submitted; answers the upload (uploadId, version). */
    async function submitted(rows: Cell[][], uploadType: 'ETAX' | 'EDOC' = 'ETAX'): Promise<Row> {
      const res = await uploadFile(t, user, {
        file: await xlsxOf(rows),
        templateCode: uploadType === 'ETAX' ? customer.excelTemplate : customer.edocTemplate,
        uploadType,
      });
      if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
      const { uploadId, status, errorRows } = res.json().data as Row;
      if (status !== 'READY')
        throw new Error(`upload is ${String(status)} (${String(errorRows)} rows with errors)`);
      const read = (await uploads('getCustomerFileUploadById', { uploadId })).json().data as Row;
      const done = await uploads('userSubmitFile', { uploadId, version: read.version });
      if (done.statusCode !== 200)
        throw new Error(`userSubmitFile answered ${done.statusCode}: ${done.body}`);
      return done.json().data as Row;
    }

    /**
     * Accounting-submits it; the wall and CPU time until the generation job has COMPLETED it, then
     * those of the e-mail jobs that follow.
     */
    async function generated(upload: Row) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      let mail = { at: 0, cpu: process.cpuUsage() };
      const finished = new Promise<{ seconds: number; cpuSeconds: number }>((resolve) => {
        onGenerated = () => {
          const used = process.cpuUsage(cpu);
          mail = { at: performance.now(), cpu: process.cpuUsage() };
          resolve({ seconds: (mail.at - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6 });
        };
      });
      const res = await uploads(
        'accountingSubmitFile',
        { uploadId: upload.uploadId, version: upload.version },
        accounting,
      );
      if (res.statusCode !== 200)
        throw new Error(`accountingSubmitFile answered ${res.statusCode}: ${res.body}`);
      const run = await finished;
      // The e-mails: their jobs run once the generation job is done.
      await deps.jobs.idle();
      const mailCpu = process.cpuUsage(mail.cpu);
      const mailSeconds = (performance.now() - mail.at) / 1000;
      const read = (await uploads('getCustomerFileUploadById', { uploadId: upload.uploadId })).json()
        .data as Row;
      if (read.status !== 'COMPLETED') throw new Error(`the import ended ${String(read.status)}`);
      return { ...run, mailSeconds, mailCpuSeconds: (mailCpu.user + mailCpu.system) / 1e6 };
    }

    /** One measured import of `kind`, after a warm-up of 50 documents of the same kind. */
    async function measured(uploadType: 'ETAX' | 'EDOC', prefix: string) {
      await generated(await submitted(rowsOf(`WARM${prefix}`, 50), uploadType));
      const rows = rowsOf(prefix, GENERATION_DOCUMENTS);
      const upload = await submitted(rows, uploadType);
      global.gc?.();
      const run = await generated(upload);
      const result: unknown = await deps.db.execute(
        sql`SELECT count(*)::int AS documents, count(*) FILTER (WHERE status = 'GENERATED')::int AS made,
              count(*) FILTER (WHERE signature_status = 'SIGNED')::int AS signed,
              (SELECT count(*)::int FROM document_delivery d JOIN document x USING (document_id)
                WHERE x.upload_id = ${Number(upload.uploadId)} AND d.status = 'SENT') AS sent
            FROM document WHERE upload_id = ${Number(upload.uploadId)}`,
      );
      const counted = result as { rows: { documents: number; made: number; signed: number; sent: number }[] };
      const { made } = counted.rows[0]!;
      if (made !== GENERATION_DOCUMENTS) throw new Error(`${made} of ${GENERATION_DOCUMENTS} documents made`);
      return { ...run, ...counted.rows[0]!, rows: rows.length, perCore: made / run.cpuSeconds };
    }

    const report = (title: string, run: Awaited<ReturnType<typeof measured>>) => {
      console.log(
        `\n${title}: ${run.documents} one-page documents (${run.rows} rows, 1–3 lines each, Thai), PGlite, ` +
          `${os.availableParallelism()} cores, Node ${process.versions.node}, load average ${os.loadavg()[0]!.toFixed(1)}`,
      );
      console.log(
        `  accounting submit → COMPLETED: ${run.seconds.toFixed(2)} s wall, ${(run.made / run.seconds).toFixed(1)} documents/s`,
      );
      console.log(
        `  CPU time of the process meanwhile: ${run.cpuSeconds.toFixed(2)} s → ${run.perCore.toFixed(1)} documents per CPU-second (per core)`,
      );
      console.log(
        `  then ${run.sent} e-mails sent (outbox) by their jobs in ${run.mailSeconds.toFixed(2)} s wall, ${run.mailCpuSeconds.toFixed(2)} s CPU`,
      );
    };

    // The PDF bar of quality.md: an E-DOCUMENT import, whose documents are the Thai PDF alone.
    const pdfRun = await measured('EDOC', 'DOC2026');
    report('PDF generation (E-DOCUMENT)', pdfRun);
    console.log(
      `  ${pdfRun.perCore >= BAR_DOCS_PER_CORE ? 'PASS' : 'FAIL'}: ${pdfRun.perCore.toFixed(1)} documents/s per core (bar ≥ ${BAR_DOCS_PER_CORE}), ` +
        `RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
    );
    // The same with what makes a tax invoice legal: the XML built, validated, signed, in a PDF/A-3.
    const etaxRun = await measured('ETAX', 'INV2026');
    report('E-TAX generation (388, signed XML in a PDF/A-3)', etaxRun);
    console.log(
      `  ${etaxRun.signed} of ${etaxRun.made} signed; ${etaxRun.perCore.toFixed(1)} E-TAX documents/s per core ` +
        `(${((1000 * etaxRun.cpuSeconds) / etaxRun.made - (1000 * pdfRun.cpuSeconds) / pdfRun.made).toFixed(1)} ms CPU more per document than the PDF alone)`,
    );
    await etaxSteps(certificate);
  } finally {
    await app.close();
    await deps.jobs.stop();
    await deps.mailer.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The e-Tax steps of one document, in this process, without the database: build the XML, check
 * it (XSD, then ETDA's Schematron), sign it, and carry it in a PDF/A-3 — median and p95 over
 * ETAX_STEP_DOCUMENTS documents of 1–3 lines (after 20 to warm up).
 */
async function etaxSteps(certificate: ReturnType<typeof makeTestPkcs12>): Promise<void> {
  const key = readPkcs12(certificate.p12, certificate.password);
  const random = prng(SEED + 1);
  const pdf = await renderDocumentPdf(benchPdfDocument());
  const times: Record<'build' | 'validate' | 'sign' | 'pdfa3', number[]> = {
    build: [],
    validate: [],
    sign: [],
    pdfa3: [],
  };
  for (let n = -20; n < ETAX_STEP_DOCUMENTS; n += 1) {
    const doc = benchEtaxDocument(random, n);
    let at = performance.now();
    const lap = (step: keyof typeof times) => {
      const now = performance.now();
      if (n >= 0) times[step].push(now - at);
      at = now;
    };
    const xml = buildEtaxXml(doc);
    lap('build');
    const failures = await validateEtaxXml(xml);
    if (failures.length) throw new Error(`bench XML invalid: ${JSON.stringify(failures[0])}`);
    lap('validate');
    const signed = await signEtaxXml(xml, key);
    lap('sign');
    await toPdfA3(
      pdf,
      { fileName: 'bench.xml', xml: signed },
      { title: doc.name, documentNo: doc.documentNo, createdAt: doc.createdAt },
    );
    lap('pdfa3');
  }
  const stat = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    return `median ${at(0.5).toFixed(2)} / p95 ${at(0.95).toFixed(2)} ms`;
  };
  console.log(`\ne-Tax steps per document (${ETAX_STEP_DOCUMENTS} documents, in-process, no database):`);
  for (const [step, values] of Object.entries(times)) console.log(`  ${step.padEnd(8)} ${stat(values)}`);
  const total = Object.values(times).reduce((sum, values) => sum + values.reduce((a, b) => a + b, 0), 0);
  console.log(
    `  XML build + validate + sign + PDF/A-3: ${(total / ETAX_STEP_DOCUMENTS).toFixed(2)} ms per document (mean)`,
  );
}

// ---------------------------------------------------------------- 2. search: the data

interface BenchCustomer {
  code: string;
  name: string;
  taxId: string;
  share: number;
  branches: string[];
  /** Document types and their shares of the customer's documents. */
  types: [type: string, share: number][];
  buyers: Buyer[];
}
interface Buyer {
  name: string;
  taxId: string;
  email: string | null;
  tel: string | null;
  address: string;
}

const PREFIXES: Record<string, string> = {
  '388': 'INV',
  T02: 'IV',
  T03: 'RC',
  T04: 'DO',
  T01: 'RE',
  '80': 'DN',
  '81': 'CN',
  '380': 'BL',
};
const EDOC_TYPES = new Set(['380']);

function benchCustomers(random: Random, documents: number): BenchCustomer[] {
  const shapes: [share: number, branches: number, types: [string, number][]][] = [
    [
      0.32,
      5,
      [
        ['388', 60],
        ['T03', 32],
        ['81', 6],
        ['80', 2],
      ],
    ],
    [
      0.22,
      4,
      [
        ['T02', 85],
        ['81', 10],
        ['80', 5],
      ],
    ],
    [
      0.14,
      3,
      [
        ['380', 70],
        ['388', 30],
      ],
    ],
    [
      0.1,
      2,
      [
        ['T03', 90],
        ['81', 10],
      ],
    ],
    [
      0.08,
      2,
      [
        ['388', 75],
        ['T04', 20],
        ['81', 5],
      ],
    ],
    [0.07, 2, [['T02', 100]]],
    [
      0.05,
      1,
      [
        ['388', 80],
        ['81', 20],
      ],
    ],
    [
      0.02,
      1,
      [
        ['T01', 60],
        ['388', 40],
      ],
    ],
  ];
  return shapes.map(([share, branchCount, types], i) => {
    const buyerCount = Math.max(50, Math.round((300 + 20_000 * share) * Math.min(1, documents / 1_000_000)));
    const buyers = Array.from({ length: buyerCount }, (_, b) => {
      const name = buyerName(random);
      return {
        name,
        taxId: taxId(random, /^(บริษัท|ห้าง)/.test(name) ? '0' : String(1 + Math.floor(random() * 8))),
        email:
          random() < 0.75
            ? `ap${b}.${i + 1}@${pick(random, ['example.co.th', 'mail.example.com', 'corp.example.net'])}`
            : null,
        tel: random() < 0.3 ? `08${String(Math.floor(random() * 1e8)).padStart(8, '0')}` : null,
        address: pick(random, ADDRESSES),
      };
    });
    return {
      code: `C${String(900_001 + i)}`,
      name: `บริษัท ${pick(random, THAI_WORDS)}${pick(random, THAI_WORDS)}ทดสอบ ${i + 1} จำกัด`,
      taxId: taxId(random, '0'),
      share,
      branches: Array.from({ length: branchCount }, (_, b) => String(b).padStart(5, '0')),
      types,
      buyers,
    };
  });
}

const FIRST_DAY = Date.UTC(2024, 10, 21); // two years of issue dates: 2024-11-21 …
const DAYS = 730; //                                                 … 2026-11-20
const isoDay = (day: number) => new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10);

/** What the searches pick their criteria from: a sample of the generated documents. */
interface Sample {
  customer: number;
  branch: string;
  type: string;
  documentNo: string;
  buyer: number;
  uploadId: number;
}

/** The column arrays of one INSERT batch. */
class Batch {
  documents: Record<string, unknown[]> = {};
  uploads: Record<string, unknown[]> = {};
  size = 0;
  add(target: 'documents' | 'uploads', row: Record<string, unknown>) {
    const columns = this[target];
    for (const [key, value] of Object.entries(row)) (columns[key] ??= []).push(value);
    if (target === 'documents') this.size += 1;
  }
}

/**
 * The documents, upload by upload in time order (document ids grow with the issue dates, as they
 * do when imports are made day after day), handed over in batches.
 */
async function generateDocuments(
  random: Random,
  customers: BenchCustomer[],
  total: number,
  flush: (batch: Batch) => Promise<void>,
): Promise<{ samples: Sample[]; uploads: number }> {
  const samples: Sample[] = [];
  const numbers = new Map<string, number>();
  let batch = new Batch();
  let made = 0;
  let uploadId = 0;
  while (made < total) {
    uploadId += 1;
    const c = weighted(
      random,
      customers.map((x) => x.share),
    );
    const customer = customers[c]!;
    const branch =
      customer.branches[
        weighted(
          random,
          customer.branches.map((_, i) => (i === 0 ? 3 : 1)),
        )
      ]!;
    const type =
      customer.types[
        weighted(
          random,
          customer.types.map(([, share]) => share),
        )
      ]![0];
    const uploadType = EDOC_TYPES.has(type) ? 'EDOC' : 'ETAX';
    // 20–1,500 documents an import (log-uniform: ~300 on average).
    const size = Math.min(total - made, Math.round(Math.exp(Math.log(20) + random() * Math.log(75))));
    const day = Math.min(DAYS - 1, Math.floor((made / total) * DAYS));
    const uploaded = new Date(FIRST_DAY + day * 86_400_000 + 9 * 3_600_000 + random() * 8 * 3_600_000);
    batch.add('uploads', {
      upload_id: uploadId,
      customer_code: customer.code,
      branch_code: branch,
      upload_type: uploadType,
      template_code: `BT-${customer.code}-${type}`,
      document_type: type,
      total_rows: size,
      upload_dtm: uploaded.toISOString(),
    });
    for (let d = 0; d < size; d += 1) {
      const issueDay = Math.max(0, day - Math.floor(random() * random() * 5));
      const issueDate = isoDay(issueDay);
      const year = issueDate.slice(0, 4);
      const key = `${customer.code} ${type} ${year}`;
      const seq = (numbers.get(key) ?? 0) + 1;
      numbers.set(key, seq);
      const documentNo = `${PREFIXES[type]}${year}-${String(seq).padStart(6, '0')}`;
      const b = Math.floor(customer.buyers.length * random() ** 2.5);
      const buyer = customer.buyers[b]!;
      const failed = random() < 0.015;
      const before =
        Math.round(Math.exp(Math.log(100) + random() * Math.log(5_000))) + Math.floor(random() * 100) / 100;
      const rate = uploadType === 'EDOC' ? 0 : 7;
      const vat = Math.round(before * rate) / 100;
      const totalAmount = (before + vat).toFixed(2);
      const roll = random();
      const emailStatus =
        failed || !buyer.email
          ? 'NOT_REQUESTED'
          : roll < 0.012
            ? 'FAILED'
            : roll < 0.02 || made > total - 2_000
              ? 'PENDING'
              : 'SENT';
      const created = new Date(uploaded.getTime() + 60_000 + d * 40);
      batch.add('documents', {
        upload_id: uploadId,
        customer_code: customer.code,
        branch_code: branch,
        upload_type: uploadType,
        document_type: type,
        document_no: documentNo,
        first_row_no: d + 2,
        issue_date: issueDate,
        due_date: isoDay(issueDay + 30),
        buyer_name: buyer.name,
        buyer_tax_id: buyer.taxId,
        buyer_branch_code: '00000',
        buyer_email: buyer.email,
        buyer_tel: buyer.tel,
        buyer_address: buyer.address,
        total_before_vat: failed ? null : before.toFixed(2),
        vat_rate: failed ? null : rate.toFixed(2),
        vat_amount: failed ? null : vat.toFixed(2),
        total_amount: failed ? null : totalAmount,
        amount_in_words_th: failed ? null : bahttext(Number(totalAmount)),
        status: failed ? 'FAILED' : 'GENERATED',
        fail_code: failed ? 'TOTAL_MISMATCH' : null,
        fail_params: failed
          ? JSON.stringify({ field: 'TOTAL_AMOUNT', stated: totalAmount, computed: before.toFixed(2) })
          : null,
        email_status: emailStatus,
        last_sent_dtm: emailStatus === 'SENT' ? new Date(created.getTime() + 5_000).toISOString() : null,
        create_dtm: created.toISOString(),
      });
      if (random() < 0.002) samples.push({ customer: c, branch, type, documentNo, buyer: b, uploadId });
      made += 1;
      if (batch.size >= 5_000) {
        await flush(batch);
        batch = new Batch();
      }
    }
  }
  if (batch.size > 0 || Object.keys(batch.uploads).length > 0) await flush(batch);
  return { samples, uploads: uploadId };
}

const BENCH_PASSWORD = `bench-${randomBytes(9).toString('base64url')}`;

interface Query {
  text: string;
  params?: unknown[];
}
type Run = (query: Query) => Promise<{ rows: Record<string, unknown>[] }>;

/** Customers, branches, templates and accounts the documents need (the admin gets a known password). */
async function loadOwners(run: Run, customers: BenchCustomer[]): Promise<void> {
  const address = JSON.stringify({
    addressNo: '99/1',
    road: 'สีลม',
    provinceCode: '10',
    districtCode: '1001',
    subDistrictCode: '100101',
    zipCode: '10200',
  });
  const hash = await hashPassword(BENCH_PASSWORD);
  for (const c of customers) {
    await run({
      text: `INSERT INTO customer (customer_code, customer_name, customer_number, customer_status, customer_type, contact_tel,
               address, document_types, create_by, last_update_by)
             VALUES ($1, $2, $3, 'ACTIVE', 'JURISTIC', '021234567', $4::jsonb, $5::text[], 'bench', 'bench')`,
      params: [c.code, c.name, c.taxId, address, c.types.map(([type]) => type)],
    });
    for (const branch of c.branches) {
      await run({
        text: `INSERT INTO customer_branch (customer_code, branch_code, branch_name, branch_type, address, status, create_by, last_update_by)
               VALUES ($1, $2, $3, $4, $5::jsonb, 'ACTIVE', 'bench', 'bench')`,
        params: [
          c.code,
          branch,
          branch === '00000' ? 'สำนักงานใหญ่' : `สาขาที่ ${Number(branch)}`,
          branch === '00000' ? 'HEAD_OFFICE' : 'BRANCH',
          address,
        ],
      });
    }
    for (const [type] of c.types) {
      await run({
        text: `INSERT INTO upload_template (template_code, customer_code, template_name, template_type, upload_type, document_type,
                 template_status, create_by, last_update_by)
               VALUES ($1, $2, $3, 'EXCEL', $4, $5, 'ACTIVE', 'bench', 'bench')`,
        params: [
          `BT-${c.code}-${type}`,
          c.code,
          `แม่แบบ ${type}`,
          EDOC_TYPES.has(type) ? 'EDOC' : 'ETAX',
          type,
        ],
      });
    }
  }
  const users: [code: string, customer: BenchCustomer, role: string, branches: string[]][] = [
    ['U900001', customers[0]!, 'CUSTOMER_ADMIN', []],
    ['U900002', customers[customers.length - 1]!, 'CUSTOMER_ADMIN', []],
    ['U900003', customers[1]!, 'USER', customers[1]!.branches.slice(1, 3)],
  ];
  for (const [code, c, role, branches] of users) {
    await run({
      text: `INSERT INTO customer_user (user_code, customer_code, username, full_name, email, user_role, branch_codes,
               password_hash, create_by, last_update_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, 'bench', 'bench')`,
      params: [
        code,
        c.code,
        `bench.${code.toLowerCase()}`,
        `ผู้ใช้ ${code}`,
        `${code}@example.test`,
        role,
        branches,
        hash,
      ],
    });
  }
  await run({
    text: `UPDATE admin_user SET password_hash = $1, must_change_password = false WHERE username = 'admin'`,
    params: [hash],
  });
}

async function loadDocuments(
  run: Run,
  customers: BenchCustomer[],
  random: Random,
): Promise<{ samples: Sample[]; uploads: number }> {
  // The search's indexes (0072) are built once after the load, as one does for a bulk load; the
  // unique ones stay (they are the data's rules) and the tallies' triggers count every batch.
  const indexes = await run({
    text: `SELECT i.indexname, i.indexdef FROM pg_indexes i JOIN pg_index x ON x.indexrelid = (quote_ident(i.indexname))::regclass
           WHERE i.tablename = 'document' AND NOT x.indisunique`,
  });
  for (const index of indexes.rows) await run({ text: `DROP INDEX ${String(index.indexname)}` });
  const started = Date.now();
  let loaded = 0;
  const result = await generateDocuments(random, customers, DOCUMENTS, async (batch) => {
    const u = batch.uploads;
    if (u.upload_id?.length) {
      await run({
        text: `INSERT INTO customer_upload (upload_id, customer_code, branch_code, upload_type, template_code, document_type,
                 file_name, total_rows, valid_rows, error_rows, status, upload_dtm, upload_by, user_submit_by, user_submit_dtm,
                 accounting_submit_by, accounting_submit_dtm, document_total, version, last_update_dtm, last_update_by)
               SELECT id, cc, bc, ut, tc, dt, 'invoices-' || id || '.xlsx', n, n, 0, 'COMPLETED', at, 'bench', 'bench', at,
                 'bench', at, n, 5, at, 'job:document-generation'
               FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::timestamptz[])
                 AS r(id, cc, bc, ut, tc, dt, n, at)`,
        params: [
          u.upload_id,
          u.customer_code,
          u.branch_code,
          u.upload_type,
          u.template_code,
          u.document_type,
          u.total_rows,
          u.upload_dtm,
        ],
      });
    }
    const d = batch.documents;
    await run({
      text: `INSERT INTO document (upload_id, customer_code, branch_code, upload_type, document_type, document_no, first_row_no,
               issue_date, due_date, buyer_name, buyer_tax_id, buyer_branch_code, buyer_email, buyer_tel, buyer_address,
               total_before_vat, vat_rate, vat_amount, total_amount, amount_in_words_th, status, fail_code, fail_params,
               email_status, sms_status, last_sent_dtm, create_dtm, create_by, last_update_dtm, last_update_by)
             SELECT uid, cc, bc, ut, dt, dn, fr, idate, ddate, bn, bt, bb, be, btel, ba, tbv, vr, va, ta, words, st, fc,
               fp::jsonb, es, 'NOT_REQUESTED', lsd, cd, 'job:document-generation', coalesce(lsd, cd), 'job:document-generation'
             FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::date[],
               $9::date[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::numeric[],
               $17::numeric[], $18::numeric[], $19::numeric[], $20::text[], $21::text[], $22::text[], $23::text[], $24::text[],
               $25::timestamptz[], $26::timestamptz[])
               AS r(uid, cc, bc, ut, dt, dn, fr, idate, ddate, bn, bt, bb, be, btel, ba, tbv, vr, va, ta, words, st, fc, fp, es,
                 lsd, cd)`,
      params: [
        d.upload_id,
        d.customer_code,
        d.branch_code,
        d.upload_type,
        d.document_type,
        d.document_no,
        d.first_row_no,
        d.issue_date,
        d.due_date,
        d.buyer_name,
        d.buyer_tax_id,
        d.buyer_branch_code,
        d.buyer_email,
        d.buyer_tel,
        d.buyer_address,
        d.total_before_vat,
        d.vat_rate,
        d.vat_amount,
        d.total_amount,
        d.amount_in_words_th,
        d.status,
        d.fail_code,
        d.fail_params,
        d.email_status,
        d.last_sent_dtm,
        d.create_dtm,
      ],
    });
    loaded += batch.size;
    if (loaded % 100_000 < batch.size) {
      console.log(
        `  … ${loaded.toLocaleString('en')} documents in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  });
  for (const index of indexes.rows) await run({ text: String(index.indexdef) });
  await run({ text: `SELECT setval('customer_upload_upload_id_seq', ${result.uploads})` });
  return result;
}

// ---------------------------------------------------------------- 2. search: the pages

type Caller = 'admin' | 'largest customer' | 'smallest customer' | 'user of 2 branches';
interface Search {
  kind: string;
  caller: Caller;
  body: Row;
  /** The call (the document search when absent). */
  path?: string;
}

const SORTS = ['documentId', 'documentNo', 'documentType', 'issueDate', 'buyerName', 'totalAmount', 'status'];

function searches(random: Random, customers: BenchCustomer[], samples: Sample[], count: number): Search[] {
  const largest = 0;
  const smallest = customers.length - 1;
  const userCustomer = 1;
  const userBranches = customers[userCustomer]!.branches.slice(1, 3);
  const reach: Record<Caller, (s: Sample) => boolean> = {
    admin: () => true,
    'largest customer': (s) => s.customer === largest,
    'smallest customer': (s) => s.customer === smallest,
    'user of 2 branches': (s) => s.customer === userCustomer && userBranches.includes(s.branch),
  };
  const callers: Caller[] = ['admin', 'largest customer', 'smallest customer', 'user of 2 branches'];
  const callerWeights = [50, 20, 10, 20];
  const page = () => (random() < 0.75 ? 1 + Math.floor(random() * 3) : 1 + Math.floor(random() * 20));
  const order = () => ({ sortBy: pick(random, SORTS), sortDir: random() < 0.5 ? 'asc' : 'desc' });
  const latest = () => ({ sortBy: 'issueDate', sortDir: 'desc' });
  const buyerOf = (s: Sample) => customers[s.customer]!.buyers[s.buyer]!;
  /** Part of a buyer's name one remembers: 4–10 characters from its distinctive middle. */
  const namePart = (s: Sample) => {
    const chars = [
      ...buyerOf(s)
        .name.replace(/^(บริษัท|ห้างหุ้นส่วนจำกัด|นางสาว|นาง|นาย)\s?/, '')
        .replace(/ จำกัด.*$/, ''),
    ];
    const length = Math.min(chars.length, 4 + Math.floor(random() * 7));
    const from = Math.floor(random() * (chars.length - length + 1));
    return chars.slice(from, from + length).join('');
  };
  const numberPart = (s: Sample) => {
    const roll = random();
    if (roll < 0.4) return s.documentNo; // typed in full
    if (roll < 0.8) return s.documentNo.slice(-6); // the running number
    return s.documentNo.slice(0, -2); // the start of it
  };
  const range = () => {
    const roll = random();
    const days = roll < 0.3 ? 1 : roll < 0.6 ? 7 : roll < 0.9 ? 31 : 92;
    const from = Math.floor(random() * (DAYS - days));
    return { issueDateFrom: isoDay(from), issueDateTo: isoDay(from + days - 1) };
  };
  type Make = (caller: Caller, s: Sample) => Row | undefined;
  const kinds: { weight: number; kind: string; make: Make }[] = [
    { weight: 22, kind: 'list', make: () => ({ page: page(), ...order() }) },
    {
      weight: 6,
      kind: 'customer',
      make: (caller) =>
        caller === 'admin'
          ? { customerCode: pick(random, customers).code, page: page(), ...order() }
          : undefined,
    },
    {
      weight: 6,
      kind: 'document type',
      make: (_, s) => ({ documentType: s.type, page: page(), ...order() }),
    },
    { weight: 12, kind: 'number part', make: (_, s) => ({ documentNo: numberPart(s), ...latest() }) },
    { weight: 12, kind: 'buyer name part', make: (_, s) => ({ buyerName: namePart(s), ...latest() }) },
    {
      weight: 6,
      kind: 'common word',
      make: () => ({
        buyerName: pick(random, ['บริษัท', 'จำกัด', 'สยาม', 'นางสาว', 'กรุ๊ป']),
        page: page(),
        ...order(),
      }),
    },
    { weight: 8, kind: 'buyer tax ID', make: (_, s) => ({ buyerTaxId: buyerOf(s).taxId, ...latest() }) },
    {
      weight: 2,
      kind: 'tax ID part',
      make: (_, s) => ({ buyerTaxId: buyerOf(s).taxId.slice(3, 10), ...latest() }),
    },
    {
      weight: 10,
      kind: 'issue-date range',
      make: () => ({ ...range(), page: page(), ...(random() < 0.6 ? latest() : order()) }),
    },
    {
      weight: 5,
      kind: 'delivery status',
      make: () => ({
        deliveryStatus: pick(random, ['SENT', 'PENDING', 'FAILED', 'NOT_REQUESTED']),
        page: page(),
        ...latest(),
      }),
    },
    {
      weight: 3,
      kind: 'status',
      make: () => ({ status: random() < 0.7 ? 'FAILED' : 'GENERATED', page: page(), ...order() }),
    },
    {
      weight: 4,
      kind: 'one import',
      make: (_, s) => ({ uploadId: s.uploadId, page: page(), sortBy: 'documentNo', sortDir: 'asc' }),
    },
    {
      weight: 4,
      kind: 'combined',
      make: (caller, s) => ({
        ...(caller === 'admin' ? { customerCode: customers[s.customer]!.code } : {}),
        documentType: s.type,
        ...range(),
        ...(random() < 0.5 ? { buyerName: namePart(s) } : { deliveryStatus: 'SENT' }),
        ...latest(),
      }),
    },
  ];
  const list: Search[] = [];
  while (list.length < count) {
    const caller = callers[weighted(random, callerWeights)]!;
    const reachable = samples.filter(reach[caller]);
    const kind =
      kinds[
        weighted(
          random,
          kinds.map((k) => k.weight),
        )
      ]!;
    const body = kind.make(caller, pick(random, reachable));
    if (body) list.push({ kind: kind.kind, caller, body: { size: 25, ...body } });
  }
  return list;
}

// ---------------------------------------------------------------- 2. search: callers

async function signInHeaders(base: string, caller: Caller): Promise<Record<string, string>> {
  const admin = caller === 'admin';
  const username = {
    admin: 'admin',
    'largest customer': 'bench.u900001',
    'smallest customer': 'bench.u900002',
    'user of 2 branches': 'bench.u900003',
  }[caller];
  const res = await request(base, `/api/authen/${admin ? 'admin' : 'customer'}/authenticate`, {
    body: { username, password: BENCH_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}`);
  const token = (res.json!.data as Row).accessToken as string;
  return {
    authorization: `Bearer ${token}`,
    'x-client-module': admin ? 'ADMIN' : 'CUSTOMER',
    'accept-language': 'th',
  };
}

// ---------------------------------------------------------------- 3. dashboard and report

const WAITING_UPLOADS = 600;
const TICKETS = 3_000;

/**
 * What the dashboard counts besides documents: imports waiting at each step (the load's imports
 * are all COMPLETED) and tickets, most of them closed — as a service some years old would hold.
 */
async function loadWaitingWork(run: Run, customers: BenchCustomer[]): Promise<void> {
  const random = prng(SEED + 2);
  const statuses = [
    'VALIDATION_FAILED',
    'READY',
    'USER_SUBMITTED',
    'ACCOUNTING_SUBMITTED',
    'PROCESSING',
    'FAILED',
  ];
  const uploads: Record<string, unknown[]> = { cc: [], bc: [], ut: [], tc: [], dt: [], st: [] };
  for (let i = 0; i < WAITING_UPLOADS; i += 1) {
    const customer =
      customers[
        weighted(
          random,
          customers.map((c) => c.share),
        )
      ]!;
    const [type] =
      customer.types[
        weighted(
          random,
          customer.types.map(([, share]) => share),
        )
      ]!;
    uploads.cc!.push(customer.code);
    uploads.bc!.push(pick(random, customer.branches));
    uploads.ut!.push(EDOC_TYPES.has(type) ? 'EDOC' : 'ETAX');
    uploads.tc!.push(`BT-${customer.code}-${type}`);
    uploads.dt!.push(type);
    uploads.st!.push(statuses[weighted(random, [30, 30, 25, 3, 2, 10])]);
  }
  await run({
    text: `INSERT INTO customer_upload (customer_code, branch_code, upload_type, template_code, document_type, file_name,
             total_rows, valid_rows, error_rows, status, upload_by, last_update_by)
           SELECT cc, bc, ut, tc, dt, 'waiting.xlsx', 10, 10, 0, st, 'bench', 'bench'
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS r(cc, bc, ut, tc, dt, st)`,
    params: [uploads.cc, uploads.bc, uploads.ut, uploads.tc, uploads.dt, uploads.st],
  });
  const tickets: Record<string, unknown[]> = { no: [], cc: [], pr: [], st: [] };
  for (let i = 0; i < TICKETS; i += 1) {
    tickets.no!.push(`TK-2568-${String(900_000 + i)}`);
    tickets.cc!.push(
      customers[
        weighted(
          random,
          customers.map((c) => c.share),
        )
      ]!.code,
    );
    tickets.pr!.push(['LOW', 'MEDIUM', 'HIGH', 'URGENT'][weighted(random, [30, 40, 20, 10])]);
    tickets.st!.push(['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'][weighted(random, [12, 8, 20, 60])]);
  }
  await run({
    text: `INSERT INTO ticket (ticket_request_no, customer_code, ticket_subject, detail, priority, action_type, status,
             request_role, request_code, request_name, create_by, last_update_by)
           SELECT no, cc, 'ขอสอบถามเรื่องเอกสาร', 'รายละเอียด', pr, 'GENERAL', st, 'ADMIN', 'ADM0001', 'bench', 'bench', 'bench'
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS r(no, cc, pr, st)`,
    params: [tickets.no, tickets.cc, tickets.pr, tickets.st],
  });
}

const SUMMARY = '/api/app/dashboardController/summary';
const REPORT = '/api/app/reportController/demo';
const DASHBOARD_BARS = { p95: 100, p99: 400 };

/**
 * The dashboard as its users open it: mostly the default twelve months, sometimes a quarter, a
 * month, last calendar year or a whole year at random; by the four callers of the search.
 */
function dashboardCalls(random: Random, _loaded: Loaded, count: number): Search[] {
  const callers: Caller[] = ['admin', 'largest customer', 'smallest customer', 'user of 2 branches'];
  const ranges: { weight: number; kind: string; body: () => Row }[] = [
    { weight: 60, kind: 'twelve months (default)', body: () => ({}) },
    {
      weight: 15,
      kind: 'a quarter',
      body: () => ({ dateFrom: isoDay(DAYS - 92), dateTo: isoDay(DAYS - 1) }),
    },
    {
      weight: 10,
      kind: 'a month',
      body: () => {
        const from = Math.floor(random() * (DAYS - 31));
        return { dateFrom: isoDay(from), dateTo: isoDay(from + 30) };
      },
    },
    {
      weight: 10,
      kind: 'last calendar year',
      body: () => ({ dateFrom: '2025-01-01', dateTo: '2025-12-31' }),
    },
    {
      weight: 5,
      kind: 'a year at random',
      body: () => {
        const from = Math.floor(random() * (DAYS - 366));
        return { dateFrom: isoDay(from), dateTo: isoDay(from + 365) };
      },
    },
  ];
  return Array.from({ length: count }, () => {
    const range =
      ranges[
        weighted(
          random,
          ranges.map((r) => r.weight),
        )
      ]!;
    return {
      kind: range.kind,
      caller: callers[weighted(random, [50, 20, 10, 20])]!,
      body: range.body(),
      path: SUMMARY,
    };
  });
}

/** Report downloads, timed to the last byte: a month and a year of every customer, a year of the largest. */
async function reportTimings(base: string, loaded: Loaded): Promise<void> {
  const headers = await signInHeaders(base, 'admin');
  const year = { dateFrom: isoDay(DAYS - 366), dateTo: isoDay(DAYS - 1) };
  const cases: [string, Row][] = [
    ['a month, all customers', { dateFrom: isoDay(DAYS - 31), dateTo: isoDay(DAYS - 1) }],
    ['a year, all customers', year],
    ['a year, the largest customer', { ...year, customerCode: loaded.customers[0]!.code }],
  ];
  console.log('\nreportController/demo (.xlsx, streamed), 10 downloads each after 2 warm-up:');
  for (const [kind, body] of cases) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = -2; i < 10; i += 1) {
      const started = performance.now();
      const res = await fetch(base + REPORT, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`report answered ${res.status}`);
      if (i >= 0) times.push(performance.now() - started);
    }
    times.sort((x, y) => x - y);
    console.log(
      `  ${kind.padEnd(30)} median ${percentile(times, 50).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms, ${(bytes / 1024).toFixed(1)} KB`,
    );
  }
  const summary = await request(base, SUMMARY, { headers, body: {} });
  const data = summary.json?.data as Row;
  const documents = data.documents as Row;
  console.log(
    `  (the administrator's default dashboard: ${String(documents.issued)} documents issued in ${String(data.dateFrom)} … ${String(data.dateTo)}, ` +
      `${String(documents.failed)} failed, delivery failures ${JSON.stringify(data.deliveryFailures)})`,
  );
}

const DASHBOARD_PLAN: BenchPlan = {
  name: 'dashboard summary',
  bars: DASHBOARD_BARS,
  calls: dashboardCalls,
  after: reportTimings,
};

// ---------------------------------------------------------------- 2. and 3.: runs

interface Loaded {
  customers: BenchCustomer[];
  samples: Sample[];
}

/** What one run measures over the loaded documents: its calls, their bar, and anything after. */
interface BenchPlan {
  name: string;
  bars: { p95: number; p99: number };
  calls(random: Random, loaded: Loaded, count: number): Search[];
  after?(base: string, loaded: Loaded): Promise<void>;
}

const SEARCH_PLAN: BenchPlan = {
  name: 'search',
  bars: SEARCH_BARS,
  calls: (random, loaded, count) => searches(random, loaded.customers, loaded.samples, count),
};

async function searchRun(
  label: string,
  env: Record<string, string>,
  load: (() => Promise<Loaded>) | Loaded,
  plan: BenchPlan = SEARCH_PLAN,
): Promise<boolean> {
  const random = prng(SEED + 1);
  let loaded: Loaded;
  let built = 'loaded before';
  if (typeof load === 'function') {
    console.log(`▶ ${label}: migrate and seed a fresh database`);
    await (await startServer(env)).stop();
    const started = Date.now();
    loaded = await load();
    built = `built in ${secondsSince(started)} s`;
    console.log(`  loaded ${DOCUMENTS.toLocaleString('en')} documents: ${built}`);
  } else {
    console.log(`▶ ${label}: the documents loaded before`);
    loaded = load;
  }
  const started = Date.now();
  const server = await startServer(env);
  console.log(`  serving after ${((Date.now() - started) / 1000).toFixed(1)} s (migrations included)`);
  try {
    const calls = plan
      .calls(random, loaded, REQUESTS + WARM_UP)
      .map((c) => ({ ...c, path: c.path ?? SEARCH }));
    const headers = new Map<string, Record<string, string>>();
    for (const caller of new Set(calls.map((c) => c.caller))) {
      headers.set(caller, await signInHeaders(server.base, caller));
    }
    const sender = httpSender(server, (caller) => headers.get(caller)!);
    const measured = await timeCalls(sender, calls, WARM_UP);
    const dataSet = `${DOCUMENTS.toLocaleString('en')} documents, ${built}`;
    const pass = report(`${label} ${plan.name} (${dataSet})`, measured, plan.bars);
    await plan.after?.(server.base, loaded);
    return pass;
  } finally {
    await server.stop();
  }
}

/** A kept data dir: this run's password for the bench's accounts, and the load's samples again. */
async function reuseDataDir(dataDir: string): Promise<Loaded> {
  const db = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  try {
    const hash = await hashPassword(BENCH_PASSWORD);
    for (const table of ['admin_user', 'customer_user']) {
      await db.query(
        `UPDATE ${table} SET password_hash = $1, must_change_password = false, failed_login_count = 0,
           locked_until = NULL WHERE create_by = 'bench' OR username = 'admin'`,
        [hash],
      );
    }
  } finally {
    await db.close();
  }
  return regenerate();
}

/** The same customers and samples as the load made (the generator is seeded). */
async function regenerate(): Promise<Loaded> {
  const random = prng(SEED);
  const customers = benchCustomers(random, DOCUMENTS);
  const { samples } = await generateDocuments(random, customers, DOCUMENTS, async () => {});
  return { customers, samples };
}

async function loadInto(run: Run): Promise<Loaded> {
  const random = prng(SEED);
  const customers = benchCustomers(random, DOCUMENTS);
  await loadOwners(run, customers);
  const { samples } = await loadDocuments(run, customers, random);
  await loadWaitingWork(run, customers);
  return { customers, samples };
}

async function pgliteSearch(plan: BenchPlan = SEARCH_PLAN): Promise<boolean> {
  const dataDir = KEEP_DIR
    ? path.resolve(KEEP_DIR)
    : mkdtempSync(path.join(os.tmpdir(), 'etax-bench-documents-'));
  const reuse = KEEP_DIR !== undefined && existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (KEEP_DIR) mkdirSync(dataDir, { recursive: true });
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIR: path.join(dataDir, 'no-web'),
    ADMIN_INITIAL_PASSWORD: BENCH_PASSWORD,
  };
  try {
    return await searchRun(
      'PGlite',
      env,
      reuse
        ? await reuseDataDir(dataDir)
        : async () => {
            const db = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
            try {
              return await loadInto(({ text, params }) => db.query(text, params));
            } finally {
              await db.close();
            }
          },
      plan,
    );
  } finally {
    if (!KEEP_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresSearch(databaseUrl: string, plan: BenchPlan = SEARCH_PLAN): Promise<boolean> {
  const host = new URL(databaseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error('DATABASE_URL must be on loopback');
  const name = `etax_bench_documents_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'etax-bench-documents-'));
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      WEB_DIR: path.join(dataDir, 'no-web'),
      ADMIN_INITIAL_PASSWORD: BENCH_PASSWORD,
    };
    return await searchRun(
      'PostgreSQL',
      env,
      async () => {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          return await loadInto(({ text, params }) => client.query(text, params));
        } finally {
          await client.end();
        }
      },
      plan,
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const results: boolean[] = [];
  if (PART === 'all' || PART === 'generation') await generationBench();
  if (PART === 'all' || PART === 'search') {
    results.push(await pgliteSearch());
    if (process.env.DATABASE_URL) results.push(await postgresSearch(process.env.DATABASE_URL));
  }
  if (PART === 'all' || PART === 'dashboard') {
    results.push(await pgliteSearch(DASHBOARD_PLAN));
    if (process.env.DATABASE_URL)
      results.push(await postgresSearch(process.env.DATABASE_URL, DASHBOARD_PLAN));
  }
  process.exitCode = results.every(Boolean) ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(
    `✖ bench:documents failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
});
