import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bangkokToday } from '../../server/validation/date-range';
import { callGet, controllerCalls, type Row } from './support/api';
import { API_TIME, detailsOf, errorKey, expectRefused } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { auditActions } from './support/audit';
import { createCustomer, signInNewCustomerUser, type SignedIn } from './support/auth';
import { column, etaxColumns, INPUT_COLUMN, TEMPLATE, templateBody } from './support/upload-templates';

const { t, admin } = useAdminApp();
const templates = controllerCalls(t, TEMPLATE, admin);
const columns = controllerCalls(t, INPUT_COLUMN, admin);

let customerCode: string;
let otherCustomerCode: string;
let customerUser: SignedIn;
let otherCustomerUser: SignedIn;
beforeAll(async () => {
  customerCode = (await createCustomer(t, { documentTypes: ['388', 'T02'] })).customerCode;
  otherCustomerCode = (await createCustomer(t, { documentTypes: [] })).customerCode;
  customerUser = await signInNewCustomerUser(t, { customerCode, userRole: 'USER' });
  otherCustomerUser = await signInNewCustomerUser(t, {
    customerCode: otherCustomerCode,
    userRole: 'CUSTOMER_ADMIN',
  });
});

async function newTemplate(overrides: Row = {}): Promise<Row> {
  const res = await templates.post('create', templateBody(customerCode, overrides));
  if (res.statusCode !== 200) throw new Error(`template create failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** An E-TAX template with its seven required columns, ACTIVE. */
async function activeEtaxTemplate(overrides: Row = {}): Promise<Row> {
  const template = await newTemplate(overrides);
  await columns.post('createListInputColumn', {
    templateCode: template.templateCode,
    columns: etaxColumns(),
  });
  const current = (
    await callGet(t, `${TEMPLATE}/getTemplateByCode/${String(template.templateCode)}`, { as: admin })
  ).json().data;
  const res = await templates.post('update', {
    ...templateBody(customerCode, overrides),
    templateCode: current.templateCode,
    version: current.version,
    templateStatus: 'ACTIVE',
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('create', () => {
  it('generates the code, defaults the first data row to 2, and writes an audit row', async () => {
    const res = await templates.post(
      'create',
      templateBody(customerCode, { templateName: '  ใบกำกับภาษี สาขา  ' }),
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      templateCode: expect.stringMatching(/^TPL\d{6}$/),
      customerCode,
      templateName: 'ใบกำกับภาษี สาขา',
      templateType: 'EXCEL',
      uploadType: 'ETAX',
      documentType: '388',
      templateStatus: 'INACTIVE',
      startRow: 2,
      fileName: 'invoices-2026.xlsx',
      version: 1,
      lastUpdateDtm: expect.stringMatching(API_TIME),
      columns: [],
    });
    expect(await auditActions(t, 'upload_template', String(data.templateCode))).toEqual(['CREATE']);
  });

  it('refuses a document type the customer has not enabled, and one that does not exist', async () => {
    const notEnabled = await templates.post('create', templateBody(customerCode, { documentType: '81' }));
    expectRefused(notEnabled, 400, { documentType: 'ลูกค้านี้ไม่ได้เปิดใช้ประเภทเอกสารนี้' });
    const unknown = await templates.post(
      'create',
      templateBody(otherCustomerCode, { documentType: 'NOPE' }),
      admin,
      'en',
    );
    expectRefused(unknown, 400, { documentType: 'is not one of the codes that may be chosen' });
  });

  it('accepts every document type for a customer that enabled all ([])', async () => {
    const res = await templates.post('create', templateBody(otherCustomerCode, { documentType: '81' }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses an ACTIVE E-TAX template without its required columns, naming the missing keys', async () => {
    const res = await templates.post('create', templateBody(customerCode, { templateStatus: 'ACTIVE' }));
    expect(res.statusCode).toBe(422);
    expect(errorKey(res)).toBe('ETAX_REQUIRED_KEYS');
    expect(detailsOf(res).ETAX_REQUIRED_KEYS).toContain(
      'DOCUMENT_NO, ISSUE_DATE, BUYER_NAME, BUYER_TAX_ID, ITEM_NAME, ITEM_QTY, ITEM_UNIT_PRICE',
    );
  });

  it('lets an E-DOCUMENT template start ACTIVE without columns', async () => {
    const res = await templates.post(
      'create',
      templateBody(otherCustomerCode, { uploadType: 'EDOC', documentType: '380', templateStatus: 'ACTIVE' }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('checks the schema: type, first row and unknown fields', async () => {
    const res = await templates.post('create', {
      ...templateBody(customerCode, { templateType: 'PDF', startRow: 0 }),
      extra: 1,
    });
    expect(res.statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const res = await templates.post('create', templateBody(customerCode), customerUser);
    expect(res.statusCode).toBe(403);
  });
});

describe('update', () => {
  it('does not activate a full tax invoice without the buyer’s address and zip code; an abbreviated one', async () => {
    const withoutAddress = etaxColumns().filter((c) => !String(c.dataTypeKey).startsWith('BUYER_ADDRESS'));
    const activate = async (documentType: string, layout: Row[], language?: 'en') => {
      const res = await templates.post(
        'create',
        templateBody(otherCustomerCode, { documentType, templateName: `แบบ ${documentType}` }),
      );
      const templateCode = res.json().data.templateCode;
      await columns.post('createListInputColumn', { templateCode, columns: layout });
      const current = (
        await callGet(t, `${TEMPLATE}/getTemplateByCode/${templateCode}`, { as: admin })
      ).json().data;
      return templates.post(
        'update',
        {
          ...templateBody(otherCustomerCode, { documentType, templateName: `แบบ ${documentType}` }),
          templateCode,
          version: current.version,
          templateStatus: 'ACTIVE',
        },
        admin,
        language,
      );
    };
    for (const documentType of ['388', 'T02', 'T03', 'T04', '80', '81']) {
      const refused = await activate(documentType, withoutAddress);
      expect(refused.statusCode).toBe(422);
      expect(errorKey(refused)).toBe('ETAX_REQUIRED_KEYS');
      expect(detailsOf(refused).ETAX_REQUIRED_KEYS).toBe(
        'ใบกำกับภาษีเต็มรูปต้องแสดงที่อยู่ของผู้ซื้อ (ประมวลรัษฎากร มาตรา 86/4): เพิ่มคอลัมน์ของฟิลด์เหล่านี้ก่อนเปิดใช้งาน: BUYER_ADDRESS',
      );
    }
    const noZip = await activate(
      '388',
      etaxColumns().filter((c) => c.dataTypeKey !== 'BUYER_ZIP_CODE'),
      'en',
    );
    expect(detailsOf(noZip).ETAX_REQUIRED_KEYS).toBe(
      "A full tax invoice shows the buyer's address (Revenue Code section 86/4): add columns for these fields before activating: BUYER_ZIP_CODE",
    );
    // Abbreviated tax invoices, receipts and cancellations keep the lighter rule.
    for (const documentType of ['T05', 'T06', 'T01', 'T07'])
      expect((await activate(documentType, etaxColumns().slice(0, 7))).statusCode).toBe(200);
    expect((await activate('T02', etaxColumns())).statusCode).toBe(200);
  });

  it('activates an E-TAX template once it maps the required fields, and checks the version', async () => {
    const template = await activeEtaxTemplate({ templateName: 'ภาษีขาย' });
    expect(template).toMatchObject({ templateStatus: 'ACTIVE', templateName: 'ภาษีขาย' });
    expect(template.columns).toHaveLength(9);

    const stale = await templates.post('update', {
      ...templateBody(customerCode),
      templateCode: template.templateCode,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorKey(stale)).toBe('STALE_RECORD');
  });

  it('cannot move a template to another customer', async () => {
    const template = await newTemplate();
    const res = await templates.post('update', {
      ...templateBody(otherCustomerCode),
      templateCode: template.templateCode,
      version: template.version,
    });
    expectRefused(res, 400, { customerCode: 'แก้ไขค่านี้ไม่ได้' });
  });

  it('answers 404 for an unknown template', async () => {
    const res = await templates.post('update', {
      ...templateBody(customerCode),
      templateCode: 'TPL999999',
      version: 1,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('reading', () => {
  let active: Row;
  let inactive: Row;
  let othersActive: Row;
  beforeAll(async () => {
    active = await activeEtaxTemplate({ templateName: 'ใช้งาน' });
    inactive = await newTemplate({ templateName: 'ร่างไว้', documentType: 'T02' });
    othersActive = (
      await templates.post(
        'create',
        templateBody(otherCustomerCode, {
          uploadType: 'EDOC',
          documentType: '380',
          templateStatus: 'ACTIVE',
        }),
      )
    ).json().data;
  });

  it('searches by customer, name and status for an administrator', async () => {
    const body = await (
      await templates.post('search', { customerCode, templateName: 'ร่าง', templateStatus: 'INACTIVE' })
    ).json();
    expect(body.data.map((r: Row) => r.templateCode)).toContain(inactive.templateCode);
    expect(
      body.data.every((r: Row) => r.customerCode === customerCode && r.templateStatus === 'INACTIVE'),
    ).toBe(true);
    expect(body.paging).toMatchObject({ page: 1, size: 25 });
  });

  it('shows a customer user only the own customer’s ACTIVE templates, whatever the body says', async () => {
    const body = await (
      await templates.post('search', { customerCode: otherCustomerCode }, customerUser)
    ).json();
    const codes = body.data.map((r: Row) => r.templateCode);
    expect(codes).toContain(active.templateCode);
    expect(codes).not.toContain(inactive.templateCode);
    expect(codes).not.toContain(othersActive.templateCode);
  });

  it('lists the ACTIVE templates of a customer, by document type', async () => {
    const mine = await templates.dataOf('listTemplateByCustomerCode', { customerCode, documentType: '388' });
    expect(mine.map((r: Row) => r.templateCode)).toContain(active.templateCode);
    expect(mine.every((r: Row) => r.templateStatus === 'ACTIVE' && r.documentType === '388')).toBe(true);
    const asOther = await templates.dataOf('listTemplateByCustomerCode', { customerCode }, otherCustomerUser);
    expect(asOther.map((r: Row) => r.templateCode)).toContain(othersActive.templateCode);
    expect(asOther.every((r: Row) => r.customerCode === otherCustomerCode)).toBe(true);
  });

  it('gives a template with its columns; another customer’s or an inactive one is not found', async () => {
    const url = (code: unknown) => `${TEMPLATE}/getTemplateByCode/${String(code)}`;
    const mine = await callGet(t, url(active.templateCode), { as: customerUser });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.columns.map((c: Row) => c.inputCol)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
      'I',
    ]);
    expect((await callGet(t, url(inactive.templateCode), { as: customerUser })).statusCode).toBe(404);
    expect((await callGet(t, url(active.templateCode), { as: otherCustomerUser })).statusCode).toBe(404);
    const columnsOfOther = await columns.post(
      'listInputColumnByTemplateCode',
      { templateCode: active.templateCode },
      otherCustomerUser,
    );
    expect(columnsOfOther.statusCode).toBe(404);
  });
});

describe('downloadSample', () => {
  it('writes an .xlsx whose header row names the columns, with an example row and an in-cell list', async () => {
    const template = await newTemplate({ uploadType: 'EDOC', documentType: 'T02', templateName: 'ตัวอย่าง' });
    const saved = await columns.dataOf('createListInputColumn', {
      templateCode: template.templateCode,
      columns: [
        column('A', 'DOCUMENT_NO', { columnName: 'เลขที่เอกสาร' }),
        column('C', 'ISSUE_DATE', { columnName: 'วันที่', inputType: 'DATE', inputControlType: 'DATEPICKER' }),
        column('D', 'CURRENCY', { columnName: 'สกุลเงิน', inputControlType: 'DROPDOWN' }),
      ],
    });
    const currency = saved.find((c: Row) => c.dataTypeKey === 'CURRENCY');
    for (const [optionValue, optionLabel] of [
      ['THB', 'บาท'],
      ['USD', 'ดอลลาร์สหรัฐ'],
    ]) {
      await columns.post('createInputColumnOption', {
        inputColumnId: currency.inputColumnId,
        optionValue,
        optionLabel,
      });
    }

    const res = await callGet(t, `${TEMPLATE}/downloadSample/${String(template.templateCode)}`, {
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`${String(template.templateCode)}-sample.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect([1, 2, 3, 4].map((n) => sheet.getRow(1).getCell(n).text)).toEqual([
      'เลขที่เอกสาร',
      '',
      'วันที่',
      'สกุลเงิน',
    ]);
    // A number of this year and today's date as Thai users type them (Buddhist era, text).
    const [year, month, day] = bangkokToday().split('-');
    expect(sheet.getRow(2).getCell(1).text).toBe(`INV${Number(year) + 543}-0001`);
    expect(sheet.getRow(2).getCell(3).value).toBe(`${day}/${month}/${Number(year) + 543}`);
    expect(sheet.getRow(2).getCell(4).text).toBe('THB');
    expect(sheet.getRow(2).getCell(4).dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"THB,USD"'],
    });
  });

  it('writes a UTF-8 CSV with a BOM for a CSV template', async () => {
    const template = await newTemplate({ templateType: 'CSV', uploadType: 'EDOC', documentType: 'T02' });
    await columns.post('createListInputColumn', {
      templateCode: template.templateCode,
      columns: [
        column('A', 'BUYER_NAME', { columnName: 'ชื่อผู้ซื้อ' }),
        column('B', 'BUYER_TAX_ID', { columnName: 'เลขผู้เสียภาษี', inputType: 'TAX_ID' }),
      ],
    });
    const res = await callGet(t, `${TEMPLATE}/downloadSample/${String(template.templateCode)}`, {
      as: admin,
    });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.rawPayload.toString('utf8').slice(1).split('\r\n')).toEqual([
      'ชื่อผู้ซื้อ,เลขผู้เสียภาษี',
      'บริษัท ตัวอย่าง จำกัด,0105536112014',
      '',
    ]);
  });

  it('is given to a customer user for the own ACTIVE templates only', async () => {
    const active = await activeEtaxTemplate();
    const url = `${TEMPLATE}/downloadSample/${String(active.templateCode)}`;
    expect((await callGet(t, url, { as: customerUser })).statusCode).toBe(200);
    expect((await callGet(t, url, { as: otherCustomerUser })).statusCode).toBe(404);
  });
});
