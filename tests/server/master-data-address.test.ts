import { describe, expect, it } from 'vitest';
import type { Row } from './support/api';
import { API_TIME, detailsOf, expectOkMatching, expectRefused } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { auditActions } from './support/audit';
import { signInNewCustomerUser } from './support/auth';
import { post } from './support/master-data';

const { t, admin } = useAdminApp();

const call = (path: string, body: Row = {}, language?: 'th' | 'en') =>
  post(t, path, body, { as: admin, language });
const dataOf = async (path: string, body: Row = {}, language?: 'th' | 'en') =>
  (await call(path, body, language)).json().data;
const codes = (rows: Row[], key: string) => rows.map((r) => r[key]);
/** The rows a list call answers an anonymous caller (expects 200). */
const anonymousRows = async (path: string, body: Row) => {
  const res = await post(t, path, body);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** A save call of an ACTIVE record: `fields(code)` is the body, `extra` overrides it. */
const saveActive =
  (path: string, fields: (code: string) => Row) =>
  (code: string, extra: Row = {}) =>
    call(path, { ...fields(code), status: 'ACTIVE', ...extra });
const newProvince = saveActive('saveProvince', (provinceCode) => ({
  provinceCode,
  provinceNameTh: `จังหวัด${provinceCode}`,
  provinceNameEng: `Province ${provinceCode}`,
}));
const newDistrict = saveActive('saveDistrict', (districtCode) => ({
  districtCode,
  provinceCode: districtCode.slice(0, 2),
  districtNameTh: `อำเภอ${districtCode}`,
  districtNameEn: `District ${districtCode}`,
}));
const newSubDistrict = saveActive('saveSubDistrict', (subDistrictCode) => ({
  subDistrictCode,
  districtCode: subDistrictCode.slice(0, 4),
  subDistrictNameTh: `ตำบล${subDistrictCode}`,
  subDistrictNameEn: `Sub-district ${subDistrictCode}`,
  zipCode: '99000',
}));

describe('listProvince', () => {
  it('answers the 77 active provinces by seq to anonymous callers', async () => {
    const rows = await anonymousRows('listProvince', {});
    expect(rows).toHaveLength(77);
    expect(rows[0]).toEqual({
      provinceCode: '10',
      provinceNameTh: 'กรุงเทพมหานคร',
      provinceNameEng: 'Bangkok',
    });
    expect(rows.at(-1).provinceCode).toBe('96');
  });

  it('refuses any field in its empty body', async () => {
    const res = await post(t, 'listProvince', { provinceCode: '10' });
    expectRefused(res, 400, { provinceCode: 'ไม่รู้จักฟิลด์นี้' });
  });
});

describe('searchProvince', () => {
  it('pages with the defaults: 25 rows, 77 records, 4 pages, with statusDesc in Thai', async () => {
    const body = (await call('searchProvince')).json();
    expect(body.paging).toEqual({ page: 1, size: 25, totalRecords: 77, totalPages: 4, totalExact: true });
    expect(body.data).toHaveLength(25);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      provinceCode: '10',
      provinceNameTh: 'กรุงเทพมหานคร',
      provinceNameEng: 'Bangkok',
      geoId: 2,
      seq: 1,
      status: 'ACTIVE',
      statusDesc: 'ใช้งาน',
      version: 1,
      lastUpdateDtm: expect.stringMatching(API_TIME),
      lastUpdateBy: 'system',
    });
    const last = (await call('searchProvince', { page: 4 })).json();
    expect(last.data).toHaveLength(2);
  });

  it('answers statusDesc in English on Accept-Language: en', async () => {
    const rows = await dataOf('searchProvince', { provinceCode: '10' }, 'en');
    expect(rows[0].statusDesc).toBe('Active');
  });

  it('matches Thai names as typed and English names case-insensitively, by substring', async () => {
    expect(codes(await dataOf('searchProvince', { provinceName: 'สมุทร' }), 'provinceCode')).toEqual([
      '11',
      '74',
      '75',
    ]);
    expect(codes(await dataOf('searchProvince', { provinceName: 'BANGKOK' }), 'provinceCode')).toEqual([
      '10',
    ]);
    expect(codes(await dataOf('searchProvince', { provinceName: '  samut  ' }), 'provinceCode')).toEqual([
      '11',
      '74',
      '75',
    ]);
    expect(codes(await dataOf('searchProvince', { provinceCode: '9' }), 'provinceCode')).toEqual([
      '19',
      '39',
      '49',
      '90',
      '91',
      '92',
      '93',
      '94',
      '95',
      '96',
    ]);
    // LIKE wildcards in the text are literal characters.
    expect(await dataOf('searchProvince', { provinceName: '%' })).toEqual([]);
    expect(await dataOf('searchProvince', { provinceName: '_' })).toEqual([]);
  });

  it('sorts by any listed column in both directions', async () => {
    const desc = await dataOf('searchProvince', { sortBy: 'provinceCode', sortDir: 'desc', size: 3 });
    expect(codes(desc, 'provinceCode')).toEqual(['96', '95', '94']);
    const bySeq = await dataOf('searchProvince', { sortBy: 'seq', sortDir: 'desc', size: 1 });
    expect(bySeq[0].seq).toBe(77);
    const byGeo = await dataOf('searchProvince', { sortBy: 'geoId', size: 100 });
    const geo = byGeo.map((r: Row) => r.geoId as number);
    expect(geo).toEqual([...geo].sort((a, b) => a - b));
  });

  it('refuses unknown sortBy, size 101, page 0, a DELETE criterion and unknown fields', async () => {
    const res = await call(
      'searchProvince',
      { sortBy: 'provinceNameEn', size: 101, page: 0, status: 'DELETE', foo: 1 },
      'en',
    );
    expectRefused(res, 400, {
      sortBy:
        'must be one of: provinceCode, provinceNameTh, provinceNameEng, geoId, seq, status, lastUpdateDtm',
      size: 'must be at most 100',
      page: 'must be at least 1',
      status: 'must be one of: ACTIVE, INACTIVE',
      foo: 'unknown field',
    });
    expect((await call('searchProvince', { size: 0 })).statusCode).toBe(400);
    expect((await call('searchProvince', { page: '1' })).statusCode).toBe(400);
  });

  it('answers a NUL character (which PostgreSQL text cannot hold) with 400 on its field, not 500', async () => {
    const search = await call('searchProvince', { provinceName: 'a\u0000b' });
    expectRefused(search, 400, { provinceName: 'มีอักขระที่ไม่อนุญาต' });
    const save = await call(
      'saveConfigGroup',
      {
        configGroupType: 'SMS',
        description: 'x',
        items: [{ configKey: 'K', configValue: '\u0000', secret: false }],
        version: 1,
      },
      'en',
    );
    expect(detailsOf(save)).toEqual({ 'items.0.configValue': 'contains a character that is not allowed' });
  });
});

describe('getProvinceByCode', () => {
  it('answers the province; unknown 404; malformed 400 with the field detail', async () => {
    const res = await call('getProvinceByCode', { provinceCode: '50' });
    expectOkMatching(res, {
      provinceCode: '50',
      provinceNameEng: 'Chiang Mai',
      geoId: 1,
      statusDesc: 'ใช้งาน',
    });
    const missing = await call('getProvinceByCode', { provinceCode: '00' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toMatchObject({ code: '404', message: 'Not found' });
    const th = await call('getProvinceByCode', { provinceCode: '1' });
    expectRefused(th, 400, { provinceCode: 'รหัสจังหวัดต้องเป็นตัวเลข 2 หลัก' });
    expect(detailsOf(await call('getProvinceByCode', { provinceCode: 'AB' }, 'en'))).toEqual({
      provinceCode: 'must be 2 digits',
    });
  });

  it('is open to a signed-in customer user too', async () => {
    const user = await signInNewCustomerUser(t);
    expect((await post(t, 'getProvinceByCode', { provinceCode: '10' }, { as: user })).statusCode).toBe(200);
  });
});

describe('saveProvince', () => {
  it('creates without version, then updates by id with it: version +1, optional fields kept, audit rows', async () => {
    const created = await newProvince('98', { geoId: 3, seq: 90 });
    expect(created.statusCode).toBe(200);
    const province = created.json().data;
    expect(province).toMatchObject({
      provinceCode: '98',
      geoId: 3,
      seq: 90,
      status: 'ACTIVE',
      statusDesc: 'ใช้งาน',
      version: 1,
      lastUpdateBy: 'admin',
    });
    const updated = await call(
      'saveProvince',
      {
        id: province.id,
        provinceCode: '98',
        provinceNameTh: 'จังหวัดใหม่',
        provinceNameEng: 'New Province',
        status: 'INACTIVE',
        version: 1,
      },
      'en',
    );
    expectOkMatching(updated, {
      id: province.id,
      provinceNameTh: 'จังหวัดใหม่',
      geoId: 3,
      seq: 90,
      status: 'INACTIVE',
      statusDesc: 'Inactive',
      version: 2,
    });
    expect(await auditActions(t, 'province', '98')).toEqual(['CREATE', 'UPDATE']);
  });

  it('updates by code when no id is sent, and shows the change in searches and lists at once', async () => {
    await newProvince('97');
    expect(codes(await dataOf('listProvince'), 'provinceCode')).toContain('97');
    const res = await call('saveProvince', {
      provinceCode: '97',
      provinceNameTh: 'ปิดใช้',
      provinceNameEng: 'Off',
      status: 'INACTIVE',
      version: 1,
    });
    expect(res.json().data.version).toBe(2);
    expect(codes(await dataOf('listProvince'), 'provinceCode')).not.toContain('97');
    expect(codes(await dataOf('searchProvince', { status: 'INACTIVE' }), 'provinceCode')).toContain('97');
    expect(
      codes(await dataOf('searchProvince', { status: 'ACTIVE', size: 100 }), 'provinceCode'),
    ).not.toContain('97');
  });

  it('answers a duplicate code 409 PROVINCE_DUPLICATE and a stale version 409 STALE_RECORD', async () => {
    const dup = await newProvince('10');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().status.details).toEqual([
      { key: 'PROVINCE_DUPLICATE', description: 'รหัสจังหวัดนี้มีอยู่แล้ว' },
    ]);
    const stale = await newProvince('10', { version: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().status.details[0].key).toBe('STALE_RECORD');
  });

  it('refuses an id without version, a changed code and an unknown id', async () => {
    const bangkok = (await dataOf('getProvinceByCode', { provinceCode: '10' })) as Row;
    const noVersion = await newProvince('10', { id: bangkok.id });
    expect(noVersion.statusCode).toBe(400);
    expect(Object.keys(detailsOf(noVersion))).toEqual(['version']);
    const renamed = await newProvince('89', { id: bangkok.id, version: 1 });
    expectRefused(renamed, 400, { provinceCode: 'แก้ไขรหัสไม่ได้' });
    expect((await newProvince('88', { id: 999_999, version: 1 })).statusCode).toBe(404);
  });

  it('validates every field with details', async () => {
    const res = await call('saveProvince', {
      provinceCode: '123',
      provinceNameTh: '',
      geoId: 0,
      seq: -1,
      status: 'X',
    });
    expectRefused(res, 400, {
      provinceCode: 'รหัสจังหวัดต้องเป็นตัวเลข 2 หลัก',
      provinceNameTh: 'กรุณาระบุ',
      provinceNameEng: 'กรุณาระบุ',
      geoId: 'ต้องไม่น้อยกว่า 1',
      seq: 'ต้องไม่น้อยกว่า 0',
      status: 'ต้องเป็นค่าใดค่าหนึ่งใน: ACTIVE, INACTIVE, DELETE',
    });
  });

  it('soft-deletes a province without districts; refuses one that has districts (422)', async () => {
    const withDistricts = await newProvince('10', {
      id: ((await dataOf('getProvinceByCode', { provinceCode: '10' })) as Row).id,
      status: 'DELETE',
      version: 1,
    });
    expect(withDistricts.statusCode).toBe(422);
    expect(withDistricts.json().status.details[0].key).toBe('PROVINCE_HAS_DISTRICTS');

    await newProvince('87');
    const deleted = await newProvince('87', { status: 'DELETE', version: 1 });
    expectOkMatching(deleted, { status: 'DELETE', statusDesc: 'ลบแล้ว' });
    expect(await auditActions(t, 'province', '87')).toEqual(['CREATE', 'DELETE']);
    expect(await dataOf('searchProvince', { provinceCode: '87' })).toEqual([]);
    expect((await call('getProvinceByCode', { provinceCode: '87' })).statusCode).toBe(404);
    expect((await newProvince('87')).statusCode).toBe(409); // codes stay unique, deleted rows included
    expect((await newProvince('87', { version: 2 })).statusCode).toBe(404);
  });
});

describe('districts', () => {
  it('listDistrictByProvinceCode answers the active districts of a province, by code, anonymously', async () => {
    const rows = await anonymousRows('listDistrictByProvinceCode', { provinceCode: '10' });
    expect(rows).toHaveLength(50);
    expect(rows[0]).toEqual({
      districtCode: '1001',
      provinceCode: '10',
      districtNameTh: 'พระนคร',
      districtNameEn: 'Phra Nakhon',
    });
    expect(await dataOf('listDistrictByProvinceCode', { provinceCode: '00' })).toEqual([]);
    expect((await post(t, 'listDistrictByProvinceCode', { provinceCode: 'x' })).statusCode).toBe(400);
  });

  it('listDistrictByDistrictCode answers [district] or []', async () => {
    const rows = await dataOf('listDistrictByDistrictCode', { districtCode: '1001' });
    expect(rows).toEqual([
      expect.objectContaining({
        districtCode: '1001',
        provinceCode: '10',
        status: 'ACTIVE',
        statusDesc: 'ใช้งาน',
        version: 1,
      }),
    ]);
    expect(await dataOf('listDistrictByDistrictCode', { districtCode: '0000' })).toEqual([]);
  });

  it('searchDistrict filters by province (exact), code and name (substring), pages and sorts', async () => {
    const bangkok = (await call('searchDistrict', { provinceCode: '10', size: 100 })).json();
    expect(bangkok.paging.totalRecords).toBe(50);
    const bang = await dataOf('searchDistrict', { provinceCode: '10', districtName: 'บาง', size: 100 });
    expect(bang).toHaveLength(12);
    expect(bang.every((d: Row) => String(d.districtNameTh).includes('บาง'))).toBe(true);
    const english = await dataOf('searchDistrict', { districtName: 'MUEANG CHIANG MAI' });
    expect(codes(english, 'districtCode')).toEqual(['5001']);
    const byCode = await dataOf('searchDistrict', {
      districtCode: '500',
      sortBy: 'districtCode',
      sortDir: 'desc',
      size: 2,
    });
    expect(codes(byCode, 'districtCode')).toEqual(['5009', '5008']);
    const all = (await call('searchDistrict', { page: 2, size: 100 })).json();
    expect(all.paging).toEqual({ page: 2, size: 100, totalRecords: 928, totalPages: 10, totalExact: true });
    expect((await call('searchDistrict', { sortBy: 'zipCode' })).statusCode).toBe(400);
  });

  it('saveDistrict creates under an existing province, checks the code prefix and the parent', async () => {
    await newProvince('79');
    const created = await newDistrict('7901');
    expectOkMatching(created, {
      districtCode: '7901',
      provinceCode: '79',
      version: 1,
      statusDesc: 'ใช้งาน',
      lastUpdateBy: 'admin',
    });
    expect(codes(await dataOf('listDistrictByProvinceCode', { provinceCode: '79' }), 'districtCode')).toEqual(
      ['7901'],
    );

    const wrongPrefix = await newDistrict('7801', { provinceCode: '79' });
    expectRefused(wrongPrefix, 400, { districtCode: 'รหัสอำเภอ/เขตต้องขึ้นต้นด้วยรหัสจังหวัด' });
    const noParent = await newDistrict('7801', {});
    expectRefused(noParent, 400, { provinceCode: 'ไม่พบจังหวัดนี้' });
    const malformed = await newDistrict('701', { provinceCode: '7' });
    expectRefused(malformed, 400, {
      districtCode: 'รหัสอำเภอ/เขตต้องเป็นตัวเลข 4 หลัก',
      provinceCode: 'รหัสจังหวัดต้องเป็นตัวเลข 2 หลัก',
    });
  });

  it('saveDistrict answers duplicate 409, stale 409, unknown 404; INACTIVE leaves the dropdown', async () => {
    const dup = await newDistrict('1001');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().status.details[0].key).toBe('DISTRICT_DUPLICATE');
    expect((await newDistrict('1001', { version: 3 })).json().status.details[0].key).toBe('STALE_RECORD');
    expect((await newDistrict('1099', { version: 1 })).statusCode).toBe(404);

    const inactive = await newDistrict('1002', {
      districtNameTh: 'ดุสิต',
      districtNameEn: 'Dusit',
      status: 'INACTIVE',
      version: 1,
    });
    expect(inactive.json().data).toMatchObject({ status: 'INACTIVE', version: 2 });
    expect(
      codes(await dataOf('listDistrictByProvinceCode', { provinceCode: '10' }), 'districtCode'),
    ).not.toContain('1002');
    expect(
      codes(await dataOf('searchDistrict', { provinceCode: '10', status: 'INACTIVE' }), 'districtCode'),
    ).toEqual(['1002']);
    expect(await auditActions(t, 'district', '1002')).toEqual(['UPDATE']);
  });

  it('refuses to delete a district with sub-districts (422), deletes an empty one', async () => {
    const res = await newDistrict('1003', { status: 'DELETE', version: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().status.details[0].key).toBe('DISTRICT_HAS_SUB_DISTRICTS');
    await newProvince('78');
    await newDistrict('7802');
    expect((await newDistrict('7802', { status: 'DELETE', version: 1 })).statusCode).toBe(200);
    expect(await dataOf('listDistrictByDistrictCode', { districtCode: '7802' })).toEqual([]);
    expect(await dataOf('searchDistrict', { provinceCode: '78' })).toEqual([]);
    // A deleted district is no parent for new sub-districts.
    expect(detailsOf(await newSubDistrict('780201'))).toEqual({ districtCode: 'ไม่พบอำเภอ/เขตนี้' });
  });
});

describe('sub-districts', () => {
  it('listSubDistrictByDistrictCode answers active sub-districts with zip codes, anonymously', async () => {
    const rows = await anonymousRows('listSubDistrictByDistrictCode', { districtCode: '1001' });
    expect(rows[0]).toEqual({
      subDistrictCode: '100101',
      districtCode: '1001',
      subDistrictNameTh: 'พระบรมมหาราชวัง',
      subDistrictNameEn: 'Phra Borom Maha Ratchawang',
      zipCode: '10200',
    });
    expect(codes(rows, 'subDistrictCode')).toEqual([...codes(rows, 'subDistrictCode')].sort());
  });

  it('getBySubDistrictCode answers the sub-district; unknown 404; malformed 400', async () => {
    expect(await dataOf('getBySubDistrictCode', { subDistrictCode: '100101' })).toMatchObject({
      subDistrictCode: '100101',
      zipCode: '10200',
      statusDesc: 'ใช้งาน',
      version: 1,
    });
    expect((await call('getBySubDistrictCode', { subDistrictCode: '000000' })).statusCode).toBe(404);
    expect(detailsOf(await call('getBySubDistrictCode', { subDistrictCode: '1001' }))).toEqual({
      subDistrictCode: 'รหัสตำบล/แขวงต้องเป็นตัวเลข 6 หลัก',
    });
  });

  it('searchSubDistrict over all 7,348 rows: by zip, Thai name, district, with paging', async () => {
    const all = (await call('searchSubDistrict', {})).json();
    expect(all.paging).toEqual({ page: 1, size: 25, totalRecords: 7348, totalPages: 294, totalExact: true });
    const zip = await dataOf('searchSubDistrict', { zipCode: '10200', size: 100 });
    expect(zip).toHaveLength(12);
    expect(zip.every((s: Row) => s.zipCode === '10200')).toBe(true);
    const na = (await call('searchSubDistrict', { subDistrictName: 'นา', size: 100, page: 2 })).json();
    expect(na.paging.totalRecords).toBe(502);
    expect(na.data.every((s: Row) => String(s.subDistrictNameTh).includes('นา'))).toBe(true);
    const english = await dataOf('searchSubDistrict', { subDistrictName: 'PHRA borom' });
    expect(codes(english, 'subDistrictCode')).toEqual(['100101']);
    const ofDistrict = await dataOf('searchSubDistrict', {
      districtCode: '1001',
      sortBy: 'subDistrictNameEn',
      sortDir: 'desc',
    });
    expect(ofDistrict.every((s: Row) => s.districtCode === '1001')).toBe(true);
    const names = ofDistrict.map((s: Row) => String(s.subDistrictNameEn));
    expect(names.length).toBeGreaterThan(1);
    expect((await call('searchSubDistrict', { districtCode: '10' })).statusCode).toBe(400);
  });

  it('saveSubDistrict creates, updates, checks prefix, parent and zip code', async () => {
    await newProvince('69');
    await newDistrict('6901');
    const created = await newSubDistrict('690101', { zipCode: '69000' });
    expectOkMatching(created, {
      subDistrictCode: '690101',
      districtCode: '6901',
      zipCode: '69000',
      version: 1,
    });
    const updated = await newSubDistrict('690101', { zipCode: '69010', version: 1 });
    expect(updated.json().data).toMatchObject({ zipCode: '69010', version: 2 });
    expect(await auditActions(t, 'sub_district', '690101')).toEqual(['CREATE', 'UPDATE']);
    expect(await dataOf('listSubDistrictByDistrictCode', { districtCode: '6901' })).toEqual([
      expect.objectContaining({ subDistrictCode: '690101', zipCode: '69010' }),
    ]);

    const wrongPrefix = await newSubDistrict('690201', { districtCode: '6901' });
    expect(detailsOf(wrongPrefix)).toEqual({ subDistrictCode: 'รหัสตำบล/แขวงต้องขึ้นต้นด้วยรหัสอำเภอ/เขต' });
    const noParent = await newSubDistrict('690201', {});
    expect(detailsOf(noParent)).toEqual({ districtCode: 'ไม่พบอำเภอ/เขตนี้' });
    const badZip = await call(
      'saveSubDistrict',
      {
        subDistrictCode: '690102',
        districtCode: '6901',
        subDistrictNameTh: 'x',
        subDistrictNameEn: 'x',
        zipCode: '1234',
        status: 'ACTIVE',
      },
      'en',
    );
    expectRefused(badZip, 400, { zipCode: 'must be 5 digits' });
  });

  it('saveSubDistrict answers duplicate 409, stale 409, unknown 404', async () => {
    const dup = await newSubDistrict('100101');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().status.details[0].key).toBe('SUB_DISTRICT_DUPLICATE');
    expect((await newSubDistrict('100101', { version: 4 })).json().status.details[0].key).toBe(
      'STALE_RECORD',
    );
    expect((await newSubDistrict('100199', { version: 1 })).statusCode).toBe(404);
  });
});
