// Imports in server tests: a customer with two branches and ACTIVE templates, and files to upload.
import ExcelJS from 'exceljs';
import { CUSTOMER_UPLOAD_PREFIX } from '../../../contract/customer-upload';
import { DOCUMENT_PREFIX } from '../../../contract/document';
import { call, callGet, callMultipart, fieldParts, type Row } from './api';
import { signInNewCustomerUser, type SignedIn, type TestCustomerUser } from './auth';
import { BANGKOK_ADDRESS } from './customer-data';
import { apiCustomer, BRANCH } from './customers';
import type { TestApp } from './test-app';
import { column, INPUT_COLUMN, TEMPLATE, templateBody } from './upload-templates';

export const UPLOAD = CUSTOMER_UPLOAD_PREFIX;

const decimal = { inputType: 'DECIMAL', inputControlType: 'NUMBER', maxLength: null };

/**
 * An invoice layout: header A–E, items F–I, VAT rate J, currency dropdown K (THB / USD), buyer's
 * phone L, the buyer's address P and zip code Q (a full tax invoice's; M–O are the notes').
 */
export const invoiceColumns = (): Row[] => [
  column('A', 'DOCUMENT_NO', { columnName: 'เลขที่เอกสาร', maxLength: 35 }),
  column('B', 'ISSUE_DATE', { columnName: 'วันที่เอกสาร', inputType: 'DATE', inputControlType: 'DATEPICKER' }),
  column('C', 'BUYER_NAME', { columnName: 'ชื่อผู้ซื้อ' }),
  column('D', 'BUYER_TAX_ID', { columnName: 'เลขประจำตัวผู้เสียภาษี', inputType: 'TAX_ID', maxLength: 13 }),
  column('E', 'BUYER_EMAIL', { columnName: 'อีเมลผู้ซื้อ', inputType: 'EMAIL', required: false }),
  column('F', 'ITEM_NAME', { columnName: 'รายการ' }),
  column('G', 'ITEM_QTY', { columnName: 'จำนวน', ...decimal }),
  column('H', 'ITEM_UNIT_PRICE', { columnName: 'ราคาต่อหน่วย', ...decimal }),
  column('I', 'ITEM_AMOUNT', { columnName: 'จำนวนเงิน', ...decimal }),
  column('J', 'VAT_RATE', { columnName: 'อัตราภาษี', ...decimal, required: false }),
  column('K', 'CURRENCY', {
    columnName: 'สกุลเงิน',
    inputControlType: 'DROPDOWN',
    required: false,
    maxLength: 3,
  }),
  column('L', 'BUYER_TEL', { columnName: 'เบอร์มือถือผู้ซื้อ', inputType: 'TEL', required: false, maxLength: 20 }),
  column('P', 'BUYER_ADDRESS', { columnName: 'ที่อยู่ผู้ซื้อ', required: false, maxLength: 256 }),
  column('Q', 'BUYER_ZIP_CODE', { columnName: 'รหัสไปรษณีย์ผู้ซื้อ', required: false, maxLength: 5 }),
];

/** The buyer's address of invoiceRow (Bangkok, Huai Khwang): cells P and Q. */
export const BUYER_ADDRESS = '99 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร';
export const BUYER_ZIP_CODE = '10310';

/** The invoice layout plus the reference of a debit / credit note or a cancellation (M–O). */
export const noteColumns = (): Row[] => [
  ...invoiceColumns(),
  column('M', 'REFERENCE_DOCUMENT_NO', { columnName: 'เลขที่เอกสารอ้างอิง', required: false, maxLength: 35 }),
  column('N', 'REFERENCE_DOCUMENT_DATE', {
    columnName: 'วันที่เอกสารอ้างอิง',
    inputType: 'DATE',
    inputControlType: 'DATEPICKER',
    required: false,
  }),
  column('O', 'PURPOSE_TEXT', { columnName: 'เหตุผล', required: false }),
];

/** A valid row of the invoice layout (a tax ID that passes the check digit). */
export type Cell = string | number | Date | null;

export const invoiceRow = (documentNo = 'INV-0001', overrides: Record<number, Cell> = {}): Cell[] => {
  const row: Cell[] = [
    documentNo,
    '2026-11-20',
    'บริษัท ผู้ซื้อ จำกัด',
    '0105536112014',
    'buyer@example.test',
    'ค่าบริการรายเดือน',
    '2',
    '500.00',
    '1000.00',
    '7',
    'THB',
    null,
    null,
    null,
    null,
    BUYER_ADDRESS,
    BUYER_ZIP_CODE,
  ];
  for (const [index, value] of Object.entries(overrides)) row[Number(index)] = value;
  return row;
};

export interface ImportCustomer {
  customerCode: string;
  taxId: string;
  excelTemplate: string;
  csvTemplate: string;
  edocTemplate: string;
}

/** An ACTIVE template of the customer with these columns (the invoice layout unless told). */
export async function activeTemplate(
  t: TestApp,
  admin: SignedIn,
  customerCode: string,
  overrides: Row,
  layout: Row[] = invoiceColumns(),
): Promise<string> {
  const created = await call(t, `${TEMPLATE}/create`, templateBody(customerCode, overrides), { as: admin });
  const templateCode = String(created.json().data.templateCode);
  const columns = await call(
    t,
    `${INPUT_COLUMN}/createListInputColumn`,
    { templateCode, columns: layout },
    { as: admin },
  );
  const currency = (columns.json().data as Row[]).find((c) => c.dataTypeKey === 'CURRENCY')!;
  for (const value of ['THB', 'USD']) {
    await call(
      t,
      `${INPUT_COLUMN}/createInputColumnOption`,
      { inputColumnId: currency.inputColumnId, optionValue: value, optionLabel: value },
      { as: admin },
    );
  }
  const current = (await callGet(t, `${TEMPLATE}/getTemplateByCode/${templateCode}`, { as: admin })).json()
    .data;
  const activated = await call(
    t,
    `${TEMPLATE}/update`,
    {
      ...templateBody(customerCode, overrides),
      templateCode,
      version: current.version,
      templateStatus: 'ACTIVE',
    },
    { as: admin },
  );
  if (activated.statusCode !== 200) throw new Error(`template activation failed: ${activated.body}`);
  return templateCode;
}

/** An ACTIVE EXCEL template of `documentType` for the customer, named แบบ <documentType>. */
export const excelTemplate = (
  t: TestApp,
  admin: SignedIn,
  customerCode: string,
  documentType: string,
  layout: Row[] = invoiceColumns(),
): Promise<string> =>
  activeTemplate(
    t,
    admin,
    customerCode,
    { templateType: 'EXCEL', documentType, templateName: `แบบ ${documentType}` },
    layout,
  );

/** A customer (head office 00000 and branch 00001) with ACTIVE E-TAX (.xlsx, .csv) and E-DOCUMENT templates. */
export async function importCustomer(
  t: TestApp,
  admin: SignedIn,
  overrides: Row = {},
): Promise<ImportCustomer> {
  const customer = await apiCustomer(t, admin, { documentTypes: ['388', '380'], ...overrides });
  const customerCode = String(customer.customerCode);
  await call(
    t,
    `${BRANCH}/create`,
    {
      customerCode,
      branchCode: '00001',
      branchName: 'สาขาที่ 1',
      branchType: 'BRANCH',
      address: BANGKOK_ADDRESS,
      status: 'ACTIVE',
    },
    { as: admin },
  );
  return {
    customerCode,
    taxId: String(customer.customerNumber),
    excelTemplate: await activeTemplate(t, admin, customerCode, { templateType: 'EXCEL' }),
    csvTemplate: await activeTemplate(t, admin, customerCode, { templateType: 'CSV' }),
    edocTemplate: await activeTemplate(t, admin, customerCode, {
      templateType: 'EXCEL',
      uploadType: 'EDOC',
      documentType: '380',
    }),
  };
}

/** importCustomer, and a USER of its head office signed in: who uploads in most import tests. */
export async function importCustomerWithUser(
  t: TestApp,
  admin: SignedIn,
  overrides: Row = {},
): Promise<{ customer: ImportCustomer; user: SignedIn & { user: TestCustomerUser } }> {
  const customer = await importCustomer(t, admin, overrides);
  const user = await signInNewCustomerUser(t, {
    customerCode: customer.customerCode,
    userRole: 'USER',
    branchCodes: ['00000'],
  });
  return { customer, user };
}

/** importCustomerWithUser, and an ACCOUNTING user of the customer: both steps of an import. */
export async function importCustomerWithStaff(
  t: TestApp,
  admin: SignedIn,
  overrides: Row = {},
): Promise<{
  customer: ImportCustomer;
  user: SignedIn & { user: TestCustomerUser };
  accounting: SignedIn;
}> {
  const { customer, user } = await importCustomerWithUser(t, admin, overrides);
  const accounting = await signInNewCustomerUser(t, {
    customerCode: customer.customerCode,
    userRole: 'ACCOUNTING',
    branchCodes: [],
  });
  return { customer, user, accounting };
}

const HEADER = [
  'เลขที่เอกสาร',
  'วันที่เอกสาร',
  'ชื่อผู้ซื้อ',
  'เลขประจำตัวผู้เสียภาษี',
  'อีเมลผู้ซื้อ',
  'รายการ',
  'จำนวน',
  'ราคาต่อหน่วย',
  'จำนวนเงิน',
  'อัตราภาษี',
  'สกุลเงิน',
  'เบอร์มือถือผู้ซื้อ',
  'เลขที่เอกสารอ้างอิง',
  'วันที่เอกสารอ้างอิง',
  'เหตุผล',
  'ที่อยู่ผู้ซื้อ',
  'รหัสไปรษณีย์ผู้ซื้อ',
];

/** An .xlsx of the invoice layout: the header row, then these rows. */
export async function xlsxOf(rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Invoices');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A UTF-8 CSV of the invoice layout (with a BOM, as Excel saves "CSV UTF-8"). */
export function csvOf(rows: Cell[][], bom = true): Buffer {
  const line = (cells: Cell[]) =>
    cells.map((cell) => `"${String(cell ?? '').replace(/"/g, '""')}"`).join(',');
  return Buffer.from(`${bom ? '\uFEFF' : ''}${[HEADER, ...rows].map(line).join('\r\n')}\r\n`);
}

export interface UploadInput {
  file: Buffer;
  fileName?: string;
  templateCode: string;
  customerCode?: string;
  branchCode?: string;
  uploadType?: 'ETAX' | 'EDOC';
}

/** POST upload (multipart) as `as`. */
export function uploadFile(t: TestApp, as: SignedIn, input: UploadInput, language?: 'th' | 'en') {
  const fields: Row = {
    uploadType: input.uploadType ?? 'ETAX',
    templateCode: input.templateCode,
    branchCode: input.branchCode ?? '00000',
    ...(input.customerCode ? { customerCode: input.customerCode } : {}),
  };
  return callMultipart(
    t,
    `${UPLOAD}/upload`,
    [
      ...fieldParts(fields),
      { name: 'file', filename: input.fileName ?? 'invoices.xlsx', content: input.file },
    ],
    { as, language },
  );
}

/**
 * A new import customer whose USER uploads `rows` and whose import the administrator approves (an
 * account other than the user's); answers the documents made, once the jobs have run.
 */
export async function generatedDocuments(
  t: TestApp,
  admin: SignedIn,
  rows: Cell[][],
  customerFields: Row = {},
): Promise<{ customer: ImportCustomer; user: SignedIn; documents: Row[] }> {
  const customer = await importCustomer(t, admin, customerFields);
  const user = await signInNewCustomerUser(t, {
    customerCode: customer.customerCode,
    userRole: 'USER',
    branchCodes: ['00000'],
  });
  const documents = await generateFrom(t, { admin, user, templateCode: customer.excelTemplate }, rows);
  return { customer, user, documents };
}

/**
 * The user uploads `rows` with the template and user-submits them, the administrator approves
 * (an account other than the user's); answers the documents made, once the jobs have run.
 */
export async function generateFrom(
  t: TestApp,
  who: {
    admin: SignedIn;
    user: SignedIn;
    templateCode: string;
    branchCode?: string;
    /** Runs once the file is staged, before the two steps (to change what generation finds). */
    beforeApproval?: () => Promise<unknown>;
  },
  rows: Cell[][],
): Promise<Row[]> {
  const { admin, user, templateCode, branchCode } = who;
  const res = await uploadFile(t, user, { file: await xlsxOf(rows), templateCode, branchCode });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  const { uploadId } = res.json().data;
  await who.beforeApproval?.();
  const ready = (await call(t, `${UPLOAD}/getCustomerFileUploadById`, { uploadId }, { as: user })).json()
    .data;
  const submitted = await call(
    t,
    `${UPLOAD}/userSubmitFile`,
    { uploadId, version: ready.version },
    { as: user },
  );
  await call(
    t,
    `${UPLOAD}/accountingSubmitFile`,
    { uploadId, version: submitted.json().data.version },
    { as: admin },
  );
  await t.deps.jobs.idle();
  const found = await call(
    t,
    `${DOCUMENT_PREFIX}/search`,
    { uploadId, sortBy: 'documentId', sortDir: 'asc' },
    { as: admin },
  );
  return found.json().data as Row[];
}
