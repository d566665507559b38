// npm run bench:sales-tax — the sales tax report of one branch and month with BENCH_SALES_TAX_ROWS
// (100,000) documents (issue 28: ≤ 10 s), in-process through app.inject on a throw-away PGlite
// data dir (docs/sales-tax-report.md "Speed"):
// 1. migrates and seeds a fresh data dir, makes a customer through the API, and writes the month's
//    documents straight into the document table (the tallies' triggers run as for generated ones):
//    85 % tax invoices (388), 5 % T02, 5 % credit notes (81), 3 % debit notes (80) and 2 %
//    cancellation notes (T07) each naming an earlier invoice; plus documents of the month before,
//    of another branch and FAILED ones that the report must leave out.
// 2. downloads the preview, the .xlsx and the PDF one after the other, each timed to the last
//    byte, and checks the answers: the preview's and the workbook's totals equal a sum over the
//    documents worked out here in SQL (credit notes subtracted, cancelled invoices left out), and
//    the workbook holds every row. Exit code 1 when a check fails or the .xlsx takes over 10 s.
//
// Env: BENCH_SALES_TAX_ROWS (100000), BENCH_SALES_TAX_PDF (1; 0 leaves the PDF out),
// BENCH_SALES_TAX_PDF_OUT (a path: the PDF is written there).
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inProcessApp } from './bench-kit/in-process';
import ExcelJS from 'exceljs';
import { SALES_TAX_REPORT_PREFIX } from '../contract/sales-tax-report';
import { signInAdmin } from '../tests/server/support/auth';
import { apiCustomer } from '../tests/server/support/customers';
import { insertUpload } from '../tests/server/support/figures-data';

const ROWS = Number(process.env.BENCH_SALES_TAX_ROWS ?? 100_000);
const WITH_PDF = process.env.BENCH_SALES_TAX_PDF !== '0';
const PDF_OUT = process.env.BENCH_SALES_TAX_PDF_OUT;
const BAR_MS = 10_000;
const MONTH = '2026-10';
const CHUNK = 25_000;

const bench = await inProcessApp('sales-tax');
const { t, dataDir } = bench;
const { app, deps } = t;

/**
 * `count` documents numbered from `first`: the type by the number's last two digits, a value of
 * 100.25–1,099.25 and its 7 % VAT, issue dates over the month (or `day` when given).
 */
async function insertDocuments(
  customerCode: string,
  uploadId: number,
  options: { first: number; count: number; branchCode: string; month: string; status?: string },
): Promise<void> {
  const { first, count, branchCode, month, status = 'GENERATED' } = options;
  for (let from = first; from < first + count; from += CHUNK) {
    const to = Math.min(first + count, from + CHUNK) - 1;
    await deps.db.execute(sql`
      INSERT INTO document (upload_id, customer_code, branch_code, upload_type, document_type, document_no,
        first_row_no, issue_date, buyer_name, buyer_tax_id, buyer_branch_code, total_before_vat, vat_rate,
        vat_amount, total_amount, reference_document_no, status, fail_code, create_by, last_update_by)
      SELECT ${uploadId}, ${customerCode}, ${branchCode}, 'ETAX', kind.type, kind.prefix || '-' || g, 2,
        ${`${month}-01`}::date + (g % 28), 'บริษัท ผู้ซื้อ ' || (g % 977) || ' จำกัด', '0105536112014',
        '00000', amount.value, 7, round(amount.value * 0.07, 2), amount.value + round(amount.value * 0.07, 2),
        CASE WHEN kind.type = 'T07' THEN 'INV-' || (g - 50) END, ${status},
        CASE WHEN ${status} = 'FAILED' THEN 'TOTAL_MISMATCH' END, 'bench', 'bench'
      FROM generate_series(${from}::int, ${to}::int) AS g
      CROSS JOIN LATERAL (SELECT (g % 1000) + 100.25 AS value) AS amount
      CROSS JOIN LATERAL (
        SELECT CASE WHEN g % 100 < 85 THEN '388' WHEN g % 100 < 90 THEN 'T02' WHEN g % 100 < 95 THEN '81'
          WHEN g % 100 < 98 THEN '80' ELSE 'T07' END AS type,
          CASE WHEN g % 100 < 85 THEN 'INV' WHEN g % 100 < 90 THEN 'T02' WHEN g % 100 < 95 THEN 'CN'
          WHEN g % 100 < 98 THEN 'DN' ELSE 'CAN' END AS prefix
      ) AS kind`);
  }
}

/** The report's totals worked out here, straight from the documents. */
async function expectedTotals(customerCode: string): Promise<{ rows: number; value: string; vat: string }> {
  const result: unknown = await deps.db.execute(sql`
    SELECT count(*)::int AS rows,
      coalesce(sum(CASE WHEN d.document_type = '81' THEN -d.total_before_vat ELSE d.total_before_vat END)
        FILTER (WHERE c.document_id IS NULL), 0)::text AS value,
      coalesce(sum(CASE WHEN d.document_type = '81' THEN -d.vat_amount ELSE d.vat_amount END)
        FILTER (WHERE c.document_id IS NULL), 0)::text AS vat
    FROM document AS d
    LEFT JOIN document AS c ON c.customer_code = d.customer_code AND c.document_type = 'T07'
      AND c.status = 'GENERATED' AND c.reference_document_no = d.document_no
    WHERE d.customer_code = ${customerCode} AND d.branch_code = '00000' AND d.status = 'GENERATED'
      AND d.issue_date >= ${`${MONTH}-01`}::date AND d.issue_date < ${`${MONTH}-01`}::date + interval '1 month'
      AND d.document_type IN ('388', 'T02', 'T03', 'T04', 'T05', 'T06', '80', '81')`);
  return (result as { rows: { rows: number; value: string; vat: string }[] }).rows[0]!;
}

const failures: string[] = [];
const check = (what: string, ok: boolean, detail: string) => {
  if (!ok) failures.push(`${what}: ${detail}`);
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what} ${detail}`);
};

try {
  const admin = await signInAdmin(t);
  const customerCode = String((await apiCustomer(t, admin, { customerName: 'บริษัท ผู้ขาย จำกัด' })).customerCode);
  const uploadId = await insertUpload(t, { customerCode, status: 'COMPLETED' });
  console.log(`Sales tax report of ${ROWS.toLocaleString('en')} documents in ${MONTH} (PGlite, ${dataDir})`);
  let begun = performance.now();
  await insertDocuments(customerCode, uploadId, { first: 1, count: ROWS, branchCode: '00000', month: MONTH });
  // Left out: the month before, another branch, FAILED ones.
  const noise = Math.round(ROWS / 10);
  await insertDocuments(customerCode, uploadId, {
    first: ROWS + 1,
    count: noise,
    branchCode: '00000',
    month: '2026-09',
  });
  await insertDocuments(customerCode, uploadId, {
    first: 2 * ROWS + 1,
    count: noise,
    branchCode: '00001',
    month: MONTH,
  });
  await insertDocuments(customerCode, uploadId, {
    first: 3 * ROWS + 1,
    count: noise,
    branchCode: '00000',
    month: MONTH,
    status: 'FAILED',
  });
  console.log(`  loaded in ${((performance.now() - begun) / 1000).toFixed(1)} s`);
  const expected = await expectedTotals(customerCode);
  console.log(`  expected: ${expected.rows} rows, value ${expected.value}, VAT ${expected.vat}`);

  const body = { customerCode, branchCode: '00000', month: MONTH };
  const timed = async (kind: 'preview' | 'xlsx' | 'pdf') => {
    begun = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `${SALES_TAX_REPORT_PREFIX}/${kind}`,
      payload: body,
      headers: admin.headers,
    });
    const ms = performance.now() - begun;
    console.log(
      `  ${kind.padEnd(8)} ${res.statusCode} ${(ms / 1000).toFixed(2).padStart(6)} s  ${(res.rawPayload.length / 1024).toFixed(0)} KB`,
    );
    if (res.statusCode !== 200)
      failures.push(`${kind} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return { res, ms };
  };

  const preview = (await timed('preview')).res.json().data;
  check('preview rows', preview.rowCount === expected.rows, `${preview.rowCount} / ${expected.rows}`);
  check(
    'preview totals',
    preview.totals.value === expected.value && preview.totals.vat === expected.vat,
    `${preview.totals.value} / ${preview.totals.vat}`,
  );

  const xlsx = await timed('xlsx');
  check('xlsx time', xlsx.ms <= BAR_MS, `${(xlsx.ms / 1000).toFixed(2)} s (bar ${BAR_MS / 1000} s)`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const totals = sheet.getRow(sheet.rowCount);
  const result = (column: number) => (totals.getCell(column).value as { result: number }).result.toFixed(2);
  check('xlsx rows', sheet.rowCount === 7 + expected.rows + 1, `${sheet.rowCount - 8} data rows`);
  check(
    'xlsx totals',
    result(7) === expected.value && result(8) === expected.vat,
    `${result(7)} / ${result(8)}`,
  );

  if (WITH_PDF) {
    const pdf = await timed('pdf');
    check('pdf', pdf.res.statusCode === 200, `${(pdf.ms / 1000).toFixed(2)} s`);
    // To look at it (pdftoppm -png -r 100 …): the figures say nothing of how the page reads.
    if (PDF_OUT) writeFileSync(PDF_OUT, pdf.res.rawPayload);
  }
} finally {
  await bench.close();
}
console.log(failures.length ? `FAIL (${failures.length})` : 'PASS');
process.exitCode = failures.length ? 1 : 0;
