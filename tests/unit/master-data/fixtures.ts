import type { District, ListboxOption, Province, SubDistrict } from 'contract/master-data';

// Contract-shaped master-data records for the MSW handlers of the unit tests.

export const STAMP = { version: 3, lastUpdateDtm: '2026-11-21T10:15:30.123+07:00', lastUpdateBy: 'admin' };

export const statusOptions: ListboxOption[] = [
  { code: 'ACTIVE', nameTh: 'ใช้งาน', nameEn: 'Active', seq: 1 },
  { code: 'INACTIVE', nameTh: 'ไม่ใช้งาน', nameEn: 'Inactive', seq: 2 },
];

export function province(overrides: Partial<Province> = {}): Province {
  return {
    id: 1,
    provinceCode: '10',
    provinceNameTh: 'กรุงเทพมหานคร',
    provinceNameEng: 'Bangkok',
    geoId: 2,
    seq: 1,
    status: 'ACTIVE',
    statusDesc: 'ใช้งาน',
    ...STAMP,
    ...overrides,
  };
}

export const provinces: Province[] = [
  province(),
  province({
    id: 2,
    provinceCode: '11',
    provinceNameTh: 'สมุทรปราการ',
    provinceNameEng: 'Samut Prakan',
    seq: 2,
  }),
  province({
    id: 3,
    provinceCode: '12',
    provinceNameTh: 'นนทบุรี',
    provinceNameEng: 'Nonthaburi',
    seq: 3,
    status: 'INACTIVE',
    statusDesc: 'ไม่ใช้งาน',
    // A seeded row: the server records 'system' as who changed it last.
    lastUpdateBy: 'system',
  }),
];

export function district(overrides: Partial<District> = {}): District {
  return {
    districtCode: '1001',
    provinceCode: '10',
    districtNameTh: 'พระนคร',
    districtNameEn: 'Phra Nakhon',
    status: 'ACTIVE',
    statusDesc: 'ใช้งาน',
    ...STAMP,
    ...overrides,
  };
}

export function subDistrict(overrides: Partial<SubDistrict> = {}): SubDistrict {
  return {
    subDistrictCode: '100101',
    districtCode: '1001',
    subDistrictNameTh: 'พระบรมมหาราชวัง',
    subDistrictNameEn: 'Phra Borom Maha Ratchawang',
    zipCode: '10200',
    status: 'ACTIVE',
    statusDesc: 'ใช้งาน',
    ...STAMP,
    ...overrides,
  };
}
