// npm run bench:memory — what the server holds in memory (issue 33, docs/memory.md): the real
// server (server/main.ts, started as `npm start` starts it) on a fresh PGlite data dir, its
// resident set (VmRSS of /proc/<pid>/status) printed
//   1. idle, right after it answers check-api (migrated, seeded, jobs polling);
//   2. after a few lists (customers, imports, documents): what a server that only serves lists holds;
//   3. after the first PDF-template page preview (the form's page drawn as a PNG: pdf.js + canvas);
//   4. after a large generation batch: an .xlsx of BENCH_MEMORY_DOCUMENTS (300) E-TAX tax invoices
//      of 1–3 lines, uploaded by a USER, user-submitted, approved by an administrator and made by
//      the generation job (each document's XML built, checked against the XSD, signed with the
//      customer's certificate and carried in a PDF/A-3), then one document's page preview;
// and the peak (VmHWM: the most the process ever held). Goals: idle ≤ 400 MB, peak ≤ 800 MB.
// The data (accounts, the customer with its certificate and templates, a draft PDF template) is
// made beforehand in this process on the same data dir, which is then closed and handed to the
// server. A figure of work gone wrong is worth nothing, so the answers are checked: the preview
// must answer 200 with a PNG, the import must end COMPLETED with every document GENERATED and
// SIGNED, the document preview a PNG. A miss says "WRONG:", a goal missed "MISSED:"; either
// makes the run exit 1.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CUSTOMER_UPLOAD_PREFIX } from '../contract/customer-upload';
import { DOCUMENT_PREFIX } from '../contract/document';
import { PDF_TEMPLATE_PREFIX } from '../contract/pdf-template';
import { loadConfig } from '../server/config';
import type { Row } from '../tests/server/support/api';
import {
  createAdminUser,
  createCustomerUser,
  signInAdmin,
  TEST_PASSWORD,
} from '../tests/server/support/auth';
import { giveCertificate } from '../tests/server/support/certificates';
import { importCustomer, invoiceRow, xlsxOf, type Cell } from '../tests/server/support/imports';
import { field, templateWithLayout } from '../tests/server/support/pdf-templates';
import { makeTestPkcs12 } from '../tests/server/support/test-certificate';
import type { TestApp } from '../tests/server/support/test-app';
import { TEST_PASSWORD_HASH_PARAMS } from '../tests/server/support/test-constants';
import { startApp } from './bench-kit/in-process';
import { request, startServer, type BenchServer } from './bench-kit/server';

const DOCUMENTS = Number(process.env.BENCH_MEMORY_DOCUMENTS ?? 300);
const GOAL_IDLE_MB = 400;
const GOAL_PEAK_MB = 800;
const PNG_SIGNATURE = '89504e470d0a1a0a';

const problems: string[] = [];
function wrong(what: string) {
  problems.push(what);
  console.log(`  WRONG: ${what}`);
}

// ---------------------------------------------------------------- the data, made beforehand

interface Prepared {
  admin: { username: string; password: string };
  user: { username: string; password: string };
  customerCode: string;
  excelTemplate: string;
  pdfTemplateId: number;
}

async function prepare(dataDir: string): Promise<Prepared> {
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      ADMIN_INITIAL_PASSWORD: TEST_PASSWORD,
    }),
    // The bench's own accounts: a low scrypt cost keeps their sign-ins out of the figures.
    passwordHashParams: TEST_PASSWORD_HASH_PARAMS,
  };
  const { database, deps, app } = await startApp(config, dataDir);
  const t: TestApp = { app, deps, close: async () => {} };
  try {
    const admin = await signInAdmin(t);
    const customer = await importCustomer(t, admin);
    await giveCertificate(t, admin, customer.customerCode, makeTestPkcs12({ commonName: 'บริษัท ผู้ขาย จำกัด' }));
    const user = await createCustomerUser(t, {
      customerCode: customer.customerCode,
      userRole: 'USER',
      branchCodes: ['00000'],
    });
    // A second administrator approves: the uploader's account may not.
    const approver = await createAdminUser(t);
    const template = await templateWithLayout(t, admin, customer.customerCode, {
      columns: [field('DOCUMENT_NO', 400, 90), field('BUYER_NAME', 40, 160, { width: 300 })],
    });
    return {
      admin: approver,
      user,
      customerCode: customer.customerCode,
      excelTemplate: customer.excelTemplate,
      pdfTemplateId: Number(template.pdfTemplateId),
    };
  } finally {
    await app.close();
    await deps.jobs.stop();
    await deps.mailer.close();
    await database.close();
  }
}

/** Tax invoices of 1–3 lines in Thai (the same every run). */
function invoiceRows(count: number): Cell[][] {
  const items = ['ค่าบริการรายเดือน', 'น้ำดื่มบรรจุขวด 600 มล.', 'ค่าติดตั้งระบบ', 'กระดาษ A4 80 แกรม', 'ค่าขนส่ง'];
  const rows: Cell[][] = [];
  for (let d = 1; d <= count; d++) {
    for (let l = 0; l <= d % 3; l++) {
      const qty = 1 + ((d + l) % 5);
      const unitPrice = (50 + ((d * 37 + l * 11) % 5000)).toFixed(2);
      rows.push(
        invoiceRow(`MEM-${String(d).padStart(6, '0')}`, {
          2: `บริษัท ลูกค้ารายที่ ${d} จำกัด`,
          5: `${items[(d + l) % items.length]!} งวดที่ ${d}`,
          6: String(qty),
          7: unitPrice,
          8: (qty * Number(unitPrice)).toFixed(2),
        }),
      );
    }
  }
  return rows;
}

// ---------------------------------------------------------------- the server and its memory

/** VmRSS and VmHWM (the peak) of a process, in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

type Headers = Record<string, string>;

/** A POST to the started server; a large batch's calls may take long on a busy machine. */
const post = (base: string, url: string, body: unknown, headers: Headers = {}) =>
  request(base, url, { body, headers, timeoutMs: 120_000 });

async function signIn(base: string, kind: 'admin' | 'customer', account: Prepared['user']): Promise<Headers> {
  const { username, password } = account;
  const res = await post(base, `/api/authen/${kind}/authenticate`, { username, password });
  if (res.status !== 200) throw new Error(`sign-in of ${account.username} answered ${res.status}`);
  const token = (res.json!.data as Row).accessToken as string;
  return { authorization: `Bearer ${token}`, 'x-client-module': kind === 'admin' ? 'ADMIN' : 'CUSTOMER' };
}

/** A data: URL's bytes are a PNG. */
const isPngDataUrl = (image: unknown) =>
  typeof image === 'string' &&
  image.startsWith('data:image/png;base64,') &&
  Buffer.from(image.slice(22, 40), 'base64').subarray(0, 8).toString('hex') === PNG_SIGNATURE;

// ---------------------------------------------------------------- the run

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'etax-bench-memory-'));
const figures: { step: string; rss: number }[] = [];
let server: BenchServer | undefined;
let peakSeen = 0;
try {
  console.log(`▶ preparing a customer with a certificate and templates in ${dataDir}`);
  const prepared = await prepare(dataDir);
  const rows = invoiceRows(DOCUMENTS);
  const file = await xlsxOf(rows);

  const starting = performance.now();
  server = await startServer({ DATA_DIR: dataDir }, 120_000);
  const startSeconds = (performance.now() - starting) / 1000;
  const { base } = server;
  const pid = server.pid!;
  const note = (step: string) => {
    const { rss } = memoryOf(pid);
    figures.push({ step, rss });
    console.log(`  ${step.padEnd(52)} RSS ${rss.toFixed(0).padStart(5)} MB`);
  };
  console.log(
    `▶ server (node --import tsx server/main.ts, PGlite, Node ${process.versions.node}) answering after ${startSeconds.toFixed(1)} s`,
  );
  note('1. idle after start');

  const admin = await signIn(base, 'admin', prepared.admin);
  const user = await signIn(base, 'customer', prepared.user);
  for (const [url, as] of [
    ['/api/app/customerController/search', admin],
    [`${CUSTOMER_UPLOAD_PREFIX}/searchCustomerFileUpload`, user],
    [`${DOCUMENT_PREFIX}/search`, admin],
    [`${PDF_TEMPLATE_PREFIX}/searchPdfTemplate`, admin],
  ] as const) {
    const res = await post(base, url, {}, as);
    if (res.status !== 200) wrong(`${url} answered ${res.status}`);
  }
  note('2. after signing in and a few lists');

  /** Asks `url` for a page's preview as the administrator: wrong unless 200 with a PNG. */
  const preview = async (url: string, body: Row, what: string) => {
    const res = await post(base, url, body, admin);
    if (res.status !== 200 || !isPngDataUrl((res.json?.data as Row | undefined)?.image))
      wrong(`${what} answered ${res.status} without a PNG`);
  };
  await preview(
    `${PDF_TEMPLATE_PREFIX}/generateImage`,
    { pdfTemplateId: prepared.pdfTemplateId, page: 1 },
    "the template's page preview",
  );
  note('3. after the first PDF-template page preview');

  // The batch: upload, user-submit, approve, then wait for the job; RSS sampled meanwhile.
  const sampler = setInterval(() => (peakSeen = Math.max(peakSeen, memoryOf(pid).rss)), 50);
  const started = performance.now();
  const form = new FormData();
  form.set('uploadType', 'ETAX');
  form.set('templateCode', prepared.excelTemplate);
  form.set('branchCode', '00000');
  form.set('file', new Blob([new Uint8Array(file)]), 'invoices.xlsx');
  const uploaded = await fetch(`${base}${CUSTOMER_UPLOAD_PREFIX}/upload`, {
    method: 'POST',
    headers: user,
    body: form,
  });
  const upload = ((await uploaded.json()) as { data: Row }).data;
  if (uploaded.status !== 200 || upload.status !== 'READY')
    throw new Error(`the upload answered ${uploaded.status}, ${String(upload?.status)}`);
  const uploadId = upload.uploadId;
  const read = async (as: Headers) =>
    (await post(base, `${CUSTOMER_UPLOAD_PREFIX}/getCustomerFileUploadById`, { uploadId }, as)).json!
      .data as Row;
  const submitted = await post(
    base,
    `${CUSTOMER_UPLOAD_PREFIX}/userSubmitFile`,
    { uploadId, version: (await read(user)).version },
    user,
  );
  if (submitted.status !== 200) throw new Error(`userSubmitFile answered ${submitted.status}`);
  const approved = await post(
    base,
    `${CUSTOMER_UPLOAD_PREFIX}/accountingSubmitFile`,
    { uploadId, version: (submitted.json!.data as Row).version },
    admin,
  );
  if (approved.status !== 200) throw new Error(`accountingSubmitFile answered ${approved.status}`);
  let done = await read(admin);
  const deadline = Date.now() + 20 * 60_000;
  while (!['COMPLETED', 'FAILED'].includes(String(done.status)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    done = await read(admin);
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  batch: ${rows.length} rows → ${String(done.documentCount)} documents, ${String(done.status)} in ${seconds.toFixed(1)} s`,
  );
  if (done.status !== 'COMPLETED') wrong(`the import ended ${String(done.status)}`);
  if (done.documentCount !== DOCUMENTS || done.failedDocumentCount !== 0)
    wrong(
      `${String(done.documentCount)} documents made, ${String(done.failedDocumentCount)} failed, of ${DOCUMENTS}`,
    );
  const made = await post(base, `${DOCUMENT_PREFIX}/search`, { uploadId, size: 100 }, admin);
  const found = (made.json?.data ?? []) as Row[];
  const madeTotal = (made.json?.paging as Row | undefined)?.totalRecords;
  if (madeTotal !== DOCUMENTS) wrong(`the document search finds ${String(madeTotal)} of ${DOCUMENTS}`);
  const notGenerated = found.filter((d) => d.status !== 'GENERATED').length;
  if (notGenerated > 0) wrong(`${notGenerated} of the first 100 documents are not GENERATED`);
  const first = found[0];
  if (first) {
    const detail = await post(
      base,
      `${DOCUMENT_PREFIX}/getDocumentById`,
      { documentId: first.documentId },
      admin,
    );
    const signature = (detail.json?.data as Row | undefined)?.signature as Row | undefined;
    if (signature?.status !== 'SIGNED') wrong(`document ${String(first.documentId)} is not signed`);
  }
  note(`4. after the batch of ${DOCUMENTS} signed PDF/A-3 documents`);
  if (first) {
    await preview(
      `${DOCUMENT_PREFIX}/previewPage`,
      { documentId: first.documentId, page: 1 },
      "the document's page preview",
    );
  }
  note("5. after a document's page preview");

  const { rss, peak } = memoryOf(pid);
  const idle = figures[0]!.rss;
  console.log(
    `\nRSS idle ${idle.toFixed(0)} MB (goal ≤ ${GOAL_IDLE_MB}), now ${rss.toFixed(0)} MB, ` +
      `peak ${peak.toFixed(0)} MB (VmHWM; goal ≤ ${GOAL_PEAK_MB}; highest sampled during the batch ${peakSeen.toFixed(0)} MB)`,
  );
  if (idle > GOAL_IDLE_MB) {
    problems.push('idle');
    console.log(`  MISSED: idle ${idle.toFixed(0)} MB > ${GOAL_IDLE_MB} MB`);
  }
  if (peak > GOAL_PEAK_MB) {
    problems.push('peak');
    console.log(`  MISSED: peak ${peak.toFixed(0)} MB > ${GOAL_PEAK_MB} MB`);
  }
} catch (error) {
  wrong(error instanceof Error ? error.message : String(error));
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(problems.length ? `FAIL (${problems.length})` : 'PASS');
process.exit(problems.length ? 1 : 0);
