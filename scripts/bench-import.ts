// npm run bench:import — what an import costs, in-process on a throw-away PGlite, over real HTTP
// (the server listens on a local port, so look-ups and the upload share its event loop):
// 1. a 10,000-row × 25-column .xlsx of Thai invoice data uploaded, read, checked and staged,
//    while a client keeps calling a look-up (a customer's templates): upload time, look-up
//    p50 / p99, RSS;
// 2. hostile files refused: a zip bomb, a 1,000,000-row .xlsx and a 1,000,000-row .csv — time
//    to the answer and RSS above idle.
// A figure of a wrong answer is worth nothing, so it checks the answers: the valid file must end
// READY with no error row and every staged cell equal to what the file holds (read back through
// the API), each hostile file must be refused for its reason. Any miss is said on a line starting
// "WRONG:" and the run exits 1.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { BANGKOK_ADDRESS } from '../tests/server/support/customer-data';
import { manyRowsXlsx, zipBomb } from '../tests/server/support/hostile-files';
import os from 'node:os';
import { inProcessApp } from './bench-kit/in-process';

const PASSWORD = 'bench-password-1234';
const ROWS = 10_000;
const UPLOAD = '/api/document/customerUploadFile';
const TEMPLATE = '/api/app/customerUploadTemplateController';
const COLUMN = '/api/app/inputColumnController';

const bench = await inProcessApp('import', { ADMIN_INITIAL_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' });
const { app, deps } = bench.t;
// The first administrator must change the password at first sign-in; the bench signs in as it.
await deps.db.execute(sql`update admin_user set must_change_password = false`);
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const signIn = await app.inject({
  method: 'POST',
  url: '/api/authen/admin/authenticate',
  payload: { username: 'admin', password: PASSWORD },
});
const token = signIn.json().data.accessToken as string;
const headers = { authorization: `Bearer ${token}`, 'x-client-module': 'ADMIN' };
async function post(url: string, body: unknown) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: Record<string, unknown> };
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

// A customer and an ACTIVE 25-column E-TAX template.
const customer = await post('/api/app/customerController/create', {
  customerName: 'บริษัท ทดสอบความเร็ว จำกัด',
  customerNumber: '0105536112014',
  customerStatus: 'ACTIVE',
  customerType: 'JURISTIC',
  contactTel: '021234567',
  email: 'bench@example.test',
  address: BANGKOK_ADDRESS,
  shippingAddress: null,
  documentTypes: [],
});
const customerCode = customer.customerCode as string;
const template = await post(`${TEMPLATE}/create`, {
  customerCode,
  templateName: 'ทดสอบ 25 คอลัมน์',
  templateType: 'EXCEL',
  uploadType: 'ETAX',
  documentType: '388',
  templateStatus: 'INACTIVE',
});
const templateCode = template.templateCode as string;
/**
 * A column: its key, input type, the cell of row i, and what staging makes of that cell when it
 * is not the cell's text as is (a Thai date → ISO).
 */
type Spec = [
  key: string,
  inputType: string,
  sample: (i: number) => string | number,
  staged?: (i: number) => string,
];
const WORDS =
  'สินค้า บริการ เอกสาร อิเล็กทรอนิกส์ ใบกำกับภาษี ค่าขนส่ง ค่าติดตั้ง ค่าบำรุงรักษา อุปกรณ์ สำนักงาน คอมพิวเตอร์ กระดาษ หมึกพิมพ์ ซอฟต์แวร์ ลิขสิทธิ์ รายเดือน รายปี ที่ปรึกษา ฝึกอบรม จัดส่ง'.split(
    ' ',
  );
/** Thai words that change from row to row, so the file is not all repeats. */
const words = (seed: number, count: number) =>
  Array.from(
    { length: count },
    (_, k) => WORDS[(seed * 31 + k * 17 + ((seed >> k) & 7)) % WORDS.length],
  ).join(' ');
/** Today in Bangkok, and 30 days on: dates the rules take as an issue date and a due date. */
const isoDay = (daysOn: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(Date.now() + daysOn * 86_400_000);
const [year, month, day] = isoDay(0).split('-').map(Number) as [number, number, number];
/** The issue date as a Thai user types it: d/m/yyyy in the Buddhist era. */
const thaiToday = `${day}/${month}/${year + 543}`;
const specs: Spec[] = [
  ['DOCUMENT_NO', 'STRING', (i) => `INV-${Math.floor(i / 2)}`],
  ['ISSUE_DATE', 'DATE', () => thaiToday, () => isoDay(0)],
  ['DUE_DATE', 'DATE', () => isoDay(30)],
  ['BUYER_NAME', 'STRING', () => 'บริษัท ผู้ซื้อสินค้าและบริการ จำกัด (มหาชน)'],
  ['BUYER_TAX_ID', 'TAX_ID', () => '0105536112014'],
  ['BUYER_BRANCH_CODE', 'STRING', () => '00000'],
  ['BUYER_EMAIL', 'EMAIL', (i) => `buyer${Math.floor(i / 2)}@example.co.th`],
  ['BUYER_TEL', 'TEL', () => '0812345678'],
  ['BUYER_ADDRESS', 'STRING', () => '99/9 ถนนราชดำเนินกลาง แขวงพระบรมมหาราชวัง เขตพระนคร กรุงเทพมหานคร'],
  ['BUYER_ZIP_CODE', 'STRING', () => '10200'],
  ['ITEM_CODE', 'STRING', (i) => `SKU-${i % 500}`],
  ['ITEM_NAME', 'STRING', (i) => `${words(i, 8)} รายการที่ ${i}`],
  ['ITEM_QTY', 'DECIMAL', () => 2],
  ['ITEM_UNIT', 'STRING', () => 'ชิ้น'],
  ['ITEM_UNIT_PRICE', 'DECIMAL', () => 500],
  ['ITEM_DISCOUNT', 'DECIMAL', () => 0],
  ['ITEM_AMOUNT', 'DECIMAL', () => 1000],
  ['VAT_RATE', 'DECIMAL', () => 7],
  ['VAT_AMOUNT', 'DECIMAL', () => 140],
  ['TOTAL_BEFORE_VAT', 'DECIMAL', () => 2000],
  ['TOTAL_AMOUNT', 'DECIMAL', () => 2140],
  ['CURRENCY', 'STRING', () => 'THB'],
  ['REFERENCE_DOCUMENT_NO', 'STRING', (i) => `PO-${Math.floor(i / 2)}`],
  ['PURPOSE_TEXT', 'STRING', () => 'ขายสินค้าตามใบสั่งซื้อ'],
  ['REMARK', 'STRING', (i) => `${words(Math.floor(i / 2) * 7, 12)} ชำระภายใน 30 วัน`],
];
const letter = (i: number) => (i < 26 ? String.fromCharCode(65 + i) : `A${String.fromCharCode(39 + i)}`);
await post(`${COLUMN}/createListInputColumn`, {
  templateCode,
  columns: specs.map(([key, inputType], i) => ({
    columnName: key,
    dataTypeKey: key,
    inputCol: letter(i),
    inputType,
    inputControlType: inputType === 'DATE' ? 'DATEPICKER' : inputType === 'DECIMAL' ? 'NUMBER' : 'TEXTBOX',
    required: true,
    maxLength: inputType === 'STRING' ? 200 : null,
  })),
});
const current = await post(`${TEMPLATE}/search`, { templateCode });
void current;
const detail = (await (
  await fetch(`${base}${TEMPLATE}/getTemplateByCode/${templateCode}`, { headers })
).json()) as {
  data: Record<string, unknown>;
};
await post(`${TEMPLATE}/update`, {
  customerCode,
  templateCode,
  templateName: 'ทดสอบ 25 คอลัมน์',
  templateType: 'EXCEL',
  uploadType: 'ETAX',
  documentType: '388',
  templateStatus: 'ACTIVE',
  version: detail.data.version,
});

async function workbookOf(rows: number, row: (i: number) => (string | number)[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow(specs.map(([key]) => key)).commit();
  for (let i = 0; i < rows; i++) sheet.addRow(row(i)).commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

async function upload(file: Buffer, fileName: string) {
  const form = new FormData();
  form.set('uploadType', 'ETAX');
  form.set('templateCode', templateCode);
  form.set('branchCode', '00000');
  form.set('customerCode', customerCode);
  form.set('file', new Blob([new Uint8Array(file)]), fileName);
  const start = performance.now();
  const res = await fetch(`${base}${UPLOAD}/upload`, { method: 'POST', headers, body: form });
  const json = (await res.json()) as { data?: Record<string, unknown>; status: { details?: unknown } };
  return { ms: performance.now() - start, status: res.status, json };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const wrongs: string[] = [];
/** A wrong answer: said at once, and the run ends non-zero. */
function wrong(what: string) {
  wrongs.push(what);
  console.log(`  WRONG: ${what}`);
}

// ---------------------------------------------------------------- 1. the 10,000-row upload

const big = await workbookOf(ROWS, (i) => specs.map(([, , sample]) => sample(i)));
let textBytes = 0;
for (let i = 0; i < ROWS; i++)
  for (const [, , sample] of specs) textBytes += Buffer.byteLength(String(sample(i)));
console.log(
  `Import of ${ROWS.toLocaleString()} rows × ${specs.length} columns (${mb(textBytes)} of cell text as UTF-8, .xlsx ${mb(big.length)}), ${os.availableParallelism()} cores:`,
);
await post(`${TEMPLATE}/listTemplateByCustomerCode`, { customerCode }); // warm
global.gc?.();
const idleRss = process.memoryUsage().rss;
let peakRss = idleRss;
const watch = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
let uploading = true;
const lookups: number[] = [];
const lookupLoop = (async () => {
  while (uploading) {
    const start = performance.now();
    await post(`${TEMPLATE}/listTemplateByCustomerCode`, { customerCode });
    lookups.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();
const result = await upload(big, 'big.xlsx');
uploading = false;
await lookupLoop;
clearInterval(watch);
console.log(`  answer ${result.status} ${JSON.stringify(result.json.data ?? result.json.status)}`);
console.log(`  upload, read, checked and staged in ${(result.ms / 1000).toFixed(2)} s (goal ≤ 5 s)`);
console.log(
  `  look-ups during it: ${lookups.length}, p50 ${percentile(lookups, 50).toFixed(0)} ms, p99 ${percentile(lookups, 99).toFixed(0)} ms, max ${Math.max(...lookups).toFixed(0)} ms (goal p99 ≤ 100 ms)`,
);
console.log(`  RSS ${mb(idleRss)} before, peak ${mb(peakRss)}`);
await checkStaged(result.json.data);

/** The valid file's answer: READY, no error row, every cell staged as the file holds it. */
async function checkStaged(answer: Record<string, unknown> | undefined) {
  if (answer?.status !== 'READY' || answer.errorRows !== 0 || answer.totalRows !== ROWS) {
    wrong(
      `the valid ${ROWS.toLocaleString()}-row file ended ${String(answer?.status)} with ${String(answer?.errorRows)} error rows of ${String(answer?.totalRows)} (expected READY, 0 of ${ROWS.toLocaleString()})`,
    );
  }
  if (!answer) return;
  const staged: { rowNo: number; data: Record<string, unknown>; errors: unknown[] }[] = [];
  for (let page = 1; staged.length < ROWS; page += 1) {
    const rows = await post(`${UPLOAD}/searchCustomerFileUploadTempData`, {
      uploadId: answer.uploadId,
      page,
      size: 100,
    });
    if (!Array.isArray(rows) || rows.length === 0) break;
    staged.push(...(rows as typeof staged));
  }
  const firstError = staged.find((row) => row.errors.length > 0);
  if (firstError) console.log(`  first row with an error: ${JSON.stringify(firstError)}`);
  if (staged.length !== ROWS) wrong(`${staged.length} rows staged of the file's ${ROWS}`);
  let differences = 0;
  for (const [i, row] of staged.entries()) {
    for (const [key, , sample, stagedAs] of specs) {
      const expected = stagedAs ? stagedAs(i) : String(sample(i));
      if (row.rowNo === i + 2 && row.data[key] === expected) continue;
      if (differences === 0) {
        const where = row.rowNo === i + 2 ? '' : ` (the staged row is row ${row.rowNo})`;
        wrong(
          `row ${i + 2} ${key} staged as ${JSON.stringify(row.data[key])}${where}, the file holds ${JSON.stringify(expected)}`,
        );
      }
      differences += 1;
    }
  }
  if (differences > 0)
    wrong(
      `${differences.toLocaleString()} staged cells of ${(ROWS * specs.length).toLocaleString()} differ from the file`,
    );
  else if (staged.length === ROWS)
    console.log(`  all ${(ROWS * specs.length).toLocaleString()} staged cells equal the file's`);
}

// ---------------------------------------------------------------- 2. hostile files

async function refusal(label: string, file: Buffer, fileName: string, expected: string) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const rssWatch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  const answer = await upload(file, fileName);
  clearInterval(rssWatch);
  const key = JSON.stringify(
    (answer.json.status.details as { key: string }[] | undefined)?.map((d) => d.key),
  );
  console.log(
    `  ${label.padEnd(34)} ${mb(file.length).padStart(6)} → ${answer.status} ${key} in ${answer.ms.toFixed(0)} ms, RSS +${mb(peak - before)} (goal ≤ 1 s, ≤ 200 MB)`,
  );
  if (answer.status !== 422 || key !== JSON.stringify([expected])) {
    wrong(`${label}: answered ${answer.status} ${key}, expected 422 ["${expected}"]`);
  }
}

console.log('\nHostile files:');
await refusal('zip bomb (.xlsx, 200 MB inflated)', zipBomb(), 'bomb.xlsx', 'FILE_UNREADABLE');
await refusal('zip bomb with lying headers', zipBomb({ lying: true }), 'bomb.xlsx', 'FILE_UNREADABLE');
// 44 MB inflated: under the zip guard's limit, so the row cap must stop it.
await refusal('1,000,000-row .xlsx', manyRowsXlsx(1_000_000), 'million.xlsx', 'TOO_MANY_ROWS');
await post(`${TEMPLATE}/update`, {
  customerCode,
  templateCode,
  templateName: 'ทดสอบ 25 คอลัมน์',
  templateType: 'CSV',
  uploadType: 'ETAX',
  documentType: '388',
  templateStatus: 'ACTIVE',
  version: Number(detail.data.version) + 1,
});
await refusal('1,000,000-row .csv', Buffer.from('x\n'.repeat(1_000_000)), 'million.csv', 'TOO_MANY_ROWS');

await bench.close();

if (wrongs.length > 0) {
  console.log(`\n${wrongs.length} wrong answer(s): the figures above measure a wrong result.`);
  process.exitCode = 1;
} else console.log('\nEvery answer checked and right.');
