import { eq, type SQL } from 'drizzle-orm';
import type { PlaceNames } from '../pdf/address-text';
import type { Db } from './client';
import type { AddressJson } from './schema/customer';
import { district, province, subDistrict } from './schema/master-data';

/** Sub-districts (code, zip code) with the Thai names of themselves, their district and province. */
export function placesWhere(db: Db, where: SQL | undefined) {
  return db
    .select({
      subDistrictCode: subDistrict.subDistrictCode,
      zipCode: subDistrict.zipCode,
      subDistrict: subDistrict.subDistrictNameTh,
      district: district.districtNameTh,
      province: province.provinceNameTh,
    })
    .from(subDistrict)
    .innerJoin(district, eq(district.districtCode, subDistrict.districtCode))
    .innerJoin(province, eq(province.provinceCode, district.provinceCode))
    .where(where);
}

/** The Thai names of an address's sub-district, district and province (for printed documents). */
export async function placeNames(db: Db, address: AddressJson): Promise<PlaceNames | undefined> {
  const [row] = await placesWhere(db, eq(subDistrict.subDistrictCode, address.subDistrictCode));
  return row && { province: row.province, district: row.district, subDistrict: row.subDistrict };
}
