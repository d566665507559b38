import type { CustomerOption } from 'contract/customer';
import type {
  CustomerDocumentType,
  DistrictOption,
  ListboxOption,
  ProvinceOption,
  SubDistrictOption,
} from 'contract/master-data';
import { listboxSeed } from '../../../server/db/seed/master-data-sources/listbox';

/** One listbox item as listboxByGroup answers it. */
export const listboxOption = (code: string, nameTh: string, nameEn: string, seq: number): ListboxOption => ({
  code,
  nameTh,
  nameEn,
  seq,
});

/**
 * The seeded items of listbox group `group` (server/db/seed/master-data-sources/listbox.json) as
 * listboxByGroup answers them: those of `codes` in that order (all of them unless told), seq from 1.
 */
export function seededOptions(group: string, codes?: readonly string[]): ListboxOption[] {
  const items = listboxSeed.find((seeded) => seeded.code === group)?.items;
  if (!items) throw new Error(`no seeded listbox group ${group}`);
  const picked = (codes ?? items.map(([code]) => code)).map((code) => {
    const item = items.find(([seeded]) => seeded === code);
    if (!item) throw new Error(`no ${code} in the seeded ${group}`);
    return item;
  });
  return picked.map(([code, nameTh, nameEn], index) => listboxOption(code, nameTh, nameEn, index + 1));
}

/** The ACTIVE customers a new template may belong to (listCustomerByStatus). */
export const activeCustomers: CustomerOption[] = [
  { customerCode: 'C000001', customerName: 'บริษัท ทดสอบ จำกัด', customerNumber: '0105536112014' },
  { customerCode: 'C000002', customerName: 'บริษัท ตัวอย่าง จำกัด', customerNumber: '0105536112022' },
];

/** The document types each of them has enabled (getDocumentTypeByCustomer). */
export const customerDocumentTypes: Record<string, CustomerDocumentType[]> = {
  C000001: [
    { documentType: '388', nameTh: 'ใบกำกับภาษี', nameEn: 'Tax invoice' },
    { documentType: '80', nameTh: 'ใบเพิ่มหนี้', nameEn: 'Debit note' },
  ],
  C000002: [{ documentType: '380', nameTh: 'ใบแจ้งหนี้', nameEn: 'Invoice' }],
};

export const provinceOptions: ProvinceOption[] = [
  { provinceCode: '10', provinceNameTh: 'กรุงเทพมหานคร', provinceNameEng: 'Bangkok' },
  { provinceCode: '50', provinceNameTh: 'เชียงใหม่', provinceNameEng: 'Chiang Mai' },
];

export const districtOptions: DistrictOption[] = [
  { districtCode: '1001', provinceCode: '10', districtNameTh: 'พระนคร', districtNameEn: 'Phra Nakhon' },
  { districtCode: '1002', provinceCode: '10', districtNameTh: 'ดุสิต', districtNameEn: 'Dusit' },
  {
    districtCode: '5001',
    provinceCode: '50',
    districtNameTh: 'เมืองเชียงใหม่',
    districtNameEn: 'Mueang Chiang Mai',
  },
];

export const subDistrictOptions: SubDistrictOption[] = [
  {
    subDistrictCode: '100101',
    districtCode: '1001',
    subDistrictNameTh: 'พระบรมมหาราชวัง',
    subDistrictNameEn: 'Phra Borom Maha Ratchawang',
    zipCode: '10200',
  },
  {
    subDistrictCode: '100201',
    districtCode: '1002',
    subDistrictNameTh: 'ดุสิต',
    subDistrictNameEn: 'Dusit',
    zipCode: '10300',
  },
  {
    subDistrictCode: '500101',
    districtCode: '5001',
    subDistrictNameTh: 'ศรีภูมิ',
    subDistrictNameEn: 'Si Phum',
    zipCode: '50200',
  },
];
