import { beforeAll, describe, expect, it } from 'vitest';
import { callGet, controllerCalls, type Row } from './support/api';
import { detailsOf, errorKey, expectRefused } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { auditActions } from './support/audit';
import { createCustomer, signInNewCustomerUser, type SignedIn } from './support/auth';
import { column, etaxColumns, INPUT_COLUMN, TEMPLATE, templateBody } from './support/upload-templates';

const { t, admin } = useAdminApp();
const templates = controllerCalls(t, TEMPLATE, admin);
const { post, dataOf } = controllerCalls(t, INPUT_COLUMN, admin);

let customerCode: string;
let customerUser: SignedIn;
beforeAll(async () => {
  customerCode = (await createCustomer(t)).customerCode;
  customerUser = await signInNewCustomerUser(t, { customerCode, userRole: 'CUSTOMER_ADMIN' });
});

async function newTemplate(overrides: Row = {}): Promise<string> {
  const res = await templates.post('create', templateBody(customerCode, overrides));
  if (res.statusCode !== 200) throw new Error(`template create failed: ${res.statusCode} ${res.body}`);
  return String(res.json().data.templateCode);
}

const templateOf = async (templateCode: string): Promise<Row> =>
  (await callGet(t, `${TEMPLATE}/getTemplateByCode/${templateCode}`, { as: admin })).json().data;

async function activate(templateCode: string) {
  const current = await templateOf(templateCode);
  return templates.post('update', {
    ...templateBody(customerCode, { uploadType: current.uploadType }),
    templateCode,
    version: current.version,
    templateStatus: 'ACTIVE',
  });
}

/** What a column editor sends back of a stored column: its editable fields, its id and version. */
const SENT_BACK =
  'inputColumnId version columnName dataTypeKey inputCol inputType inputControlType required maxLength';

describe('createListInputColumn', () => {
  it('stores the columns in order and answers the template’s whole list', async () => {
    const templateCode = await newTemplate();
    const res = await post('createListInputColumn', { templateCode, columns: etaxColumns() });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((c: Row) => [c.inputCol, c.dataTypeKey, c.seq])).toEqual([
      ['A', 'DOCUMENT_NO', 1],
      ['B', 'ISSUE_DATE', 2],
      ['C', 'BUYER_NAME', 3],
      ['D', 'BUYER_TAX_ID', 4],
      ['E', 'ITEM_NAME', 5],
      ['F', 'ITEM_QTY', 6],
      ['G', 'ITEM_UNIT_PRICE', 7],
      ['H', 'BUYER_ADDRESS', 8],
      ['I', 'BUYER_ZIP_CODE', 9],
    ]);
    expect(list[0]).toMatchObject({
      templateCode,
      columnName: 'เลขที่เอกสาร',
      required: true,
      maxLength: 35,
      version: 1,
    });
    expect((await templateOf(templateCode)).version).toBe(2);
    expect(await auditActions(t, 'input_column', templateCode)).toEqual(['UPDATE']);
  });

  it('stores nothing when one column is wrong, and names every wrong field', async () => {
    const templateCode = await newTemplate();
    const res = await post(
      'createListInputColumn',
      {
        templateCode,
        columns: [
          column('A', 'DOCUMENT_NO'),
          column('A', 'BUYER_NAME'),
          column('C', 'DOCUMENT_NO'),
          column('D', 'NOT_A_FIELD'),
          column('E', 'ISSUE_DATE', { inputType: 'DATE', inputControlType: 'TEXTBOX' }),
          column('F', 'ITEM_QTY', { inputType: 'STRING', inputControlType: 'NUMBER' }),
          column('G', 'ITEM_NAME', { inputType: 'NOPE' }),
        ],
      },
      admin,
      'en',
    );
    expectRefused(res, 400, {
      'columns.1.inputCol': 'another column of the template reads this file column',
      'columns.2.dataTypeKey': 'another column of the template fills this document field',
      'columns.3.dataTypeKey': 'is not one of the codes that may be chosen',
      'columns.4.inputControlType': 'a date picker goes with the DATE input type, and only with it',
      'columns.5.inputControlType':
        'a number control goes with the INTEGER and DECIMAL input types, and only with them',
      'columns.6.inputType': 'is not one of the codes that may be chosen',
    });
    expect(await dataOf('listInputColumnByTemplateCode', { templateCode })).toEqual([]);
  });

  it('checks the schema: file columns A … AZ, max length 1–1000', async () => {
    const templateCode = await newTemplate();
    for (const bad of [
      column('BA', 'DOCUMENT_NO'),
      column('A', 'DOCUMENT_NO', { maxLength: 1001 }),
      column('A', 'DOCUMENT_NO', { maxLength: 0 }),
    ]) {
      expect((await post('createListInputColumn', { templateCode, columns: [bad] })).statusCode).toBe(400);
    }
    const res = await post('createListInputColumn', {
      templateCode,
      columns: [column('AZ', 'DOCUMENT_NO', { maxLength: 1000 })],
    });
    expect(res.statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    const templateCode = await newTemplate();
    const res = await post(
      'createListInputColumn',
      { templateCode, columns: [column('A', 'DOCUMENT_NO')] },
      customerUser,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('updateListInputColumn', () => {
  it('updates, adds, reorders, swaps file columns and deletes what the list leaves out, in one go', async () => {
    const templateCode = await newTemplate({ uploadType: 'EDOC', documentType: 'T02' });
    const [a, b, c] = await dataOf('createListInputColumn', {
      templateCode,
      columns: [column('A', 'DOCUMENT_NO'), column('B', 'BUYER_NAME'), column('C', 'REMARK')],
    });
    const template = await templateOf(templateCode);
    const res = await post('updateListInputColumn', {
      templateCode,
      templateVersion: template.version,
      columns: [
        {
          ...column('A', 'BUYER_NAME', { columnName: 'ผู้ซื้อ' }),
          inputColumnId: b.inputColumnId,
          version: b.version,
        },
        { ...column('B', 'DOCUMENT_NO'), inputColumnId: a.inputColumnId, version: a.version },
        column('D', 'ITEM_NAME'),
      ],
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(
      list.map((col: Row) => [
        col.inputColumnId === b.inputColumnId ? 'b' : col.inputColumnId === a.inputColumnId ? 'a' : 'new',
        col.inputCol,
        col.dataTypeKey,
        col.seq,
      ]),
    ).toEqual([
      ['b', 'A', 'BUYER_NAME', 1],
      ['a', 'B', 'DOCUMENT_NO', 2],
      ['new', 'D', 'ITEM_NAME', 3],
    ]);
    expect(list.find((col: Row) => col.inputColumnId === b.inputColumnId).version).toBe(2);
    expect(list.map((col: Row) => col.inputColumnId)).not.toContain(c.inputColumnId);
  });

  it('answers STALE_RECORD when a column or the template changed since it was read, and keeps the stored list', async () => {
    const templateCode = await newTemplate({ uploadType: 'EDOC', documentType: 'T02' });
    const [a] = await dataOf('createListInputColumn', {
      templateCode,
      columns: [column('A', 'DOCUMENT_NO')],
    });
    const staleColumn = await post('updateListInputColumn', {
      templateCode,
      columns: [
        {
          ...column('A', 'DOCUMENT_NO', { columnName: 'ใหม่' }),
          inputColumnId: a.inputColumnId,
          version: a.version + 1,
        },
      ],
    });
    expect(staleColumn.statusCode).toBe(409);
    const staleTemplate = await post('updateListInputColumn', {
      templateCode,
      templateVersion: 1,
      columns: [],
    });
    expect(staleTemplate.statusCode).toBe(409);
    expect(errorKey(staleTemplate)).toBe('STALE_RECORD');
    expect(
      (await dataOf('listInputColumnByTemplateCode', { templateCode })).map((col: Row) => col.columnName),
    ).toEqual([a.columnName]);
  });

  it('refuses a column of another template', async () => {
    const first = await newTemplate({ uploadType: 'EDOC', documentType: 'T02' });
    const second = await newTemplate({ uploadType: 'EDOC', documentType: 'T02' });
    const [foreign] = await dataOf('createListInputColumn', {
      templateCode: first,
      columns: [column('A', 'DOCUMENT_NO')],
    });
    const res = await post('updateListInputColumn', {
      templateCode: second,
      columns: [
        { ...column('A', 'DOCUMENT_NO'), inputColumnId: foreign.inputColumnId, version: foreign.version },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(detailsOf(res))).toEqual(['columns.0.inputColumnId']);
  });

  it('keeps an ACTIVE E-TAX template complete: removing a required field is refused', async () => {
    const templateCode = await newTemplate();
    const list = await dataOf('createListInputColumn', { templateCode, columns: etaxColumns() });
    expect((await activate(templateCode)).statusCode).toBe(200);
    const withoutQty = list
      .filter((col: Row) => col.dataTypeKey !== 'ITEM_QTY')
      .map((col: Row) => Object.fromEntries(SENT_BACK.split(' ').map((key) => [key, col[key]])));
    const res = await post('updateListInputColumn', { templateCode, columns: withoutQty });
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res).ETAX_REQUIRED_KEYS).toContain('ITEM_QTY');
    expect(await dataOf('listInputColumnByTemplateCode', { templateCode })).toHaveLength(9);
  });
});

describe('single columns', () => {
  it('adds one column and changes it, checking against the template’s other columns', async () => {
    const templateCode = await newTemplate({ uploadType: 'EDOC', documentType: 'T02' });
    await post('createListInputColumn', { templateCode, columns: [column('A', 'DOCUMENT_NO')] });
    const taken = await post('createInputColumn', { templateCode, ...column('A', 'REMARK') });
    expectRefused(taken, 400, { inputCol: 'คอลัมน์ในไฟล์นี้ถูกใช้แล้วในเทมเพลตนี้' });

    const created = await post('createInputColumn', {
      templateCode,
      ...column('B', 'REMARK', { required: false, maxLength: null }),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      inputCol: 'B',
      dataTypeKey: 'REMARK',
      required: false,
      maxLength: null,
      seq: 2,
    });

    const { inputColumnId, version } = created.json().data;
    const updated = await post('updateInputColumn', {
      inputColumnId,
      version,
      ...column('C', 'REMARK', { columnName: 'หมายเหตุ' }),
    });
    expect(updated.json().data).toMatchObject({ inputCol: 'C', columnName: 'หมายเหตุ', version: 2 });
    const stale = await post('updateInputColumn', { inputColumnId, version, ...column('C', 'REMARK') });
    expect(errorKey(stale)).toBe('STALE_RECORD');
  });
});

describe('dropdown options', () => {
  it('adds, lists, changes and deletes options; a value is unique per column', async () => {
    const templateCode = await newTemplate({ uploadType: 'EDOC', documentType: 'T02' });
    const [currency] = await dataOf('createListInputColumn', {
      templateCode,
      columns: [column('A', 'CURRENCY', { inputControlType: 'DROPDOWN' })],
    });
    const thb = await dataOf('createInputColumnOption', {
      inputColumnId: currency.inputColumnId,
      optionValue: 'THB',
      optionLabel: 'บาท',
    });
    await post('createInputColumnOption', {
      inputColumnId: currency.inputColumnId,
      optionValue: 'USD',
      optionLabel: 'ดอลลาร์',
    });
    const duplicate = await post('createInputColumnOption', {
      inputColumnId: currency.inputColumnId,
      optionValue: 'THB',
      optionLabel: 'ซ้ำ',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(errorKey(duplicate)).toBe('OPTION_DUPLICATE');

    const url = `${INPUT_COLUMN}/listInputColumnOption?inputColumnId=${String(currency.inputColumnId)}`;
    const listed = (await callGet(t, url, { as: admin })).json().data;
    expect(listed.map((o: Row) => [o.optionValue, o.optionLabel, o.seq])).toEqual([
      ['THB', 'บาท', 1],
      ['USD', 'ดอลลาร์', 2],
    ]);

    const renamed = await dataOf('updateInputColumnOption', {
      optionId: thb.optionId,
      version: thb.version,
      optionValue: 'THB',
      optionLabel: 'บาทไทย',
    });
    expect(renamed).toMatchObject({ optionLabel: 'บาทไทย', version: 2 });
    await post('updateInputColumnOption', {
      optionId: thb.optionId,
      version: 2,
      optionValue: 'THB',
      optionLabel: 'บาทไทย',
      deleted: true,
    });
    expect((await callGet(t, url, { as: admin })).json().data.map((o: Row) => o.optionValue)).toEqual([
      'USD',
    ]);
    expect(await auditActions(t, 'input_column_option', String(thb.optionId))).toEqual([
      'CREATE',
      'UPDATE',
      'DELETE',
    ]);
  });

  it('lets a template be ACTIVE only when each dropdown column has options, and keeps the last option', async () => {
    const templateCode = await newTemplate({ uploadType: 'EDOC', documentType: 'T02' });
    const [currency] = await dataOf('createListInputColumn', {
      templateCode,
      columns: [column('A', 'CURRENCY', { columnName: 'สกุลเงิน', inputControlType: 'DROPDOWN' })],
    });
    const bare = await activate(templateCode);
    expect(bare.statusCode).toBe(422);
    expect(detailsOf(bare).DROPDOWN_WITHOUT_OPTIONS).toContain('สกุลเงิน');

    const option = await dataOf('createInputColumnOption', {
      inputColumnId: currency.inputColumnId,
      optionValue: 'THB',
      optionLabel: 'บาท',
    });
    expect((await activate(templateCode)).statusCode).toBe(200);
    const lastOne = await post('updateInputColumnOption', {
      optionId: option.optionId,
      version: option.version,
      optionValue: 'THB',
      optionLabel: 'บาท',
      deleted: true,
    });
    expect(lastOne.statusCode).toBe(422);
    expect(errorKey(lastOne)).toBe('DROPDOWN_WITHOUT_OPTIONS');
  });

  it('shows a customer user the options of the own ACTIVE templates only', async () => {
    const templateCode = await newTemplate({ uploadType: 'EDOC', documentType: 'T02' });
    const [currency] = await dataOf('createListInputColumn', {
      templateCode,
      columns: [column('A', 'CURRENCY', { inputControlType: 'DROPDOWN' })],
    });
    await post('createInputColumnOption', {
      inputColumnId: currency.inputColumnId,
      optionValue: 'THB',
      optionLabel: 'บาท',
    });
    const url = `${INPUT_COLUMN}/listInputColumnOption?inputColumnId=${String(currency.inputColumnId)}`;
    expect((await callGet(t, url, { as: customerUser })).statusCode).toBe(404);
    expect((await activate(templateCode)).statusCode).toBe(200);
    expect((await callGet(t, url, { as: customerUser })).json().data).toHaveLength(1);
    const other = await signInNewCustomerUser(t);
    expect((await callGet(t, url, { as: other })).statusCode).toBe(404);
  });
});
