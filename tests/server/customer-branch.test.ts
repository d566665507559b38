import { beforeAll, describe, expect, it } from 'vitest';
import { controllerCalls, type Row } from './support/api';
import { API_TIME, detailsOf, errorKey, expectOkMatching, expectRefused } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { auditActions } from './support/audit';
import { signInNewCustomerUser, type SignedIn } from './support/auth';
import { BANGKOK_ADDRESS, CHIANG_MAI_ADDRESS } from './support/customer-data';
import { BRANCH, apiCustomer } from './support/customers';

const { t, admin } = useAdminApp();
const { post, dataOf } = controllerCalls(t, BRANCH, admin);
let customerCode: string;
beforeAll(async () => {
  customerCode = String((await apiCustomer(t, admin)).customerCode);
});

let codeCounter = 0;
const branchBody = (overrides: Row = {}): Row => {
  codeCounter += 1;
  return {
    customerCode,
    branchCode: String(codeCounter).padStart(5, '0'),
    branchName: `สาขาที่ ${codeCounter}`,
    branchType: 'BRANCH',
    address: CHIANG_MAI_ADDRESS,
    contactTel: '053-123-456',
    status: 'ACTIVE',
    ...overrides,
  };
};
const newBranch = async (overrides: Row = {}, as: SignedIn = admin): Promise<Row> => {
  const res = await post('create', branchBody(overrides), as);
  if (res.statusCode !== 200) throw new Error(`branch create failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
};

describe('create', () => {
  it('stores the branch with its version and audit', async () => {
    const res = await post('create', branchBody({ branchCode: '00101', branchName: 'สาขาเชียงใหม่' }));
    expect(res.statusCode).toBe(200);
    const branch = res.json().data;
    expect(branch).toEqual({
      branchId: expect.any(Number),
      customerCode,
      branchCode: '00101',
      branchName: 'สาขาเชียงใหม่',
      branchType: 'BRANCH',
      address: CHIANG_MAI_ADDRESS,
      contactTel: '053123456',
      status: 'ACTIVE',
      version: 1,
      lastUpdateDtm: expect.stringMatching(API_TIME),
      lastUpdateBy: 'admin',
    });
    expect(await auditActions(t, 'customer_branch', String(branch.branchId))).toEqual(['CREATE']);
  });

  it('refuses a code the customer has (409 CUSTOMER_BRANCH_DUPLICATE), the head office included', async () => {
    await newBranch({ branchCode: '00201' });
    const res = await post('create', branchBody({ branchCode: '00201' }));
    expectRefused(res, 409, { CUSTOMER_BRANCH_DUPLICATE: 'รหัสสาขานี้มีอยู่แล้วสำหรับลูกค้านี้' });
    const headOffice = await post('create', branchBody({ branchCode: '00000', branchType: 'HEAD_OFFICE' }));
    expect(headOffice.statusCode).toBe(409);
    expect(errorKey(headOffice)).toBe('CUSTOMER_BRANCH_DUPLICATE');
  });

  it('lets another customer use the same code', async () => {
    const other = String((await apiCustomer(t, admin)).customerCode);
    await newBranch({ branchCode: '00301' });
    expect((await post('create', branchBody({ customerCode: other, branchCode: '00301' }))).statusCode).toBe(
      200,
    );
  });

  it('keeps a deleted branch code taken', async () => {
    const branch = await newBranch({ branchCode: '00401' });
    expect((await post('delete', { branchId: branch.branchId, version: 1 })).statusCode).toBe(200);
    const again = await post('create', branchBody({ branchCode: '00401' }));
    expect(again.statusCode).toBe(409);
    expect(errorKey(again)).toBe('CUSTOMER_BRANCH_DUPLICATE');
  });

  it('answers 404 for an unknown customer and 400 when an ADMIN names none', async () => {
    expect((await post('create', branchBody({ customerCode: 'C999999' }))).statusCode).toBe(404);
    const { customerCode: _omitted, ...noCustomer } = branchBody();
    const res = await post('create', noCustomer, admin, 'en');
    expectRefused(res, 400, { customerCode: 'is required' });
  });
});

describe('validation', () => {
  it('checks the branch code format, the head-office type, the phone and the address', async () => {
    const res = await post(
      'create',
      branchBody({
        branchCode: '123',
        contactTel: '99',
        address: { ...CHIANG_MAI_ADDRESS, zipCode: '10200' },
      }),
      admin,
      'en',
    );
    expectRefused(res, 400, { branchCode: 'must be 5 digits' });
    const rules = await post(
      'create',
      branchBody({
        branchType: 'HEAD_OFFICE',
        contactTel: '99',
        address: { ...CHIANG_MAI_ADDRESS, zipCode: '10200' },
      }),
      admin,
      'en',
    );
    expect(detailsOf(rules)).toEqual({
      branchType: 'the head office, and only it, has the branch code 00000',
      contactTel: 'must be a Thai phone number: 9–10 digits starting with 0',
      'address.zipCode': "is not the chosen sub-district's zip code",
    });
    const headOfficeAsBranch = await post(
      'create',
      branchBody({ branchCode: '00000', branchType: 'BRANCH' }),
    );
    expect(Object.keys(detailsOf(headOfficeAsBranch))).toEqual(['branchType']);
  });
});

describe('read, update, delete', () => {
  it('reads a branch by id; 404 for an unknown or deleted one', async () => {
    const branch = await newBranch();
    expect(await dataOf('getCustomerBranchById', { branchId: branch.branchId })).toEqual(branch);
    expect((await post('getCustomerBranchById', { branchId: 99_999_999 })).statusCode).toBe(404);
  });

  it('updates by id or by code, bumps the version, refuses a stale version and a changed code', async () => {
    const branch = await newBranch();
    const byId = await post('update', {
      ...branchBody({ branchCode: branch.branchCode, branchName: 'ชื่อใหม่', address: BANGKOK_ADDRESS }),
      branchId: branch.branchId,
      version: 1,
    });
    expectOkMatching(byId, { branchName: 'ชื่อใหม่', address: BANGKOK_ADDRESS, version: 2 });
    const byCode = await post('update', {
      ...branchBody({ branchCode: branch.branchCode, status: 'INACTIVE' }),
      version: 2,
    });
    expect(byCode.json().data).toMatchObject({ branchId: branch.branchId, status: 'INACTIVE', version: 3 });
    const stale = await post('update', { ...branchBody({ branchCode: branch.branchCode }), version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(errorKey(stale)).toBe('STALE_RECORD');
    const recoded = await post(
      'update',
      { ...branchBody(), branchId: branch.branchId, version: 3 },
      admin,
      'en',
    );
    expectRefused(recoded, 400, { branchCode: 'cannot be changed' });
    expect(await auditActions(t, 'customer_branch', String(branch.branchId))).toEqual([
      'CREATE',
      'UPDATE',
      'UPDATE',
    ]);
  });

  it('deletes softly: gone from search and reads; stale version refused', async () => {
    const branch = await newBranch({ branchName: 'สาขาที่จะลบ' });
    const stale = await post('delete', { branchId: branch.branchId, version: 5 });
    expect(errorKey(stale)).toBe('STALE_RECORD');
    expect((await post('delete', { branchId: branch.branchId, version: 1 })).json().data).toEqual({});
    expect(await dataOf('search', { customerCode, branchName: 'สาขาที่จะลบ' })).toEqual([]);
    expect((await post('getCustomerBranchById', { branchId: branch.branchId })).statusCode).toBe(404);
    expect((await post('delete', { branchId: branch.branchId, version: 2 })).statusCode).toBe(404);
    expect(await auditActions(t, 'customer_branch', String(branch.branchId))).toEqual(['CREATE', 'DELETE']);
  });

  it('never deletes the head office (422 HEAD_OFFICE_DELETE)', async () => {
    const [headOffice] = await dataOf('search', { customerCode, branchCode: '00000' });
    const res = await post('delete', { branchId: headOffice.branchId, version: headOffice.version });
    expect(res.statusCode).toBe(422);
    expect(errorKey(res)).toBe('HEAD_OFFICE_DELETE');
  });
});

describe('search and lists', () => {
  let own: string;
  beforeAll(async () => {
    own = String((await apiCustomer(t, admin, { branchName: 'สำนักงานใหญ่ ค้นหา' })).customerCode);
    for (const [code, name, status] of [
      ['00011', 'สาขาบางนา', 'ACTIVE'],
      ['00012', 'สาขาบางรัก', 'INACTIVE'],
      ['00013', 'Branch Silom', 'ACTIVE'],
    ]) {
      await newBranch({ customerCode: own, branchCode: code, branchName: name, status });
    }
  });
  const codesOf = (rows: Row[]) => rows.map((r) => r.branchCode);

  it("searches one customer's branches by code, name and status, with paging and sorting", async () => {
    const body = (await post('search', { customerCode: own, size: 2 })).json();
    expect(body.paging).toEqual({ page: 1, size: 2, totalRecords: 4, totalPages: 2, totalExact: true });
    expect(codesOf(body.data)).toEqual(['00000', '00011']);
    expect(codesOf(await dataOf('search', { customerCode: own, branchName: 'บาง' }))).toEqual([
      '00011',
      '00012',
    ]);
    expect(codesOf(await dataOf('search', { customerCode: own, branchName: 'silom' }))).toEqual(['00013']);
    expect(codesOf(await dataOf('search', { customerCode: own, branchCode: '1' }))).toEqual([
      '00011',
      '00012',
      '00013',
    ]);
    expect(codesOf(await dataOf('search', { customerCode: own, status: 'INACTIVE' }))).toEqual(['00012']);
    expect(
      codesOf(await dataOf('search', { customerCode: own, sortBy: 'branchCode', sortDir: 'desc' })),
    ).toEqual(['00013', '00012', '00011', '00000']);
  });

  it('requires the customer for an ADMIN search', async () => {
    const res = await post('search', {}, admin, 'en');
    expectRefused(res, 400, { customerCode: 'is required' });
  });

  it('lists the branches of a status by code', async () => {
    expect(await dataOf('listBranchByCustomerAndStatus', { customerCode: own, status: 'ACTIVE' })).toEqual([
      {
        branchId: expect.any(Number),
        branchCode: '00000',
        branchName: 'สำนักงานใหญ่ ค้นหา',
        branchType: 'HEAD_OFFICE',
      },
      { branchId: expect.any(Number), branchCode: '00011', branchName: 'สาขาบางนา', branchType: 'BRANCH' },
      { branchId: expect.any(Number), branchCode: '00013', branchName: 'Branch Silom', branchType: 'BRANCH' },
    ]);
    expect(
      codesOf(await dataOf('listBranchByCustomerAndStatus', { customerCode: own, status: 'INACTIVE' })),
    ).toEqual(['00012']);
  });
});

describe('a customer admin', () => {
  const codesOf = (rows: Row[]) => rows.map((r) => r.branchCode);
  it("manages their own customer's branches; the body's customerCode is ignored", async () => {
    const mine = String((await apiCustomer(t, admin)).customerCode);
    const other = String((await apiCustomer(t, admin)).customerCode);
    const manager = await signInNewCustomerUser(t, { customerCode: mine, userRole: 'CUSTOMER_ADMIN' });
    const created = await newBranch({ customerCode: other, branchCode: '00501' }, manager);
    expect(created.customerCode).toBe(mine);
    const updated = await post(
      'update',
      { ...branchBody({ branchCode: '00501', branchName: 'แก้โดยลูกค้า' }), version: 1 },
      manager,
    );
    expect(updated.json().data).toMatchObject({ customerCode: mine, branchName: 'แก้โดยลูกค้า', version: 2 });
    const rows: Row[] = await dataOf('search', {}, manager);
    expect(codesOf(rows)).toEqual(['00000', '00501']);
    expect(rows.every((r) => r.customerCode === mine)).toBe(true);
    expect((await post('delete', { branchId: created.branchId, version: 2 }, manager)).statusCode).toBe(200);
  });
});
