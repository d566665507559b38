import { inArray } from 'drizzle-orm';
import type { ErrorDetail } from '../../contract/envelope';
import type { Db } from '../db/client';
import type { AddressJson } from '../db/schema/customer';
import { district, province, subDistrict } from '../db/schema/master-data';
import { fieldText, type Text } from './messages';
import { optionalText } from './text-fields';

/** An address as the contract defines it (api-contract.md, Customers). */
export interface AddressInput {
  addressNo: string;
  moo?: string | null;
  building?: string | null;
  soi?: string | null;
  road?: string | null;
  provinceCode: string;
  districtCode: string;
  subDistrictCode: string;
  zipCode: string;
}

/** One address to check, and the field name its details start with (address, shippingAddress). */
export interface AddressToCheck {
  key: string;
  address: AddressInput;
}

type Say = (text: Text) => string;

interface Places {
  provinces: Map<string, { status: string }>;
  districts: Map<string, { provinceCode: string; status: string }>;
  subDistricts: Map<string, { districtCode: string; zipCode: string; status: string }>;
}

async function loadPlaces(db: Db, addresses: AddressInput[]): Promise<Places> {
  const codes = (pick: (a: AddressInput) => string) => [...new Set(addresses.map(pick))];
  const [provinces, districts, subDistricts] = await Promise.all([
    db
      .select({ code: province.provinceCode, status: province.status })
      .from(province)
      .where(
        inArray(
          province.provinceCode,
          codes((a) => a.provinceCode),
        ),
      ),
    db
      .select({ code: district.districtCode, provinceCode: district.provinceCode, status: district.status })
      .from(district)
      .where(
        inArray(
          district.districtCode,
          codes((a) => a.districtCode),
        ),
      ),
    db
      .select({
        code: subDistrict.subDistrictCode,
        districtCode: subDistrict.districtCode,
        zipCode: subDistrict.zipCode,
        status: subDistrict.status,
      })
      .from(subDistrict)
      .where(
        inArray(
          subDistrict.subDistrictCode,
          codes((a) => a.subDistrictCode),
        ),
      ),
  ]);
  return {
    provinces: new Map(provinces.map((p) => [p.code, p])),
    districts: new Map(districts.map((d) => [d.code, d])),
    subDistricts: new Map(subDistricts.map((s) => [s.code, s])),
  };
}

/** The details of one address against the places: each field is checked against its parent. */
function addressDetails(key: string, a: AddressInput, places: Places, say: Say): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const add = (field: string, text: Text) => details.push({ key: `${key}.${field}`, description: say(text) });
  const live = <T extends { status: string }>(row: T | undefined) =>
    row && row.status !== 'DELETE' ? row : undefined;

  const provinceRow = live(places.provinces.get(a.provinceCode));
  const districtRow = live(places.districts.get(a.districtCode));
  const subDistrictRow = live(places.subDistricts.get(a.subDistrictCode));
  if (!provinceRow) add('provinceCode', fieldText.provinceMissing);
  if (!districtRow) add('districtCode', fieldText.districtMissing);
  else if (provinceRow && districtRow.provinceCode !== a.provinceCode)
    add('districtCode', fieldText.districtNotInProvince);
  if (!subDistrictRow) add('subDistrictCode', fieldText.subDistrictMissing);
  else if (districtRow && subDistrictRow.districtCode !== a.districtCode) {
    add('subDistrictCode', fieldText.subDistrictNotInDistrict);
  }
  // The zip code is checked against the sub-district whenever it exists, so a wrong zip is
  // reported even when another field is wrong too.
  if (subDistrictRow && subDistrictRow.zipCode !== a.zipCode) add('zipCode', fieldText.zipCodeMismatch);
  return details;
}

/**
 * The addresses agree with the master data (api-contract.md, Customers): the province exists, the
 * district belongs to the province, the sub-district to the district, and the zip code is the
 * sub-district's. Deleted places are refused; inactive ones are kept valid so that an address
 * saved before a place was retired can still be saved again. One detail per wrong field, keyed
 * like `address.districtCode`. Three queries for all addresses together.
 */
export async function checkAddresses(db: Db, addresses: AddressToCheck[], say: Say): Promise<ErrorDetail[]> {
  if (addresses.length === 0) return [];
  const places = await loadPlaces(
    db,
    addresses.map((a) => a.address),
  );
  return addresses.flatMap(({ key, address }) => addressDetails(key, address, places, say));
}

/** The stored form of an address: trimmed, empty optional parts left out. */
export function storedAddress(address: AddressInput): AddressJson {
  const stored: AddressJson = {
    addressNo: address.addressNo.trim(),
    provinceCode: address.provinceCode,
    districtCode: address.districtCode,
    subDistrictCode: address.subDistrictCode,
    zipCode: address.zipCode,
  };
  for (const key of ['moo', 'building', 'soi', 'road'] as const) {
    const value = optionalText(address[key]);
    if (value !== null) stored[key] = value;
  }
  return stored;
}
