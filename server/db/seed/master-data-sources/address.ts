// Provinces, districts and sub-districts from @bilions/thailand-address (ISC): 77 / 928 / 7,348
// with DOPA codes, Thai and English names and zip codes. Loaded only when the tables are empty.
import { geoIdByProvinceCode } from './regions';

export interface SeedProvince {
  provinceCode: string;
  provinceNameTh: string;
  provinceNameEng: string;
  geoId: number | null;
  seq: number;
}
export interface SeedDistrict {
  districtCode: string;
  provinceCode: string;
  districtNameTh: string;
  districtNameEn: string;
}
export interface SeedSubDistrict {
  subDistrictCode: string;
  districtCode: string;
  subDistrictNameTh: string;
  subDistrictNameEn: string;
  zipCode: string;
}
export interface AddressSeed {
  provinces: SeedProvince[];
  districts: SeedDistrict[];
  subDistricts: SeedSubDistrict[];
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');
/** The package writes Bangkok's districts as "เขต พระนคร"; the UI adds เขต/อำเภอ itself (domain.md). */
const bareDistrictName = (name: string) => name.replace(/^เขต\s+/, '').trim();

export async function loadAddressSeed(): Promise<AddressSeed> {
  // Imported on demand: 2 MB of data that a restart (tables already filled) never needs.
  const data = await import('@bilions/thailand-address');
  const provinceCodeById = new Map<number, string>();
  const districtCodeById = new Map<number, string>();
  const provinces = [...data.provinces]
    .sort((a, b) => a.code - b.code)
    .map((p, index): SeedProvince => {
      const provinceCode = pad(p.code, 2);
      provinceCodeById.set(p.id, provinceCode);
      return {
        provinceCode,
        provinceNameTh: p.name_in_thai.trim(),
        provinceNameEng: p.name_in_english.trim(),
        geoId: geoIdByProvinceCode.get(provinceCode) ?? null,
        seq: index + 1,
      };
    });
  const districts = data.districts.map((d): SeedDistrict => {
    const districtCode = pad(d.code, 4);
    districtCodeById.set(d.id, districtCode);
    return {
      districtCode,
      provinceCode: provinceCodeById.get(d.province_id) ?? districtCode.slice(0, 2),
      districtNameTh: bareDistrictName(d.name_in_thai),
      districtNameEn: d.name_in_english.trim(),
    };
  });
  const subDistricts = data.subDistricts.map((s): SeedSubDistrict => {
    const subDistrictCode = pad(s.code, 6);
    return {
      subDistrictCode,
      districtCode: districtCodeById.get(s.district_id) ?? subDistrictCode.slice(0, 4),
      subDistrictNameTh: s.name_in_thai.trim(),
      subDistrictNameEn: s.name_in_english.trim(),
      zipCode: pad(s.zip_code, 5),
    };
  });
  return { provinces, districts, subDistricts };
}
