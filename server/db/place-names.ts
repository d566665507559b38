import { eq } from 'drizzle-orm';
import type { PlaceNames } from '../pdf/address-text';
import type { Db } from './client';
import type { AddressJson } from './schema/customer';
import { district, province, subDistrict } from './schema/master-data';

/** The Thai names of an address's sub-district, district and province (for printed documents). */
export async function placeNames(db: Db, address: AddressJson): Promise<PlaceNames | undefined> {
  const [row] = await db
    .select({
      province: province.provinceNameTh,
      district: district.districtNameTh,
      subDistrict: subDistrict.subDistrictNameTh,
    })
    .from(subDistrict)
    .innerJoin(district, eq(district.districtCode, subDistrict.districtCode))
    .innerJoin(province, eq(province.provinceCode, district.provinceCode))
    .where(eq(subDistrict.subDistrictCode, address.subDistrictCode));
  return row;
}
