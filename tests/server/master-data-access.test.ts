// Who may call each master-data route: public look-ups, signed-in reads, ADMIN-only calls.
import { describe, expect, it } from 'vitest';
import { useAdminApp, useSignedIn } from './support/app-per-file';
import { signInNewCustomerUser } from './support/auth';
import { get, post } from './support/master-data';

const { t, admin } = useAdminApp();
const customerUser = useSignedIn(() => signInNewCustomerUser(t, { userRole: 'CUSTOMER_ADMIN' }));

/** A valid body for each call (reads only: nothing here changes data when it is allowed). */
const PUBLIC_CALLS: [string, Record<string, unknown>][] = [
  ['listboxByGroup', { listboxGroup: 'DOCUMENT_TYPE' }],
  ['getListboxMapRdByKey', { key: 'DOCUMENT_TYPE' }],
  ['listProvince', {}],
  ['listDistrictByProvinceCode', { provinceCode: '10' }],
  ['listSubDistrictByDistrictCode', { districtCode: '1001' }],
];
const SIGNED_IN_CALLS: [string, Record<string, unknown>][] = [
  ['getProvinceByCode', { provinceCode: '10' }],
  ['listDistrictByDistrictCode', { districtCode: '1001' }],
  ['getBySubDistrictCode', { subDistrictCode: '100101' }],
  ['getDocumentTypeByCustomer', {}],
];
/** ADMIN only; the writes carry a stale version so that an allowed call would change nothing. */
const ADMIN_CALLS: [string, Record<string, unknown>][] = [
  ['searchListboxGroup', {}],
  ['listAllListboxGroup', {}],
  ['listboxGroupMaster', { listboxGroupCode: 'DOCUMENT_TYPE' }],
  [
    'saveListBoxGroupMaster',
    { listboxGroupCode: 'DOCUMENT_TYPE', listboxGroupName: 'x', status: 'ACTIVE', version: 99 },
  ],
  [
    'saveListBoxMaster',
    {
      listboxGroupCode: 'DOCUMENT_TYPE',
      code: '388',
      nameTh: 'x',
      nameEn: 'x',
      seq: 1,
      status: 'ACTIVE',
      version: 99,
    },
  ],
  ['searchProvince', {}],
  [
    'saveProvince',
    { provinceCode: '10', provinceNameTh: 'x', provinceNameEng: 'x', status: 'ACTIVE', version: 99 },
  ],
  ['searchDistrict', {}],
  [
    'saveDistrict',
    {
      districtCode: '1001',
      provinceCode: '10',
      districtNameTh: 'x',
      districtNameEn: 'x',
      status: 'ACTIVE',
      version: 99,
    },
  ],
  ['searchSubDistrict', {}],
  [
    'saveSubDistrict',
    {
      subDistrictCode: '100101',
      districtCode: '1001',
      subDistrictNameTh: 'x',
      subDistrictNameEn: 'x',
      zipCode: '10200',
      status: 'ACTIVE',
      version: 99,
    },
  ],
  ['searchConfigGroup', {}],
  ['getConfigGroup', { configGroupType: 'SMTP' }],
  ['saveConfigGroup', { configGroupType: 'SMTP', description: 'x', items: [], version: 99 }],
];

describe('public look-ups', () => {
  it.each(PUBLIC_CALLS)('%s answers anonymous, admin and customer callers', async (path, body) => {
    for (const as of [undefined, admin, customerUser]) {
      const res = await post(t, path, body, { as });
      expect(res.statusCode, `${path} as ${as?.username ?? 'anonymous'}`).toBe(200);
    }
  });

  it('checks a token even on a public call: a bad one answers 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/masterDataController/listProvince',
      payload: {},
      headers: { authorization: 'Bearer a.b.c', 'x-client-module': 'ADMIN' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('single records for signed-in users', () => {
  it.each(SIGNED_IN_CALLS)('%s refuses anonymous (401), answers a customer user', async (path, body) => {
    expect((await post(t, path, body)).statusCode).toBe(401);
    expect((await post(t, path, body, { as: customerUser })).statusCode).toBe(200);
  });
});

describe('ADMIN-only calls', () => {
  it.each(ADMIN_CALLS)('%s: anonymous 401, customer 403, admin allowed', async (path, body) => {
    const anonymous = await post(t, path, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status.code).toBe('401');
    const customer = await post(t, path, body, { as: customerUser });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().status.code).toBe('403');
    const allowed = await post(t, path, body, { as: admin });
    expect([200, 409]).toContain(allowed.statusCode);
  });

  it('GET getListboxGroupMaster/{code}: anonymous 401, customer 403, admin 200', async () => {
    expect((await get(t, 'getListboxGroupMaster/DOCUMENT_TYPE')).statusCode).toBe(401);
    expect((await get(t, 'getListboxGroupMaster/DOCUMENT_TYPE', { as: customerUser })).statusCode).toBe(403);
    expect((await get(t, 'getListboxGroupMaster/DOCUMENT_TYPE', { as: admin })).statusCode).toBe(200);
  });

  it('refuses anonymous callers before reading the body (no validation details leak)', async () => {
    const res = await post(t, 'saveProvince', { junk: true });
    expect(res.statusCode).toBe(401);
    expect(res.json().status.details).toBeUndefined();
  });
});

describe('route table', () => {
  it('serves every call of the contract under /api/app/masterDataController', () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    for (const [path] of [...PUBLIC_CALLS, ...SIGNED_IN_CALLS, ...ADMIN_CALLS]) {
      expect(routes, path).toContain(`/api/app/masterDataController/${path}`);
    }
    expect(routes).toContain('/api/app/masterDataController/getListboxGroupMaster/:code');
  });
});
