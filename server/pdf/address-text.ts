// A seller's address as a document prints it (domain.md "Thai conventions"): Bangkok says
// แขวง / เขต and names the city without จังหวัด, elsewhere ตำบล / อำเภอ / จังหวัด; then the zip code.
import type { AddressJson } from '../db/schema/customer';

/** The Thai names of the address's places (master data). */
export interface PlaceNames {
  province: string;
  district: string;
  subDistrict: string;
}

const BANGKOK = '10';

export function addressText(address: AddressJson, places: PlaceNames | undefined): string {
  const bangkok = address.provinceCode === BANGKOK;
  const parts = [
    address.addressNo,
    address.moo ? `หมู่ ${address.moo}` : '',
    address.building ?? '',
    address.soi ? `ซอย${address.soi}` : '',
    address.road ? `ถนน${address.road}` : '',
  ];
  if (places) {
    parts.push(
      bangkok ? `แขวง${places.subDistrict}` : `ตำบล${places.subDistrict}`,
      bangkok ? `เขต${places.district}` : `อำเภอ${places.district}`,
      bangkok ? places.province : `จังหวัด${places.province}`,
    );
  }
  parts.push(address.zipCode);
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
