import { describe, expect, it } from 'vitest';
import { API_TIME, detailsOf, expectOkMatching, expectRefused } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { auditRows } from './support/audit';
import { createCustomer, signInNewCustomerUser, type SignedIn } from './support/auth';
import { get, post } from './support/master-data';

const { t, admin } = useAdminApp();

const byGroup = (listboxGroup: string, as?: SignedIn) => post(t, 'listboxByGroup', { listboxGroup }, { as });
const saveGroup = (body: Record<string, unknown>, language?: 'th' | 'en') =>
  post(t, 'saveListBoxGroupMaster', body, { as: admin, language });
const saveItem = (body: Record<string, unknown>, language?: 'th' | 'en') =>
  post(t, 'saveListBoxMaster', body, { as: admin, language });
const auditOf = (entity: string, entityId: string) => auditRows(t, entity, entityId);

describe('listboxByGroup', () => {
  it('answers the active items of a public group to anonymous callers, by seq', async () => {
    const res = await byGroup('CUSTOMER_TYPE');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      status: { code: '000', message: 'Success' },
      data: [
        { code: 'JURISTIC', nameTh: 'นิติบุคคล', nameEn: 'Juristic person', seq: 1 },
        { code: 'INDIVIDUAL', nameTh: 'บุคคลธรรมดา', nameEn: 'Individual', seq: 2 },
      ],
    });
  });

  it('refuses an anonymous caller a group the public site does not need (401), serves it signed in', async () => {
    expect((await byGroup('HSM_SLOT')).statusCode).toBe(401);
    const res = await byGroup('HSM_SLOT', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((o: { code: string }) => o.code)).toEqual(['SOFT_0']);
  });

  it('answers an unknown group with an empty list', async () => {
    const res = await byGroup('NO_SUCH_GROUP', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('refuses a malformed group code and unknown fields with details (Thai by default, English on request)', async () => {
    const th = await post(t, 'listboxByGroup', { listboxGroup: 'bad code', extra: 1 });
    expect(th.statusCode).toBe(400);
    expect(th.json().status.code).toBe('102');
    expect(detailsOf(th)).toEqual({ listboxGroup: 'ใช้ได้เฉพาะ A-Z, 0-9 และ _ (2–50 ตัว)', extra: 'ไม่รู้จักฟิลด์นี้' });
    const en = await post(t, 'listboxByGroup', {}, { language: 'en' });
    expect(detailsOf(en)).toEqual({ listboxGroup: 'is required' });
  });
});

describe('searchListboxGroup', () => {
  const search = (body: Record<string, unknown>) => post(t, 'searchListboxGroup', body, { as: admin });

  it('pages with the defaults and counts the items of each group', async () => {
    const res = await search({});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.paging).toEqual({ page: 1, size: 25, totalRecords: 19, totalPages: 1, totalExact: true });
    expect(body.data[0]).toMatchObject({
      listboxGroupCode: 'ADMIN_STATUS',
      status: 'ACTIVE',
      itemCount: 2,
      version: 1,
    });
    expect(body.data[0].lastUpdateDtm).toMatch(API_TIME);
    const inputCol = body.data.find((g: { listboxGroupCode: string }) => g.listboxGroupCode === 'INPUT_COL');
    expect(inputCol.itemCount).toBe(52);
  });

  it('pages, sorts descending and matches text case-insensitively by substring, Thai as typed', async () => {
    const page2 = (await search({ size: 5, page: 2, sortBy: 'listboxGroupCode', sortDir: 'desc' })).json();
    expect(page2.paging).toEqual({ page: 2, size: 5, totalRecords: 19, totalPages: 4, totalExact: true });
    const all = (await search({ size: 100, sortBy: 'listboxGroupCode', sortDir: 'desc' })).json().data;
    expect(page2.data.map((g: { listboxGroupCode: string }) => g.listboxGroupCode)).toEqual(
      all.slice(5, 10).map((g: { listboxGroupCode: string }) => g.listboxGroupCode),
    );
    const byCode = (await search({ listboxGroupCode: 'ticket_req' })).json().data;
    // Sorted here: the order of '_' depends on the database's collation.
    expect(byCode.map((g: { listboxGroupCode: string }) => g.listboxGroupCode).sort()).toEqual([
      'TICKET_REQUEST_STATUS',
      'TICKET_REQ_PRIORITY',
      'TICKET_REQ_TYPE',
    ]);
    const byThaiName = (await search({ listboxGroupName: 'สถานะ' })).json().data;
    expect(byThaiName.length).toBeGreaterThanOrEqual(4);
    expect(byThaiName.every((g: { listboxGroupName: string }) => g.listboxGroupName.includes('สถานะ'))).toBe(
      true,
    );
    expect((await search({ listboxGroupName: '100%' })).json().paging.totalRecords).toBe(0);
  });

  it('refuses unknown sortBy, size outside 1–100, page 0 and a DELETE status criterion', async () => {
    const res = await search({ sortBy: 'itemCount', size: 101, page: 0, status: 'DELETE' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(detailsOf(res)).sort()).toEqual(['page', 'size', 'sortBy', 'status']);
    expect((await search({ size: 0 })).statusCode).toBe(400);
    expect((await search({ sortDir: 'up' })).statusCode).toBe(400);
  });
});

describe('listbox group master', () => {
  it('GET getListboxGroupMaster/{code} answers the group with its items; unknown 404, malformed 400', async () => {
    const res = await get(t, 'getListboxGroupMaster/BRANCH_TYPE', { as: admin });
    expectOkMatching(res, {
      group: { listboxGroupCode: 'BRANCH_TYPE', status: 'ACTIVE', version: 1, lastUpdateBy: 'system' },
      items: [
        {
          listboxGroupCode: 'BRANCH_TYPE',
          code: 'HEAD_OFFICE',
          nameTh: 'สำนักงานใหญ่',
          nameEn: 'Head office',
          seq: 1,
          status: 'ACTIVE',
          version: 1,
        },
        { code: 'BRANCH', nameTh: 'สาขา', seq: 2 },
      ],
    });
    expect((await get(t, 'getListboxGroupMaster/NO_SUCH_GROUP', { as: admin })).statusCode).toBe(404);
    const bad = await get(t, 'getListboxGroupMaster/lower', { as: admin });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(detailsOf(bad))).toEqual(['code']);
  });

  it('listboxGroupMaster answers items of every status; unknown group 404', async () => {
    await saveGroup({ listboxGroupCode: 'MASTER_TEST', listboxGroupName: 'ทดสอบ', status: 'ACTIVE' });
    const item = (code: string, nameTh: string, seq: number, status: string) =>
      saveItem({ listboxGroupCode: 'MASTER_TEST', code, nameTh, nameEn: code, seq, status });
    await item('A', 'ก', 1, 'ACTIVE');
    await item('B', 'ข', 2, 'INACTIVE');
    const res = await post(t, 'listboxGroupMaster', { listboxGroupCode: 'MASTER_TEST' }, { as: admin });
    expect(res.json().data.map((i: { code: string; status: string }) => [i.code, i.status])).toEqual([
      ['A', 'ACTIVE'],
      ['B', 'INACTIVE'],
    ]);
    expect((await byGroup('MASTER_TEST', admin)).json().data.map((o: { code: string }) => o.code)).toEqual([
      'A',
    ]);
    expect(
      (await post(t, 'listboxGroupMaster', { listboxGroupCode: 'NOPE_GROUP' }, { as: admin })).statusCode,
    ).toBe(404);
  });
});

describe('saveListBoxGroupMaster', () => {
  it('creates without version, updates with it (version +1), writes audit rows and lastUpdateBy', async () => {
    const created = await saveGroup({
      listboxGroupCode: 'COLOR',
      listboxGroupName: 'สี / Colour',
      status: 'ACTIVE',
    });
    expectOkMatching(created, {
      listboxGroupCode: 'COLOR',
      version: 1,
      lastUpdateBy: 'admin',
    });
    const updated = await saveGroup({
      listboxGroupCode: 'COLOR',
      listboxGroupName: 'สีสัน',
      status: 'INACTIVE',
      version: 1,
    });
    expectOkMatching(updated, { listboxGroupName: 'สีสัน', status: 'INACTIVE', version: 2 });
    const audit = await auditOf('listbox_group', 'COLOR');
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE']);
    expect(audit[1]).toMatchObject({ actor: 'admin', actorRole: 'ADMIN' });
    expect(audit[1]!.beforeData).toMatchObject({ listboxGroupName: 'สี / Colour', version: 1 });
    expect(audit[1]!.afterData).toMatchObject({ listboxGroupName: 'สีสัน', version: 2 });
  });

  it('answers a duplicate code with 409 LISTBOX_GROUP_DUPLICATE and a stale version with 409 STALE_RECORD', async () => {
    const dup = await saveGroup({
      listboxGroupCode: 'DOCUMENT_TYPE',
      listboxGroupName: 'x',
      status: 'ACTIVE',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().status).toMatchObject({
      code: '102',
      details: [{ key: 'LISTBOX_GROUP_DUPLICATE', description: 'รหัสกลุ่มรายการนี้มีอยู่แล้ว' }],
    });
    const stale = await saveGroup(
      { listboxGroupCode: 'DOCUMENT_TYPE', listboxGroupName: 'x', status: 'ACTIVE', version: 7 },
      'en',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().status.details).toEqual([
      { key: 'STALE_RECORD', description: 'This record has changed since you read it; reload it' },
    ]);
  });

  it('answers an update of an unknown group with 404', async () => {
    expect(
      (
        await saveGroup({
          listboxGroupCode: 'NOT_THERE',
          listboxGroupName: 'x',
          status: 'ACTIVE',
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('validates every field with details', async () => {
    const res = await saveGroup({
      listboxGroupCode: 'x',
      listboxGroupName: '   ',
      status: 'GONE',
      version: 0,
      note: 'x',
    });
    expectRefused(res, 400, {
      listboxGroupCode: 'ใช้ได้เฉพาะ A-Z, 0-9 และ _ (2–50 ตัว)',
      listboxGroupName: 'กรุณาระบุ',
      status: 'ต้องเป็นค่าใดค่าหนึ่งใน: ACTIVE, INACTIVE, DELETE',
      version: 'ต้องไม่น้อยกว่า 1',
      note: 'ไม่รู้จักฟิลด์นี้',
    });
  });

  it('soft-deletes: a DELETE group leaves searches and lists, its code stays taken', async () => {
    await saveGroup({ listboxGroupCode: 'GONE_SOON', listboxGroupName: 'ชั่วคราว', status: 'ACTIVE' });
    await saveItem({
      listboxGroupCode: 'GONE_SOON',
      code: 'X',
      nameTh: 'x',
      nameEn: 'x',
      seq: 1,
      status: 'ACTIVE',
    });
    expect((await byGroup('GONE_SOON', admin)).json().data).toHaveLength(1);
    const deleted = await saveGroup({
      listboxGroupCode: 'GONE_SOON',
      listboxGroupName: 'ชั่วคราว',
      status: 'DELETE',
      version: 1,
    });
    expect(deleted.json().data.status).toBe('DELETE');
    expect((await auditOf('listbox_group', 'GONE_SOON')).map((a) => a.action)).toEqual(['CREATE', 'DELETE']);
    expect(
      (await post(t, 'searchListboxGroup', { listboxGroupCode: 'GONE_SOON' }, { as: admin })).json().paging
        .totalRecords,
    ).toBe(0);
    const all = (await post(t, 'listAllListboxGroup', {}, { as: admin })).json().data;
    expect(all.some((g: { listboxGroupCode: string }) => g.listboxGroupCode === 'GONE_SOON')).toBe(false);
    expect((await byGroup('GONE_SOON', admin)).json().data).toEqual([]);
    expect((await get(t, 'getListboxGroupMaster/GONE_SOON', { as: admin })).statusCode).toBe(404);
    expect(
      (await saveGroup({ listboxGroupCode: 'GONE_SOON', listboxGroupName: 'x', status: 'ACTIVE' }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await saveGroup({
          listboxGroupCode: 'GONE_SOON',
          listboxGroupName: 'x',
          status: 'ACTIVE',
          version: 2,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('saveListBoxMaster', () => {
  it('creates an item that listboxByGroup shows at once (the cache is cleared), then updates it', async () => {
    const before = (await byGroup('TICKET_REQ_TYPE')).json().data;
    expect(before).toHaveLength(4);
    const billing = { code: 'BILLING', nameTh: 'สอบถามค่าบริการ', nameEn: 'Billing', seq: 5 };
    const created = await saveItem({ listboxGroupCode: 'TICKET_REQ_TYPE', ...billing, status: 'ACTIVE' });
    expectOkMatching(created, {
      listboxGroupCode: 'TICKET_REQ_TYPE',
      code: 'BILLING',
      version: 1,
      lastUpdateBy: 'admin',
    });
    expect((await byGroup('TICKET_REQ_TYPE')).json().data.at(-1)).toEqual(billing);
    const inactive = await saveItem({
      listboxGroupCode: 'TICKET_REQ_TYPE',
      ...billing,
      status: 'INACTIVE',
      version: 1,
    });
    expect(inactive.json().data).toMatchObject({ status: 'INACTIVE', version: 2 });
    expect((await byGroup('TICKET_REQ_TYPE')).json().data).toHaveLength(4);
    expect((await auditOf('listbox_item', 'TICKET_REQ_TYPE/BILLING')).map((a) => a.action)).toEqual([
      'CREATE',
      'UPDATE',
    ]);
  });

  it('answers duplicate 409, stale 409, unknown 404 and a missing group 400 on listboxGroupCode', async () => {
    const item = {
      listboxGroupCode: 'CUSTOMER_TYPE',
      code: 'JURISTIC',
      nameTh: 'นิติบุคคล',
      nameEn: 'Juristic person',
      seq: 1,
      status: 'ACTIVE',
    };
    const dup = await saveItem(item);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().status.details[0].key).toBe('LISTBOX_ITEM_DUPLICATE');
    const stale = await saveItem({ ...item, version: 9 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().status.details[0].key).toBe('STALE_RECORD');
    expect((await saveItem({ ...item, code: 'NOBODY', version: 1 })).statusCode).toBe(404);
    const orphan = await saveItem({ ...item, listboxGroupCode: 'NO_GROUP', code: 'A' }, 'en');
    expectRefused(orphan, 400, { listboxGroupCode: 'no such listbox group' });
  });

  it('validates the fields', async () => {
    const res = await saveItem({
      listboxGroupCode: 'CUSTOMER_TYPE',
      code: 'has space',
      nameTh: '',
      seq: -1,
      status: 'ACTIVE',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(detailsOf(res)).sort()).toEqual(['code', 'nameEn', 'nameTh', 'seq']);
  });
});

describe('getDocumentTypeByCustomer', () => {
  const documentTypes = (body: Record<string, unknown>, as?: SignedIn) =>
    post(t, 'getDocumentTypeByCustomer', body, { as });

  it('answers the types enabled for the customer, in listbox order', async () => {
    const customer = await createCustomer(t, { documentTypes: ['T02', '388'] });
    const res = await documentTypes({ customerCode: customer.customerCode }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { documentType: '388', nameTh: 'ใบกำกับภาษี', nameEn: 'Tax invoice' },
      { documentType: 'T02', nameTh: 'ใบแจ้งหนี้/ใบกำกับภาษี', nameEn: 'Invoice/Tax invoice' },
    ]);
  });

  it('answers every active document type when the customer chose none', async () => {
    const customer = await createCustomer(t, { documentTypes: [] });
    const res = await documentTypes({ customerCode: customer.customerCode }, admin);
    expect(res.json().data).toHaveLength(11);
  });

  it('answers an unknown or deleted customer with 404 and a missing customerCode with 400', async () => {
    expect((await documentTypes({ customerCode: 'C999999' }, admin)).statusCode).toBe(404);
    const deleted = await createCustomer(t, { customerStatus: 'DELETE' });
    expect((await documentTypes({ customerCode: deleted.customerCode }, admin)).statusCode).toBe(404);
    const missing = await documentTypes({}, admin);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(detailsOf(missing))).toEqual(['customerCode']);
  });

  it("gives a CUSTOMER token its own customer's types, whatever customerCode the body names", async () => {
    const own = await createCustomer(t, { documentTypes: ['81'] });
    const other = await createCustomer(t, { documentTypes: ['380'] });
    const user = await signInNewCustomerUser(t, { customerCode: own.customerCode });
    const res = await documentTypes({ customerCode: other.customerCode }, user);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ documentType: '81', nameTh: 'ใบลดหนี้', nameEn: 'Credit note' }]);
    expect((await documentTypes({}, user)).json().data).toHaveLength(1);
  });

  it('refuses anonymous callers', async () => {
    expect((await documentTypes({ customerCode: 'C000001' })).statusCode).toBe(401);
  });
});
