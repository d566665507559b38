import type { DistrictOption, ProvinceOption, SubDistrictOption } from 'contract/master-data';

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
