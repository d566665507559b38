// bench:documents, 1. generation: one-page documents made per CPU-second (scripts/bench-documents.ts).
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { createDeps } from '../../server/create-deps';
import { openDatabase } from '../../server/db/client';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { DOCUMENT_GENERATION_JOB } from '../../server/jobs/job-types';
import { generateDocuments as makeDocuments } from '../../server/modules/document/generation';
import { seed } from '../../server/db/seed';
import { call, type Row } from '../../tests/server/support/api';
import { signInAdmin, signInNewCustomerUser } from '../../tests/server/support/auth';
import {
  importCustomer,
  invoiceRow,
  uploadFile,
  UPLOAD,
  xlsxOf,
  type Cell,
} from '../../tests/server/support/imports';
import type { TestApp } from '../../tests/server/support/test-app';
import { giveCertificate } from '../../tests/server/support/certificates';
import { makeTestPkcs12 } from '../../tests/server/support/test-certificate';
import { readPkcs12 } from '../../server/etax/signing/pkcs12';
import { signEtaxXml } from '../../server/etax/signing/xades';
import { buildEtaxXml } from '../../server/etax/xml/build-xml';
import { validateEtaxXml } from '../../server/etax/xml/validate-xml';
import { toPdfA3 } from '../../server/pdf/pdfa3';
import { renderDocumentPdf } from '../../server/pdf/render-document';
import { benchEtaxDocument, benchPdfDocument } from '../bench-etax-documents';
import { TEST_PASSWORD_HASH_PARAMS } from '../../tests/server/support/test-constants';
import {
  BAR_DOCS_PER_CORE,
  ETAX_STEP_DOCUMENTS,
  GENERATION_DOCUMENTS,
  SEED,
  buyerName,
  pick,
  prng,
  taxId,
} from './shared';

// ---------------------------------------------------------------- 1. generation

export async function generationBench(): Promise<void> {
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
export async function etaxSteps(certificate: ReturnType<typeof makeTestPkcs12>): Promise<void> {
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
