import { eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/raw-rows';
import { customerBranch } from '../../server/db/schema/customer-branch';
import { call, type Row } from './support/api';
import { API_TIME, detailsOf, errorKey, expectOkMatching, expectRefused } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { auditActions, auditRows } from './support/audit';
import { createCustomerUser, signInCustomer } from './support/auth';
import { BANGKOK_ADDRESS, CHIANG_MAI_ADDRESS, newTaxId } from './support/customer-data';
import { CUSTOMER, apiCustomer, customerBody } from './support/customers';
import { listAllMenu, liveSessions } from './support/sessions';

const { t, admin } = useAdminApp();

const post = (path: string, body: Row = {}, language?: 'th' | 'en') =>
  call(t, `${CUSTOMER}/${path}`, body, { as: admin, language });
const dataOf = async (path: string, body: Row = {}) => (await post(path, body)).json().data;
const codesOf = (rows: Row[]) => rows.map((r) => r.customerCode);

describe('create', () => {
  it('generates the code, stores the fields and creates the head office at the same address', async () => {
    const body = customerBody({ customerName: 'บริษัท สร้างใหม่ จำกัด', shippingAddress: CHIANG_MAI_ADDRESS });
    const res = await post('create', body);
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toEqual({
      customerCode: expect.stringMatching(/^C\d{6}$/),
      customerName: 'บริษัท สร้างใหม่ จำกัด',
      customerNumber: body.customerNumber,
      customerStatus: 'ACTIVE',
      customerType: 'JURISTIC',
      contactTel: '021234567',
      branchName: 'สำนักงานใหญ่',
      email: body.email,
      address: BANGKOK_ADDRESS,
      shippingAddress: CHIANG_MAI_ADDRESS,
      documentTypes: ['388', 'T02'],
      // Not sent: Thai, VAT 0 and 7, no e-Tax start date, ETDA's current e-Tax release, signed
      // with its certificate — the defaults.
      documentLanguage: 'th',
      vatRates: ['0', '7'],
      etaxStartDate: null,
      etaxVersion: '2.1',
      deliveryMode: 'SIGNED',
      // Sent to buyers as soon as made (docs/documents.md "Held for release").
      buyerDelivery: 'AUTOMATIC',
      version: 1,
      lastUpdateDtm: expect.stringMatching(API_TIME),
      lastUpdateBy: 'admin',
    });
    const branches = await t.deps.db
      .select()
      .from(customerBranch)
      .where(eq(customerBranch.customerCode, created.customerCode));
    expect(branches).toHaveLength(1);
    expect(branches[0]).toMatchObject({
      branchCode: '00000',
      branchName: 'สำนักงานใหญ่',
      branchType: 'HEAD_OFFICE',
      address: BANGKOK_ADDRESS,
      contactTel: '021234567',
      status: 'ACTIVE',
    });
    expect(await auditActions(t, 'customer', created.customerCode)).toEqual(['CREATE']);
    expect(await auditActions(t, 'customer_branch', String(branches[0]!.branchId))).toEqual(['CREATE']);
  });

  it('names the head office as asked, and stores blank optional fields as null', async () => {
    const created = await apiCustomer(t, admin, {
      branchName: 'สำนักงานใหญ่ สีลม',
      contactTel: '',
      email: '  ',
      address: { ...BANGKOK_ADDRESS, moo: '', soi: '  ' },
    });
    expect(created).toMatchObject({ branchName: 'สำนักงานใหญ่ สีลม', contactTel: null, email: null });
    expect(created.address).toEqual(BANGKOK_ADDRESS);
  });

  it('codes follow each other from the sequence', async () => {
    const first = await apiCustomer(t, admin);
    const second = await apiCustomer(t, admin);
    const number = (c: Row) => Number(String(c.customerCode).slice(1));
    expect(number(second)).toBe(number(first) + 1);
  });

  it('refuses a second live customer with the same tax ID (409 CUSTOMER_DUPLICATE), in Thai or English', async () => {
    const taxId = newTaxId();
    await apiCustomer(t, admin, { customerNumber: taxId });
    const res = await post('create', customerBody({ customerNumber: taxId }));
    expectRefused(res, 409, { CUSTOMER_DUPLICATE: 'มีลูกค้าที่ใช้เลขประจำตัวผู้เสียภาษีนี้อยู่แล้ว' });
    const en = await post('create', customerBody({ customerNumber: taxId }), 'en');
    expect(detailsOf(en)).toEqual({ CUSTOMER_DUPLICATE: 'A customer with this tax ID already exists' });
  });

  it('gives the tax ID of a deleted customer free again', async () => {
    const taxId = newTaxId();
    const first = await apiCustomer(t, admin, { customerNumber: taxId });
    expect((await post('delete', { customerCode: first.customerCode, version: 1 })).statusCode).toBe(200);
    const again = await post('create', customerBody({ customerNumber: taxId }));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.customerCode).not.toBe(first.customerCode);
  });
});

describe('validation (one detail per field, in the request language)', () => {
  it('checks the tax ID check digit, the phone and the e-mail', async () => {
    const res = await post(
      'create',
      customerBody({ customerNumber: '1234545678789', contactTel: '12345', email: 'a@b' }),
    );
    expectRefused(res, 400, {
      customerNumber: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง (หลักตรวจสอบไม่ตรง)',
      contactTel: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0',
      email: 'รูปแบบอีเมลไม่ถูกต้อง',
    });
    const en = await post('create', customerBody({ customerNumber: '1234545678789' }), 'en');
    expect(detailsOf(en)).toEqual({ customerNumber: 'is not a valid tax ID (wrong check digit)' });
  });

  it('refuses a tax ID that is not 13 digits, blank names, unknown fields and a DELETE status', async () => {
    const res = await post(
      'create',
      customerBody({
        customerNumber: '010553611201',
        customerName: '   ',
        customerStatus: 'DELETE',
        nickname: 'x',
      }),
      'en',
    );
    expectRefused(res, 400, {
      customerNumber: 'must be 13 digits',
      customerName: 'is required',
      customerStatus: 'must be one of: ACTIVE, INACTIVE',
      nickname: 'unknown field',
    });
  });

  it('names the missing required fields', async () => {
    const res = await post('create', { customerName: 'x' });
    expect(Object.keys(detailsOf(res)).sort()).toEqual(
      ['address', 'customerNumber', 'customerStatus', 'customerType', 'documentTypes'].sort(),
    );
  });

  it('refuses an address whose district, sub-district or zip code disagree, field by field', async () => {
    const res = await post(
      'create',
      customerBody({
        address: { ...BANGKOK_ADDRESS, districtCode: '5001', subDistrictCode: '500101', zipCode: '50200' },
        shippingAddress: { ...CHIANG_MAI_ADDRESS, zipCode: '10200' },
      }),
    );
    expectRefused(res, 400, {
      'address.districtCode': 'อำเภอ/เขตนี้ไม่อยู่ในจังหวัดที่เลือก',
      'shippingAddress.zipCode': 'รหัสไปรษณีย์ไม่ตรงกับตำบล/แขวงที่เลือก',
    });
  });

  it('refuses a sub-district of another district, an unknown province and a wrong zip, in English', async () => {
    const res = await post(
      'create',
      customerBody({ address: { ...BANGKOK_ADDRESS, subDistrictCode: '100201', zipCode: '10200' } }),
      'en',
    );
    expect(detailsOf(res)).toEqual({
      'address.subDistrictCode': 'this sub-district is not in the chosen district',
      'address.zipCode': "is not the chosen sub-district's zip code",
    });
    const unknown = await post(
      'create',
      customerBody({ address: { ...BANGKOK_ADDRESS, provinceCode: '99' } }),
      'en',
    );
    expect(detailsOf(unknown)).toEqual({ 'address.provinceCode': 'no such province' });
    const pattern = await post(
      'create',
      customerBody({ address: { ...BANGKOK_ADDRESS, zipCode: '1020' } }),
      'en',
    );
    expect(detailsOf(pattern)).toEqual({ 'address.zipCode': 'must be 5 digits' });
  });

  it('refuses a customer type and document types that are not listbox codes', async () => {
    const res = await post(
      'create',
      customerBody({ customerType: 'NOPE', documentTypes: ['388', 'XYZ'] }),
      'en',
    );
    expect(detailsOf(res)).toEqual({
      customerType: 'is not one of the codes that may be chosen',
      documentTypes: 'is not one of the codes that may be chosen: XYZ',
    });
    const repeated = await post('create', customerBody({ documentTypes: ['388', '388'] }), 'en');
    expect(detailsOf(repeated)).toEqual({ documentTypes: 'must not repeat an item' });
  });

  it('answers a NUL character with 400 on its field, not a database error', async () => {
    const res = await post('create', customerBody({ customerName: 'a\u0000b' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(detailsOf(res))).toEqual(['customerName']);
  });
});

describe('getCustomerByCode', () => {
  it('answers the full record, and 404 for an unknown or a deleted code', async () => {
    const created = await apiCustomer(t, admin);
    expect(await dataOf('getCustomerByCode', { customerCode: created.customerCode })).toEqual(created);
    expect((await post('getCustomerByCode', { customerCode: 'C999999' })).statusCode).toBe(404);
    await post('delete', { customerCode: created.customerCode, version: 1 });
    expect((await post('getCustomerByCode', { customerCode: created.customerCode })).statusCode).toBe(404);
  });
});

describe('update', () => {
  it('replaces the fields, bumps the version and audits before/after', async () => {
    const created = await apiCustomer(t, admin);
    const res = await post('update', {
      ...customerBody({ customerNumber: created.customerNumber }),
      customerCode: created.customerCode,
      customerName: 'ชื่อใหม่',
      customerType: 'INDIVIDUAL',
      address: CHIANG_MAI_ADDRESS,
      documentTypes: [],
      version: 1,
    });
    expectOkMatching(res, {
      customerCode: created.customerCode,
      customerName: 'ชื่อใหม่',
      customerType: 'INDIVIDUAL',
      address: CHIANG_MAI_ADDRESS,
      documentTypes: [],
      branchName: 'สำนักงานใหญ่',
      version: 2,
    });
    expect(await auditActions(t, 'customer', String(created.customerCode))).toEqual(['CREATE', 'UPDATE']);
  });

  it('keeps the e-Tax version unless sent; a change is audited before/after; an unknown version is refused', async () => {
    const created = await apiCustomer(t, admin, { etaxVersion: '2.0' });
    expect(created.etaxVersion).toBe('2.0');
    const body = {
      ...customerBody({ customerNumber: created.customerNumber }),
      customerCode: created.customerCode,
    };
    expectOkMatching(await post('update', { ...body, version: 1 }), { etaxVersion: '2.0', version: 2 });
    expectOkMatching(await post('update', { ...body, etaxVersion: '2.1', version: 2 }), {
      etaxVersion: '2.1',
      version: 3,
    });
    const [, , changed] = await auditRows(t, 'customer', String(created.customerCode));
    expect(changed).toMatchObject({
      action: 'UPDATE',
      beforeData: expect.objectContaining({ etaxVersion: '2.0' }),
      afterData: expect.objectContaining({ etaxVersion: '2.1' }),
    });
    const refused = await post('update', { ...body, etaxVersion: '2.2', version: 3 });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(detailsOf(refused))).toEqual(['etaxVersion']);
  });

  it('keeps the sending to buyers unless sent; a change is audited; an unknown value is refused', async () => {
    const created = await apiCustomer(t, admin, { buyerDelivery: 'AFTER_RELEASE' });
    expect(created.buyerDelivery).toBe('AFTER_RELEASE');
    const body = {
      ...customerBody({ customerNumber: created.customerNumber }),
      customerCode: created.customerCode,
    };
    expectOkMatching(await post('update', { ...body, version: 1 }), {
      buyerDelivery: 'AFTER_RELEASE',
      version: 2,
    });
    expectOkMatching(await post('update', { ...body, buyerDelivery: 'AUTOMATIC', version: 2 }), {
      buyerDelivery: 'AUTOMATIC',
      version: 3,
    });
    const [, , changed] = await auditRows(t, 'customer', String(created.customerCode));
    expect(changed).toMatchObject({
      beforeData: expect.objectContaining({ buyerDelivery: 'AFTER_RELEASE' }),
      afterData: expect.objectContaining({ buyerDelivery: 'AUTOMATIC' }),
    });
    const refused = await post('update', { ...body, buyerDelivery: 'LATER', version: 3 });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(detailsOf(refused))).toEqual(['buyerDelivery']);
  });

  it('migration 0083 keeps the customers and documents made before it on v2.0; new customers get v2.1', async () => {
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../server/db/migrations/0083_etax_version.sql'),
      'utf8',
    )
      .split(/;\s*\n/)
      .map((statement) => statement.replace(/^(\s*--.*\n)+/, '').trim())
      .filter((statement) => statement !== '');
    // The migration's statements, as written, on temporary tables shaped as before it: `customer`
    // and `document` in them name these (pg_temp comes first), the real tables stay untouched.
    const [customers, documents] = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE customer (customer_code text) ON COMMIT DROP`);
      await tx.execute(sql`CREATE TEMP TABLE document (document_id int, xml_status text) ON COMMIT DROP`);
      await tx.execute(sql`INSERT INTO customer VALUES ('OLD')`);
      await tx.execute(sql`INSERT INTO document VALUES (1, 'VALID'), (2, 'INVALID'), (3, NULL)`);
      for (const statement of migration) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO customer (customer_code) VALUES ('NEW')`);
      const after = await tx.execute(sql`SELECT customer_code, etax_version FROM customer ORDER BY 1 DESC`);
      const made = await tx.execute(sql`SELECT etax_version FROM document ORDER BY document_id`);
      return [rowsOf<Row>(after), rowsOf<Row>(made).map((row) => row.etax_version)];
    });
    expect(customers).toEqual([
      { customer_code: 'OLD', etax_version: '2.0' },
      { customer_code: 'NEW', etax_version: '2.1' },
    ]);
    expect(documents).toEqual(['2.0', '2.0', null]);
  });

  it('answers 409 STALE_RECORD for another version, and 404 for an unknown code', async () => {
    const created = await apiCustomer(t, admin);
    const body = {
      ...customerBody({ customerNumber: created.customerNumber }),
      customerCode: created.customerCode,
    };
    expect((await post('update', { ...body, version: 1 })).statusCode).toBe(200);
    const stale = await post('update', { ...body, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(errorKey(stale)).toBe('STALE_RECORD');
    expect((await post('update', { ...body, customerCode: 'C999998', version: 1 })).statusCode).toBe(404);
  });

  it('refuses the tax ID of another live customer', async () => {
    const a = await apiCustomer(t, admin);
    const b = await apiCustomer(t, admin);
    const res = await post('update', {
      ...customerBody({ customerNumber: a.customerNumber }),
      customerCode: b.customerCode,
      version: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(errorKey(res)).toBe('CUSTOMER_DUPLICATE');
  });

  it("deactivating a customer ends its users' sessions at once (their tokens get 401)", async () => {
    const created = await apiCustomer(t, admin);
    const user = await createCustomerUser(t, { customerCode: String(created.customerCode) });
    const session = await signInCustomer(t, user);
    const menu = () => listAllMenu(t, session);
    expect((await menu()).statusCode).toBe(200);
    const res = await post('update', {
      ...customerBody({ customerNumber: created.customerNumber }),
      customerCode: created.customerCode,
      customerStatus: 'INACTIVE',
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect((await menu()).statusCode).toBe(401);
    expect(await liveSessions(t, user.userCode)).toHaveLength(0);
  });
});

describe('delete', () => {
  it('is soft: hidden from searches and reads, code kept, branches and users deleted with it', async () => {
    const created = await apiCustomer(t, admin, { customerName: 'ลบทิ้งแน่นอน' });
    const code = String(created.customerCode);
    const user = await createCustomerUser(t, { customerCode: code });
    const session = await signInCustomer(t, user);
    expect((await dataOf('search', { customerName: 'ลบทิ้งแน่นอน' })).map((r: Row) => r.customerCode)).toEqual([
      code,
    ]);

    const stale = await post('delete', { customerCode: code, version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(errorKey(stale)).toBe('STALE_RECORD');
    const res = await post('delete', { customerCode: code, version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({});

    expect(await dataOf('search', { customerName: 'ลบทิ้งแน่นอน' })).toEqual([]);
    expect(await dataOf('search', { customerCode: code })).toEqual([]);
    const branches = await t.deps.db
      .select()
      .from(customerBranch)
      .where(eq(customerBranch.customerCode, code));
    expect(branches.map((b) => b.status)).toEqual(['DELETE']);
    const menu = await t.app.inject({
      method: 'GET',
      url: '/api/v1/menus/listAllMenu',
      headers: session.headers,
    });
    expect(menu.statusCode).toBe(401);
    expect((await post('delete', { customerCode: code, version: 2 })).statusCode).toBe(404);
    expect(await auditActions(t, 'customer', code)).toEqual(['CREATE', 'DELETE']);
  });
});

describe('search', () => {
  let rows: Row[];
  beforeAll(async () => {
    rows = [];
    for (const [name, type, status] of [
      ['บริษัท ค้นหาสยาม จำกัด', 'JURISTIC', 'ACTIVE'],
      ['บริษัท ค้นหาไทย จำกัด', 'JURISTIC', 'INACTIVE'],
      ['นาย ค้นหา SEARCHABLE', 'INDIVIDUAL', 'ACTIVE'],
      ['ค้นหา 100% _under_', 'INDIVIDUAL', 'ACTIVE'],
    ] as const) {
      rows.push(
        await apiCustomer(t, admin, { customerName: name, customerType: type, customerStatus: status }),
      );
    }
  });
  const search = async (criteria: Row) => codesOf(await dataOf('search', criteria));
  const codes = (...indexes: number[]) => indexes.map((i) => rows[i]!.customerCode);

  it('answers rows with the contract fields and exact paging', async () => {
    const body = (await post('search', { customerName: 'ค้นหา', size: 3 })).json();
    expect(body.paging).toEqual({ page: 1, size: 3, totalRecords: 4, totalPages: 2, totalExact: true });
    expect(body.data[0]).toEqual({
      customerCode: rows[0]!.customerCode,
      customerName: 'บริษัท ค้นหาสยาม จำกัด',
      customerNumber: rows[0]!.customerNumber,
      customerStatus: 'ACTIVE',
      customerType: 'JURISTIC',
      contactTel: '021234567',
      branchName: 'สำนักงานใหญ่',
      version: 1,
      lastUpdateDtm: expect.stringMatching(API_TIME),
      lastUpdateBy: 'admin',
    });
    const second = (await post('search', { customerName: 'ค้นหา', size: 3, page: 2 })).json();
    expect(codesOf(second.data)).toEqual(codes(3));
    expect(second.paging.totalRecords).toBe(4);
  });

  it('matches Thai as typed and Latin letters case-insensitively, by substring', async () => {
    expect(await search({ customerName: 'หาสยาม' })).toEqual(codes(0));
    expect(await search({ customerName: 'searchable' })).toEqual(codes(2));
    expect(await search({ customerName: '  ค้นหาไทย ' })).toEqual(codes(1));
    // LIKE wildcards typed by the user are plain characters.
    expect(await search({ customerName: '100%' })).toEqual(codes(3));
    expect(await search({ customerName: '_under_' })).toEqual(codes(3));
    expect(await search({ customerName: 'ค้นหา%สยาม' })).toEqual([]);
  });

  it('matches one or two characters too (no index: counted)', async () => {
    const body = (await post('search', { customerName: 'ค้', customerType: 'INDIVIDUAL' })).json();
    expect(codesOf(body.data)).toEqual(codes(2, 3));
    expect(body.paging.totalRecords).toBe(2);
  });

  it('filters by code, tax ID, status and type', async () => {
    expect(await search({ customerCode: String(rows[1]!.customerCode).toLowerCase() })).toEqual(codes(1));
    expect(await search({ customerNumber: String(rows[2]!.customerNumber).slice(5) })).toEqual(codes(2));
    expect(await search({ customerName: 'ค้นหา', customerStatus: 'INACTIVE' })).toEqual(codes(1));
    expect(await search({ customerName: 'ค้นหา', customerType: 'INDIVIDUAL' })).toEqual(codes(2, 3));
  });

  it('sorts by any listed column both ways, ties broken by code', async () => {
    expect(await search({ customerName: 'ค้นหา', sortBy: 'customerCode', sortDir: 'desc' })).toEqual(
      codes(3, 2, 1, 0),
    );
    expect(await search({ customerName: 'ค้นหา', sortBy: 'customerType' })).toEqual(codes(2, 3, 0, 1));
    expect(await search({ customerName: 'ค้นหา', sortBy: 'customerStatus', sortDir: 'desc' })).toEqual(
      codes(1, 3, 2, 0),
    );
  });

  it('counts the whole list exactly without text criteria (the tally)', async () => {
    const all = (await post('search', { size: 100 })).json();
    const inactive = (await post('search', { customerStatus: 'INACTIVE', size: 100 })).json();
    expect(all.paging.totalRecords).toBe(all.data.length);
    expect(inactive.paging.totalRecords).toBe(inactive.data.length);
    expect(inactive.data.every((r: Row) => r.customerStatus === 'INACTIVE')).toBe(true);
  });

  it('refuses unknown sortBy, size 101, page 0 and unknown fields', async () => {
    const res = await post('search', { sortBy: 'password', size: 101, page: 0, foo: 1 }, 'en');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(detailsOf(res)).sort()).toEqual(['foo', 'page', 'size', 'sortBy']);
  });
});

describe('listCustomerByStatus', () => {
  it('lists the customers of a status by name, never deleted ones', async () => {
    const active = await apiCustomer(t, admin, { customerName: 'กขค รายการ' });
    const inactive = await apiCustomer(t, admin, { customerName: 'กขค ปิด', customerStatus: 'INACTIVE' });
    const gone = await apiCustomer(t, admin, { customerName: 'กขค ลบ' });
    await post('delete', { customerCode: gone.customerCode, version: 1 });
    const activeRows: Row[] = await dataOf('listCustomerByStatus', { status: 'ACTIVE' });
    const inactiveRows: Row[] = await dataOf('listCustomerByStatus', { status: 'INACTIVE' });
    expect(activeRows).toContainEqual({
      customerCode: active.customerCode,
      customerName: 'กขค รายการ',
      customerNumber: active.customerNumber,
    });
    expect(codesOf(activeRows)).not.toContain(inactive.customerCode);
    expect(codesOf(inactiveRows)).toContain(inactive.customerCode);
    expect(codesOf([...activeRows, ...inactiveRows])).not.toContain(gone.customerCode);
    expect((await post('listCustomerByStatus', { status: 'DELETE' })).statusCode).toBe(400);
  });
});
