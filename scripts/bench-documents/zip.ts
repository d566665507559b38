// bench:documents, 4. bulk download (BENCH_PART=zip): a zip of BENCH_ZIP_DOCUMENTS (10,000)
// documents made by the server's job — bar ≤ 60 s from the request to DONE, and ≤ 300 MB of RSS
// added to the idle server (which holds ~300 MB itself, docs/memory.md; the absolute figure and
// the server's CPU time are printed too) — then the zip downloaded and CHECKED: one entry per PDF and per XML, each entry's
// bytes the stored file's (SHA-256), nothing else. The documents are written straight into a fresh
// PGlite data dir (as the search bench loads its own): one customer, one import, a ~19 KB PDF per
// document (random bytes: they do not deflate, like a real PDF's streams) and, for two in three, a
// ~8 KB e-Tax XML (Thai text: it deflates, like a real one).
import { PGlite } from '@electric-sql/pglite';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import yauzl from 'yauzl';
import { BULK_DOWNLOAD_PREFIX, bulkDownloadFileUrl } from '../../contract/bulk-download';
import { PGLITE_EXTENSIONS } from '../../server/db/client';
import { hashPassword } from '../../server/security/password';
import { withClient, withScratchDatabase } from '../bench-kit/postgres';
import { cpuSecondsOf, pgliteServerEnv, request, startServer } from '../bench-kit/server';
import { BENCH_PASSWORD } from './data';
import { signInHeaders } from './search';

export const ZIP_DOCUMENTS = Number(process.env.BENCH_ZIP_DOCUMENTS ?? 10_000);
const BARS = { seconds: 60, rssMb: 300 };
const CUSTOMER = 'BZIP001';
const PDF_BYTES = 19_000;
const BATCH = 250;

interface Expected {
  /** Entry name → SHA-256 of its bytes. */
  entries: Map<string, string>;
  pdfs: number;
  xmls: number;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function xmlOf(documentNo: string): Buffer {
  const line = `<ram:Name>สินค้าทดสอบ ${documentNo} บริษัท ผู้ซื้อ จำกัด สำนักงานใหญ่</ram:Name>\n`;
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<rsm:TaxInvoice_CrossIndustryInvoice>\n${line.repeat(80)}</rsm:TaxInvoice_CrossIndustryInvoice>\n`,
  );
}

/** What the load needs of a database: PGlite's and pg's `query` both fit. */
interface Queryable {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

async function load(db: Queryable, count: number): Promise<Expected> {
  const hash = await hashPassword(BENCH_PASSWORD);
  await db.query(
    `UPDATE admin_user SET password_hash = $1, must_change_password = false WHERE username = 'admin'`,
    [hash],
  );
  await db.query(
    `INSERT INTO customer (customer_code, customer_name, customer_number, customer_status, customer_type, create_by, last_update_by)
     VALUES ($1, 'บริษัท ทดสอบไฟล์ซิป จำกัด', '0105536112014', 'ACTIVE', 'JURISTIC', 'bench', 'bench')`,
    [CUSTOMER],
  );
  await db.query(
    `INSERT INTO upload_template (template_code, customer_code, template_name, template_type, upload_type, document_type,
       template_status, create_by, last_update_by)
     VALUES ('BZIP-388', $1, 'zip', 'EXCEL', 'ETAX', '388', 'ACTIVE', 'bench', 'bench')`,
    [CUSTOMER],
  );
  const upload = await db.query<{ upload_id: number }>(
    `INSERT INTO customer_upload (customer_code, branch_code, upload_type, template_code, document_type, total_rows,
       valid_rows, error_rows, status, upload_by, last_update_by)
     VALUES ($1, '00000', 'ETAX', 'BZIP-388', '388', $2, $2, 0, 'COMPLETED', 'bench', 'bench') RETURNING upload_id`,
    [CUSTOMER, count],
  );
  const uploadId = upload.rows[0]!.upload_id;
  const expected: Expected = { entries: new Map(), pdfs: 0, xmls: 0 };
  const started = Date.now();
  for (let from = 0; from < count; from += BATCH) {
    const files: { id: string; purpose: string; name: string; type: string; bytes: Buffer }[] = [];
    const documents: { no: string; pdf: string; xml: string | null }[] = [];
    for (let i = from; i < Math.min(count, from + BATCH); i++) {
      const no = `ZIP2569-${String(i + 1).padStart(6, '0')}`;
      /** Stores the document's file of this kind; the zip must hold it under its name, byte for byte. */
      const stored = (purpose: string, extension: string, type: string, bytes: Buffer): string => {
        const file = {
          id: randomUUID(),
          purpose,
          name: `ใบกำกับภาษี-${no}.${extension}`,
          type,
          bytes,
        };
        files.push(file);
        expected.entries.set(file.name, sha256(bytes));
        return file.id;
      };
      const pdf = stored('DOCUMENT_PDF', 'pdf', 'application/pdf', randomBytes(PDF_BYTES));
      expected.pdfs++;
      let xml: string | null = null;
      if (i % 3 !== 2) {
        xml = stored('DOCUMENT_XML', 'xml', 'application/xml', xmlOf(no));
        expected.xmls++;
      }
      documents.push({ no, pdf, xml });
    }
    await db.query(
      `INSERT INTO stored_file (file_id, owner_customer_code, purpose, original_name, download_name, content_type, size_bytes,
         sha256, content, create_by)
       SELECT id, $1, p, n, n, ct, octet_length(c), encode(sha256(c), 'hex'), c, 'bench'
       FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::bytea[]) AS r(id, p, n, ct, c)`,
      [
        CUSTOMER,
        files.map((f) => f.id),
        files.map((f) => f.purpose),
        files.map((f) => f.name),
        files.map((f) => f.type),
        files.map((f) => f.bytes),
      ],
    );
    await db.query(
      `INSERT INTO document (upload_id, customer_code, branch_code, upload_type, document_type, document_no, first_row_no,
         issue_date, buyer_name, total_amount, status, email_status, sms_status, pdf_file_id, xml_file_id, create_by, last_update_by)
       SELECT $1, $2, '00000', 'ETAX', '388', no, ord::int + 1, '2026-11-01', 'บริษัท ผู้ซื้อ จำกัด', 1070, 'GENERATED',
         'NOT_REQUESTED', 'NOT_REQUESTED', pdf, xml, 'bench', 'bench'
       FROM unnest($3::text[], $4::uuid[], $5::uuid[]) WITH ORDINALITY AS r(no, pdf, xml, ord)`,
      [
        uploadId,
        CUSTOMER,
        documents.map((d) => d.no),
        documents.map((d) => d.pdf),
        documents.map((d) => d.xml),
      ],
    );
  }
  console.log(
    `  loaded ${count.toLocaleString('en')} documents with their files in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return expected;
}

/** The server process's resident set now (Linux /proc), in MB. */
function rssOf(pid: number): { now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { now: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024 };
}

/** Every entry of the zip file: name → SHA-256 of its bytes. */
function entriesOf(file: string): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, string>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const hash = createHash('sha256');
          stream.on('data', (chunk: Buffer) => hash.update(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            if (entries.has(entry.fileName)) return reject(new Error(`${entry.fileName} twice`));
            entries.set(entry.fileName, hash.digest('hex'));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** The bench on PGlite (the server's own process holds the database); true when right and within the bars. */
export async function zipBench(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'etax-bench-zip-'));
  try {
    return await zipRun('PGlite', pgliteServerEnv(dataDir, BENCH_PASSWORD), async () => {
      const db = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
      return load(db, ZIP_DOCUMENTS).finally(() => db.close());
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same on a scratch database of DATABASE_URL's PostgreSQL (the server process holds no data). */
export function postgresZipBench(databaseUrl: string): Promise<boolean> {
  return withScratchDatabase(databaseUrl, 'etax_bench_zip', async (url) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'etax-bench-zip-'));
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: url, WEB_DIR: path.join(dataDir, 'no-web') };
      return await zipRun('PostgreSQL', env, () => withClient(url, (client) => load(client, ZIP_DOCUMENTS)));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

/** Migrates and seeds (a first start), loads, then times the zip on a second start; checks it. */
async function zipRun(
  label: string,
  data: Record<string, string>,
  loadData: () => Promise<Expected>,
): Promise<boolean> {
  const env = { ...data, ADMIN_INITIAL_PASSWORD: BENCH_PASSWORD };
  const dataDir = data.DATA_DIR!;
  console.log(
    `▶ ${label} bulk download: ${ZIP_DOCUMENTS.toLocaleString('en')} documents (BENCH_ZIP_DOCUMENTS)`,
  );
  await (await startServer(env)).stop();
  const expected = await loadData();
  const server = await startServer(env);
  try {
    const pid = server.pid!;
    const headers = await signInHeaders(server.base, 'admin');
    const atStart = rssOf(pid);
    const cpuFrom = cpuSecondsOf(pid);
    const started = Date.now();
    const created = await request(server.base, `${BULK_DOWNLOAD_PREFIX}/create`, {
      headers,
      body: { customerCode: CUSTOMER },
    });
    if (created.status !== 200)
      throw new Error(`create answered ${created.status}: ${JSON.stringify(created.json)}`);
    const bulkDownloadId = (created.json!.data as { bulkDownloadId: number }).bulkDownloadId;
    let status = 'QUEUED';
    let peakNow = 0;
    while (status === 'QUEUED' || status === 'RUNNING') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      peakNow = Math.max(peakNow, rssOf(pid).now);
      const res = await request(server.base, `${BULK_DOWNLOAD_PREFIX}/getBulkDownloadById`, {
        headers,
        body: { bulkDownloadId },
      });
      status = String((res.json?.data as { status?: string } | undefined)?.status);
    }
    const seconds = (Date.now() - started) / 1000;
    const cpu = (cpuSecondsOf(pid) ?? 0) - (cpuFrom ?? 0);
    const added = peakNow - atStart.now;
    const zipFile = path.join(dataDir, 'bulk.zip');
    const res = await fetch(server.base + bulkDownloadFileUrl(bulkDownloadId), { headers });
    if (res.status !== 200 || !res.body) throw new Error(`download answered ${res.status}`);
    await pipeline(Readable.fromWeb(res.body as WebReadableStream), createWriteStream(zipFile));
    const found = await entriesOf(zipFile);
    const wanted = expected.pdfs + expected.xmls;
    const wrong = [...expected.entries].filter(([name, hash]) => found.get(`${CUSTOMER}/${name}`) !== hash);
    const right = status === 'DONE' && found.size === wanted && wrong.length === 0;
    const size = readFileSync(zipFile).length / 1024 / 1024;
    console.log(
      `  ${status} in ${seconds.toFixed(1)} s (bar ≤ ${BARS.seconds} s; server CPU ${cpu.toFixed(1)} s, load average ` +
        `${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores) · zip ${size.toFixed(1)} MB`,
    );
    console.log(
      `  server RSS: ${atStart.now.toFixed(0)} MB idle before, at most ${peakNow.toFixed(0)} MB while zipping: ` +
        `the zip added ${added.toFixed(0)} MB (bar ≤ ${BARS.rssMb} MB)`,
    );
    console.log(
      `  CHECK: ${found.size.toLocaleString('en')} entries, expected ${wanted.toLocaleString('en')} ` +
        `(${expected.pdfs.toLocaleString('en')} PDFs + ${expected.xmls.toLocaleString('en')} XMLs); ` +
        `${wrong.length} missing or different → ${right ? 'RIGHT' : 'WRONG'}`,
    );
    // The bar is the zip's memory: the idle server alone holds ~300 MB (docs/memory.md).
    const pass = right && seconds <= BARS.seconds && added <= BARS.rssMb;
    console.log(`  ${pass ? 'PASS' : right ? 'MISSED' : 'FAIL'}`);
    return pass;
  } finally {
    await server.stop();
  }
}
